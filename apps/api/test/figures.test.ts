/**
 * One definition per figure (docs/product.md#figures): one data set, seeded straight into the tables (a
 * deal in every status, a EUR deal, another broker's deal), and every endpoint's version of a figure —
 * commission earned, a buyer's spent and committed, a seller's sold and committed — computed from it and
 * found equal to the definition of packages/domain. Then: sellers and buyers get no commission anywhere,
 * and the super admin's commission change keeps the rate as typed, within 0–10 %, with a reason, told to
 * the broker only.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  commissionAmount,
  commissionFigures,
  tradeFigures,
  type DealStatus,
  type FigureDeal,
} from '@petrobridge/domain';
import { adminAuditLog, companies, dealEvents, deals, users } from '../src/db/schema';
import { hashPassword } from '../src/auth/passwords';
import { newAccount, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let admin: Client, broker: Client & { id: string }, broker2: Client & { id: string };
let seller: Client & { id: string }, buyer: Client & { id: string };
let seller2: Client & { id: string }, buyer2: Client & { id: string };
const DAY = 86_400_000;
/** The seeded deals, as the figures read them, with their parties. */
const rows: Array<
  FigureDeal & { id: string; brokerId: string; sellerId: string; buyerId: string }
> = [];

type Db = TestServer['app']['services']['database']['db'];

