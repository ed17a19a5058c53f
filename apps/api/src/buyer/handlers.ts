/** The buyer tag: the buyer dashboard's metrics, RFQs, deals, matched offers and insights. */
import { buyerInsights } from '@petrobridge/domain';
import { deals } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import type { S } from '../http/serialize';
import {
  activeRfqsOf,
  dealsAs,
  matchedOffers,
  othersOffersWithCountry,
  ownRfq,
  relatedDealStatuses,
  sumMoney,
  today,
  totalMT,
} from '../lib/read-models';
import type { RfqRow } from '../db/rows';
import { purchaseSums, rfqsOf, supplyOf } from './queries';
import { toBuyerDeal, toBuyerRfq, toMatchedOffer } from './rules';

export function buyerHandlers(services: Services) {
  const { db } = services.database;
  return {
    async getBuyerMetrics(request): Promise<S<'BuyerMetrics'>> {
      const user = userOf(request);
      const [{ myRfqs, matches }, purchases] = await Promise.all([
        matchedOffers(db, user, services.now()),
        purchaseSums(db, user.id),
      ]);
      // docs/product.md#figures: spent = completed purchases; committed = locked, not completed.
      return {
        activeRFQs: myRfqs.length,
        matchedOffers: matches.length,
        totalVolumeRequested: totalMT(myRfqs),
        totalSpentValue: sumMoney([purchases.spent]),
        totalCommittedValue: sumMoney([purchases.committed]),
      };
    },

    async listBuyerRfqs(request): Promise<S<'BuyerRfq'>[]> {
      const user = userOf(request);
      const mine = await rfqsOf(db, user.id);
      const products = [...new Set(mine.map((r) => r.productType))];
      const [dealStatuses, supply] = await Promise.all([
        relatedDealStatuses(
          db,
          deals.rfqId,
          mine.map((r) => r.id),
        ),
        supplyOf(db, user, products),
      ]);
      const day = today(services.now());
      return mine.map((rfq) => toBuyerRfq(rfq, dealStatuses.get(rfq.id) ?? [], supply, day));
    },

    async listBuyerDeals(request): Promise<S<'BuyerDeal'>[]> {
      return (await dealsAs(db, userOf(request), 'buyer')).map(toBuyerDeal);
    },

    async listBuyerMatchedOffers(request): Promise<S<'MatchedOffer'>[]> {
      const user = userOf(request);
      const { rfqId } = request.query;
      let only: RfqRow | undefined;
      if (rfqId !== undefined) {
        only = await ownRfq(db, user, rfqId);
        if (!only) throw notFound('RFQ not found');
      }
      const { matches } = await matchedOffers(db, user, services.now(), only);
      return matches.map(toMatchedOffer);
    },

    async getBuyerAiInsights(request): Promise<S<'AiInsight'>[]> {
      const user = userOf(request);
      const mine = await activeRfqsOf(db, user);
      const products = [...new Set(mine.map((r) => r.productType))];
      if (!products.length) return [];
      const supply = await othersOffersWithCountry(db, user, products);
      return buyerInsights({ mine, supply });
    },
  } satisfies Partial<Handlers>;
}
