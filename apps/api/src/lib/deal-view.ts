/** Deals as a viewer may see them: the company names the identity rules of `toDeal` need. */
import { inArray } from 'drizzle-orm';
import { companies, type deals } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { UserRow } from '../auth/sessions';
import { toDeal, type DealCompanyNames } from '../http/serialize';

type DealRow = typeof deals.$inferSelect;

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
