/** The buyer read model's SQL: the purchases' sums, the buyer's RFQs, and the offers of their products. */
import { desc, eq } from 'drizzle-orm';
import { deals, rfqs } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { OfferRow, RfqRow, UserRow } from '../db/rows';
import { COMMITTED, COMPLETED, othersOffersWithCountry, usdSum } from '../lib/read-models';

/** The buyer's purchases summed (USD): completed (spent) and committed. */
export async function purchaseSums(db: Queryable, buyerId: string) {
  const [purchases] = await db
    .select({
      spent: usdSum(deals.totalValue, COMPLETED),
      committed: usdSum(deals.totalValue, COMMITTED),
    })
    .from(deals)
    .where(eq(deals.buyerId, buyerId));
  return { spent: purchases?.spent ?? null, committed: purchases?.committed ?? null };
}

/** The buyer's RFQs, newest first. */
export const rfqsOf = (db: Queryable, buyerId: string): Promise<RfqRow[]> =>
  db
    .select()
    .from(rfqs)
    .where(eq(rfqs.buyerId, buyerId))
    .orderBy(desc(rfqs.createdAt), desc(rfqs.id));

/** Other sellers' active offers of these products, with their company's country and KYC status. */
export const supplyOf = (
  db: Queryable,
  user: UserRow,
  products: RfqRow['productType'][],
): Promise<Array<{ offer: OfferRow; kycStatus: string }>> =>
  products.length
    ? othersOffersWithCountry(db, user, products)
    : Promise.resolve([] as Array<{ offer: OfferRow; kycStatus: string }>);
