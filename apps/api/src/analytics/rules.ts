/** The analytics' rules without a database: the period's window and its figures from the aggregates. */
import {
  dealStatuses,
  kycStatuses,
  productTypes,
  type DealStatus,
  type ProductType,
} from '@petrobridge/domain';
import type { S } from '../http/serialize';
import { sumMoney } from '../lib/read-models';
import type { PeriodRows } from './queries';

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

/** The analytics page's figures (openapi.yaml AnalyticsMetrics) from the period's aggregates. */
export function periodFigures(
  { totals, groups, commission, kyc, userCount, listings }: PeriodRows,
  now: Date,
) {
  const win = analyticsWindow(now);
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
