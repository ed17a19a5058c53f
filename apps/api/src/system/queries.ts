/** The system resource's SQL: the health check's round trip to the database. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/tx';

/** One round trip to the database; throws when it does not answer. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
