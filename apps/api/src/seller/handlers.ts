/** The seller tag: the seller dashboard's metrics, offers, deals and insights, each scoped to the caller. */
import { sellerInsights } from '@petrobridge/domain';
import { deals } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import type { S } from '../http/serialize';
import { dealsAs, relatedDealStatuses, sumMoney, today, totalMT } from '../lib/read-models';
import {
  activeOffersOf,
  dealCounts,
  offersWithCountry,
  othersActiveRfqs,
  othersOffers,
  sellerFigures,
} from './queries';
import { toSellerDeal, toSellerOffer } from './rules';

export function sellerHandlers(services: Services) {
  const { db } = services.database;

  return {
    async getSellerMetrics(request): Promise<S<'SellerMetrics'>> {
      // Aggregated by the database. No commission: it is the broker's.
      const f = await sellerFigures(db, userOf(request).id);
      return {
        activeOffers: f.activeOffers,
        pendingDeals: f.pendingDeals,
        totalVolume: totalMT(f.volumes),
        totalSold: sumMoney([f.sold]),
        totalCommitted: sumMoney([f.committed]),
      };
    },

    async listSellerOffers(request): Promise<S<'SellerOffer'>[]> {
      const user = userOf(request);
      const mine = await offersWithCountry(db, user.id);
      const products = [...new Set(mine.map((m) => m.offer.productType))];
      const [dealStatuses, demand] = await Promise.all([
        relatedDealStatuses(
          db,
          deals.offerId,
          mine.map((m) => m.offer.id),
        ),
        othersActiveRfqs(db, user.id, products),
      ]);
      const day = today(services.now());
      return mine.map((m) => toSellerOffer(m, dealStatuses.get(m.offer.id) ?? [], demand, day));
    },

    async listSellerDeals(request): Promise<S<'SellerDeal'>[]> {
      return (await dealsAs(db, userOf(request), 'seller')).map(toSellerDeal);
    },

    async getSellerAiInsights(request): Promise<S<'AiInsight'>[]> {
      const user = userOf(request);
      // Only what the rules read: the seller's active offers, the other offers and RFQs of the same
      // products, and deal counts — never whole tables.
      const mine = await activeOffersOf(db, user.id);
      const products = [...new Set(mine.map((o) => o.productType))];
      const [others, demand, counts] = await Promise.all([
        othersOffers(db, user, products),
        othersActiveRfqs(db, user.id, products),
        dealCounts(db, user.id),
      ]);
      return sellerInsights({ mine, others, rfqs: demand, deals: counts });
    },
  } satisfies Partial<Handlers>;
}
