/**
 * The super admin panel's rules without a database: the platform metrics computed from their figures,
 * the recent activity's merge, the deal list's rows, and a commission change's refusals and notice.
 */
import { commissionStateOf, toMetricTons, toWholeMetricTons } from '@petrobridge/domain';
import type { DealRow } from '../db/rows';
import { conflict } from '../http/errors';
import type { S } from '../http/serialize';
import type { NewNotification } from '../lib/notify';
import { sumMoney } from '../lib/read-models';
import type { ActivityRows, MetricsFigures } from './queries';

export const DAY = 86_400_000;
/** Recent Activity's length (SuperAdminMetrics.recentActivity). */
export const ACTIVITY = 10;

/** The latest deal events and KYC document decisions as one list, newest first. */
export function recentActivity({
  events,
  reviews,
}: ActivityRows): S<'SuperAdminMetrics'>['recentActivity'] {
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

/** The platform metrics at `now` (ms) from their figures. */
export function superAdminMetrics(f: MetricsFigures, now: number): S<'SuperAdminMetrics'> {
  const groups = f.dealGroups.map((g) => ({ ...g, volume: Number(g.volume) }));
  const live = groups.filter((g) => g.status !== 'cancelled');
  const countOf = (rows: typeof groups) => rows.reduce((sum, g) => sum + g.n, 0);
  const tons = (rows: typeof groups) =>
    Math.round(
      rows.reduce((sum, g) => sum + toMetricTons(g.volume, g.volumeUnit, g.productType), 0),
    );
  const usdCommission = (rows: typeof groups) =>
    sumMoney(rows.filter((g) => g.currency === 'USD').map((g) => g.commission));
  const totalVolume = tons(live);
  const totalRfqs = f.rfqTotal;
  // The last 30 days, then the 30 before them (SuperAdminTrends).
  const period = (at: Date) => {
    const age = now - at.getTime();
    return age < 0 ? null : age < 30 * DAY ? 'current' : age < 60 * DAY ? 'previous' : null;
  };
  const dealsIn = (p: 'current' | 'previous') => groups.filter((g) => g.period === p);
  const liveIn = (p: 'current' | 'previous') => live.filter((g) => g.period === p);
  const matchIn = (p: 'current' | 'previous') => {
    const rows = f.recentRfqs.filter((r) => period(r.createdAt) === p);
    return rows.length
      ? Math.round((rows.filter((r) => r.matched).length / rows.length) * 100)
      : null;
  };
  return {
    totalDeals: countOf(groups),
    totalVolume,
    // docs/product.md#figures: commission earned = completed deals only.
    totalCommission: usdCommission(groups.filter((g) => commissionStateOf(g.status) === 'earned')),
    aiMatchSuccess: totalRfqs ? Math.round((f.rfqsWithDeal / totalRfqs) * 100) : 0,
    activeBuyers: f.activeBuyers,
    activeSellers: f.activeSellers,
    activeBrokers: f.activeBrokers,
    pendingKYC: f.pendingKyc,
    pendingDeals: countOf(groups.filter((g) => g.status === 'lc_pending')),
    activeNegotiations: countOf(groups.filter((g) => g.status === 'negotiation')),
    trends: {
      deals: { current: countOf(dealsIn('current')), previous: countOf(dealsIn('previous')) },
      volume: { current: tons(liveIn('current')), previous: tons(liveIn('previous')) },
      commission: {
        current: sumMoney([f.earnedIn.current]),
        previous: sumMoney([f.earnedIn.previous]),
      },
      matchSuccess: { current: matchIn('current'), previous: matchIn('previous') },
    },
    recentActivity: recentActivity(f.activity),
  };
}

/** A row of the super admin's deal list. */
export const toAdminDealRow = ({
  deal,
  sellerCompany,
  buyerCompany,
}: {
  deal: DealRow;
  sellerCompany: string;
  buyerCompany: string;
}): S<'AdminDealRow'> => ({
  id: deal.id,
  productType: deal.productType,
  quantity: toWholeMetricTons(deal.volume, deal.volumeUnit, deal.productType),
  totalValue: deal.totalValue,
  status: deal.status,
  commissionRate: deal.commissionRate,
  commissionAmount: deal.commissionAmount,
  sellerCompany,
  buyerCompany,
});

/** Completion fixes the commission (it is earned); a cancelled deal's is void. */
export function assertCommissionChangeable(deal: DealRow) {
  if (deal.status === 'completed') throw conflict('The commission of a completed deal is fixed');
  if (deal.status === 'cancelled') throw conflict('The commission of a cancelled deal is void');
}

/** The broker's notice of a commission change. */
export const commissionChangedNotice = (
  deal: DealRow,
  row: DealRow,
  reason: string,
): NewNotification => ({
  title: 'Commission rate changed',
  message: `The commission rate of deal ${deal.dealNumber} was changed from ${deal.commissionRate} % to ${row.commissionRate} %: ${reason}`,
  type: 'info',
  relatedEntityType: 'deal',
  relatedEntityId: deal.id,
});
