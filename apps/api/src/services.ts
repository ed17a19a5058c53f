import type { Config } from './config';
import type { Database } from './db/client';
import type { Storage } from './storage/storage';
import type { PaymentProvider } from './payments/provider';

/** What every route handler may use; created once per server. */
export interface Services {
  config: Config;
  database: Database;
  storage: Storage;
  /** The current time (tests move it to expire sessions and upload URLs). */
  now: () => Date;
  /** True when the demo accounts and data are present and SEED_DEMO is on. */
  demoData: boolean;
  /** The payment provider of PAYMENT_PROVIDER (the Simulator: no real provider is connected). */
  payments: PaymentProvider;
}
