/** The seller tag: the seller dashboard's metrics, offers, deals and insights, each scoped to the caller. */
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  MATCH_THRESHOLD,
  matchScore,
  pricePerMetricTon,
  remainingVolume,
  sellerInsights,
  toWholeMetricTons,
} from '@petrobridge/domain';
import { companies, deals, offers, rfqs } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { counterpartyName, type S } from '../http/serialize';
import {
  COMMITTED,
  COMPLETED,
  dealsAs,
  listingStatus,
  OPEN,
  usdSum,
  othersActiveOffers,
  relatedDealStatuses,
  sumMoney,
  today,
  totalMT,
} from '../lib/read-models';
import type { RfqRow } from '../db/rows';

const asNumber = (n: unknown) => Number(n ?? 0);

export function sellerHandlers(services: Services) {
  const { db } = services.database;

  /** Other buyers' active RFQs of these products. */
  const othersActiveRfqs = (sellerId: string, products: RfqRow['productType'][]) =>
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

  return {
    async getSellerMetrics(request): Promise<S<'SellerMetrics'>> {
      const user = userOf(request);
      const mine = eq(deals.sellerId, user.id);
      const live = and(mine, ne(deals.status, 'cancelled'));
      // Aggregated by the database: volumes per product and unit (MT factors apply per product), the
      // sales' values as exact numeric sums (docs/product.md#figures). No commission: it is the broker's.
      const [[activeOffers], [pending], volumes, [sales]] = await Promise.all([
        db
          .select({ n: count() })
          .from(offers)
          .where(and(eq(offers.sellerId, user.id), eq(offers.isActive, true))),
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
        totalVolume: totalMT(volumes),
        totalSold: sumMoney([sales?.sold ?? null]),
        totalCommitted: sumMoney([sales?.committed ?? null]),
      };
    },

    async listSellerOffers(request): Promise<S<'SellerOffer'>[]> {
      const user = userOf(request);
      const mine = await db
        .select({ offer: offers, country: companies.country })
        .from(offers)
        .innerJoin(companies, eq(companies.id, offers.companyId))
        .where(eq(offers.sellerId, user.id))
        .orderBy(desc(offers.createdAt), desc(offers.id));
      const products = [...new Set(mine.map((m) => m.offer.productType))];
      const [dealStatuses, demand] = await Promise.all([
        relatedDealStatuses(
          db,
          deals.offerId,
          mine.map((m) => m.offer.id),
        ),
        othersActiveRfqs(user.id, products),
      ]);
      const day = today(services.now());
      return mine.map(({ offer, country }) => {
        const expired =
          !offer.isActive || (offer.deliveryDate !== null && offer.deliveryDate < day);
        const matched = demand.some((r) => matchScore(offer, r) >= MATCH_THRESHOLD);
        return {
          id: offer.id,
          productType: offer.productType,
          // Its own unit and price first (docs/product.md#unit-policy); MT is the conversion.
          volume: offer.volume,
          volumeUnit: offer.volumeUnit,
          remainingVolume: remainingVolume(offer),
          pricePerUnit: offer.pricePerUnit,
          currency: offer.currency,
          quantity: toWholeMetricTons(offer.volume, offer.volumeUnit, offer.productType),
          pricePerMT:
            offer.pricePerUnit === null
              ? null
              : pricePerMetricTon(offer.pricePerUnit, offer.volumeUnit, offer.productType),
          origin: offer.deliveryLocation ?? country ?? null,
          status: listingStatus(dealStatuses.get(offer.id) ?? [], expired, matched),
          verifiedSupply: offer.verifiedSupply,
        };
      });
    },

    async listSellerDeals(request): Promise<S<'SellerDeal'>[]> {
      const user = userOf(request);
      const rows = await dealsAs(db, user, 'seller');
      return rows.map(({ deal, counterparty }) => ({
        id: deal.id,
        productType: deal.productType,
        quantity: toWholeMetricTons(deal.volume, deal.volumeUnit, deal.productType),
        buyerCompany: counterpartyName(deal, 'seller', counterparty),
        totalValue: deal.totalValue,
        status: deal.status,
      }));
    },

    async getSellerAiInsights(request): Promise<S<'AiInsight'>[]> {
      const user = userOf(request);
      // Only what the rules read: the seller's active offers, the other offers and RFQs of the same
      // products, and deal counts — never whole tables.
      const mine = await db
        .select()
        .from(offers)
        .where(and(eq(offers.sellerId, user.id), eq(offers.isActive, true)));
      const products = [...new Set(mine.map((o) => o.productType))];
      const completed = sql`${deals.status} = 'completed'`;
      const own = sql`${deals.sellerId} = ${user.id}`;
      const [others, demand, [counts]] = await Promise.all([
        products.length
          ? db.select().from(offers).where(othersActiveOffers(user, products))
          : Promise.resolve([]),
        othersActiveRfqs(user.id, products),
        db
          .select({
            mine: sql<number>`count(*) filter (where ${own})`.mapWith(asNumber),
            mineCompleted: sql<number>`count(*) filter (where ${own} and ${completed})`.mapWith(
              asNumber,
            ),
            all: count(),
            allCompleted: sql<number>`count(*) filter (where ${completed})`.mapWith(asNumber),
          })
          .from(deals),
      ]);
      return sellerInsights({
        mine,
        others,
        rfqs: demand,
        deals: counts ?? { mine: 0, mineCompleted: 0, all: 0, allCompleted: 0 },
      });
    },
  } satisfies Partial<Handlers>;
}
