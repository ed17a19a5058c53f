/**
 * The rules behind the seller's and the buyer's insights (openapi.yaml, AiInsight): pure functions of the
 * listings and deal counts the server reads, so each rule can be tested without a database. At most five
 * insights, the weightiest first.
 */
import type { ProductType } from './enums';
import type { DealStatus } from './deals';
import {
  MATCH_THRESHOLD,
  matchOfferScore,
  matchScore,
  type MatchOffer,
  type MatchRfq,
} from './matching';
import { pricePerMetricTon, toMetricTons } from './units';

export interface Insight {
  id: string;
  title: string;
  body: string;
  basis: string;
}

interface Ranked extends Insight {
  weight: number;
}

/** An insight list as the API answers it: the five weightiest, ties by id. */
export function topInsights(items: Ranked[]): Insight[] {
  return [...items]
    .sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id))
    .slice(0, 5)
    .map(({ weight: _weight, ...insight }) => insight);
}

export const productLabel = (p: ProductType) =>
  ({
    crude_oil_wti: 'WTI crude',
    crude_oil_brent: 'Brent crude',
    natural_gas: 'natural gas (LNG)',
    diesel: 'diesel',
    gasoline: 'gasoline',
    jet_fuel: 'jet fuel',
    heating_oil: 'heating oil',
  })[p];

const pct = (x: number) => `${(Math.round(x * 10) / 10).toFixed(1)} %`;
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const usd = (x: number) => x.toFixed(2);
const plural = (n: number, word: string) => `${word}${n > 1 ? 's' : ''}`;

const offerPerMT = (o: MatchOffer) =>
  Number(pricePerMetricTon(o.pricePerUnit!, o.volumeUnit, o.productType));
const rfqPerMT = (r: MatchRfq) =>
  Number(pricePerMetricTon(r.maxPricePerUnit, r.volumeUnit, r.productType));

export interface SellerInsightInput {
  /** The seller's active offers. */
  mine: MatchOffer[];
  /** Other sellers' active offers of the products the seller offers. */
  others: MatchOffer[];
  /** Other buyers' active RFQs of the products the seller offers. */
  rfqs: MatchRfq[];
  /** Deal counts: the seller's, and the platform's, each total and completed. */
  deals: { mine: number; mineCompleted: number; all: number; allCompleted: number };
}

