/** What the api project's globalSetup hands each test file, and statements on the PostgreSQL server. */

export interface ApiTemplate {
  /** A data folder: PGlite's `db/` (unless on PostgreSQL) and the seeded files in `uploads/`. */
  dataDir: string;
  /** With DATABASE_URL: the template database on that server. */
  database?: string | undefined;
}

export interface ApiTemplates {
  /** Migrated and seeded with the demo data. */
  demo: ApiTemplate;
  /** Migrated, no rows (SEED_DEMO=false). */
  empty: ApiTemplate;
}

/** Runs one statement on the DATABASE_URL server (create and drop databases). */
export async function adminQuery(statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
