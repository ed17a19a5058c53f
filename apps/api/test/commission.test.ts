/**
 * The commission ledger: a broker's deals from the lock on as entries (expected, earned, void) with exact USD totals by
 * state and month over every entry; admins see every broker's; sellers and buyers none; the CSV export.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demo, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let broker: Client, broker2: Client, seller: Client, admin: Client;

beforeAll(async () => {
  server = await startServer();
  [broker, broker2, seller, admin] = await Promise.all([
    server.as(demo.broker),
    server.as(demo.broker2),
    server.as(demo.seller),
    server.as(demo.admin),
  ]);
});
afterAll(() => server?.close());

type Ledger = {
  entries: Array<{
    dealId: string;
    dealNumber: string;
    status: string;
    state: string;
    month: string;
    commissionAmount: string | null;
    currency: string;
    brokerName: string | null;
  }>;
  totals: { expected: string; earned: string; void: string };
  byMonth: Array<{ month: string; expected: string; earned: string; void: string }>;
  otherCurrencyCount: number;
};

const sum = (values: Array<string | null>) =>
  (values.reduce((n, v) => n + Math.round(Number(v ?? 0) * 100), 0) / 100).toFixed(2);

describe('commission ledger', () => {
  test("a broker's entries are their deals, each in the state its status says, totals exact", async () => {
    const res = await broker.get('/api/commission?limit=500');
    expect(res.status, res.text).toBe(200);
    const ledger = res.body as Ledger;
    const deals = (await broker.get('/api/deals?limit=500')).body as Array<{
      id: string;
      status: string;
      commissionAmount: string;
    }>;
    // Every deal from its lock on: one in negotiation binds no one and has no commission entry.
    const locked = deals.filter((d) => d.status !== 'negotiation');
    expect(deals.length).toBeGreaterThan(locked.length);
    expect(ledger.entries.map((e) => e.dealId)).toEqual(locked.map((d) => d.id));
    expect(res.headers['x-total-count']).toBe(String(locked.length));
    for (const e of ledger.entries)
      expect(e.state).toBe(
        e.status === 'completed' ? 'earned' : e.status === 'cancelled' ? 'void' : 'expected',
      );
    const of = (state: string) =>
      sum(ledger.entries.filter((e) => e.state === state).map((e) => e.commissionAmount));
    expect(ledger.totals).toEqual({
      expected: of('expected'),
      earned: of('earned'),
      void: of('void'),
    });
    expect(Number(ledger.totals.earned)).toBeGreaterThan(0);
    // The months add up to the totals, newest first.
    const months = ledger.byMonth.map((m) => m.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(sum(ledger.byMonth.map((m) => m.earned))).toBe(ledger.totals.earned);
    expect(ledger.entries.every((e) => e.brokerName === 'Demo Broker' || e.brokerName)).toBe(true);
  });

  test('the state filter and paging keep the totals of every entry', async () => {
    const all = (await broker.get('/api/commission')).body as Ledger;
    const earned = await broker.get('/api/commission?state=earned&limit=1');
    expect(earned.body.entries).toHaveLength(1);
    expect(earned.body.entries[0].state).toBe('earned');
    expect(earned.body.totals).toEqual({
      expected: '0.00',
      earned: all.totals.earned,
      void: '0.00',
    });
    expect(Number(earned.headers['x-total-count'])).toBe(
      all.entries.filter((e) => e.state === 'earned').length,
    );
    expect((await broker.get('/api/commission?state=paid')).status).toBe(400);
  });

  test('an earned entry counts in the month it was completed', async () => {
    const ledger = (await broker.get('/api/commission?state=earned')).body as Ledger;
    const entry = ledger.entries[0]!;
    const { events } = (await broker.get(`/api/deals/${entry.dealId}`)).body as {
      events: Array<{ toStatus: string | null; createdAt: string }>;
    };
    const completed = events.find((e) => e.toStatus === 'completed')!;
    expect(entry.month).toBe(completed.createdAt.slice(0, 7));
  });

  test("brokers see only theirs, admins everyone's or one broker's; traders get 403", async () => {
    const mine = (await broker.get('/api/commission?limit=500')).body as Ledger;
    const theirs = (await broker2.get('/api/commission?limit=500')).body as Ledger;
    const everyone = (await admin.get('/api/commission?limit=500')).body as Ledger;
    const ids = new Set(mine.entries.map((e) => e.dealId));
    expect(theirs.entries.some((e) => ids.has(e.dealId))).toBe(false);
    expect(everyone.entries.length).toBeGreaterThanOrEqual(
      mine.entries.length + theirs.entries.length,
    );
    // A broker cannot widen the ledger with brokerId.
    const brokerId = (await broker2.get('/api/auth/user')).body.id as string;
    const sneaky = (await broker.get(`/api/commission?brokerId=${brokerId}&limit=500`))
      .body as Ledger;
    expect(sneaky.entries.map((e) => e.dealId)).toEqual(mine.entries.map((e) => e.dealId));
    const one = (await admin.get(`/api/commission?brokerId=${brokerId}&limit=500`)).body as Ledger;
    expect(one.entries.map((e) => e.dealId)).toEqual(theirs.entries.map((e) => e.dealId));
    const refused = await seller.get('/api/commission');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only brokers and admins see commission');
  });

  test('the CSV export has every entry of the filter, with a header row', async () => {
    const res = await broker.get('/api/commission/export?state=earned');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="commission-/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Deal number,Product,Status,State,Month,Total value,Currency,Commission rate,Commission amount,Broker',
    );
    const earned = (await broker.get('/api/commission?state=earned')).body as Ledger;
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(
      earned.entries.map((e) => e.dealNumber),
    );
  });
});