beforeAll(async () => {
  server = await startServer({ seedDemo: false });
  const db: Db = server.app.services.database.db;
  const passwordHash = await hashPassword('staff-password');
  const [, b1, b2] = await db
    .insert(users)
    .values([
      { email: 'admin@example.com', role: 'admin', passwordHash, authProvider: 'local' },
      { email: 'broker@example.com', role: 'broker', passwordHash, authProvider: 'local' },
      { email: 'broker2@example.com', role: 'broker', passwordHash, authProvider: 'local' },
    ])
    .returning();
  admin = await server.as('admin@example.com');
  broker = { ...(await server.as('broker@example.com')), id: b1!.id };
  broker2 = { ...(await server.as('broker2@example.com')), id: b2!.id };
  [seller, buyer, seller2, buyer2] = await Promise.all([
    newAccount(server, 'seller'),
    newAccount(server, 'buyer'),
    newAccount(server, 'seller'),
    newAccount(server, 'buyer'),
  ]);
  const company = async (ownerId: string, name: string) =>
    (
      await db
        .insert(companies)
        .values({ name, ownerId, country: 'Nigeria', kycStatus: 'approved' })
        .returning()
    )[0]!.id;
  const [cs, cb, cs2, cb2] = await Promise.all([
    company(seller.id, 'Seller One Ltd'),
    company(buyer.id, 'Buyer One LLC'),
    company(seller2.id, 'Seller Two SA'),
    company(buyer2.id, 'Buyer Two BV'),
  ]);

  const now = server.clock.now;
  let n = 0;
  /** A deal in `status` (locked from lc_pending on), completed `completedDaysAgo` days ago. */
  const deal = async (
    status: DealStatus,
    value: string,
    o: { currency?: string; completedDaysAgo?: number; other?: boolean } = {},
  ) => {
    n += 1;
    const [brokerId, sellerId, buyerId, sellerCompanyId, buyerCompanyId] = o.other
      ? [broker2.id, seller2.id, buyer2.id, cs2, cb2]
      : [broker.id, seller.id, buyer.id, cs, cb];
    const createdAt = new Date(now - 90 * DAY + n * 1000);
    const [row] = await db
      .insert(deals)
      .values({
        dealNumber: `PB-2026-${String(900000 + n)}`,
        brokerId,
        sellerId,
        buyerId,
        sellerCompanyId,
        buyerCompanyId,
        productType: 'diesel',
        volume: 1000,
        volumeUnit: 'MT',
        pricePerUnit: (Number(value) / 1000).toFixed(2),
        totalValue: value,
        currency: o.currency ?? 'USD',
        commissionRate: '2.50',
        commissionAmount: commissionAmount(value, '2.50'),
        status,
        lockedAt: status === 'negotiation' ? null : createdAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (o.completedDaysAgo !== undefined)
      await db.insert(dealEvents).values({
        dealId: row!.id,
        actorId: brokerId,
        kind: 'status_changed',
        fromStatus: 'delivered',
        toStatus: 'completed',
        createdAt: new Date(now - o.completedDaysAgo * DAY),
      });
    rows.push({
      id: row!.id,
      status,
      currency: row!.currency,
      totalValue: row!.totalValue,
      commissionAmount: row!.commissionAmount,
      brokerId,
      sellerId,
      buyerId,
    });
    return row!.id;
  };
  await deal('negotiation', '100000.00');
  await deal('lc_pending', '200000.00');
  await deal('lc_confirmed', '300000.00');
  await deal('shipped', '400000.00');
  await deal('delivered', '500000.00');
  await deal('completed', '600000.00', { completedDaysAgo: 2 });
  await deal('completed', '700000.00', { completedDaysAgo: 40 });
  await deal('completed', '800000.00', { currency: 'EUR', completedDaysAgo: 3 });
  await deal('cancelled', '900000.00');
  await deal('completed', '1000000.00', { other: true, completedDaysAgo: 5 });
  await deal('shipped', '1100000.00', { other: true });
});
afterAll(() => server?.close());

const earnedOf = (filter: (r: (typeof rows)[number]) => boolean) =>
  commissionFigures(rows.filter(filter)).earned;

describe('one definition per figure, the same on every endpoint', () => {
  test('commission earned: overview, analytics, ledger, deal summary and their months agree', async () => {
    const platform = earnedOf(() => true);
    const mine = earnedOf((r) => r.brokerId === broker.id);
    // Completed USD deals only: 2.5 % of 600,000 + 700,000 (+ 1,000,000 of the other broker's).
    expect(platform).toBe('57500.00');
    expect(mine).toBe('32500.00');

    const overview = (await admin.get('/api/super-admin/metrics')).body;
    expect(overview.totalCommission).toBe(platform);
    for (const [who, expected] of [
      [admin, platform],
      [broker, mine],
    ] as const) {
      const analytics = (await who.get('/api/analytics/metrics')).body;
      const ledger = (await who.get('/api/commission')).body;
      const summary = (await who.get('/api/deals/summary')).body;
      expect(analytics.commission).toBe(expected);
      expect(ledger.totals.earned).toBe(expected);
      expect(summary.commissionTotal).toBe(expected);
      // By month: the analytics chart's months are the ledger's months of completion.
      const chart = new Map(
        (analytics.commissionByMonth as Array<{ month: string; commission: string }>).map((m) => [
          m.month,
          m.commission,
        ]),
      );
      for (const m of ledger.byMonth as Array<{ month: string; earned: string }>)
        if (chart.has(m.month)) expect(chart.get(m.month)).toBe(m.earned);
      const chartTotal = [...chart.values()].reduce((s, v) => s + Math.round(Number(v) * 100), 0);
      expect((chartTotal / 100).toFixed(2)).toBe(expected);
    }
    // The ledger's other states are the definition's too; a deal in negotiation has no entry.
    const ledger = (await admin.get('/api/commission')).body;
    const all = commissionFigures(rows);
    expect(ledger.totals).toEqual({ expected: all.expected, earned: all.earned, void: all.void });
    expect(ledger.total).toBe(rows.filter((r) => r.status !== 'negotiation').length);
    // The overview's trend compares commission earned in the last 30 days with the 30 before.
    expect(overview.trends.commission).toEqual({
      current: commissionAmount('1600000.00', '2.50'), // completed 2 and 5 days ago
      previous: commissionAmount('700000.00', '2.50'), // completed 40 days ago
    });
  });

  test("a buyer's spent (completed) and committed (locked, not completed) agree with their deal summary", async () => {
    const { completed, committed } = tradeFigures(rows.filter((r) => r.buyerId === buyer.id));
    expect({ completed, committed }).toEqual({ completed: '1300000.00', committed: '1400000.00' });
    const metrics = (await buyer.get('/api/buyer/metrics')).body;
    expect(metrics.totalSpentValue).toBe(completed);
    expect(metrics.totalCommittedValue).toBe(committed);
    const summary = (await buyer.get('/api/deals/summary')).body as {
      byStatus: Array<{ status: DealStatus; totalValue: string }>;
    };
    const value = (statuses: DealStatus[]) =>
      (
        summary.byStatus
          .filter((b) => statuses.includes(b.status))
          .reduce((s, b) => s + Math.round(Number(b.totalValue) * 100), 0) / 100
      ).toFixed(2);
    expect(value(['completed'])).toBe(completed);
    expect(value(['lc_pending', 'lc_confirmed', 'shipped', 'delivered'])).toBe(committed);
  });

  test("a seller's sold (completed) and committed agree with their deal summary", async () => {
    const { completed, committed } = tradeFigures(rows.filter((r) => r.sellerId === seller2.id));
    expect({ completed, committed }).toEqual({ completed: '1000000.00', committed: '1100000.00' });
    const metrics = (await seller2.get('/api/seller/metrics')).body;
    expect(metrics.totalSold).toBe(completed);
    expect(metrics.totalCommitted).toBe(committed);
    const summary = (await seller2.get('/api/deals/summary')).body as {
      byStatus: Array<{ status: DealStatus; totalValue: string }>;
    };
    expect(summary.byStatus.find((b) => b.status === 'completed')?.totalValue).toBe(completed);
    expect(summary.byStatus.find((b) => b.status === 'shipped')?.totalValue).toBe(committed);
    const mine = (await seller.get('/api/seller/metrics')).body;
    expect(mine.totalSold).toBe(
      tradeFigures(rows.filter((r) => r.sellerId === seller.id)).completed,
    );
  });

  test('the buyer owes no fee on a cancelled deal', async () => {
    const list = (await buyer.get('/api/buyer/deals')).body as Array<{
      id: string;
      status: DealStatus;
      fees: string | null;
    }>;
    expect(list.find((d) => d.status === 'cancelled')?.fees).toBeNull();
    expect(list.find((d) => d.status === 'shipped')?.fees).toBe('5000.00'); // half of 2.5 % of 400,000
  });
});

describe('the commission change', () => {
  const dealOf = (status: DealStatus) => rows.find((r) => r.status === status)!.id;
  const put = (id: string, body: Record<string, unknown>) =>
    admin.put(`/api/super-admin/deals/${id}/commission`, body);

  test('keeps the rate as typed to two decimals, on the deal and in the ledger', async () => {
    const id = dealOf('lc_pending');
    const res = await put(id, { commissionRate: 1.75, reason: 'Volume rebate agreed by the desk' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.commissionRate).toBe('1.75');
    expect(res.body.commissionAmount).toBe('3500.00'); // 1.75 % of 200,000.00
    const again = await put(id, { commissionRate: '1.75', reason: 'Same again' });
    expect(again.body.commissionRate).toBe('1.75');
  });

  test('refuses 150, more than 10 %, more than two decimals and a missing reason with 400 and a clear message', async () => {
    const id = dealOf('lc_confirmed');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { commissionRate: 150, reason: 'x' },
        'commissionRate',
        'Commission rate must be between 0 and 10',
      ],
      [
        { commissionRate: '10.01', reason: 'x' },
        'commissionRate',
        'Commission rate must be between 0 and 10',
      ],
      [
        { commissionRate: -1, reason: 'x' },
        'commissionRate',
        'Commission rate must be between 0 and 10',
      ],
      [
        { commissionRate: '1.755', reason: 'x' },
        'commissionRate',
        'Commission rate must have at most 2 decimal places',
      ],
      [{ commissionRate: 2 }, 'reason', 'Reason is required'],
      [{ commissionRate: 2, reason: '  ' }, 'reason', 'Reason is required'],
    ];
    for (const [body, path, message] of cases) {
      const res = await put(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    // Nothing changed, nothing clamped.
    const deal = (await admin.get(`/api/deals/${id}`)).body;
    expect(deal.commissionRate).toBe('2.50');
  });

  test('is on the deal history for staff and in the audit log with old and new rate; the broker is told, the traders are not', async () => {
    const id = dealOf('shipped');
    const res = await put(id, { commissionRate: '3.25', reason: 'Extra inspection work' });
    expect(res.status, res.text).toBe(200);
    const history = (await broker.get(`/api/deals/${id}`)).body.events as Array<{
      kind: string;
      notes: string | null;
    }>;
    expect(history).toContainEqual(
      expect.objectContaining({
        kind: 'commission_changed',
        notes: '2.50 → 3.25: Extra inspection work',
      }),
    );
    const db: Db = server.app.services.database.db;
    const [audit] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit?.action).toBe('commission_rate_changed');
    expect(audit?.details).toMatchObject({
      before: { commissionRate: '2.50', commissionAmount: '10000.00' },
      after: { commissionRate: '3.25', commissionAmount: '13000.00' },
      reason: 'Extra inspection work',
    });
    const told = (await broker.get('/api/notifications')).body as Array<{
      title: string;
      relatedEntityId: string | null;
    }>;
    expect(told).toContainEqual(
      expect.objectContaining({ title: 'Commission rate changed', relatedEntityId: id }),
    );
    for (const trader of [seller, buyer]) {
      const notes = (await trader.get('/api/notifications')).body as Array<{
        relatedEntityId: string;
      }>;
      expect(notes.filter((x) => x.relatedEntityId === id)).toEqual([]);
      const { events } = (await trader.get(`/api/deals/${id}`)).body;
      expect(events.map((e: { kind: string }) => e.kind)).not.toContain('commission_changed');
    }
  });
});

describe('sellers and buyers get no commission anywhere', () => {
  test('no commission field or word in any response they can get', async () => {
    for (const [trader, side] of [
      [seller, 'seller'],
      [buyer, 'buyer'],
    ] as const) {
      const mine = rows.filter((r) => r[`${side}Id`] === trader.id);
      const urls = [
        '/api/deals?limit=100',
        '/api/deals/summary',
        '/api/analytics/metrics',
        '/api/notifications',
        `/api/${side}/metrics`,
        `/api/${side}/deals`,
        ...mine.map((r) => `/api/deals/${r.id}`),
      ];
      for (const url of urls) {
        const res = await trader.get(url);
        expect(res.status, `${side} ${url}`).toBe(200);
        expect(res.text, `${side} ${url}`).not.toMatch(/commission/i);
      }
      const csv = await trader.get('/api/deals/export');
      expect(csv.status).toBe(200);
      expect(csv.text).not.toMatch(/commission/i);
      expect((await trader.get('/api/commission')).status).toBe(403);
      expect((await trader.get('/api/commission/export')).status).toBe(403);
    }
  });
});
