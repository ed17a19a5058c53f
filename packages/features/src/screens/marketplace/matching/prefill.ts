import type { DefaultValues } from 'react-hook-form';
import type { CreateDealFormInput } from '../../../data/api/deals';
import type { Offer } from '../../../data/api/offers';
import type { Rfq } from '../../../data/api/rfqs';

/**
 * Create New Deal's values for a matched pair: the offer's goods and price (the RFQ's maximum when the
 * offer has none), the smaller volume when both are in one unit, delivery where and by when the buyer
 * asked unless the offer is more precise, the two owners and their companies, and both listings' ids so
 * the deal links them.
 */
export function matchedDealValues(offer: Offer, rfq: Rfq): DefaultValues<CreateDealFormInput> {
  const sameUnit = offer.volumeUnit === rfq.volumeUnit;
  return {
    productType: offer.productType,
    volume: sameUnit ? Math.min(offer.volume, rfq.volume) : offer.volume,
    volumeUnit: offer.volumeUnit,
    pricePerUnit:
      offer.pricePerUnit ??
      (sameUnit && offer.currency === rfq.currency ? rfq.maxPricePerUnit : undefined),
    currency: offer.currency,
    deliveryLocation: rfq.deliveryLocation || (offer.deliveryLocation ?? ''),
    deliveryDate: offer.deliveryDate ?? rfq.requiredDeliveryDate,
    sellerId: offer.sellerId ?? '',
    sellerCompanyId: offer.companyId ?? '',
    buyerId: rfq.buyerId ?? '',
    buyerCompanyId: rfq.companyId ?? '',
    offerId: offer.id,
    rfqId: rfq.id,
  };
}
