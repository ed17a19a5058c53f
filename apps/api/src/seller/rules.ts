/** The seller read model's rules without a database: an offer's and a deal's rows of the dashboard. */
import {
  MATCH_THRESHOLD,
  matchScore,
  pricePerMetricTon,
  remainingVolume,
  toWholeMetricTons,
  type DealStatus,
} from '@petrobridge/domain';
import type { DealRow, OfferRow, RfqRow } from '../db/rows';
import { counterpartyName, type S } from '../http/serialize';
import { listingStatus } from '../lib/read-models';

/** An offer of the seller's list on `day`, its status from its deals and the demand it matches. */
export function toSellerOffer(
  { offer, country }: { offer: OfferRow; country: string | null },
  dealStatuses: DealStatus[],
  demand: RfqRow[],
  day: string,
): S<'SellerOffer'> {
  const expired = !offer.isActive || (offer.deliveryDate !== null && offer.deliveryDate < day);
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
    status: listingStatus(dealStatuses, expired, matched),
    verifiedSupply: offer.verifiedSupply,
  };
}

/** A deal of the seller's list. */
export const toSellerDeal = ({
  deal,
  counterparty,
}: {
  deal: DealRow;
  counterparty: Parameters<typeof counterpartyName>[2];
}): S<'SellerDeal'> => ({
  id: deal.id,
  productType: deal.productType,
  quantity: toWholeMetricTons(deal.volume, deal.volumeUnit, deal.productType),
  buyerCompany: counterpartyName(deal, 'seller', counterparty),
  totalValue: deal.totalValue,
  status: deal.status,
});
