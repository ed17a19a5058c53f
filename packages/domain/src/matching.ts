/**
 * How well an offer fits a buyer's RFQ (openapi.yaml, MatchedOffer): an integer 0–100.
 *
 * - product: a different product never matches (0); the same product gives 40;
 * - volume fit: 25 × smaller ÷ larger of the two volumes in MT;
 * - price fit: 20 when the offer's price per MT is at most the RFQ's max price per MT, falling linearly
 *   to 0 at 20 % above it; 10 when the offer has no price or is in another currency;
 * - delivery fit: 15 when the offer's delivery date is flexible or on or before the RFQ's required date,
 *   falling linearly to 0 at 30 days later.
 */
import type { ProductType, VolumeUnit } from './enums';
import { toMetricTons, unitsPerMT } from './units';

export interface MatchOffer {
  productType: ProductType;
  volume: number;
  volumeUnit: VolumeUnit;
  pricePerUnit: string | null;
  currency: string;
  deliveryDate: string | null;
}

export interface MatchRfq {
  productType: ProductType;
  volume: number;
  volumeUnit: VolumeUnit;
  maxPricePerUnit: string;
  currency: string;
  requiredDeliveryDate: string;
}

/** A match counts from this score on (matched offers, match counts). */
export const MATCH_THRESHOLD = 50;

const DAY_MS = 86_400_000;

export function matchScore(offer: MatchOffer, rfq: MatchRfq): number {
  if (offer.productType !== rfq.productType) return 0;
  const product = rfq.productType;
  let score = 40;

  const offerMT = toMetricTons(offer.volume, offer.volumeUnit, product);
  const rfqMT = toMetricTons(rfq.volume, rfq.volumeUnit, product);
  const larger = Math.max(offerMT, rfqMT);
  score += larger > 0 ? (25 * Math.min(offerMT, rfqMT)) / larger : 0;

  if (offer.pricePerUnit === null || offer.currency !== rfq.currency) {
    score += 10;
  } else {
    const offerPerMT = Number(offer.pricePerUnit) * unitsPerMT(product, offer.volumeUnit);
    const maxPerMT = Number(rfq.maxPricePerUnit) * unitsPerMT(product, rfq.volumeUnit);
    if (offerPerMT <= maxPerMT) score += 20;
    else if (maxPerMT > 0) {
      const over = (offerPerMT - maxPerMT) / maxPerMT;
      score += over >= 0.2 ? 0 : 20 * (1 - over / 0.2);
    }
  }

  if (offer.deliveryDate === null || offer.deliveryDate <= rfq.requiredDeliveryDate) {
    score += 15;
  } else {
    const late =
      (Date.parse(`${offer.deliveryDate}T00:00:00Z`) -
        Date.parse(`${rfq.requiredDeliveryDate}T00:00:00Z`)) /
      DAY_MS;
    score += late >= 30 ? 0 : 15 * (1 - late / 30);
  }
  return Math.round(score);
}
