/** The super admin panel: platform metrics, all users, companies and deals, commission changes. */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { commissionAmount, toMetricTons, toWholeMetricTons } from '@petrobridge/domain';
import { companies, dealEvents, deals, offers, rfqs, users } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import { toCompanyListItem, toUser, type S } from '../http/serialize';
import { dealFor } from '../lib/deal-view';
import { sumMoney } from './read-models';

export function superAdminHandlers(services: Services) {
  const { db } = services.database;
  return {
    async getSuperAdminMetrics(): Promise<S<'SuperAdminMetrics'>> {
      const [allDeals, [rfqTotal], [rfqsWithDeal], buyers, sellers, brokers, [pendingKyc]] =
        await Promise.all([
          db
            .select({
              status: deals.status,
              currency: deals.currency,
              volume: deals.volume,
              volumeUnit: deals.volumeUnit,
              productType: deals.productType,
              commissionAmount: deals.commissionAmount,
            })
            .from(deals),
          db.select({ n: count() }).from(rfqs),
          db.select({ n: sql<number>`count(distinct ${deals.rfqId})`.mapWith(Number) }).from(deals),
          db.execute(sql`
            select count(*)::int as n from ${users} u where u.role = 'buyer' and (
              exists (select 1 from ${rfqs} r where r.buyer_id = u.id and r.is_active)
              or exists (select 1 from ${deals} d where d.buyer_id = u.id and d.status not in ('completed','cancelled')))`),
          db.execute(sql`
            select count(*)::int as n from ${users} u where u.role = 'seller' and (
              exists (select 1 from ${offers} o where o.seller_id = u.id and o.is_active)
              or exists (select 1 from ${deals} d where d.seller_id = u.id and d.status not in ('completed','cancelled')))`),
          db.execute(sql`
            select count(*)::int as n from ${users} u where u.role = 'broker' and
              exists (select 1 from ${deals} d where d.broker_id = u.id and d.status not in ('completed','cancelled'))`),
          db
            .select({ n: count() })
            .from(companies)
            .where(inArray(companies.kycStatus, ['pending', 'under_review'])),
        ]);
      const n = (result: unknown) => {
        const rows = (
          Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
        ) as Array<{
          n: number | string;
        }>;
        return Number(rows[0]?.n ?? 0);
      };
      const live = allDeals.filter((d) => d.status !== 'cancelled');
      const totalVolume = Math.round(
        live.reduce((s, d) => s + toMetricTons(d.volume, d.volumeUnit, d.productType), 0),
      );
      const totalRfqs = rfqTotal?.n ?? 0;
      return {
        totalDeals: allDeals.length,
        totalVolume,
        totalCommission: sumMoney(
          live.filter((d) => d.currency === 'USD').map((d) => d.commissionAmount),
        ),
        aiMatchSuccess: totalRfqs ? Math.round(((rfqsWithDeal?.n ?? 0) / totalRfqs) * 100) : 0,
        activeBuyers: n(buyers),
        activeSellers: n(sellers),
        activeBrokers: n(brokers),
        pendingKYC: pendingKyc?.n ?? 0,
        pendingDeals: allDeals.filter((d) => d.status === 'lc_pending').length,
        activeNegotiations: allDeals.filter((d) => d.status === 'negotiation').length,
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
        await tx.insert(dealEvents).values({
          dealId,
          actorId: user.id,
          kind: 'commission_changed',
          notes: `${deal.commissionRate} → ${body.commissionRate}`,
          createdAt: now,
        });
        return row!;
      });
      return await dealFor(db, updated, user);
    },
  } satisfies Partial<Handlers>;
}
