/**
 * The analytics page's figures in the mock layer (GET /api/analytics/metrics), computed from the mock
 * database as the server computes them (openapi.yaml AnalyticsMetrics): the last 30 UTC days up to the
 * fixed present of the stories (`displayNow`), USD sums without cancelled deals in cents, commission
 * earned by month of completion for staff only, the KYC breakdown and platform totals for admins only.
 *
 * The seed's deals date from 2024, so the period is empty until a story adds recent ones:
 * {@link addRecentMockDeals} puts deals with fixed dates inside the stories' period.
 */
import type { Schema } from '@petrobridge/api-client';
import {
  commissionFigures,
  dealStatuses,
  isAdminRole,
  isStaffRole,
  kycStatuses,
  productTypes,
  type DealStatus,
  type ProductType,
} from '@petrobridge/domain';
import { companyIds, makeDeal, mockDb, type Deal, type MockDb, type User } from './db';

type Metrics = Schema<'AnalyticsMetrics'>;
export type AnalyticsFigures = Omit<
  Metrics,
  'activeDeals' | 'pendingRfqs' | 'kycReviews' | 'commission'
>;

export const ANALYTICS_PERIOD_DAYS = 30;
const COMMISSION_MONTHS = 6;
const DAY_MS = 86_400_000;

const cents = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100);
const fromCents = (n: number) => (n / 100).toFixed(2);
const isUsdLive = (d: Deal) => d.currency === 'USD' && d.status !== 'cancelled';

/** What GET /api/analytics/metrics adds to the headline figures, over the deals `user` may see. */
export function analyticsFigures(
  user: User,
  visible: readonly Deal[],
  db: MockDb,
  now: Date,
): AnalyticsFigures {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = today - (ANALYTICS_PERIOD_DAYS - 1) * DAY_MS;
  const end = today + DAY_MS;
  const days = Array.from({ length: ANALYTICS_PERIOD_DAYS }, (_, i) =>
    new Date(from + i * DAY_MS).toISOString().slice(0, 10),
  );
  const inPeriod = visible.filter((d) => {
    const t = Date.parse(d.createdAt);
    return t >= from && t < end;
  });
  const countBy = <K extends string>(keys: readonly K[], keyOf: (d: Deal) => K) =>
    keys.map((key) => ({ key, n: inPeriod.filter((d) => keyOf(d) === key).length }));

  const figures: AnalyticsFigures = {
    totalDeals: visible.length,
    completedDeals: visible.filter((d) => d.status === 'completed').length,
    period: { from: days[0]!, to: days.at(-1)!, days: ANALYTICS_PERIOD_DAYS },
    productDistribution: countBy<ProductType>(productTypes, (d) => d.productType).map(
      ({ key, n }) => ({ productType: key, deals: n }),
    ),
    statusCounts: countBy<DealStatus>(dealStatuses, (d) => d.status).map(({ key, n }) => ({
      status: key,
      deals: n,
    })),
    daily: days.map((date) => {
      const ofDay = inPeriod.filter((d) => d.createdAt.slice(0, 10) === date);
      return {
        date,
        deals: ofDay.length,
        value: fromCents(ofDay.filter(isUsdLive).reduce((sum, d) => sum + cents(d.totalValue), 0)),
      };
    }),
  };
  if (isStaffRole(user.role)) {
    const months = Array.from({ length: COMMISSION_MONTHS }, (_, i) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (COMMISSION_MONTHS - 1) + i, 1))
        .toISOString()
        .slice(0, 7),
    );
    // Commission earned (docs/product.md#figures) by the month of completion: the mock keeps no
    // timeline, so a completed deal's last update stands for its move to completed.
    figures.commissionByMonth = months.map((month) => ({
      month,
      commission: commissionFigures(
        visible
          .filter((d) => d.updatedAt.slice(0, 7) === month)
          .map((d) => ({ ...d, commissionAmount: d.commissionAmount ?? null })),
      ).earned,
    }));
  }
  if (isAdminRole(user.role)) {
    figures.kycBreakdown = kycStatuses.map((status) => ({
      status,
      companies: db.companies.filter((c) => c.kycStatus === status).length,
    }));
    figures.platform = {
      users: db.users.length,
      companies: db.companies.length,
      activeOffers: db.offers.filter((o) => o.isActive).length,
      activeRfqs: db.rfqs.filter((r) => r.isActive).length,
    };
  }
  return figures;
}

const at = (date: string) => `${date}T10:00:00.000Z`;

/**
 * Adds deals with fixed dates to the mock database: ten inside the stories' period (the 30 days to
 * 26 Nov 2026, `displayNow` of .storybook/preview.tsx) and four in the months before it, brokered by
 * the demo broker between the demo seller and buyer, and one without a broker (admins see it). Call it
 * in a story's `beforeEach` (the preview resets the database before every story).
 */
export function addRecentMockDeals(): Deal[] {
  const recent: Array<Partial<Deal>> = [
    { createdAt: at('2026-10-29'), productType: 'crude_oil_brent', status: 'completed' },
    {
      createdAt: at('2026-11-02'),
      productType: 'crude_oil_wti',
      status: 'shipped',
      pricePerUnit: '78.12',
    },
    {
      createdAt: at('2026-11-05'),
      productType: 'natural_gas',
      status: 'lc_pending',
      volume: 3_400_000,
      volumeUnit: 'MMBtu',
      pricePerUnit: '2.89',
    },
    { createdAt: at('2026-11-09'), productType: 'diesel', status: 'cancelled' },
    { createdAt: at('2026-11-12'), productType: 'crude_oil_brent', status: 'negotiation' },
    {
      createdAt: at('2026-11-12'),
      productType: 'crude_oil_wti',
      status: 'completed',
      volume: 80_000,
      pricePerUnit: '78.12',
    },
    {
      createdAt: at('2026-11-18'),
      productType: 'diesel',
      status: 'lc_confirmed',
      volume: 12_000,
      volumeUnit: 'MT',
      pricePerUnit: '705.00',
    },
    { createdAt: at('2026-11-21'), productType: 'crude_oil_brent', status: 'negotiation' },
    {
      createdAt: at('2026-11-24'),
      productType: 'jet_fuel',
      status: 'negotiation',
      volume: 5_000,
      volumeUnit: 'MT',
      pricePerUnit: '910.00',
    },
    {
      createdAt: at('2026-11-25'),
      productType: 'crude_oil_wti',
      status: 'negotiation',
      brokerId: null,
      buyerCompanyId: companyIds.rhine,
    },
    // Before the period: the commission chart's earlier months.
    { createdAt: at('2026-07-14'), productType: 'crude_oil_brent', status: 'completed' },
    {
      createdAt: at('2026-08-20'),
      productType: 'diesel',
      status: 'completed',
      pricePerUnit: '690.00',
      volume: 9_000,
      volumeUnit: 'MT',
    },
    {
      createdAt: at('2026-09-03'),
      productType: 'crude_oil_wti',
      status: 'delivered',
      pricePerUnit: '77.40',
    },
    {
      createdAt: at('2026-10-10'),
      productType: 'natural_gas',
      status: 'completed',
      volume: 2_000_000,
      volumeUnit: 'MMBtu',
      pricePerUnit: '3.05',
    },
  ];
  const deals = recent.map((overrides) =>
    makeDeal({ ...overrides, updatedAt: overrides.createdAt }),
  );
  // Newest first, as the list answers.
  mockDb().deals.push(...deals);
  return deals;
}
