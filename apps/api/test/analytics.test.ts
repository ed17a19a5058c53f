/**
 * GET /api/analytics/metrics, the analytics page's figures, on a small known data set inserted with fixed
 * creation times (no demo data): scoping per role, the 30-day window and every figure worked out by hand.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { companies, dealEvents, deals, users } from '../src/db/schema';
import { startServer, type TestServer } from './support/harness';

let server: TestServer;
/** 2026-06-15 12:00 UTC: the period is 2026-05-17 … 2026-06-15, the commission months 2026-01 … 2026-06. */
const NOW = Date.UTC(2026, 5, 15, 12);
const id: Record<string, string> = {};

type Metrics = {
  totalDeals: number;
  completedDeals: number;
  period: { from: string; to: string; days: number };
  productDistribution: Array<{ productType: string; deals: number }>;
  statusCounts: Array<{ status: string; deals: number }>;
  daily: Array<{ date: string; deals: number; value: string }>;
  commission?: string;
  commissionByMonth?: Array<{ month: string; commission: string }>;
  kycBreakdown?: Array<{ status: string; companies: number }>;
  platform?: Record<string, number>;
};

const metricsOf = async (email: string) => {
  const res = await (await server.as(email)).get('/api/analytics/metrics');
  expect(res.status).toBe(200);
  return res.body as Metrics;
};
const products = (m: Metrics) =>
  Object.fromEntries(
    m.productDistribution.filter((p) => p.deals).map((p) => [p.productType, p.deals]),
  );
const statuses = (m: Metrics) =>
  Object.fromEntries(m.statusCounts.filter((s) => s.deals).map((s) => [s.status, s.deals]));
const activeDays = (m: Metrics) => m.daily.filter((d) => d.deals > 0);

beforeAll(async () => {
  server = await startServer({ seedDemo: false });
  server.clock.now = NOW;
  const { db } = server.app.services.database;
  const people = [
    ['admin', 'admin'],
    ['bk1', 'broker'],
    ['bk2', 'broker'],
    ['s1', 'seller'],
    ['s2', 'seller'],
    ['b1', 'buyer'],
    ['b2', 'buyer'],
  ] as const;
  const rows = await db
    .insert(users)
    .values(
      people.map(([key, role]) => ({
        email: `${key}@analytics.example`,
        role,
        authProvider: 'local' as const,
      })),
    )
    .returning({ id: users.id, email: users.email });
  for (const r of rows) id[r.email.split('@')[0]!] = r.id;

  const company = async (
    key: string,
    owner: string,
    kycStatus: 'pending' | 'under_review' | 'approved' | 'rejected',
  ) => {
    const [row] = await db
      .insert(companies)
      .values({ name: key, ownerId: id[owner]!, kycStatus })
      .returning({ id: companies.id });
    id[key] = row!.id;
  };
  await company('c1', 's1', 'approved');
  await company('c2', 's2', 'approved');
  await company('cb1', 'b1', 'approved');
  await company('cb2', 'b2', 'pending');
  await company('c3', 's1', 'under_review');
  await company('c4', 'b2', 'rejected');

  let n = 0;
  const deal = (
    createdAt: string,
    productType: 'crude_oil_wti' | 'crude_oil_brent' | 'natural_gas' | 'diesel' | 'jet_fuel',
    status: 'negotiation' | 'lc_pending' | 'shipped' | 'completed' | 'cancelled',
    broker: string | null,
    seller: 's1' | 's2',
    buyer: 'b1' | 'b2',
    totalValue: string,
    commissionAmount: string,
    currency = 'USD',
  ) => ({
    dealNumber: `PB-TEST-${++n}`,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
    productType,
    status,
    brokerId: broker ? id[broker]! : null,
    sellerId: id[seller]!,
    buyerId: id[buyer]!,
    sellerCompanyId: id[seller === 's1' ? 'c1' : 'c2']!,
    buyerCompanyId: id[buyer === 'b1' ? 'cb1' : 'cb2']!,
    volume: 1000,
    volumeUnit: 'MT' as const,
    totalValue,
    commissionAmount,
    currency,
  });
  const inserted = await db
    .insert(deals)
    .values([
      // 1–4 and 6 are in the period; 5 is one second before it; 7 is before the commission months.
      deal(
        '2026-06-15T09:00:00Z',
        'crude_oil_wti',
        'negotiation',
        'bk1',
        's1',
        'b1',
        '100000.00',
        '2500.00',
      ),
      deal(
        '2026-06-10T10:00:00Z',
        'crude_oil_brent',
        'completed',
        'bk1',
        's1',
        'b1',
        '200000.00',
        '5000.00',
      ),
      deal('2026-06-10T23:30:00Z', 'diesel', 'cancelled', 'bk1', 's2', 'b2', '50000.00', '1250.00'),
      deal(
        '2026-05-17T00:00:00Z',
        'natural_gas',
        'shipped',
        'bk2',
        's2',
        'b1',
        '30000.50',
        '750.01',
      ),
      deal('2026-05-16T23:59:59Z', 'diesel', 'completed', 'bk1', 's1', 'b2', '80000.00', '2000.00'),
      deal(
        '2026-06-12T08:00:00Z',
        'jet_fuel',
        'lc_pending',
        'bk1',
        's1',
        'b2',
        '90000.00',
        '2250.00',
        'EUR',
      ),
      deal(
        '2025-12-20T08:00:00Z',
        'crude_oil_wti',
        'completed',
        'bk1',
        's1',
        'b1',
        '10000.00',
        '250.00',
      ),
      // 8: no broker, only admins see it.
      deal(
        '2026-03-05T08:00:00Z',
        'crude_oil_brent',
        'lc_pending',
        null,
        's2',
        'b2',
        '40000.00',
        '1000.00',
      ),
    ])
    .returning();
  // Commission is earned when a deal completes (docs/product.md#figures): the completed deals' moves.
  const completedOn: Record<string, string> = {
    'PB-TEST-2': '2026-06-12T10:00:00Z',
    'PB-TEST-5': '2026-05-20T10:00:00Z',
    'PB-TEST-7': '2026-01-05T10:00:00Z',
  };
  await db.insert(dealEvents).values(
    inserted
      .filter((d) => completedOn[d.dealNumber])
      .map((d) => ({
        dealId: d.id,
        kind: 'status_changed' as const,
        fromStatus: 'delivered' as const,
        toStatus: 'completed' as const,
        createdAt: new Date(completedOn[d.dealNumber]!),
      })),
  );
});
afterAll(() => server?.close());

