/**
 * The super admin panel's SQL: the platform metrics' figures (the deals summed by group, the RFQs, the
 * active accounts, the recent activity's rows, the commission earned by period), the lists of all users,
 * companies and deals, and a deal's commission change (one transaction with its event, notice and audit
 * entry).
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { commissionAmount } from '@petrobridge/domain';
import { companies, dealEvents, deals, kycDocuments, offers, rfqs, users } from '../db/schema';
import type { Db } from '../db/client';
import type { Queryable } from '../db/tx';
import type { CompanyRow, DealRow, UserRow } from '../db/rows';
import type { RequestBody } from '../http/handlers';
import { notFound } from '../http/errors';
import { COMPLETED, completedAt, usdSum } from '../lib/read-models';
import { recordAudit } from '../lib/audit';
import { notify } from '../lib/notify';
import { ACTIVITY, assertCommissionChangeable, commissionChangedNotice, DAY } from './rules';

/** The platform's latest deal events and KYC document decisions (ACTIVITY of each), newest first. */
export async function recentActivityRows(db: Queryable) {
  const reviewer = alias(users, 'reviewer');
  const [events, reviews] = await Promise.all([
    db
      .select({
        id: dealEvents.id,
        kind: dealEvents.kind,
        createdAt: dealEvents.createdAt,
        seq: dealEvents.seq,
        actorRole: users.role,
        dealId: dealEvents.dealId,
        dealNumber: deals.dealNumber,
        fromStatus: dealEvents.fromStatus,
        toStatus: dealEvents.toStatus,
      })
      .from(dealEvents)
      .innerJoin(deals, eq(deals.id, dealEvents.dealId))
      .leftJoin(users, eq(users.id, dealEvents.actorId))
      .orderBy(desc(dealEvents.createdAt), desc(dealEvents.seq))
      .limit(ACTIVITY),
    db
      .select({
        id: kycDocuments.id,
        reviewedAt: kycDocuments.reviewedAt,
        status: kycDocuments.status,
        actorRole: reviewer.role,
        companyId: kycDocuments.companyId,
        companyName: companies.name,
        documentType: kycDocuments.documentType,
      })
      .from(kycDocuments)
      .innerJoin(companies, eq(companies.id, kycDocuments.companyId))
      .leftJoin(reviewer, eq(reviewer.id, kycDocuments.reviewedBy))
      .where(
        and(
          isNotNull(kycDocuments.reviewedAt),
          inArray(kycDocuments.status, ['approved', 'rejected']),
        ),
      )
      .orderBy(desc(kycDocuments.reviewedAt), desc(kycDocuments.id))
      .limit(ACTIVITY),
  ]);
  return { events, reviews };
}

export type ActivityRows = Awaited<ReturnType<typeof recentActivityRows>>;

/** The first row's `n` of a raw count query, of either driver. */
const n = (result: unknown) => {
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: number | string;
  }>;
  return Number(rows[0]?.n ?? 0);
};

/** What the platform metrics are computed from, at `now` (ms). */
export async function metricsFigures(db: Queryable, now: number) {
  const since = new Date(now - 60 * DAY);
  const nowAt = new Date(now);
  const periodOf = sql<'current' | 'previous' | null>`case
          when ${deals.createdAt} > ${nowAt.toISOString()}::timestamptz then null
          when ${deals.createdAt} > ${new Date(now - 30 * DAY).toISOString()}::timestamptz then 'current'
          when ${deals.createdAt} > ${since.toISOString()}::timestamptz then 'previous'
        end`;
  const [
    dealGroups,
    [rfqTotal],
    [rfqsWithDeal],
    buyers,
    sellers,
    brokers,
    [pendingKyc],
    recentRfqs,
    activity,
    [earnedIn],
  ] = await Promise.all([
    // The deals summed by what the figures tell apart (a few dozen groups, however many deals):
    // status, currency, unit and product (the MT conversion), and the 30-day period of creation.
    db
      .select({
        status: deals.status,
        currency: deals.currency,
        volumeUnit: deals.volumeUnit,
        productType: deals.productType,
        period: periodOf,
        n: count(),
        volume: sql<string>`sum(${deals.volume})::text`,
        commission: sql<string | null>`sum(${deals.commissionAmount})::text`,
      })
      .from(deals)
      // By position: the period's expression carries parameters, so it cannot be repeated.
      .groupBy(sql`1, 2, 3, 4, 5`),
    db.select({ n: count() }).from(rfqs),
    db.select({ n: sql<number>`count(distinct ${deals.rfqId})`.mapWith(Number) }).from(deals),
    db.execute(sql`
            select count(*)::int as n from ${users} u where u.role = 'buyer' and u.deactivated_at is null and (
              exists (select 1 from ${rfqs} r where r.buyer_id = u.id and r.is_active)
              or exists (select 1 from ${deals} d where d.buyer_id = u.id and d.status not in ('completed','cancelled')))`),
    db.execute(sql`
            select count(*)::int as n from ${users} u where u.role = 'seller' and u.deactivated_at is null and (
              exists (select 1 from ${offers} o where o.seller_id = u.id and o.is_active)
              or exists (select 1 from ${deals} d where d.seller_id = u.id and d.status not in ('completed','cancelled')))`),
    db.execute(sql`
            select count(*)::int as n from ${users} u where u.role = 'broker' and u.deactivated_at is null and
              exists (select 1 from ${deals} d where d.broker_id = u.id and d.status not in ('completed','cancelled'))`),
    db
      .select({ n: count() })
      .from(companies)
      .where(inArray(companies.kycStatus, ['pending', 'under_review'])),
    // RFQs of the last 60 days, each with whether a deal answers it (the match success trend).
    db
      .select({
        createdAt: rfqs.createdAt,
        matched: sql<boolean>`exists (select 1 from ${deals} d where d.rfq_id = ${sql.identifier('rfqs')}.id)`,
      })
      .from(rfqs)
      .where(gte(rfqs.createdAt, since)),
    recentActivityRows(db),
    // Commission earned (completed deals) in each period, by when the deal was completed.
    db
      .select({
        current: usdSum(
          deals.commissionAmount,
          sql`${COMPLETED} and ${completedAt} > ${new Date(now - 30 * DAY).toISOString()}::timestamptz
                and ${completedAt} <= ${nowAt.toISOString()}::timestamptz`,
        ),
        previous: usdSum(
          deals.commissionAmount,
          sql`${COMPLETED} and ${completedAt} > ${since.toISOString()}::timestamptz
                and ${completedAt} <= ${new Date(now - 30 * DAY).toISOString()}::timestamptz`,
        ),
      })
      .from(deals),
  ]);
  return {
    dealGroups,
    rfqTotal: rfqTotal?.n ?? 0,
    rfqsWithDeal: rfqsWithDeal?.n ?? 0,
    activeBuyers: n(buyers),
    activeSellers: n(sellers),
    activeBrokers: n(brokers),
    pendingKyc: pendingKyc?.n ?? 0,
    recentRfqs,
    activity,
    earnedIn: { current: earnedIn?.current ?? null, previous: earnedIn?.previous ?? null },
  };
}

