/** Deal numbers, `PB-{year}-{sequence, at least 6 digits}`: one generator for the API and the seed. */
import { sql } from 'drizzle-orm';
import { dealNumberSeq } from '../db/schema';
import type { Queryable } from '../db/tx';

const sequence = sql.raw(`'${dealNumberSeq.seqName ?? 'deal_number_seq'}'`);

/** Takes `count` values of the deal-number sequence, in the order they were drawn. */
export async function reserveDealSequence(db: Queryable, count: number): Promise<number[]> {
  const result = await db.execute<{ n: string | number }>(
    sql`select nextval(${sequence}) as n from generate_series(1, ${count})`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: string | number;
  }>;
  return rows.map((r) => Number(r.n));
}

/** The number of a deal created at `createdAt` with sequence value `n`. */
export const formatDealNumber = (createdAt: Date, n: number) =>
  `PB-${createdAt.getUTCFullYear()}-${String(n).padStart(6, '0')}`;

/** The next deal number for a deal created now. */
export async function nextDealNumber(db: Queryable, now: Date): Promise<string> {
  const [n] = await reserveDealSequence(db, 1);
  return formatDealNumber(now, n!);
}
