/** The buyer tag: the buyer dashboard's metrics, RFQs, deals, matched offers and insights. */
import { desc, eq } from 'drizzle-orm';
import {
  buyerFee,
  buyerInsights,
  matchOffer,
  pricePerMetricTon,
  toWholeMetricTons,
} from '@petrobridge/domain';
import { deals, rfqs } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import { counterpartyName, type S } from '../http/serialize';
import {
  activeRfqsOf,
  COMMITTED,
  COMPLETED,
  usdSum,
  dealsAs,
  listingStatus,
  matchedOffers,
  othersOffersWithCountry,
  ownRfq,
  relatedDealStatuses,
  sumMoney,
  today,
  totalMT,
} from '../lib/read-models';
import type { OfferRow, RfqRow } from '../db/rows';

export function buyerHandlers(services: Services) {
  const { db } = services.database;
  return {
    async getBuyerMetrics(request): Promise<S<'BuyerMetrics'>> {
      const user = userOf(request);
      const [{ myRfqs, matches }, purchases] = await Promise.all([
        matchedOffers(db, user, services.now()),
        db
          .select({
            spent: usdSum(deals.totalValue, COMPLETED),
            committed: usdSum(deals.totalValue, COMMITTED),
          })
          .from(deals)
          .where(eq(deals.buyerId, user.id)),
      ]);
      // docs/product.md#figures: spent = completed purchases; committed = locked, not completed.
      return {
        activeRFQs: myRfqs.length,
        matchedOffers: matches.length,
        totalVolumeRequested: totalMT(myRfqs),
        totalSpentValue: sumMoney([purchases[0]?.spent ?? null]),
        totalCommittedValue: sumMoney([purchases[0]?.committed ?? null]),
      };
    },

    async listBuyerRfqs(request): Promise<S<'BuyerRfq'>[]> {
      const user = userOf(request);
      const mine = await db
        .select()
        .from(rfqs)
        .where(eq(rfqs.buyerId, user.id))
        .orderBy(desc(rfqs.createdAt), desc(rfqs.id));
      const products = [...new Set(mine.map((r) => r.productType))];
      const [dealStatuses, supply] = await Promise.all([
        relatedDealStatuses(
          db,
          deals.rfqId,
          mine.map((r) => r.id),
        ),
        products.length
          ? othersOffersWithCountry(db, user, products)
          : Promise.resolve([] as Array<{ offer: OfferRow; kycStatus: string }>),
      ]);
      const day = today(services.now());
      return mine.map((rfq) => {
        const matchCount = supply.filter(
          (o) =>
            matchOffer(o.offer, rfq, {
              today: day,
              sellerKycApproved: o.kycStatus === 'approved',
            }).isMatch,
        ).length;
        const expired = !rfq.isActive || rfq.requiredDeliveryDate < day;
        return {
          id: rfq.id,
          productType: rfq.productType,
          // Its own unit and price first (docs/product.md#unit-policy); MT is the conversion.
          volume: rfq.volume,
          volumeUnit: rfq.volumeUnit,
          maxPricePerUnit: rfq.maxPricePerUnit,
          currency: rfq.currency,
          quantity: toWholeMetricTons(rfq.volume, rfq.volumeUnit, rfq.productType),
          maxPricePerMT: pricePerMetricTon(rfq.maxPricePerUnit, rfq.volumeUnit, rfq.productType),
          specifications: rfq.specifications,
          deliveryLocation: rfq.deliveryLocation,
          deliveryTimeframe: rfq.requiredDeliveryDate,
          status: listingStatus(dealStatuses.get(rfq.id) ?? [], expired, matchCount > 0),
          matchCount,
        };
      });
    },

    async listBuyerDeals(request): Promise<S<'BuyerDeal'>[]> {
      const user = userOf(request);
      const rows = await dealsAs(db, user, 'buyer');
      return rows.map(({ deal, counterparty }) => ({
        id: deal.id,
        productType: deal.productType,
        quantity: toWholeMetricTons(deal.volume, deal.volumeUnit, deal.productType),
        sellerCompany: counterpartyName(deal, 'buyer', counterparty),
        totalValue: deal.totalValue,
        status: deal.status,
        // The buyer's half of the brokerage fee; none on a cancelled deal (docs/product.md#figures).
        fees: buyerFee(deal),
      }));
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
      return matches.map(({ offer, country, score }) => ({
        id: offer.id,
        productType: offer.productType,
        // Its own unit and price first (docs/product.md#unit-policy); MT is the conversion.
        volume: offer.volume,
        volumeUnit: offer.volumeUnit,
        pricePerUnit: offer.pricePerUnit,
        quantity: toWholeMetricTons(offer.volume, offer.volumeUnit, offer.productType),
        pricePerMT:
          offer.pricePerUnit === null
            ? null
            : pricePerMetricTon(offer.pricePerUnit, offer.volumeUnit, offer.productType),
        currency: offer.currency,
        deliveryLocation: offer.deliveryLocation,
        deliveryDate: offer.deliveryDate,
        sellerCompany: country ? `Verified seller · ${country}` : 'Verified seller',
        matchScore: score,
      }));
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
