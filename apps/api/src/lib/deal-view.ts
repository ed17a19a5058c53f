/**
 * Deals as a viewer may see them: which deals (`dealScope`, `canSeeDeal`, shared by the deals and the
 * read models) and the company names the identity rules of `toDeal` need.
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import { isAdminRole } from '@petrobridge/domain';
import { companies, deals } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { DealRow, UserRow } from '../db/rows';
import { toDeal, type DealCompanyNames } from '../http/serialize';

/** The deals a user may see: brokers theirs, sellers their sales, buyers their purchases, admins all. */
export function dealScope(user: UserRow): SQL | undefined {
  switch (user.role) {
    case 'broker':
      return eq(deals.brokerId, user.id);
    case 'seller':
      return eq(deals.sellerId, user.id);
    case 'buyer':
      return eq(deals.buyerId, user.id);
    default:
      return undefined;
  }
}

/** Whether `user` may see `deal` (the row-level form of `dealScope`). */
export const canSeeDeal = (user: UserRow, deal: DealRow) =>
  isAdminRole(user.role) ||
  deal.brokerId === user.id ||
  deal.sellerId === user.id ||
  deal.buyerId === user.id;

/** The names of both companies of each deal, by deal id (one query for any number of deals). */
export async function dealCompanyNames(
  db: Queryable,
  rows: readonly DealRow[],
): Promise<(deal: DealRow) => DealCompanyNames> {
  const ids = [...new Set(rows.flatMap((d) => [d.sellerCompanyId, d.buyerCompanyId]))];
  const names = new Map<string, string>();
  if (ids.length) {
    const found = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, ids));
    for (const c of found) names.set(c.id, c.name);
  }
  return (d) => ({
    seller: names.get(d.sellerCompanyId) ?? '',
    buyer: names.get(d.buyerCompanyId) ?? '',
  });
}

/** `rows` as `viewer` may see them (identity rules of toDeal). */
export async function dealsFor(db: Queryable, rows: readonly DealRow[], viewer: UserRow) {
  const namesOf = await dealCompanyNames(db, rows);
  return rows.map((d) => toDeal(d, viewer, namesOf(d)));
}

/** One deal as `viewer` may see it. */
export async function dealFor(db: Queryable, deal: DealRow, viewer: UserRow) {
  const namesOf = await dealCompanyNames(db, [deal]);
  return toDeal(deal, viewer, namesOf(deal));
}