/** Price position per product, demand no offer of the seller matches, completion rate. */
export function sellerInsights({ mine, others, rfqs, deals }: SellerInsightInput): Insight[] {
  const insights: Ranked[] = [];
  const products = [...new Set(mine.map((o) => o.productType))];

  for (const product of products) {
    const priced = (o: MatchOffer) =>
      o.productType === product && o.pricePerUnit !== null && o.currency === 'USD';
    const my = mine.filter(priced);
    const market = others.filter(priced);
    const bids = rfqs.filter((r) => r.productType === product && r.currency === 'USD');
    if (!my.length || (!market.length && !bids.length)) continue;
    const myAvg = avg(my.map(offerPerMT));
    const parts = [
      `Your average ${usd(myAvg)} USD/MT over ${my.length} ${plural(my.length, 'offer')}`,
    ];
    let title: string;
    let body: string;
    let weight: number;
    if (market.length) {
      const marketAvg = avg(market.map(offerPerMT));
      const diff = ((myAvg - marketAvg) / marketAvg) * 100;
      parts.push(
        `other active offers ${usd(marketAvg)} USD/MT over ${market.length} ${plural(market.length, 'offer')}`,
      );
      title =
        Math.abs(diff) < 0.05
          ? `Your ${productLabel(product)} offers are priced at the market`
          : `Your ${productLabel(product)} offers are priced ${pct(Math.abs(diff))} ${diff > 0 ? 'above' : 'below'} the market`;
      body =
        diff > 2
          ? 'Buyers compare prices across anonymised offers: a price closer to the market average may find a buyer sooner.'
          : diff < -2
            ? 'You are cheaper than other sellers: there may be room to raise your price.'
            : 'Your price is in line with other offers.';
      weight = Math.abs(diff);
    } else {
      title = `No other seller offers ${productLabel(product)} right now`;
      body = 'Your offers are the only ones buyers can find for this product.';
      weight = 1;
    }
    if (bids.length) {
      const bidAvg = avg(bids.map(rfqPerMT));
      parts.push(
        `active RFQs bid up to ${usd(bidAvg)} USD/MT on average over ${bids.length} ${plural(bids.length, 'RFQ')}`,
      );
      body +=
        myAvg <= bidAvg
          ? ' Your price is within what buyers ask for.'
          : ` Buyers' maximum prices are ${pct(((myAvg - bidAvg) / bidAvg) * 100)} below your average.`;
    }
    insights.push({
      id: `price-position-${product}`,
      title,
      body,
      basis: parts.join('; '),
      weight,
    });
  }

  for (const product of products) {
    const myOffers = mine.filter((o) => o.productType === product);
    const unserved = rfqs.filter(
      (r) =>
        r.productType === product && !myOffers.some((o) => matchScore(o, r) >= MATCH_THRESHOLD),
    );
    if (!unserved.length) continue;
    const volume = Math.round(
      unserved.reduce((s, r) => s + toMetricTons(r.volume, r.volumeUnit, r.productType), 0),
    );
    insights.push({
      id: `unserved-demand-${product}`,
      title: `${unserved.length} ${productLabel(product)} ${plural(unserved.length, 'RFQ')} no offer of yours matches`,
      body: 'Buyers are asking for volumes, prices or dates your offers do not meet: consider an offer that fits them.',
      basis: `${unserved.length} active ${plural(unserved.length, 'RFQ')} for ${volume} MT with no match of score ${MATCH_THRESHOLD} or more against your ${myOffers.length} active ${plural(myOffers.length, 'offer')}`,
      weight: 5 * unserved.length,
    });
  }

  if (deals.mine && deals.all) {
    const myRate = (deals.mineCompleted / deals.mine) * 100;
    const allRate = (deals.allCompleted / deals.all) * 100;
    insights.push({
      id: 'completion-rate',
      title: `${pct(myRate)} of your deals reached completion`,
      body:
        myRate >= allRate
          ? `That is at or above the platform's ${pct(allRate)}.`
          : `The platform completes ${pct(allRate)}: following deals up through LC and shipping may close more of yours.`,
      basis: `${deals.mineCompleted} of your ${deals.mine} deals completed; platform ${deals.allCompleted} of ${deals.all}`,
      weight: Math.abs(myRate - allRate),
    });
  }
  return topInsights(insights);
}

export interface BuyerInsightInput {
  /** The buyer's active RFQs. */
  mine: MatchRfq[];
  /** Other sellers' active offers of the products the buyer asks for, with their company's country. */
  supply: Array<{ offer: MatchOffer; country: string | null }>;
}

