/**
 * The marketplace's hot reads go to the raw driver (src/db/raw.ts) instead of drizzle: the rows they
 * return must be exactly drizzle's, column for column and type for type, or the serializers would send
 * something else. Runs on the api project's database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { companies, offers, rfqs } from '../src/db/schema';
import { selectList } from '../src/db/raw';
import { startServer, type TestServer } from './support/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe('raw reads', () => {
  test.each([
    ['offers', offers],
    ['rfqs', rfqs],
    ['companies', companies],
  ] as const)(
    '%s: every row reads the same through the raw driver as through drizzle',
    async (name, table) => {
      const { db, run } = server.app.services.database;
      const viaDrizzle = await db
        .select()
        .from(table)
        .orderBy(desc(table.createdAt), desc(table.id));
      expect(viaDrizzle.length).toBeGreaterThan(5);
      const viaRaw = await run(
        {
          name: `test_${name}_all`,
          text: `select ${selectList(table)} from ${name} order by created_at desc, id desc`,
        },
        [],
      );
      // toStrictEqual: also the types (Date, numeric and date as strings, null vs undefined).
      expect(viaRaw).toStrictEqual(viaDrizzle);
      // Nulls (prices, delivery dates, review times) and inactive listings: the odd values are covered.
      expect(viaDrizzle.some((r) => Object.values(r).includes(null))).toBe(true);
      if (table !== companies) expect(viaDrizzle.some((r) => !r.isActive)).toBe(true);
      const [one] = await db.select().from(table).where(eq(table.id, viaDrizzle[0]!.id));
      expect(viaRaw[0]).toStrictEqual(one);
    },
  );

  test('a column type without a known raw mapping is refused when the statement is built', async () => {
    const { sessions } = await import('../src/db/schema');
    expect(() => selectList(sessions)).not.toThrow();
    const { notifications } = await import('../src/db/schema');
    // notifications.seq is a bigserial: the drivers return it as a string, drizzle as a number.
    expect(() => selectList(notifications)).toThrow(/no raw mapping for PgBigSerial53/);
  });
});
