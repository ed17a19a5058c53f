/** The buyer read model's rules without a database: an RFQ's, a deal's and a matched offer's rows. */
import {
  buyerFee,
  matchOffer,
  pricePerMetricTon,
  toWholeMetricTons,
  type DealStatus,
} from '@petrobridge/domain';
import type { DealRow, OfferRow, RfqRow } from '../db/rows';
import { counterpartyName, type S } from '../http/serialize';
import { listingStatus } from '../lib/read-models';

/** An RFQ of the buyer's list on `day`: its matches among the supply and its status. */
export function toBuyerRfq(
  rfq: RfqRow,
  dealStatuses: DealStatus[],
  supply: Array<{ offer: OfferRow; kycStatus: string }>,
  day: string,
): S<'BuyerRfq'> {
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
    status: listingStatus(dealStatuses, expired, matchCount > 0),
    matchCount,
  };
}

/** A deal of the buyer's list. */
export const toBuyerDeal = ({
  deal,
  counterparty,
}: {
  deal: DealRow;
  counterparty: Parameters<typeof counterpartyName>[2];
}): S<'BuyerDeal'> => ({
  id: deal.id,
  productType: deal.productType,
  quantity: toWholeMetricTons(deal.volume, deal.volumeUnit, deal.productType),
  sellerCompany: counterpartyName(deal, 'buyer', counterparty),
  totalValue: deal.totalValue,
  status: deal.status,
  // The buyer's half of the brokerage fee; none on a cancelled deal (docs/product.md#figures).
  fees: buyerFee(deal),
});

/** An offer matching the buyer's RFQs, its seller anonymised. */
export const toMatchedOffer = ({
  offer,
  country,
  score,
}: {
  offer: OfferRow;
  country: string | null;
  score: number;
}): S<'MatchedOffer'> => ({
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
});