/** Price gap per product, RFQs without a matching offer, where the supply comes from. */
export function buyerInsights({ mine: myRfqs, supply }: BuyerInsightInput): Insight[] {
  const products = [...new Set(myRfqs.map((r) => r.productType))];
  const insights: Ranked[] = [];

  for (const product of products) {
    const mine = myRfqs.filter((r) => r.productType === product && r.currency === 'USD');
    const priced = supply.filter(
      (s) =>
        s.offer.productType === product &&
        s.offer.pricePerUnit !== null &&
        s.offer.currency === 'USD',
    );
    if (!mine.length || !priced.length) continue;
    const myMax = avg(mine.map(rfqPerMT));
    const market = avg(priced.map((s) => offerPerMT(s.offer)));
    const gap = ((myMax - market) / market) * 100;
    insights.push({
      id: `price-gap-${product}`,
      title:
        gap >= 0
          ? `Your ${productLabel(product)} max price is ${pct(gap)} above the average offer`
          : `Your ${productLabel(product)} max price is ${pct(-gap)} below the average offer`,
      body:
        gap >= 0
          ? 'Most sellers can meet your price: you may negotiate below your maximum.'
          : 'Sellers ask more than your maximum on average: raising it would match more offers.',
      basis: `Your max ${usd(myMax)} USD/MT over ${mine.length} ${plural(mine.length, 'RFQ')}; active offers ${usd(market)} USD/MT over ${priced.length} ${plural(priced.length, 'offer')}`,
      weight: Math.abs(gap),
    });
  }

  const unmatched = myRfqs.filter(
    (r) => !supply.some((s) => matchScore(s.offer, r) >= MATCH_THRESHOLD),
  );
  if (unmatched.length) {
    insights.push({
      id: 'unmatched-rfqs',
      title: `${unmatched.length} of your RFQs ha${unmatched.length > 1 ? 've' : 's'} no matching offer`,
      body: 'No active offer scores 50 or more against them: a later delivery date, a higher maximum price or a different volume may find sellers.',
      basis: `${unmatched.length} of ${myRfqs.length} active RFQs without an offer of match score ${MATCH_THRESHOLD} or more; ${supply.length} active offers of your products`,
      weight: 5 * unmatched.length,
    });
  }

  for (const product of products) {
    const byCountry = new Map<string, number>();
    for (const s of supply.filter((x) => x.offer.productType === product)) {
      const country = s.country ?? 'Unknown';
      byCountry.set(
        country,
        (byCountry.get(country) ?? 0) +
          toMetricTons(s.offer.volume, s.offer.volumeUnit, s.offer.productType),
      );
    }
    const total = [...byCountry.values()].reduce((a, b) => a + b, 0);
    if (!total) continue;
    const ranked = [...byCountry.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const [topCountry, topVolume] = ranked[0]!;
    insights.push({
      id: `supply-origin-${product}`,
      title: `${topCountry} supplies ${pct((topVolume / total) * 100)} of offered ${productLabel(product)}`,
      body: `Most active offered volume of ${productLabel(product)} comes from ${ranked.map(([c]) => c).join(', ')}.`,
      basis:
        ranked.map(([c, v]) => `${c} ${Math.round(v)} MT`).join('; ') +
        ` of ${Math.round(total)} MT offered`,
      weight: 2,
    });
  }
  return topInsights(insights);
}

/** A deal of the broker's that has not moved for this many days is stalled. */
export const STALLED_DEAL_DAYS = 7;

const DAY_MS = 86_400_000;
/** Whole days from `from` to `to`, never negative (the database's clock may run a little ahead of ours). */
const wholeDaysBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
const statusWords = (s: DealStatus) => s.replace('lc_', 'LC ').replace('_', ' ');

export interface BrokerInsightInput {
  /** Now (the server's clock). */
  now: Date;
  /**
   * Open RFQs no deal has come from yet: the newest, at most `sampled` of `openTotal`, with a label for
   * each (product and volume) and `createdAt`.
   */
  rfqs: Array<MatchRfq & { label: string }>;
  openRfqsTotal: number;
  /** Active offers of the products of those RFQs, each with its seller company's KYC decision. */
  offers: Array<MatchOffer & { sellerKycApproved: boolean }>;
  /** Companies awaiting a KYC decision, and when the longest-waiting one submitted (or registered). */
  kyc: { waiting: number; oldestSince: Date | null };
  /** The broker's open deals, each with when it last moved (its newest event, else its creation). */
  deals: Array<{ dealNumber: string; status: DealStatus; lastMovedAt: Date }>;
}

/**
 * What a broker can act on now: open RFQs an offer already matches with no deal yet (RFQ Matching),
 * companies waiting for a KYC decision (Company Management), and the broker's deals that have not
 * moved for a week.
 */
export function brokerInsights(input: BrokerInsightInput): Insight[] {
  const { now, rfqs, openRfqsTotal, offers, kyc, deals } = input;
  const insights: Ranked[] = [];
  const today = now.toISOString().slice(0, 10);

  // Only offers of an RFQ's product can match it: score each RFQ against those alone.
  const byProduct = new Map<ProductType, typeof offers>();
  for (const o of offers) {
    const same = byProduct.get(o.productType);
    if (same) same.push(o);
    else byProduct.set(o.productType, [o]);
  }
  const bestScore = (rfq: MatchRfq) => {
    let best = 0;
    for (const o of byProduct.get(rfq.productType) ?? []) {
      best = Math.max(
        best,
        matchOfferScore(o, rfq, { today, sellerKycApproved: o.sellerKycApproved }),
      );
      if (best === 100) break;
    }
    return best;
  };
  const matchable = rfqs
    .map((rfq) => ({ rfq, best: bestScore(rfq) }))
    .filter((m) => m.best >= MATCH_THRESHOLD)
    .sort((a, b) => b.best - a.best);
  if (matchable.length) {
    const [top] = matchable;
    const scope =
      openRfqsTotal > rfqs.length
        ? `of the ${rfqs.length} newest of ${openRfqsTotal} open RFQs without a deal`
        : `of ${rfqs.length} open ${plural(rfqs.length, 'RFQ')} without a deal`;
    insights.push({
      id: 'matchable-rfqs',
      title: `${matchable.length} open ${plural(matchable.length, 'RFQ')} ${matchable.length > 1 ? 'have' : 'has'} a matching offer and no deal yet`,
      body: 'Propose a deal from RFQ Matching while the offers are still active.',
      basis: `${matchable.length} ${scope} ${matchable.length > 1 ? 'have' : 'has'} an active offer scoring ${MATCH_THRESHOLD} or more; best: ${top!.best} for ${top!.rfq.label}`,
      weight: 5 * matchable.length,
    });
  }

  if (kyc.waiting) {
    const waited = kyc.oldestSince ? wholeDaysBetween(kyc.oldestSince, now) : null;
    const companies = kyc.waiting > 1 ? 'companies' : 'company';
    insights.push({
      id: 'kyc-queue',
      title: `${kyc.waiting} ${companies} ${kyc.waiting > 1 ? 'wait' : 'waits'} for a KYC decision`,
      body: 'Their owners cannot trade until they pass KYC: review them in Company Management.',
      basis: `${kyc.waiting} ${companies} pending or under review${
        waited === null ? '' : `; the longest has waited ${waited} ${waited === 1 ? 'day' : 'days'}`
      }`,
      weight: 4 * kyc.waiting,
    });
  }

  const stalled = deals
    .map((d) => ({ ...d, idle: wholeDaysBetween(d.lastMovedAt, now) }))
    .filter((d) => d.idle >= STALLED_DEAL_DAYS)
    .sort((a, b) => b.idle - a.idle || a.dealNumber.localeCompare(b.dealNumber));
  if (stalled.length) {
    const shown = stalled.slice(0, 3);
    insights.push({
      id: 'stalled-deals',
      title: `${stalled.length} of your deals ${stalled.length > 1 ? 'have' : 'has'} not moved for ${STALLED_DEAL_DAYS} days or more`,
      body: 'Follow them up with the parties: a deal waiting on its LC or shipment is the one most likely to fall through.',
      basis: `${shown.map((d) => `${d.dealNumber} in ${statusWords(d.status)} for ${d.idle} days`).join('; ')}${
        stalled.length > shown.length ? `; ${stalled.length - shown.length} more` : ''
      }; ${deals.length} open ${plural(deals.length, 'deal')} in all`,
      weight: 3 * stalled.length,
    });
  }
  return topInsights(insights);
}
