/**
 * How well an offer fits a buyer's RFQ (openapi.yaml, MatchedOffer and MatchCandidate): an integer 0–100.
 *
 * - product: a different product never matches (0); the same product gives 40;
 * - volume fit: 25 × smaller ÷ larger of the two volumes in MT;
 * - price fit: 20 when the offer's price per MT is at most the RFQ's max price per MT, falling linearly
 *   to 0 at 20 % above it; 10 when the offer has no price or is in another currency;
 * - delivery fit: 15 when the offer's delivery date is flexible or on or before the RFQ's required date,
 *   falling linearly to 0 at 30 days later.
 *
 * The points compare in MT; the reasons speak the RFQ's unit (docs/product.md#unit-policy): "Offers
 * 950,000 bbl for 1,000,000 bbl requested", "81.75 USD/bbl, within the maximum 83.00", the offer's own
 * volume beside it when its unit differs.
 *
 * `matchOffer` adds the two gates a broker cannot trade past, each scoring 0 whatever the fit: an offer
 * whose delivery date has passed, and a seller whose company is not KYC-approved. It is the one
 * definition of a match (buyer's matched offers and RFQ match counts, the broker's candidates).
 */
import type { ProductType, VolumeUnit } from './enums';
import { convertPrice, convertVolume, toMetricTons, unitsPerMT } from './units';

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

/** What a match is judged at: today's date (YYYY-MM-DD, UTC) and the seller company's KYC. */
export interface MatchContext {
  today: string;
  sellerKycApproved: boolean;
}

export const matchFactors = ['product', 'volume', 'price', 'delivery', 'kyc'] as const;
export type MatchFactor = (typeof matchFactors)[number];

/** One reason of a score: the factor, its points out of its maximum, whether it holds, in words. */
export interface MatchReason {
  factor: MatchFactor;
  points: number;
  maxPoints: number;
  ok: boolean;
  text: string;
}

export interface MatchResult {
  score: number;
  /** The score reaches MATCH_THRESHOLD. */
  isMatch: boolean;
  reasons: MatchReason[];
}

/** A match counts from this score on (matched offers, match counts). */
export const MATCH_THRESHOLD = 50;

const DAY_MS = 86_400_000;

