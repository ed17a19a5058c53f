/** The super admin panel: platform metrics, all users, companies and deals, commission changes. */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  commissionAmount,
  commissionStateOf,
  toMetricTons,
  toWholeMetricTons,
} from '@petrobridge/domain';
import { companies, dealEvents, deals, kycDocuments, offers, rfqs, users } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { toCompanyListItem, toUser, type S } from '../http/serialize';
import { dealFor } from '../lib/deal-view';
import { COMPLETED, completedAt, sumMoney, usdSum } from '../lib/read-models';
import { recordAudit } from '../lib/audit';
import { notify } from '../lib/notify';

const DAY = 86_400_000;
/** Recent Activity's length (SuperAdminMetrics.recentActivity). */
const ACTIVITY = 10;

/** The platform's latest deal events and KYC document decisions, newest first. */
async function recentActivity(
  db: Services['database']['db'],
): Promise<S<'SuperAdminMetrics'>['recentActivity']> {
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
  const none = { companyId: null, companyName: null, documentType: null, decision: null };
  const lines = [
    ...events.map((e, i) => ({
      at: e.createdAt.getTime(),
      order: i,
      line: {
        id: e.id,
        kind: e.kind,
        createdAt: e.createdAt.toISOString(),
        actorRole: e.actorRole,
        dealId: e.dealId,
        dealNumber: e.dealNumber,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        ...none,
      },
    })),
    ...reviews.map((r, i) => ({
      at: r.reviewedAt!.getTime(),
      order: i,
      line: {
        id: r.id,
        kind: 'kyc_document_reviewed' as const,
        createdAt: r.reviewedAt!.toISOString(),
        actorRole: r.actorRole,
        dealId: null,
        dealNumber: null,
        fromStatus: null,
        toStatus: null,
        companyId: r.companyId,
        companyName: r.companyName,
        documentType: r.documentType,
        decision: r.status as 'approved' | 'rejected',
      },
    })),
  ];
  // Newest first; within one instant each source keeps its own order (deal events by insertion).
  lines.sort((a, b) => b.at - a.at || a.order - b.order);
  return lines.slice(0, ACTIVITY).map((l) => l.line);
}

