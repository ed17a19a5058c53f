import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import type { Statement } from './raw';

export type Schema = typeof schema;
/** Either driver: both are PostgreSQL dialects with the same schema and migrations. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A statement on the raw driver (benchmarks and test set-up; the app goes through `db`). */
export type RawQuery = (
  text: string,
  params?: unknown[],
) => Promise<{ rows: Array<Record<string, unknown>> }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  query: RawQuery;
  /** A hot read on the raw driver (db/raw.ts): prepared once per connection on PostgreSQL. */
  run<Row>(statement: Statement, params: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * Connections in the PostgreSQL pool (DATABASE_POOL_SIZE, default 10). One Node process rarely keeps
 * more than a few queries in flight; 10 covers bursts without holding many of the server's
 * `max_connections` per process.
 */
export const poolSize = Math.max(1, Number(process.env.DATABASE_POOL_SIZE) || 10);

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/**
 * Opens the database and applies committed migrations: PostgreSQL when
 * `databaseUrl` is given, else embedded PGlite stored under `dataDir/db`
 * (`dataDir: ':memory:'` keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: poolSize });
    // An idle connection the server ends (a restart, an administrator, a dropped test database) is an
    // 'error' on the pool, which then discards it; unheard, it would end the process.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      query: (text, params) => pool.query(text, params),
      run: async <Row>(statement: Statement, values: unknown[]) =>
        (await pool.query({ name: statement.name, text: statement.text, values })).rows as Row[],
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataPath: string | undefined;
  if (opts.dataDir !== ':memory:') {
    dataPath = path.join(opts.dataDir, 'db');
    // PGlite does not create missing parent folders.
    mkdirSync(dataPath, { recursive: true });
  }
  const options = { extensions: await pgliteExtensions() };
  // In memory: options only (`new PGlite(undefined, options)` drops them).
  const client = dataPath ? new PGlite(dataPath, options) : new PGlite(options);
  // PGlite's pages are in memory: a random read costs about what a sequential one does. With the
  // default (4, for spinning disks) the planner counted a broad search ('crude': two products, 28,600
  // of 100,000 offers) by reading every row, 104 ms, instead of from its indexes, 12 ms
  // (docs/performance.md, "The marketplace at 100,000 offers"). 1.1 is the usual value for SSDs too.
  await client.exec('set random_page_cost = 1.1');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    query: (text, params) => client.query(text, params),
    // No per-query options: PGlite then uses its parser table as is (drizzle's options make it merge
    // its parsers into that table on every query).
    run: async <Row>(statement: Statement, params: unknown[]) =>
      (await client.query<Row>(statement.text, params)).rows,
    close: () => client.close(),
  };
}

/**
 * The extensions the migrations create, for PGlite (PostgreSQL ships them): pg_trgm for the marketplace's
 * search (0007_listing_search). Every PGlite opening a Petrobridge database passes these.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}
