/**
 * The analytics' SQL: the dashboard's headline counts and the period's aggregates over the caller's
 * deals (every total a SQL aggregate; at most one row per day, product and status of the period).
 */
import { and, count, eq, exists, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { isAdminRole, isStaffRole } from '@petrobridge/domain';
import { companies, deals, listingCounts, rfqs, users } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { UserRow } from '../db/rows';
import { dealScope } from '../lib/deal-view';
import { COMPLETED, completedAt, OPEN, usdSum } from '../lib/read-models';
import { analyticsWindow } from './rules';

/** The headline counts of the caller's scope (the commission earned for staff only). */
export async function headlineCounts(db: Queryable, user: UserRow) {
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
  return {
    activeDeals: active?.n ?? 0,
    pendingRfqs: pendingRfqs?.n ?? 0,
    kycReviews: kycReviews?.n ?? 0,
    commission: commission ? (commission[0]?.total ?? null) : undefined,
  };
}

const NOT_CANCELLED_USD = and(eq(deals.currency, 'USD'), ne(deals.status, 'cancelled'));

/**
 * The analytics page's aggregates over the caller's deals at `now` (openapi.yaml AnalyticsMetrics):
 * the totals, the period's groups by day, product and status, and for staff the commission by month,
 * for admins the KYC statuses, users and active listings.
 */
export async function periodRows(db: Queryable, user: UserRow, now: Date) {
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

  return { totals, groups, commission, kyc, userCount, listings };
}

export type PeriodRows = Awaited<ReturnType<typeof periodRows>>;