// One formatter each, made once: `toLocaleString` builds a new one per call, and scoring a market
// formats thousands of reasons (docs/performance.md).
const wholeNumber = new Intl.NumberFormat('en-US');
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const volume = (n: number, unit: VolumeUnit) => `${wholeNumber.format(Math.round(n))} ${unit}`;
const money = (n: number) => twoDecimals.format(n);
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The fit, factor by factor (no gates); `product` 0 ends it. */
function fit(offer: MatchOffer, rfq: MatchRfq, explain = true): MatchReason[] {
  // The words cost more than the points: a score alone (`explain` false) skips them.
  const t = (words: () => string) => (explain ? words() : '');
  if (offer.productType !== rfq.productType)
    return [{ factor: 'product', points: 0, maxPoints: 40, ok: false, text: 'Different product' }];
  const product = rfq.productType;
  const reasons: MatchReason[] = [
    { factor: 'product', points: 40, maxPoints: 40, ok: true, text: 'Same product' },
  ];

  const offerMT = toMetricTons(offer.volume, offer.volumeUnit, product);
  const rfqMT = toMetricTons(rfq.volume, rfq.volumeUnit, product);
  const larger = Math.max(offerMT, rfqMT);
  const ratio = larger > 0 ? Math.min(offerMT, rfqMT) / larger : 0;
  reasons.push({
    factor: 'volume',
    points: 25 * ratio,
    maxPoints: 25,
    ok: ratio >= 0.9,
    // In the RFQ's unit (docs/product.md#unit-policy), the offer's own when it differs.
    text: t(() => {
      const offered = `Offers ${volume(convertVolume(offer.volume, offer.volumeUnit, rfq.volumeUnit, product), rfq.volumeUnit)}`;
      const own =
        offer.volumeUnit === rfq.volumeUnit ? '' : ` (${volume(offer.volume, offer.volumeUnit)})`;
      return `${offered}${own} for ${volume(rfq.volume, rfq.volumeUnit)} requested`;
    }),
  });

  if (offer.pricePerUnit === null) {
    reasons.push({
      factor: 'price',
      points: 10,
      maxPoints: 20,
      ok: false,
      text: 'Price on request',
    });
  } else if (offer.currency !== rfq.currency) {
    reasons.push({
      factor: 'price',
      points: 10,
      maxPoints: 20,
      ok: false,
      text: t(() => `Priced in ${offer.currency}, the RFQ in ${rfq.currency}`),
    });
  } else {
    const offerPerMT = Number(offer.pricePerUnit) * unitsPerMT(product, offer.volumeUnit);
    const maxPerMT = Number(rfq.maxPricePerUnit) * unitsPerMT(product, rfq.volumeUnit);
    // Compared per MT; told per unit of the RFQ (its maximum as the buyer wrote it).
    const at = explain
      ? `${money(Number(convertPrice(offer.pricePerUnit, offer.volumeUnit, rfq.volumeUnit, product)))} ${offer.currency}/${rfq.volumeUnit}`
      : '';
    const max = explain ? money(Number(rfq.maxPricePerUnit)) : '';
    if (offerPerMT <= maxPerMT) {
      reasons.push({
        factor: 'price',
        points: 20,
        maxPoints: 20,
        ok: true,
        text: t(() => `${at}, within the maximum ${max}`),
      });
    } else {
      const over = maxPerMT > 0 ? (offerPerMT - maxPerMT) / maxPerMT : Infinity;
      reasons.push({
        factor: 'price',
        points: over >= 0.2 ? 0 : 20 * (1 - over / 0.2),
        maxPoints: 20,
        ok: false,
        text: t(() =>
          Number.isFinite(over)
            ? `${at}, ${(over * 100).toFixed(1)} % over the maximum ${max}`
            : `${at}, over the maximum ${max}`,
        ),
      });
    }
  }

  if (offer.deliveryDate === null) {
    reasons.push({
      factor: 'delivery',
      points: 15,
      maxPoints: 15,
      ok: true,
      text: 'Flexible delivery date',
    });
  } else if (offer.deliveryDate <= rfq.requiredDeliveryDate) {
    reasons.push({
      factor: 'delivery',
      points: 15,
      maxPoints: 15,
      ok: true,
      text: t(() => `Delivers ${offer.deliveryDate}, by the required ${rfq.requiredDeliveryDate}`),
    });
  } else {
    const late = Math.round(
      (Date.parse(`${offer.deliveryDate}T00:00:00Z`) -
        Date.parse(`${rfq.requiredDeliveryDate}T00:00:00Z`)) /
        DAY_MS,
    );
    reasons.push({
      factor: 'delivery',
      points: late >= 30 ? 0 : 15 * (1 - late / 30),
      maxPoints: 15,
      ok: false,
      text: t(
        () =>
          `Delivers ${offer.deliveryDate}, ${days(late)} after the required ${rfq.requiredDeliveryDate}`,
      ),
    });
  }
  return reasons;
}

/** The fit alone, without the gates of `matchOffer` (0–100). */
export function matchScore(offer: MatchOffer, rfq: MatchRfq): number {
  return Math.round(fit(offer, rfq, false).reduce((sum, r) => sum + r.points, 0));
}

/**
 * The score of an offer for an RFQ with its reasons, gates included: a passed delivery date or a seller
 * company without KYC approval scores 0, so it is never a match, whatever its fit.
 */
export function matchOffer(offer: MatchOffer, rfq: MatchRfq, context: MatchContext): MatchResult {
  const reasons = fit(offer, rfq);
  const passed = offer.deliveryDate !== null && offer.deliveryDate < context.today;
  if (passed) {
    const delivery = reasons.find((r) => r.factor === 'delivery');
    if (delivery)
      Object.assign(delivery, {
        points: 0,
        ok: false,
        text: `Delivery date ${offer.deliveryDate} has passed`,
      });
  }
  reasons.push({
    factor: 'kyc',
    points: 0,
    maxPoints: 0,
    ok: context.sellerKycApproved,
    text: context.sellerKycApproved
      ? "Seller's company is KYC-approved"
      : "Seller's company is not KYC-approved",
  });
  const gated = passed || !context.sellerKycApproved || !reasons[0]!.ok;
  const score = gated ? 0 : Math.round(reasons.reduce((sum, r) => sum + r.points, 0));
  return {
    score,
    isMatch: score >= MATCH_THRESHOLD,
    reasons: reasons.map((r) => ({ ...r, points: Math.round(r.points) })),
  };
}

/**
 * `matchOffer`'s score alone, without the words of its reasons: the same number, for ranking many
 * pairs at once (the broker's insights score each open RFQ against a market).
 */
export function matchOfferScore(offer: MatchOffer, rfq: MatchRfq, context: MatchContext): number {
  const passed = offer.deliveryDate !== null && offer.deliveryDate < context.today;
  if (passed || !context.sellerKycApproved || offer.productType !== rfq.productType) return 0;
  return matchScore(offer, rfq);
}
