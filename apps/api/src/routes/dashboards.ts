/**
 * Read models of the analytics, seller and buyer dashboards, computed from the data as openapi.yaml's
 * schema descriptions define them (volumes in MT with the per-product factors, USD sums without
 * cancelled deals, match scores of packages/domain).
 */
import { and, count, desc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import {
  commissionAmount,
  fromScaled,
  isStaffRole,
  MATCH_THRESHOLD,
  matchScore,
  pricePerMetricTon,
  toMetricTons,
  toScaled,
  toWholeMetricTons,
  type ProductType,
} from '@petrobridge/domain';
import { companies, deals, offers, rfqs } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import type { UserRow } from '../auth/sessions';
import { userOf } from '../http/context';
import { counterpartyName, type S } from '../http/serialize';
import { dealScope } from './deals';

type OfferRow = typeof offers.$inferSelect;
type RfqRow = typeof rfqs.$inferSelect;
type DealRow = typeof deals.$inferSelect;

const OPEN = sql`${deals.status} not in ('completed', 'cancelled')`;

/** Sum of decimal strings, exact, as a decimal string with 2 places. */
export function sumMoney(values: Array<string | null>): string {
  let total = 0n;
  for (const v of values) if (v !== null) total += toScaled(v, 2);
  return fromScaled(total, 2);
}

/** Volume in MT of rows, summed unrounded, then rounded. */
const totalMT = (rows: Array<Pick<DealRow, 'volume' | 'volumeUnit' | 'productType'>>) =>
  Math.round(rows.reduce((s, r) => s + toMetricTons(r.volume, r.volumeUnit, r.productType), 0));

/** Active offers of users other than `user`, of these products. */
const othersActiveOffers = (user: UserRow, products: ProductType[]) =>
  and(
    eq(offers.isActive, true),
    ne(offers.sellerId, user.id),
    inArray(offers.productType, products),
  );

const today = (now: Date) => now.toISOString().slice(0, 10);
const isOpen = (status: DealRow['status']) => status !== 'completed' && status !== 'cancelled';
const productLabel = (p: ProductType) =>
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

interface Ranked extends S<'AiInsight'> {
  weight: number;
}
const topInsights = (items: Ranked[]): S<'AiInsight'>[] =>
  items
    .sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id))
    .slice(0, 5)
    .map(({ weight: _weight, ...insight }) => insight);