export type MetricsFigures = Awaited<ReturnType<typeof metricsFigures>>;

/** Every user, newest first. */
export const allUsers = (db: Queryable): Promise<UserRow[]> =>
  db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));

/** Every company, by name. */
export const allCompanies = (db: Queryable): Promise<CompanyRow[]> =>
  db.select().from(companies).orderBy(asc(companies.name), asc(companies.id));

/** Every deal (of one status when given) with its seller's and buyer's company names, newest first. */
export function dealsWithCompanies(
  db: Queryable,
  status: DealRow['status'] | undefined,
): Promise<Array<{ deal: DealRow; sellerCompany: string; buyerCompany: string }>> {
  const sellerCompany = alias(companies, 'seller_company');
  const buyerCompany = alias(companies, 'buyer_company');
  return db
    .select({ deal: deals, sellerCompany: sellerCompany.name, buyerCompany: buyerCompany.name })
    .from(deals)
    .innerJoin(sellerCompany, eq(sellerCompany.id, deals.sellerCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, deals.buyerCompanyId))
    .where(status ? eq(deals.status, status) : undefined)
    .orderBy(desc(deals.createdAt), desc(deals.id));
}

/**
 * Changes a deal's commission rate (and amount), in one transaction with its staff-only event, the
 * broker's notice and the audit entry. Returns the updated deal.
 */
export async function changeDealCommission(
  db: Db,
  user: UserRow,
  dealId: string,
  body: RequestBody<'updateDealCommission'>,
  now: Date,
): Promise<DealRow> {
  return db.transaction(async (tx) => {
    const [deal] = await tx.select().from(deals).where(eq(deals.id, dealId)).for('update');
    if (!deal) throw notFound('Deal not found');
    assertCommissionChangeable(deal);
    const [row] = await tx
      .update(deals)
      .set({
        commissionRate: body.commissionRate,
        commissionAmount:
          deal.totalValue === null ? null : commissionAmount(deal.totalValue, body.commissionRate),
        updatedAt: now,
      })
      .where(and(eq(deals.id, dealId)))
      .returning();
    // On the deal's history for staff only (serialize.ts seesDealEvent): the rates and the reason.
    await tx.insert(dealEvents).values({
      dealId,
      actorId: user.id,
      kind: 'commission_changed',
      notes: `${deal.commissionRate} → ${row!.commissionRate}: ${body.reason}`,
      createdAt: now,
    });
    // The broker is told; the seller and the buyer are not (commission is never shown to them).
    await notify(tx, [deal.brokerId], commissionChangedNotice(deal, row!, body.reason), user.id);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'commission_rate_changed',
      targetType: 'deal',
      targetId: dealId,
      details: {
        dealNumber: deal.dealNumber,
        before: {
          commissionRate: deal.commissionRate,
          commissionAmount: deal.commissionAmount,
        },
        after: { commissionRate: row!.commissionRate, commissionAmount: row!.commissionAmount },
        reason: body.reason,
      },
      at: now,
    });
    return row!;
  });
}
