/**
 * What the dashboards' read models share (analytics, seller, buyer, super admin): exact money sums, MT
 * totals, listing statuses and the scoped queries behind them, as openapi.yaml's schema descriptions
 * define them (volumes in MT with the per-product factors, USD sums without cancelled deals, match
 * scores of packages/domain).
 */
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  commissionDealStatuses,
  commissionStateStatuses,
  committedDealStatuses,
  completedDealStatuses,
  fromScaled,
  type CommissionState,
  type DealStatus,
  MATCH_THRESHOLD,
  matchOffer,
  toMetricTons,
  toScaled,
  type ProductType,
} from '@petrobridge/domain';
import { companies, dealEvents, deals, offers, rfqs } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { DealRow, RfqRow, UserRow } from '../db/rows';
import type { S } from '../http/serialize';

/** Deals still under way. */
export const OPEN = sql`${deals.status} not in ('completed', 'cancelled')`;

// ── The figures of packages/domain/src/figures.ts, in SQL (docs/product.md#figures) ──

/**
 * `status in (…)` with the statuses as literals (constants of packages/domain, never input), so that an
 * expression built on it can be repeated in a GROUP BY (parameters would be numbered apart).
 */
const statusIn = (statuses: readonly DealStatus[]) =>
  sql`${deals.status} in (${sql.raw(statuses.map((s) => `'${s.replace(/[^a-z_]/g, '')}'`).join(', '))})`;
/** Locked, not completed: commission expected, a trader's value committed. */
export const COMMITTED = statusIn(committedDealStatuses);
/** Completed: commission earned, a buyer's value spent, a seller's sold. */
export const COMPLETED = statusIn(completedDealStatuses);
/** The deals with a commission state (from the lock on: expected, earned or void). */
export const HAS_COMMISSION = statusIn(commissionDealStatuses);
/** Each commission state's deals. */
export const COMMISSION_STATE: Record<CommissionState, SQL> = {
  expected: statusIn(commissionStateStatuses.expected),
  earned: statusIn(commissionStateStatuses.earned),
  void: statusIn(commissionStateStatuses.void),
};
/** The commission state of a deal (null in negotiation), as a SQL expression. */
export const commissionStateSql = sql<CommissionState>`case
  when ${COMMISSION_STATE.earned} then 'earned'
  when ${COMMISSION_STATE.void} then 'void'
  when ${COMMISSION_STATE.expected} then 'expected' end`;
export const USD = eq(deals.currency, 'USD');
/** Exact USD sum of a money column over the rows matching `where` (an aggregate), as text. */
export const usdSum = (
  column: typeof deals.totalValue | typeof deals.commissionAmount,
  where: SQL,
) =>
  sql<string>`coalesce(sum(${column}) filter (where ${USD} and ${where}), 0)::numeric(18,2)::text`;
/** When a deal was completed: its move to completed on the timeline (null until then). */
export const completedAt = sql<Date | null>`(select max(${dealEvents.createdAt}) from ${dealEvents}
  where ${dealEvents.dealId} = ${deals.id} and ${dealEvents.toStatus} = 'completed')`;

/** Sum of decimal strings, exact, as a decimal string with 2 places. */
export function sumMoney(values: Array<string | null>): string {
  let total = 0n;
  for (const v of values) if (v !== null) total += toScaled(v, 2);
  return fromScaled(total, 2);
}

/** Volume in MT of rows, summed unrounded, then rounded. */
export const totalMT = (rows: Array<Pick<DealRow, 'volume' | 'volumeUnit' | 'productType'>>) =>
  Math.round(rows.reduce((s, r) => s + toMetricTons(r.volume, r.volumeUnit, r.productType), 0));

/** Active offers of users other than `user`, of these products. */
export const othersActiveOffers = (user: UserRow, products: ProductType[]) =>
  and(
    eq(offers.isActive, true),
    ne(offers.sellerId, user.id),
    inArray(offers.productType, products),
  );

export const today = (now: Date) => now.toISOString().slice(0, 10);
export const isOpen = (status: DealRow['status']) =>
  status !== 'completed' && status !== 'cancelled';

/** Status of a listing on the dashboards from the deals that came from it. */
export function listingStatus(
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
export const activeRfqsOf = (db: Queryable, user: UserRow) =>
  db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.buyerId, user.id), eq(rfqs.isActive, true)));

/** Active offers of other users of these products, with their company's country and KYC status. */
export const othersOffersWithCountry = (db: Queryable, user: UserRow, products: ProductType[]) =>
  db
    .select({ offer: offers, country: companies.country, kycStatus: companies.kycStatus })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(othersActiveOffers(user, products));

/** The user's deals on one side, newest first, with the other side's company name. */
export const dealsAs = (db: Queryable, user: UserRow, side: 'seller' | 'buyer') => {
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

/** The buyer's own RFQ of this id, active or closed; undefined when there is none. */
export const ownRfq = async (db: Queryable, user: UserRow, id: string) =>
  (
    await db
      .select()
      .from(rfqs)
      .where(and(eq(rfqs.id, id), eq(rfqs.buyerId, user.id)))
      .limit(1)
  )[0];

/**
 * Active offers of other users matching the buyer's active RFQs (best `matchOffer` score ≥ 50, so never
 * one whose delivery date has passed or whose seller company is not KYC-approved), best first. With
 * `only`, one RFQ of the buyer's (active or closed) instead: the score against it alone.
 */
export async function matchedOffers(db: Queryable, user: UserRow, now: Date, only?: RfqRow) {
  const myRfqs = only ? [only] : await activeRfqsOf(db, user);
  const products = [...new Set(myRfqs.map((r) => r.productType))];
  if (!products.length) return { myRfqs, matches: [] };
  const candidates = await othersOffersWithCountry(db, user, products).orderBy(
    desc(offers.createdAt),
    desc(offers.id),
  );
  const context = { today: today(now) };
  const matches = candidates
    .map((c) => ({
      ...c,
      score: Math.max(
        0,
        ...myRfqs.map(
          (r) =>
            matchOffer(c.offer, r, { ...context, sellerKycApproved: c.kycStatus === 'approved' })
              .score,
        ),
      ),
    }))
    .filter((c) => c.score >= MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score); // stable: newest first among equal scores
  return { myRfqs, matches };
}

/** The statuses of the deals that came from each listing, by listing id. */
export async function relatedDealStatuses(
  db: Queryable,
  column: typeof deals.offerId | typeof deals.rfqId,
  ids: string[],
) {
  const map = new Map<string, DealRow['status'][]>();
  if (!ids.length) return map;
  const rows = await db
    .select({ ref: column, status: deals.status })
    .from(deals)
    .where(inArray(column, ids));
  for (const r of rows) if (r.ref) map.set(r.ref, [...(map.get(r.ref) ?? []), r.status]);
  return map;
}
