import type { Offer } from '../../../data/api/offers';
import type { Rfq } from '../../../data/api/rfqs';
import { dateText, volumeText } from './CandidateCard';

const priceText = (price: string | null, currency: string, unit: string) =>
  price === null ? 'Price on request' : `${price} ${currency} / ${unit}`;

export const offerFacts = (o: Offer) =>
  [
    // What is left to trade once locked deals committed part of it (issue 27).
    o.remainingVolume < o.volume
      ? `${volumeText(o.remainingVolume, o.volumeUnit)} remaining of ${volumeText(o.volume, o.volumeUnit)}`
      : volumeText(o.volume, o.volumeUnit),
    priceText(o.pricePerUnit, o.currency, o.volumeUnit),
    o.deliveryLocation,
    `Delivery ${dateText(o.deliveryDate)}`,
  ]
    .filter(Boolean)
    .join(' · ');

export const rfqFacts = (r: Rfq) =>
  [
    volumeText(r.volume, r.volumeUnit),
    `Max ${priceText(r.maxPricePerUnit, r.currency, r.volumeUnit)}`,
    r.deliveryLocation,
    `Needed by ${dateText(r.requiredDeliveryDate)}`,
  ].join(' · ');