export function superAdminHandlers(services: Services) {
  const { db } = services.database;
  return {
    async getSuperAdminMetrics(): Promise<S<'SuperAdminMetrics'>> {
      const now = services.now().getTime();
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
        recentActivity(db),
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
      const n = (result: unknown) => {
        const rows = (
          Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
        ) as Array<{
          n: number | string;
        }>;
        return Number(rows[0]?.n ?? 0);
      };
      const groups = dealGroups.map((g) => ({ ...g, volume: Number(g.volume) }));
      const live = groups.filter((g) => g.status !== 'cancelled');
      const countOf = (rows: typeof groups) => rows.reduce((sum, g) => sum + g.n, 0);
      const tons = (rows: typeof groups) =>
        Math.round(
          rows.reduce((sum, g) => sum + toMetricTons(g.volume, g.volumeUnit, g.productType), 0),
        );
      const usdCommission = (rows: typeof groups) =>
        sumMoney(rows.filter((g) => g.currency === 'USD').map((g) => g.commission));
      const totalVolume = tons(live);
      const totalRfqs = rfqTotal?.n ?? 0;
      // The last 30 days, then the 30 before them (SuperAdminTrends).
      const period = (at: Date) => {
        const age = now - at.getTime();
        return age < 0 ? null : age < 30 * DAY ? 'current' : age < 60 * DAY ? 'previous' : null;
      };
      const dealsIn = (p: 'current' | 'previous') => groups.filter((g) => g.period === p);
      const liveIn = (p: 'current' | 'previous') => live.filter((g) => g.period === p);
      const matchIn = (p: 'current' | 'previous') => {
        const rows = recentRfqs.filter((r) => period(r.createdAt) === p);
        return rows.length
          ? Math.round((rows.filter((r) => r.matched).length / rows.length) * 100)
          : null;
      };
      return {
        totalDeals: countOf(groups),
        totalVolume,
        // docs/product.md#figures: commission earned = completed deals only.
        totalCommission: usdCommission(
          groups.filter((g) => commissionStateOf(g.status) === 'earned'),
        ),
        aiMatchSuccess: totalRfqs ? Math.round(((rfqsWithDeal?.n ?? 0) / totalRfqs) * 100) : 0,
        activeBuyers: n(buyers),
        activeSellers: n(sellers),
        activeBrokers: n(brokers),
        pendingKYC: pendingKyc?.n ?? 0,
        pendingDeals: countOf(groups.filter((g) => g.status === 'lc_pending')),
        activeNegotiations: countOf(groups.filter((g) => g.status === 'negotiation')),
        trends: {
          deals: { current: countOf(dealsIn('current')), previous: countOf(dealsIn('previous')) },
          volume: { current: tons(liveIn('current')), previous: tons(liveIn('previous')) },
          commission: {
            current: sumMoney([earnedIn?.current ?? null]),
            previous: sumMoney([earnedIn?.previous ?? null]),
          },
          matchSuccess: { current: matchIn('current'), previous: matchIn('previous') },
        },
        recentActivity: activity,
      };
    },

    async listSuperAdminUsers() {
      const rows = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
      return rows.map(toUser);
    },

    async listSuperAdminCompanies() {
      const rows = await db
        .select()
        .from(companies)
        .orderBy(asc(companies.name), asc(companies.id));
      return rows.map(toCompanyListItem);
    },

    async listSuperAdminDeals(request): Promise<S<'AdminDealRow'>[]> {
      const { status } = request.query;
      const sellerCompany = alias(companies, 'seller_company');
      const buyerCompany = alias(companies, 'buyer_company');
      const rows = await db
        .select({ deal: deals, sellerCompany: sellerCompany.name, buyerCompany: buyerCompany.name })
        .from(deals)
        .innerJoin(sellerCompany, eq(sellerCompany.id, deals.sellerCompanyId))
        .innerJoin(buyerCompany, eq(buyerCompany.id, deals.buyerCompanyId))
        .where(status ? eq(deals.status, status) : undefined)
        .orderBy(desc(deals.createdAt), desc(deals.id));
      return rows.map(({ deal, sellerCompany, buyerCompany }) => ({
        id: deal.id,
        productType: deal.productType,
        quantity: toWholeMetricTons(deal.volume, deal.volumeUnit, deal.productType),
        totalValue: deal.totalValue,
        status: deal.status,
        commissionRate: deal.commissionRate,
        commissionAmount: deal.commissionAmount,
        sellerCompany,
        buyerCompany,
      }));
    },

    async updateDealCommission(request) {
      const user = userOf(request);
      const { dealId } = request.params;
      const body = request.body;
      const now = services.now();
      const updated = await db.transaction(async (tx) => {
        const [deal] = await tx.select().from(deals).where(eq(deals.id, dealId)).for('update');
        if (!deal) throw notFound('Deal not found');
        // Completion fixes the commission (it is earned); a cancelled deal's is void.
        if (deal.status === 'completed')
          throw conflict('The commission of a completed deal is fixed');
        if (deal.status === 'cancelled')
          throw conflict('The commission of a cancelled deal is void');
        const [row] = await tx
          .update(deals)
          .set({
            commissionRate: body.commissionRate,
            commissionAmount:
              deal.totalValue === null
                ? null
                : commissionAmount(deal.totalValue, body.commissionRate),
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
        await notify(
          tx,
          [deal.brokerId],
          {
            title: 'Commission rate changed',
            message: `The commission rate of deal ${deal.dealNumber} was changed from ${deal.commissionRate} % to ${row!.commissionRate} %: ${body.reason}`,
            type: 'info',
            relatedEntityType: 'deal',
            relatedEntityId: dealId,
          },
          user.id,
        );
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
      return await dealFor(db, updated, user);
    },
  } satisfies Partial<Handlers>;
}
