/** The analytics tag: the dashboard's headline figures, scoped to what the caller's role sees. */
import { and, count, eq, exists, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import {
  dealStatuses,
  isAdminRole,
  isStaffRole,
  kycStatuses,
  productTypes,
  type DealStatus,
  type ProductType,
} from '@petrobridge/domain';
import { companies, deals, listingCounts, rfqs, users } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { UserRow } from '../db/rows';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import type { S } from '../http/serialize';
import { dealScope } from '../lib/deal-view';
import { COMPLETED, completedAt, OPEN, sumMoney, usdSum } from '../lib/read-models';

export function analyticsHandlers(services: Services) {
  const { db } = services.database;
  return {
    async getAnalyticsMetrics(request) {
      const user = userOf(request);
      const scope = dealScope(user);
      const [[active], commission, [pendingRfqs], [kycReviews]] = await Promise.all([
        db.select({ n: count() }).from(deals).where(and(scope, OPEN)),
        // Summed by the database (numeric, exact): no deal rows travel for a total.
        // Commission earned (docs/product.md#figures): completed USD deals.
        isStaffRole(user.role)
          ? db
              .select({ total: usdSum(deals.commissionAmount, COMPLETED) })
              .from(deals)
              .where(scope)
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
        ...(await periodFigures(db, user, services.now())),
      };
      if (commission) metrics.commission = sumMoney([commission[0]?.total ?? null]);
      return metrics;
    },
  } satisfies Partial<Handlers>;
}

/** Days of the analytics period ('Last 30 days'), today included. */
export const PERIOD_DAYS = 30;
/** Months of the commission chart, the current one included. */
export const COMMISSION_MONTHS = 6;

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The period of `now`: from 00:00 UTC of the day PERIOD_DAYS − 1 days ago up to the end of today (UTC),
 * its days oldest first, and the first day of the commission chart's oldest month.
 */
export function analyticsWindow(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (PERIOD_DAYS - 1) * DAY_MS);
  const end = new Date(today + DAY_MS);
  const days = Array.from({ length: PERIOD_DAYS }, (_, i) =>
    isoDay(new Date(from.getTime() + i * DAY_MS)),
  );
  const monthFrom = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (COMMISSION_MONTHS - 1), 1),
  );
  const months = Array.from({ length: COMMISSION_MONTHS }, (_, i) =>
    new Date(Date.UTC(monthFrom.getUTCFullYear(), monthFrom.getUTCMonth() + i, 1))
      .toISOString()
      .slice(0, 7),
  );
  return { from, end, days, monthFrom, months };
}

const NOT_CANCELLED_USD = and(eq(deals.currency, 'USD'), ne(deals.status, 'cancelled'));

/**
 * The analytics page's figures over the caller's deals (openapi.yaml AnalyticsMetrics): every total is
 * a SQL aggregate; at most one row per day, product and status of the period travels back.
 */
async function periodFigures(db: Queryable, user: UserRow, now: Date) {
  const scope = dealScope(user);
  const win = analyticsWindow(now);
  const inPeriod = and(scope, gte(deals.createdAt, win.from), lt(deals.createdAt, win.end));
  const day = sql<string>`to_char(${deals.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const completedMonth = sql<string>`to_char(${completedAt} at time zone 'UTC', 'YYYY-MM')`;
  const admin = isAdminRole(user.role);
  const [[totals], groups, commission, kyc, [userCount], listings] = await Promise.all([
    db
      .select({
        total: count(),
        completed: sql<number>`count(*) filter (where ${deals.status} = 'completed')`.mapWith(
          Number,
        ),
      })
      .from(deals)
      .where(scope),
    db
      .select({
        day,
        productType: deals.productType,
        status: deals.status,
        n: count(),
        value: sql<
          string | null
        >`(sum(${deals.totalValue}) filter (where ${NOT_CANCELLED_USD}))::text`,
      })
      .from(deals)
      .where(inPeriod)
      .groupBy(day, deals.productType, deals.status),
    // Commission earned by the month its deal was completed (the ledger's months).
    isStaffRole(user.role)
      ? db
          .select({ month: completedMonth, total: usdSum(deals.commissionAmount, COMPLETED) })
          .from(deals)
          .where(
            and(
              scope,
              COMPLETED,
              sql`${completedAt} >= ${win.monthFrom.toISOString()}::timestamptz`,
              sql`${completedAt} < ${win.end.toISOString()}::timestamptz`,
            ),
          )
          .groupBy(completedMonth)
      : Promise.resolve(undefined),
    admin
      ? db
          .select({ status: companies.kycStatus, n: count() })
          .from(companies)
          .groupBy(companies.kycStatus)
      : Promise.resolve(undefined),
    admin ? db.select({ n: count() }).from(users) : Promise.resolve([undefined]),
    admin
      ? db
          .select({
            kind: listingCounts.kind,
            n: sql<number>`sum(${listingCounts.activeCount})`.mapWith(Number),
          })
          .from(listingCounts)
          .groupBy(listingCounts.kind)
      : Promise.resolve(undefined),
  ]);

  const byProduct = new Map<ProductType, number>();
  const byStatus = new Map<DealStatus, number>();
  const byDay = new Map<string, { deals: number; values: Array<string | null> }>();
  for (const g of groups) {
    byProduct.set(g.productType, (byProduct.get(g.productType) ?? 0) + g.n);
    byStatus.set(g.status, (byStatus.get(g.status) ?? 0) + g.n);
    const d = byDay.get(g.day) ?? { deals: 0, values: [] };
    d.deals += g.n;
    d.values.push(g.value);
    byDay.set(g.day, d);
  }
  const figures: Omit<S<'AnalyticsMetrics'>, 'activeDeals' | 'pendingRfqs' | 'kycReviews'> = {
    totalDeals: totals?.total ?? 0,
    completedDeals: totals?.completed ?? 0,
    period: { from: win.days[0]!, to: win.days.at(-1)!, days: PERIOD_DAYS },
    productDistribution: productTypes.map((productType) => ({
      productType,
      deals: byProduct.get(productType) ?? 0,
    })),
    statusCounts: dealStatuses.map((status) => ({ status, deals: byStatus.get(status) ?? 0 })),
    daily: win.days.map((date) => ({
      date,
      deals: byDay.get(date)?.deals ?? 0,
      value: sumMoney(byDay.get(date)?.values ?? []),
    })),
  };
  if (commission) {
    const byMonth = new Map(commission.map((c) => [c.month, c.total]));
    figures.commissionByMonth = win.months.map((m) => ({
      month: m,
      commission: sumMoney([byMonth.get(m) ?? null]),
    }));
  }
  if (kyc) {
    const byKyc = new Map(kyc.map((k) => [k.status, k.n]));
    figures.kycBreakdown = kycStatuses.map((status) => ({
      status,
      companies: byKyc.get(status) ?? 0,
    }));
    const active = new Map((listings ?? []).map((l) => [l.kind, l.n]));
    figures.platform = {
      users: userCount?.n ?? 0,
      companies: kyc.reduce((s, k) => s + k.n, 0),
      activeOffers: active.get('offer') ?? 0,
      activeRfqs: active.get('rfq') ?? 0,
    };
  }
  return figures;
}