export function dashboardHandlers(services: Services) {
  const { db } = services.database;

  /** Status of a listing on the dashboards from the deals that came from it. */
  function listingStatus(
    fromDeals: DealRow['status'][],
    expired: boolean,
    matched: boolean,
  ): S<'ListingStatus'> {
    if (fromDeals.includes('completed')) return 'completed';
    if (fromDeals.some(isOpen)) return 'negotiation';
    if (expired) return 'expired';
    if (matched) return 'matched';
    return 'active';
  }

  /** The buyer's active RFQs. */
  const activeRfqsOf = (user: UserRow) =>
    db
      .select()
      .from(rfqs)
      .where(and(eq(rfqs.buyerId, user.id), eq(rfqs.isActive, true)));

  /** Active offers of other users of these products, with their company's country. */
  const othersOffersWithCountry = (user: UserRow, products: ProductType[]) =>
    db
      .select({ offer: offers, country: companies.country })
      .from(offers)
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .where(othersActiveOffers(user, products));

  /** The user's deals on one side, newest first, with the other side's company name. */
  const dealsAs = (user: UserRow, side: 'seller' | 'buyer') => {
    const [own, otherCompany] =
      side === 'seller'
        ? [deals.sellerId, deals.buyerCompanyId]
        : [deals.buyerId, deals.sellerCompanyId];
    return db
      .select({ deal: deals, counterparty: companies.name })
      .from(deals)
      .innerJoin(companies, eq(companies.id, otherCompany))
      .where(eq(own, user.id))
      .orderBy(desc(deals.createdAt), desc(deals.id));
  };

  /** Active offers of other users matching the buyer's active RFQs (best score ≥ 50), best first. */
  async function matchedOffers(user: UserRow) {
    const myRfqs = await activeRfqsOf(user);
    const products = [...new Set(myRfqs.map((r) => r.productType))];
    if (!products.length) return { myRfqs, matches: [] };
    const candidates = await othersOffersWithCountry(user, products).orderBy(
      desc(offers.createdAt),
      desc(offers.id),
    );
    const matches = candidates
      .map((c) => ({
        ...c,
        score: Math.max(0, ...myRfqs.map((r) => matchScore(c.offer, r))),
      }))
      .filter((c) => c.score >= MATCH_THRESHOLD)
      .sort((a, b) => b.score - a.score); // stable: newest first among equal scores
    return { myRfqs, matches };
  }

  const relatedDealStatuses = async (
    column: typeof deals.offerId | typeof deals.rfqId,
    ids: string[],
  ) => {
    const map = new Map<string, DealRow['status'][]>();
    if (!ids.length) return map;
    const rows = await db
      .select({ ref: column, status: deals.status })
      .from(deals)
      .where(inArray(column, ids));
    for (const r of rows) if (r.ref) map.set(r.ref, [...(map.get(r.ref) ?? []), r.status]);
    return map;
  };

  return {
    async getAnalyticsMetrics(request) {
      const user = userOf(request);
      const scope = dealScope(user);
      const [[active], commissionRows, [pendingRfqs], [kycReviews]] = await Promise.all([
        db.select({ n: count() }).from(deals).where(and(scope, OPEN)),
        isStaffRole(user.role)
          ? db
              .select({ amount: deals.commissionAmount })
              .from(deals)
              .where(and(scope, eq(deals.currency, 'USD'), ne(deals.status, 'cancelled')))
          : Promise.resolve(undefined),
        db
          .select({ n: count() })
          .from(rfqs)
          .where(
            and(
              eq(rfqs.isActive, true),
              user.role === 'buyer' ? eq(rfqs.buyerId, user.id) : undefined,
              sql`not ${exists(
                db
                  .select({ one: sql`1` })
                  .from(deals)
                  .where(eq(deals.rfqId, rfqs.id)),
              )}`,
            ),
          ),
        db
          .select({ n: count() })
          .from(companies)
          .where(
            and(
              inArray(companies.kycStatus, ['pending', 'under_review']),
              user.role === 'seller' || user.role === 'buyer'
                ? eq(companies.ownerId, user.id)
                : undefined,
            ),
          ),
      ]);
      const metrics: S<'AnalyticsMetrics'> = {
        activeDeals: active?.n ?? 0,
        pendingRfqs: pendingRfqs?.n ?? 0,
        kycReviews: kycReviews?.n ?? 0,
      };
      if (commissionRows) metrics.commission = sumMoney(commissionRows.map((r) => r.amount));
      return metrics;
    },

    // ───────────────────────────── seller ─────────────────────────────

    async getSellerMetrics(request): Promise<S<'SellerMetrics'>> {
      const user = userOf(request);
      const [[activeOffers], sales] = await Promise.all([
        db
          .select({ n: count() })
          .from(offers)
          .where(and(eq(offers.sellerId, user.id), eq(offers.isActive, true))),
        db.select().from(deals).where(eq(deals.sellerId, user.id)),
      ]);
      const live = sales.filter((d) => d.status !== 'cancelled');
      return {
        activeOffers: activeOffers?.n ?? 0,
        pendingDeals: sales.filter((d) => isOpen(d.status)).length,
        totalVolume: totalMT(live),
        totalCommission: sumMoney(
          live.filter((d) => d.currency === 'USD').map((d) => d.commissionAmount),
        ),
      };
    },

    async listSellerOffers(request): Promise<S<'SellerOffer'>[]> {
      const user = userOf(request);
      const mine = await db
        .select({ offer: offers, country: companies.country })
        .from(offers)
        .innerJoin(companies, eq(companies.id, offers.companyId))
        .where(eq(offers.sellerId, user.id))
        .orderBy(desc(offers.createdAt), desc(offers.id));
      const products = [...new Set(mine.map((m) => m.offer.productType))];
      const [dealStatuses, demand] = await Promise.all([
        relatedDealStatuses(
          deals.offerId,
          mine.map((m) => m.offer.id),
        ),
        products.length
          ? db
              .select()
              .from(rfqs)
              .where(
                and(
                  eq(rfqs.isActive, true),
                  ne(rfqs.buyerId, user.id),
                  inArray(rfqs.productType, products),
                ),
              )
          : Promise.resolve([] as RfqRow[]),
      ]);
      const day = today(services.now());
      return mine.map(({ offer, country }) => {
        const expired =
          !offer.isActive || (offer.deliveryDate !== null && offer.deliveryDate < day);
        const matched = demand.some((r) => matchScore(offer, r) >= MATCH_THRESHOLD);
        return {
          id: offer.id,
          productType: offer.productType,
          quantity: toWholeMetricTons(offer.volume, offer.volumeUnit, offer.productType),
          pricePerMT:
            offer.pricePerUnit === null
              ? null
              : pricePerMetricTon(offer.pricePerUnit, offer.volumeUnit, offer.productType),
          origin: offer.deliveryLocation ?? country ?? null,
          status: listingStatus(dealStatuses.get(offer.id) ?? [], expired, matched),
        };
      });
    },

    async listSellerDeals(request): Promise<S<'SellerDeal'>[]> {
      const user = userOf(request);
      const rows = await dealsAs(user, 'seller');
      return rows.map(({ deal, counterparty }) => ({
        id: deal.id,
        productType: deal.productType,
        quantity: toWholeMetricTons(deal.volume, deal.volumeUnit, deal.productType),
        buyerCompany: counterpartyName(deal, 'seller', counterparty),
        totalValue: deal.totalValue,
        status: deal.status,
        commissionRate: deal.commissionRate,
        commissionAmount: deal.commissionAmount,
      }));
    },

    async getSellerAiInsights(request): Promise<S<'AiInsight'>[]> {
      const user = userOf(request);
      const [activeOffers, activeRfqs, allDeals] = await Promise.all([
        db.select().from(offers).where(eq(offers.isActive, true)),
        db.select().from(rfqs).where(eq(rfqs.isActive, true)),
        db.select({ sellerId: deals.sellerId, status: deals.status }).from(deals),
      ]);
      const mine = activeOffers.filter((o) => o.sellerId === user.id);
      const others = activeOffers.filter((o) => o.sellerId !== user.id);
      const perMT = (o: OfferRow) =>
        Number(pricePerMetricTon(o.pricePerUnit!, o.volumeUnit, o.productType));
      const rfqPerMT = (r: RfqRow) =>
        Number(pricePerMetricTon(r.maxPricePerUnit, r.volumeUnit, r.productType));
      const insights: Ranked[] = [];
      const products = [...new Set(mine.map((o) => o.productType))];

      for (const product of products) {
        const priced = (o: OfferRow) =>
          o.productType === product && o.pricePerUnit !== null && o.currency === 'USD';
        const my = mine.filter(priced);
        const market = others.filter(priced);
        const bids = activeRfqs.filter(
          (r) => r.productType === product && r.currency === 'USD' && r.buyerId !== user.id,
        );
        if (!my.length || (!market.length && !bids.length)) continue;
        const myAvg = avg(my.map(perMT));
        const parts = [
          `Your average ${usd(myAvg)} USD/MT over ${my.length} offer${my.length > 1 ? 's' : ''}`,
        ];
        let title: string;
        let body: string;
        let weight: number;
        if (market.length) {
          const marketAvg = avg(market.map(perMT));
          const diff = ((myAvg - marketAvg) / marketAvg) * 100;
          parts.push(
            `other active offers ${usd(marketAvg)} USD/MT over ${market.length} offer${market.length > 1 ? 's' : ''}`,
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
            `active RFQs bid up to ${usd(bidAvg)} USD/MT on average over ${bids.length} RFQ${bids.length > 1 ? 's' : ''}`,
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
        const unserved = activeRfqs.filter(
          (r) =>
            r.productType === product &&
            r.buyerId !== user.id &&
            !myOffers.some((o) => matchScore(o, r) >= MATCH_THRESHOLD),
        );
        if (!unserved.length) continue;
        const volume = Math.round(
          unserved.reduce((s, r) => s + toMetricTons(r.volume, r.volumeUnit, r.productType), 0),
        );
        insights.push({
          id: `unserved-demand-${product}`,
          title: `${unserved.length} ${productLabel(product)} RFQ${unserved.length > 1 ? 's' : ''} no offer of yours matches`,
          body: 'Buyers are asking for volumes, prices or dates your offers do not meet: consider an offer that fits them.',
          basis: `${unserved.length} active RFQ${unserved.length > 1 ? 's' : ''} for ${volume} MT with no match of score ${MATCH_THRESHOLD} or more against your ${myOffers.length} active offer${myOffers.length > 1 ? 's' : ''}`,
          weight: 5 * unserved.length,
        });
      }

      const myDeals = allDeals.filter((d) => d.sellerId === user.id);
      if (myDeals.length && allDeals.length) {
        const myDone = myDeals.filter((d) => d.status === 'completed').length;
        const allDone = allDeals.filter((d) => d.status === 'completed').length;
        const myRate = (myDone / myDeals.length) * 100;
        const allRate = (allDone / allDeals.length) * 100;
        insights.push({
          id: 'completion-rate',
          title: `${pct(myRate)} of your deals reached completion`,
          body:
            myRate >= allRate
              ? `That is at or above the platform's ${pct(allRate)}.`
              : `The platform completes ${pct(allRate)}: following deals up through LC and shipping may close more of yours.`,
          basis: `${myDone} of your ${myDeals.length} deals completed; platform ${allDone} of ${allDeals.length}`,
          weight: Math.abs(myRate - allRate),
        });
      }
      return topInsights(insights);
    },

    // ───────────────────────────── buyer ─────────────────────────────

    async getBuyerMetrics(request): Promise<S<'BuyerMetrics'>> {
      const user = userOf(request);
      const [{ myRfqs, matches }, purchases] = await Promise.all([
        matchedOffers(user),
        db
          .select({ totalValue: deals.totalValue, currency: deals.currency, status: deals.status })
          .from(deals)
          .where(eq(deals.buyerId, user.id)),
      ]);
      return {
        activeRFQs: myRfqs.length,
        matchedOffers: matches.length,
        totalVolumeRequested: totalMT(myRfqs),
        totalSpentValue: sumMoney(
          purchases
            .filter((d) => d.currency === 'USD' && d.status !== 'cancelled')
            .map((d) => d.totalValue),
        ),
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
          deals.rfqId,
          mine.map((r) => r.id),
        ),
        products.length
          ? db.select().from(offers).where(othersActiveOffers(user, products))
          : Promise.resolve([] as OfferRow[]),
      ]);
      const day = today(services.now());
      return mine.map((rfq) => {
        const matchCount = supply.filter((o) => matchScore(o, rfq) >= MATCH_THRESHOLD).length;
        const expired = !rfq.isActive || rfq.requiredDeliveryDate < day;
        return {
          id: rfq.id,
          productType: rfq.productType,
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
      const rows = await dealsAs(user, 'buyer');
      return rows.map(({ deal, counterparty }) => ({
        id: deal.id,
        productType: deal.productType,
        quantity: toWholeMetricTons(deal.volume, deal.volumeUnit, deal.productType),
        sellerCompany: counterpartyName(deal, 'buyer', counterparty),
        totalValue: deal.totalValue,
        status: deal.status,
        // The commission is split equally between seller and buyer.
        fees: deal.commissionAmount === null ? null : commissionAmount(deal.commissionAmount, 50),
      }));
    },

    async listBuyerMatchedOffers(request): Promise<S<'MatchedOffer'>[]> {
      const user = userOf(request);
      const { matches } = await matchedOffers(user);
      return matches.map(({ offer, country, score }) => ({
        id: offer.id,
        productType: offer.productType,
        quantity: toWholeMetricTons(offer.volume, offer.volumeUnit, offer.productType),
        sellerCompany: country ? `Verified seller · ${country}` : 'Verified seller',
        matchScore: score,
      }));
    },

    async getBuyerAiInsights(request): Promise<S<'AiInsight'>[]> {
      const user = userOf(request);
      const myRfqs = await activeRfqsOf(user);
      const products = [...new Set(myRfqs.map((r) => r.productType))];
      if (!products.length) return [];
      const supply = await othersOffersWithCountry(user, products);
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
        const myMax = avg(
          mine.map((r) => Number(pricePerMetricTon(r.maxPricePerUnit, r.volumeUnit, product))),
        );
        const market = avg(
          priced.map((s) =>
            Number(pricePerMetricTon(s.offer.pricePerUnit!, s.offer.volumeUnit, product)),
          ),
        );
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
          basis: `Your max ${usd(myMax)} USD/MT over ${mine.length} RFQ${mine.length > 1 ? 's' : ''}; active offers ${usd(market)} USD/MT over ${priced.length} offer${priced.length > 1 ? 's' : ''}`,
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
    },
  } satisfies Partial<Handlers>;
}
