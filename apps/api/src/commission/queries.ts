/**
 * The commission ledger's SQL: the entries a caller may see (a page of them, newest first) and their
 * USD sums by state and by month, computed in the database over all entries.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isAdminRole } from '@petrobridge/domain';
import { deals, users } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { UserRow } from '../db/rows';
import type { S } from '../http/serialize';
import {
  COMMISSION_STATE,
  commissionStateSql,
  completedAt,
  HAS_COMMISSION,
  USD,
  usdSum,
} from '../lib/read-models';

type State = S<'CommissionState'>;

const stateOf = commissionStateSql;
const monthOf = sql<string>`to_char(coalesce(${completedAt}, ${deals.createdAt}) at time zone 'UTC', 'YYYY-MM')`;
const usdSumOf = usdSum(deals.commissionAmount, sql`true`);

/** The entries a caller may see, narrowed by the query's state and (admins) broker. */
export function ledgerScope(
  user: UserRow,
  q: { state?: State; brokerId?: string },
): SQL | undefined {
  return and(
    // An entry from the lock on: a deal in negotiation binds no one and owes no commission.
    HAS_COMMISSION,
    isAdminRole(user.role)
      ? q.brokerId
        ? eq(deals.brokerId, q.brokerId)
        : undefined
      : eq(deals.brokerId, user.id),
    q.state ? COMMISSION_STATE[q.state] : undefined,
  );
}

const brokerName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

const entryColumns = {
  dealId: deals.id,
  dealNumber: deals.dealNumber,
  productType: deals.productType,
  status: deals.status,
  state: stateOf,
  month: monthOf,
  totalValue: deals.totalValue,
  currency: deals.currency,
  commissionRate: deals.commissionRate,
  commissionAmount: deals.commissionAmount,
  brokerName: sql<string | null>`coalesce(${brokerName}, ${users.email})`,
};

/** A page of the ledger's entries in `where`, newest first. */
export const ledgerEntries = (
  db: Queryable,
  where: SQL | undefined,
  limit: number,
  offset: number,
) =>
  db
    .select(entryColumns)
    .from(deals)
    .leftJoin(users, eq(users.id, deals.brokerId))
    .where(where)
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(limit)
    .offset(offset);

export type LedgerEntry = Awaited<ReturnType<typeof ledgerEntries>>[number];

/** The entries in `where` counted and summed (USD) by state, and summed by month and state, newest month first. */
export async function ledgerSums(db: Queryable, where: SQL | undefined) {
  const [states, months] = await Promise.all([
    db
      .select({
        state: stateOf,
        n: sql<number>`count(*)::int`,
        amount: usdSumOf,
        other: sql<number>`(count(*) filter (where not (${USD})))::int`,
      })
      .from(deals)
      .where(where)
      .groupBy(stateOf),
    db
      .select({ month: monthOf, state: stateOf, amount: usdSumOf })
      .from(deals)
      .where(where)
      .groupBy(monthOf, stateOf)
      .orderBy(desc(monthOf)),
  ]);
  return { states, months };
}

export type LedgerSums = Awaited<ReturnType<typeof ledgerSums>>;
