/** The deal desk's reads (search, summary, CSV export, the parties of a new deal) and Create Deal's rules. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dealStatuses } from '@petrobridge/domain';
import { demo, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let broker: Client, seller: Client, buyer: Client, admin: Client;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  [broker, seller, buyer, admin] = await Promise.all([
    server.as(demo.broker),
    server.as(demo.seller),
    server.as(demo.buyer),
    server.as(demo.admin),
  ]);
  for (const u of (await admin.get('/api/super-admin/users')).body as Array<{
    id: string;
    email: string;
  }>)
    ids[u.email] = u.id;
  for (const c of (await admin.get('/api/super-admin/companies')).body as Array<{
    id: string;
    name: string;
  }>)
    ids[c.name] = c.id;
});
afterAll(() => server?.close());

type DealRow = {
  id: string;
  dealNumber: string;
  productType: string;
  status: string;
  currency: string;
  totalValue: string | null;
  commissionAmount?: string | null;
  sellerCompanyName: string;
  buyerCompanyName: string;
};

const dealBody = (patch: Record<string, unknown> = {}) => ({
  productType: 'crude_oil_brent',
  volume: 50000,
  volumeUnit: 'bbl',
  pricePerUnit: '78.12',
  sellerId: ids[demo.seller],
  buyerId: ids[demo.buyer],
  sellerCompanyId: ids['Niger Delta Petroleum Ltd'],
  buyerCompanyId: ids['Gulf Coast Energy Trading LLC'],
  deliveryLocation: 'Houston, TX',
  deliveryDate: '2031-03-01',
  ...patch,
});

const all = async (c: Client, query = '') =>
  (await c.get(`/api/deals?limit=500${query}`)).body as DealRow[];

/** Parses the export (no quoted newlines in these rows). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)]
        .filter((m) => m.index! < line.length || m[1] !== '')
        .map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')),
    );
}

describe('create deal: the trustworthy form’s rules', () => {
  test('the same company on both sides is refused on the buyer company field', async () => {
    const res = await broker.post(
      '/api/deals',
      dealBody({ buyerCompanyId: ids['Niger Delta Petroleum Ltd'] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: 'buyerCompanyId',
      message: 'Seller and buyer must be different companies',
    });
  });

  test('a delivery date before today is refused; today is accepted', async () => {
    const res = await broker.post('/api/deals', dealBody({ deliveryDate: '2020-01-01' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: 'deliveryDate',
      message: 'Delivery date cannot be in the past',
    });
    const today = new Date().toISOString().slice(0, 10);
    const ok = await broker.post('/api/deals', dealBody({ deliveryDate: today }));
    expect(ok.status, ok.text).toBe(201);
  });

  test('the currency must be an ISO 4217 code, never truncated', async () => {
    for (const currency of ['USS', 'US', 'USDT']) {
      const res = await broker.post('/api/deals', dealBody({ currency }));
      expect(res.status, currency).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain('currency');
    }
    const eur = await broker.post('/api/deals', dealBody({ currency: 'EUR' }));
    expect(eur.status, eur.text).toBe(201);
    expect(eur.body.currency).toBe('EUR');
  });
});

describe('the parties of a new deal', () => {
  test('only KYC-approved companies, sellers’ on one side and buyers’ on the other', async () => {
    const res = await broker.get('/api/deals/parties');
    expect(res.status).toBe(200);
    const companies = (await admin.get('/api/super-admin/companies')).body as Array<{
      id: string;
      kycStatus: string;
      ownerId: string;
    }>;
    const users = (await admin.get('/api/super-admin/users')).body as Array<{
      id: string;
      role: string;
    }>;
    const roleOf = (id: string) => users.find((u) => u.id === id)?.role;
    const { sellers, buyers } = res.body as {
      sellers: Array<{ companyId: string; companyName: string; ownerId: string }>;
      buyers: Array<{ companyId: string; companyName: string; ownerId: string }>;
    };
    expect(sellers.map((p) => p.companyName)).toContain('Niger Delta Petroleum Ltd');
    expect(buyers.map((p) => p.companyName)).toContain('Gulf Coast Energy Trading LLC');
    expect(sellers.map((p) => p.companyName)).not.toContain('Tema Refinery Trading Co');
    expect(buyers.map((p) => p.companyName)).not.toContain('Hanseatic Energy Import GmbH');
    const expected = (role: string) =>
      companies
        .filter((c) => c.kycStatus === 'approved' && roleOf(c.ownerId) === role)
        .map((c) => c.id)
        .sort();
    expect(sellers.map((p) => p.companyId).sort()).toEqual(expected('seller'));
    expect(buyers.map((p) => p.companyId).sort()).toEqual(expected('buyer'));
    // Every offered pair is accepted by Create Deal.
    const created = await broker.post(
      '/api/deals',
      dealBody({
        sellerCompanyId: sellers.at(-1)!.companyId,
        sellerId: sellers.at(-1)!.ownerId,
        buyerCompanyId: buyers.at(-1)!.companyId,
        buyerId: buyers.at(-1)!.ownerId,
      }),
    );
    expect(created.status, created.text).toBe(201);
  });

  test('sellers and buyers may not list them', async () => {
    expect((await seller.get('/api/deals/parties')).status).toBe(403);
    expect((await buyer.get('/api/deals/parties')).status).toBe(403);
  });
});

describe('search', () => {
  test('by deal number (part of it) or product name, within the caller’s deals', async () => {
    const mine = await all(broker);
    const target = mine[3]!;
    const byNumber = await all(broker, `&q=${target.dealNumber.slice(-6)}`);
    expect(byNumber.map((d) => d.id)).toContain(target.id);
    expect(byNumber.every((d) => d.dealNumber.includes(target.dealNumber.slice(-6)))).toBe(true);

    const brent = await broker.get('/api/deals?limit=500&q=brent');
    expect(brent.status).toBe(200);
    expect(Number(brent.headers['x-total-count'])).toBe(
      mine.filter((d) => d.productType === 'crude_oil_brent').length,
    );
    const gas = await all(broker, '&q=natural%20gas');
    expect(gas.every((d) => d.productType === 'natural_gas')).toBe(true);
    expect(gas.length).toBe(mine.filter((d) => d.productType === 'natural_gas').length);
  });

  test('combines with the status filter; wildcards match themselves; too long → 400', async () => {
    const res = await all(broker, '&q=crude&status=negotiation');
    expect(
      res.every((d) => d.status === 'negotiation' && d.productType.startsWith('crude_oil')),
    ).toBe(true);
    expect(await all(broker, '&q=%25')).toEqual([]);
    expect(await all(broker, '&q=_')).toEqual([]);
    expect((await broker.get(`/api/deals?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  test('a seller’s search never matches the anonymous buyer’s name', async () => {
    const mine = await all(seller);
    const hidden = (await all(admin)).filter((d) =>
      mine.some((m) => m.id === d.id && m.buyerCompanyName === 'Anonymous buyer'),
    );
    expect(hidden.length).toBeGreaterThan(0);
    const res = await all(seller, `&q=${encodeURIComponent(hidden[0]!.buyerCompanyName)}`);
    expect(res).toEqual([]);
  });
});

describe('summary', () => {
  test('counts and USD values per status add up to the list; commission for brokers only', async () => {
    const mine = await all(broker);
    const res = await broker.get('/api/deals/summary');
    expect(res.status).toBe(200);
    const summary = res.body as {
      byStatus: Array<{ status: string; count: number; totalValue: string }>;
      totalCount: number;
      totalValue: string;
      commissionTotal?: string;
      otherCurrencyCount: number;
    };
    expect(summary.byStatus.map((s) => s.status)).toEqual([...dealStatuses]);
    expect(summary.totalCount).toBe(mine.length);
    const cents = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100);
    for (const s of summary.byStatus) {
      const inStatus = mine.filter((d) => d.status === s.status);
      expect(s.count, s.status).toBe(inStatus.length);
      expect(cents(s.totalValue), s.status).toBe(
        inStatus.filter((d) => d.currency === 'USD').reduce((n, d) => n + cents(d.totalValue), 0),
      );
    }
    const live = mine.filter((d) => d.status !== 'cancelled' && d.currency === 'USD');
    expect(cents(summary.totalValue)).toBe(live.reduce((n, d) => n + cents(d.totalValue), 0));
    // Commission earned (docs/product.md#figures): completed USD deals only, never a cancelled one's.
    const completed = live.filter((d) => d.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    expect(cents(summary.commissionTotal)).toBe(
      completed.reduce((n, d) => n + cents(d.commissionAmount), 0),
    );
    expect(summary.otherCurrencyCount).toBe(mine.filter((d) => d.currency !== 'USD').length);

    const sellerSummary = (await seller.get('/api/deals/summary')).body;
    expect(sellerSummary).not.toHaveProperty('commissionTotal');
    expect(sellerSummary.totalCount).toBe((await all(seller)).length);
    expect((await buyer.get('/api/deals/summary')).body).not.toHaveProperty('commissionTotal');
  });

  test('narrowed by the search', async () => {
    const res = await broker.get('/api/deals/summary?q=diesel');
    expect(res.body.totalCount).toBe((await all(broker, '&q=diesel')).length);
  });
});

describe('CSV export', () => {
  test('the filtered list, every row, with commission columns for brokers only', async () => {
    const res = await broker.get('/api/deals/export?status=negotiation');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="deals-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([
      'Deal number',
      'Product',
      'Volume',
      'Unit',
      'Price per unit',
      'Currency',
      'Total value',
      'Status',
      'Seller company',
      'Buyer company',
      'Delivery location',
      'Delivery date',
      'Created at',
      'Commission rate',
      'Commission amount',
    ]);
    const expected = await all(broker, '&status=negotiation');
    expect(rows.map((r) => r[0])).toEqual(expected.map((d) => d.dealNumber));
    expect(rows.every((r) => r[7] === 'negotiation')).toBe(true);
  });

  test('sellers get no commission and no anonymous buyer’s name', async () => {
    const res = await seller.get('/api/deals/export');
    const [header, ...rows] = parseCsv(res.text);
    expect(header).not.toContain('Commission rate');
    const mine = await all(seller);
    expect(rows).toHaveLength(mine.length);
    const anonymous = mine.filter((d) => d.buyerCompanyName === 'Anonymous buyer');
    expect(anonymous.length).toBeGreaterThan(0);
    for (const d of anonymous)
      expect(rows.find((r) => r[0] === d.dealNumber)![9]).toBe('Anonymous buyer');
  });

  test('streams thousands of deals in order without losing one', async () => {
    const n = 1100;
    await server.app.services.database.query(`
      INSERT INTO deals (deal_number, broker_id, seller_id, buyer_id, seller_company_id, buyer_company_id,
        product_type, volume, volume_unit, price_per_unit, total_value, currency, commission_rate,
        commission_amount, status, notes, created_at, updated_at)
      SELECT 'PB-2019-' || lpad(g::text, 6, '0'), '${ids[demo.broker]}', '${ids[demo.seller]}',
        '${ids[demo.buyer]}', '${ids['Niger Delta Petroleum Ltd']}', '${ids['Gulf Coast Energy Trading LLC']}',
        'diesel', 1000, 'MT', 10, 10000, 'USD', 2.5, 250, 'negotiation', '=HYPERLINK("x")',
        timestamp '2019-01-01' + g * interval '1 minute', timestamp '2019-01-01'
      FROM generate_series(1, ${n}) g`);
    const res = await broker.get('/api/deals/export?q=PB-2019');
    const [, ...rows] = parseCsv(res.text);
    expect(rows).toHaveLength(n);
    expect(rows[0]![0]).toBe(`PB-2019-${String(n).padStart(6, '0')}`);
    expect(rows.at(-1)![0]).toBe('PB-2019-000001');
    expect(new Set(rows.map((r) => r[0])).size).toBe(n);
    const listed = await broker.get('/api/deals?q=PB-2019&limit=20&offset=1000');
    expect(listed.headers['x-total-count']).toBe(String(n));
    expect(listed.body).toHaveLength(20);
  });

  test('a cell that a spreadsheet would run as a formula is neutralised', async () => {
    const created = await broker.post(
      '/api/deals',
      dealBody({ deliveryLocation: '=cmd|"/c calc"!A1' }),
    );
    expect(created.status).toBe(201);
    const res = await broker.get(`/api/deals/export?q=${created.body.dealNumber}`);
    const [, row] = parseCsv(res.text);
    expect(row![10]).toBe(`'=cmd|"/c calc"!A1`);
  });
});