describe('analytics metrics', () => {
  test('the period: the last 30 UTC days, today included, one daily entry each', async () => {
    const m = await metricsOf('bk1@analytics.example');
    expect(m.period).toEqual({ from: '2026-05-17', to: '2026-06-15', days: 30 });
    expect(m.daily).toHaveLength(30);
    expect(m.daily[0]?.date).toBe('2026-05-17');
    expect(m.daily.at(-1)?.date).toBe('2026-06-15');
    // Every product and status is listed, zeros included, in the contract's order.
    expect(m.productDistribution.map((p) => p.productType)).toEqual([
      'crude_oil_wti',
      'crude_oil_brent',
      'natural_gas',
      'diesel',
      'gasoline',
      'jet_fuel',
      'heating_oil',
    ]);
    expect(m.statusCounts.map((s) => s.status)).toEqual([
      'negotiation',
      'lc_pending',
      'lc_confirmed',
      'shipped',
      'delivered',
      'completed',
      'cancelled',
    ]);
  });

  test('a broker: their brokered deals, the commission by month', async () => {
    const m = await metricsOf('bk1@analytics.example');
    // Commission earned, all time: the completed USD deals 2, 5 and 7 (docs/product.md#figures).
    expect(m).toMatchObject({ totalDeals: 6, completedDeals: 3, commission: '7250.00' });
    // Deal 5 (one second before the period) and 7 are out; the EUR deal counts but adds no value.
    expect(products(m)).toEqual({ crude_oil_wti: 1, crude_oil_brent: 1, diesel: 1, jet_fuel: 1 });
    expect(statuses(m)).toEqual({ negotiation: 1, completed: 1, cancelled: 1, lc_pending: 1 });
    expect(activeDays(m)).toEqual([
      { date: '2026-06-10', deals: 2, value: '200000.00' }, // the cancelled deal adds no value
      { date: '2026-06-12', deals: 1, value: '0.00' }, // EUR is not summed
      { date: '2026-06-15', deals: 1, value: '100000.00' },
    ]);
    // Earned by the month of completion: 7 in January, 5 in May, 2 in June.
    expect(m.commissionByMonth).toEqual([
      { month: '2026-01', commission: '250.00' },
      { month: '2026-02', commission: '0.00' },
      { month: '2026-03', commission: '0.00' },
      { month: '2026-04', commission: '0.00' },
      { month: '2026-05', commission: '2000.00' },
      { month: '2026-06', commission: '5000.00' },
    ]);
    expect(m).not.toHaveProperty('kycBreakdown');
    expect(m).not.toHaveProperty('platform');
  });

  test('a seller sees only their sales and no commission at all', async () => {
    const s1 = await metricsOf('s1@analytics.example');
    expect(s1).toMatchObject({ totalDeals: 5, completedDeals: 3 });
    expect(products(s1)).toEqual({ crude_oil_wti: 1, crude_oil_brent: 1, jet_fuel: 1 });
    for (const key of ['commission', 'commissionByMonth', 'kycBreakdown', 'platform'])
      expect(s1).not.toHaveProperty(key);
    const s2 = await metricsOf('s2@analytics.example');
    expect(s2).toMatchObject({ totalDeals: 3, completedDeals: 0 });
    expect(products(s2)).toEqual({ diesel: 1, natural_gas: 1 });
    expect(activeDays(s2)).toEqual([
      { date: '2026-05-17', deals: 1, value: '30000.50' }, // exactly at the period's start: in
      { date: '2026-06-10', deals: 1, value: '0.00' },
    ]);
    expect(s2).not.toHaveProperty('commissionByMonth');
  });

  test('a buyer sees only their purchases', async () => {
    const m = await metricsOf('b1@analytics.example');
    expect(m).toMatchObject({ totalDeals: 4, completedDeals: 2 });
    expect(statuses(m)).toEqual({ negotiation: 1, completed: 1, shipped: 1 });
    expect(m).not.toHaveProperty('commission');
    expect(m).not.toHaveProperty('commissionByMonth');
  });

  test('an admin sees everything, the KYC breakdown and the platform totals', async () => {
    const m = await metricsOf('admin@analytics.example');
    expect(m).toMatchObject({ totalDeals: 8, completedDeals: 3 });
    expect(products(m)).toEqual({
      crude_oil_wti: 1,
      crude_oil_brent: 1,
      natural_gas: 1,
      diesel: 1,
      jet_fuel: 1,
    });
    // Only completed deals earn: the shipped and lc_pending deals (4, 8) are expected, not earned.
    expect(m.commissionByMonth?.map((c) => c.commission)).toEqual([
      '250.00',
      '0.00',
      '0.00',
      '0.00',
      '2000.00',
      '5000.00',
    ]);
    expect(m.kycBreakdown).toEqual([
      { status: 'pending', companies: 1 },
      { status: 'under_review', companies: 1 },
      { status: 'approved', companies: 3 },
      { status: 'rejected', companies: 1 },
    ]);
    expect(m.platform).toEqual({ users: 7, companies: 6, activeOffers: 0, activeRfqs: 0 });
  });

  test('the window moves with the clock', async () => {
    server.clock.now = Date.UTC(2026, 5, 17, 0, 0, 1); // two days later
    try {
      const m = await metricsOf('s2@analytics.example');
      expect(m.period).toEqual({ from: '2026-05-19', to: '2026-06-17', days: 30 });
      expect(products(m)).toEqual({ diesel: 1 }); // the 17 May deal left the period
      expect(m.totalDeals).toBe(3); // totals are not windowed
      const bk1 = await metricsOf('bk1@analytics.example');
      expect(bk1.commissionByMonth?.at(-1)).toEqual({ month: '2026-06', commission: '5000.00' });
      server.clock.now = Date.UTC(2026, 6, 1, 0, 0, 1); // 1 July: the months move too
      const july = await metricsOf('bk1@analytics.example');
      expect(july.commissionByMonth?.map((c) => c.month)).toEqual([
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
      ]);
      expect(july.commissionByMonth?.at(-1)?.commission).toBe('0.00');
    } finally {
      server.clock.now = NOW;
    }
  });
});
