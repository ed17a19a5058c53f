import type { ChartDatum } from '@petrobridge/ui/charts';
import type { DealStatus, ProductType } from '@petrobridge/domain';
import type { AnalyticsMetrics } from '../../data/api/dashboards';

/** §2 Market Activity: these four products and these four statuses, in this order. */
export const marketProducts = [
  'crude_oil_wti',
  'crude_oil_brent',
  'natural_gas',
  'diesel',
] as const satisfies readonly ProductType[];
export const marketStatuses = [
  'negotiation',
  'lc_pending',
  'shipped',
  'completed',
] as const satisfies readonly DealStatus[];

/** §2 Success Rate: completed deals over all deals, rounded, in percent; none without deals. */
export function successRate(
  m: Pick<AnalyticsMetrics, 'totalDeals' | 'completedDeals'>,
): number | null {
  return m.totalDeals > 0 ? Math.round((m.completedDeals / m.totalDeals) * 100) : null;
}

const dayLong = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayShort = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthLong = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

const dayDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The period's days as chart points: the deals created each day, or their USD value. */
export function dailySeries(m: AnalyticsMetrics, of: 'deals' | 'value'): ChartDatum[] {
  if (m.daily.every((d) => d.deals === 0)) return [];
  return m.daily.map((d) => ({
    label: dayLong.format(dayDate(d.date)),
    tick: dayShort.format(dayDate(d.date)),
    value: of === 'deals' ? d.deals : Number(d.value),
  }));
}

/** Commission of each month, oldest first; none when every month is zero. */
export function monthlyCommission(m: AnalyticsMetrics): ChartDatum[] {
  const months = m.commissionByMonth ?? [];
  if (months.every((c) => Number(c.commission) === 0)) return [];
  return months.map((c) => {
    const date = new Date(`${c.month}-01T00:00:00Z`);
    return {
      label: monthLong.format(date),
      tick: monthShort.format(date),
      value: Number(c.commission),
    };
  });
}

/** A deal's stages in order (packages/domain's dealStatuses without cancelled; types only, so the
 * screen's chunk shares no domain module with the sign-in, docs/performance.md). */
const funnelStages = [
  'negotiation',
  'lc_pending',
  'lc_confirmed',
  'shipped',
  'delivered',
  'completed',
] as const satisfies readonly DealStatus[];

/**
 * The status funnel: of the period's deals not cancelled, how many reached each stage (a deal now
 * shipped has passed negotiation, LC pending and LC confirmed).
 */
export function statusFunnel(
  m: AnalyticsMetrics,
  label: (status: DealStatus) => string,
): ChartDatum[] {
  const stages = funnelStages;
  const count = (s: DealStatus) => m.statusCounts.find((c) => c.status === s)?.deals ?? 0;
  if (stages.every((s) => count(s) === 0)) return [];
  return stages.map((stage, i) => ({
    label: label(stage),
    value: stages.slice(i).reduce((sum, s) => sum + count(s), 0),
  }));
}

/** The number of deals in the period for a product or a status. */
export const productCount = (m: AnalyticsMetrics, p: ProductType) =>
  m.productDistribution.find((d) => d.productType === p)?.deals ?? 0;
export const statusCount = (m: AnalyticsMetrics, s: DealStatus) =>
  m.statusCounts.find((d) => d.status === s)?.deals ?? 0;
