import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demo, startServer, type Client, type Loose, type TestServer } from './support/harness';

let server: TestServer;
let seller: Client, buyer: Client, broker: Client, admin: Client;
let offer: Loose, rfq: Loose;

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  [seller, buyer, broker, admin] = await Promise.all([
    server.as(demo.seller),
    server.as(demo.buyer),
    server.as(demo.broker),
    server.as(demo.admin),
  ]);
  const now = server.clock.now;
  offer = (
    await seller.post('/api/offers', {
      productType: 'heating_oil',
      volume: 4000,
      volumeUnit: 'MT',
      pricePerUnit: '500.00',
      deliveryLocation: 'Ras Tanura',
      deliveryDate: isoDay(now + 20 * DAY),
    })
  ).body;
  rfq = (
    await buyer.post('/api/rfqs', {
      productType: 'heating_oil',
      volume: '4000',
      volumeUnit: 'MT',
      maxPricePerUnit: '520.00',
      deliveryLocation: 'Mumbai',
      requiredDeliveryDate: isoDay(now + 40 * DAY),
    })
  ).body;
  expect(offer.id).toBeTruthy();
  expect(rfq.id).toBeTruthy();
});
afterAll(() => server?.close());

describe('candidates', () => {
  test("an RFQ's candidates rank its offer first with every reason and the seller's identity", async () => {
    const res = await broker.get(`/api/rfqs/${rfq.id}/candidates`);
    expect(res.status).toBe(200);
    const mine = res.body.find((c: Loose) => c.offer.id === offer.id);
    expect(mine).toMatchObject({ score: 100, isMatch: true });
    expect(mine.reasons.map((r: Loose) => [r.factor, r.ok])).toEqual([
      ['product', true],
      ['volume', true],
      ['price', true],
      ['delivery', true],
      ['kyc', true],
    ]);
    expect(mine.offer.companyName).toBeTruthy();
    expect(mine.offer.sellerId).toBe(offer.sellerId);
    const scores = res.body.map((c: Loose) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const c of res.body) {
      expect(c.offer.productType).toBe('heating_oil');
      expect(c.score).toBeGreaterThan(0);
    }
  });

  test("an offer's candidates are open RFQs of its product with the buyer's identity", async () => {
    const res = await admin.get(`/api/offers/${offer.id}/candidates?limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(5);
    const mine = res.body.find((c: Loose) => c.rfq.id === rfq.id);
    expect(mine).toMatchObject({ score: 100, isMatch: true, rfq: { buyerId: rfq.buyerId } });
    expect(mine.rfq.companyName).toBeTruthy();
  });

  test("a barrel RFQ's reasons speak barrels, not tonnes (issue 27)", async () => {
    // 4,000 MT of heating oil at 500 USD/MT = 29,800 bbl at 67.11 USD/bbl (7.45 bbl per MT).
    const barrels = await buyer.post('/api/rfqs', {
      productType: 'heating_oil',
      volume: '29800',
      volumeUnit: 'bbl',
      maxPricePerUnit: '70.00',
      deliveryLocation: 'Mumbai',
      requiredDeliveryDate: isoDay(server.clock.now + 40 * DAY),
    });
    expect(barrels.status).toBe(201);
    const res = await broker.get(`/api/rfqs/${barrels.body.id}/candidates`);
    const mine = res.body.find((c: Loose) => c.offer.id === offer.id);
    const text = (factor: string) => mine.reasons.find((r: Loose) => r.factor === factor).text;
    expect(text('volume')).toBe('Offers 29,800 bbl (4,000 MT) for 29,800 bbl requested');
    expect(text('price')).toBe('67.11 USD/bbl, within the maximum 70.00');
    // The offer itself stays in its own unit and price.
    expect(mine.offer).toMatchObject({ volume: 4000, volumeUnit: 'MT', pricePerUnit: '500.00' });
    await buyer.patch(`/api/rfqs/${barrels.body.id}`, { isActive: false });
  });

  test('buyers and sellers may not ask (403); an unknown listing is a 404', async () => {
    for (const who of [buyer, seller]) {
      expect((await who.get(`/api/rfqs/${rfq.id}/candidates`)).status).toBe(403);
      expect((await who.get(`/api/offers/${offer.id}/candidates`)).status).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    const r = await broker.get(`/api/rfqs/${unknown}/candidates`);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('RFQ not found');
    const o = await broker.get(`/api/offers/${unknown}/candidates`);
    expect(o.status).toBe(404);
    expect(o.body.message).toBe('Offer not found');
  });
});

describe('a matched deal', () => {
  const dealBody = (patch: Record<string, unknown> = {}) => ({
    productType: 'heating_oil',
    volume: 4000,
    volumeUnit: 'MT',
    pricePerUnit: '500.00',
    sellerId: offer.sellerId,
    sellerCompanyId: offer.companyId,
    buyerId: rfq.buyerId,
    buyerCompanyId: rfq.companyId,
    ...patch,
  });

  test('links the offer and the RFQ it comes from', async () => {
    const res = await broker.post('/api/deals', dealBody({ offerId: offer.id, rfqId: rfq.id }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ offerId: offer.id, rfqId: rfq.id });
    const read = await broker.get(`/api/deals/${res.body.id}`);
    expect(read.body).toMatchObject({ offerId: offer.id, rfqId: rfq.id });
  });

  test('refuses listings of another owner or product, under their fields', async () => {
    const res = await broker.post('/api/deals', dealBody({ offerId: rfq.id, rfqId: offer.id }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'offerId', message: 'The offer must be the seller’s, of the same product' },
      { path: 'rfqId', message: 'The RFQ must be the buyer’s, of the same product' },
    ]);
    const other = await broker.post(
      '/api/deals',
      dealBody({ productType: 'diesel', offerId: offer.id }),
    );
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([
      { path: 'offerId', message: 'The offer must be the seller’s, of the same product' },
    ]);
  });
});

describe('a passed delivery date', () => {
  test('is never a match: gone from the candidates and from the buyer’s matched offers', async () => {
    const before = (await buyer.get('/api/buyer/matched-offers')).body as Loose[];
    expect(before.some((m) => m.id === offer.id)).toBe(true);

    server.clock.advance(25 * DAY); // the offer delivered 20 days from now; the RFQ needs 40
    // The sessions have timed out by then: sign in again.
    [broker, buyer] = await Promise.all([server.as(demo.broker), server.as(demo.buyer)]);
    const candidates = (await broker.get(`/api/rfqs/${rfq.id}/candidates?limit=100`)).body;
    expect(candidates.some((c: Loose) => c.offer.id === offer.id)).toBe(false);
    expect((await broker.get(`/api/offers/${offer.id}/candidates`)).body).toEqual([]);
    const after = (await buyer.get('/api/buyer/matched-offers')).body as Loose[];
    expect(after.some((m) => m.id === offer.id)).toBe(false);
  });
});
