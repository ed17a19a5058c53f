import type { Config } from './config';
import type { Database } from './db/client';

/** What every route handler may use; created once per server. */
export interface Services {
  config: Config;
  database: Database;
}
