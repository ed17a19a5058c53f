/** The analytics tag: the dashboard's headline figures, scoped to what the caller's role sees. */
import { and, count, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import { isStaffRole } from '@petrobridge/domain';
import { companies, deals, rfqs } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import type { S } from '../http/serialize';
import { dealScope } from './deals';
import { OPEN, sumMoney } from './read-models';

export function analyticsHandlers(services: Services) {
  const { db } = services.database;
  return {
    async getAnalyticsMetrics(request) {
      const user = userOf(request);
      const scope = dealScope(user);
      const [[active], commission, [pendingRfqs], [kycReviews]] = await Promise.all([
        db.select({ n: count() }).from(deals).where(and(scope, OPEN)),
        // Summed by the database (numeric, exact): no deal rows travel for a total.
        isStaffRole(user.role)
          ? db
              .select({ total: sql<string | null>`sum(${deals.commissionAmount})::text` })
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
      if (commission) metrics.commission = sumMoney([commission[0]?.total ?? null]);
      return metrics;
    },
  } satisfies Partial<Handlers>;
}
