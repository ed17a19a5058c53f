/**
 * The seller read model's SQL: the dashboard's aggregates, the seller's offers with their company's
 * country, their active offers, the other offers and buyers' RFQs of the same products, and the deal
 * counts the insights read.
 */
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { companies, deals, offers, rfqs } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { OfferRow, RfqRow, UserRow } from '../db/rows';
import { COMMITTED, COMPLETED, OPEN, othersActiveOffers, usdSum } from '../lib/read-models';

const asNumber = (n: unknown) => Number(n ?? 0);

/** Other buyers' active RFQs of these products. */
export const othersActiveRfqs = (
  db: Queryable,
  sellerId: string,
  products: RfqRow['productType'][],
): Promise<RfqRow[]> =>
  products.length
    ? db
        .select()
        .from(rfqs)
        .where(
          and(
            eq(rfqs.isActive, true),
            ne(rfqs.buyerId, sellerId),
            inArray(rfqs.productType, products),
          ),
        )
    : Promise.resolve([] as RfqRow[]);

/**
 * The seller dashboard's aggregates: active offers, open deals, volumes per product and unit (MT
 * factors apply per product), the sales' values as exact numeric sums (docs/product.md#figures).
 */
export async function sellerFigures(db: Queryable, sellerId: string) {
  const mine = eq(deals.sellerId, sellerId);
  const live = and(mine, ne(deals.status, 'cancelled'));
  const [[activeOffers], [pending], volumes, [sales]] = await Promise.all([
    db
      .select({ n: count() })
      .from(offers)
      .where(and(eq(offers.sellerId, sellerId), eq(offers.isActive, true))),
    db.select({ n: count() }).from(deals).where(and(mine, OPEN)),
    db
      .select({
        productType: deals.productType,
        volumeUnit: deals.volumeUnit,
        volume: sql<number>`sum(${deals.volume})`.mapWith(asNumber),
      })
      .from(deals)
      .where(live)
      .groupBy(deals.productType, deals.volumeUnit),
    db
      .select({
        sold: usdSum(deals.totalValue, COMPLETED),
        committed: usdSum(deals.totalValue, COMMITTED),
      })
      .from(deals)
      .where(mine),
  ]);
  return {
    activeOffers: activeOffers?.n ?? 0,
    pendingDeals: pending?.n ?? 0,
    volumes,
    sold: sales?.sold ?? null,
    committed: sales?.committed ?? null,
  };
}

/** The seller's offers, newest first, with their company's country. */
export const offersWithCountry = (
  db: Queryable,
  sellerId: string,
): Promise<Array<{ offer: OfferRow; country: string | null }>> =>
  db
    .select({ offer: offers, country: companies.country })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(offers.sellerId, sellerId))
    .orderBy(desc(offers.createdAt), desc(offers.id));

/** The seller's active offers. */
export const activeOffersOf = (db: Queryable, sellerId: string): Promise<OfferRow[]> =>
  db
    .select()
    .from(offers)
    .where(and(eq(offers.sellerId, sellerId), eq(offers.isActive, true)));

/** Other sellers' active offers of these products. */
export const othersOffers = (
  db: Queryable,
  user: UserRow,
  products: OfferRow['productType'][],
): Promise<OfferRow[]> =>
  products.length
    ? db.select().from(offers).where(othersActiveOffers(user, products))
    : Promise.resolve([]);

/** The seller's deals and all deals, each counted in all and completed. */
export async function dealCounts(db: Queryable, sellerId: string) {
  const completed = sql`${deals.status} = 'completed'`;
  const own = sql`${deals.sellerId} = ${sellerId}`;
  const [counts] = await db
    .select({
      mine: sql<number>`count(*) filter (where ${own})`.mapWith(asNumber),
      mineCompleted: sql<number>`count(*) filter (where ${own} and ${completed})`.mapWith(asNumber),
      all: count(),
      allCompleted: sql<number>`count(*) filter (where ${completed})`.mapWith(asNumber),
    })
    .from(deals);
  return counts ?? { mine: 0, mineCompleted: 0, all: 0, allCompleted: 0 };
}
