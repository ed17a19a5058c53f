/**
 * Regression tests for the input findings: U+0000 in text, `?q=%00`, `offset=1e19` (each was a 500),
 * and a proposal for more than the offer holds.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demo, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let seller: Client;
let buyer: Client;
let admin: Client;
beforeAll(async () => {
  server = await startServer();
  seller = await server.as(demo.seller);
  buyer = await server.as(demo.buyer);
  admin = await server.as(demo.admin);
  // Seeding and three scrypt sign-ins on a shared machine: a hang guard.
}, 240_000);
afterAll(() => server?.close());

const NUL = 'Text must not contain the NUL character (U+0000)';

describe('U+0000 in text → 400 with the field named, never 500', () => {
  test.each([
    ['company name', () => seller.post('/api/companies', { name: 'Nul\u0000 Ltd' }), 'name'],
    [
      'offer terms',
      () =>
        seller.post('/api/offers', {
          productType: 'diesel',
          volume: 100,
          volumeUnit: 'bbl',
          pricePerUnit: '10',
          deliveryLocation: 'Lagos',
          terms: 'FOB\u0000',
        }),
      'terms',
    ],
    [
      'RFQ specifications',
      () =>
        buyer.post('/api/rfqs', {
          productType: 'diesel',
          volume: 100,
          maxPricePerUnit: '10',
          deliveryLocation: 'Rotterdam\u0000',
          requiredDeliveryDate: '2027-01-01',
          specifications: 'x',
        }),
      'deliveryLocation',
    ],
    [
      'registration names',
      () =>
        server.request('POST', '/api/auth/register', {
          body: {
            email: 'nul@example.com',
            password: 'tanker-crude-42',
            firstName: 'A\u0000',
            lastName: 'B',
            role: 'buyer',
          },
        }),
      'firstName',
    ],
    [
      'KYC file name',
      () =>
        seller.post('/api/kyc-documents', {
          documentType: 'business_license',
          originalFileName: 'a\u0000.pdf',
          filePath: 'kyc/x',
          fileSize: 10,
        }),
      'originalFileName',
    ],
    [
      'a nested key',
      () => seller.post('/api/companies', { name: 'Ok', ['web\u0000site']: 'x' }),
      'web\u0000site',
    ],
  ])('%s', async (_name, send, path) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message: NUL });
  });

  test('a sign-in with U+0000 in the e-mail is a 400, not a 500', async () => {
    const res = await server.request('POST', '/api/auth/login', {
      body: { email: 'a\u0000@example.com', password: 'whatever' },
    });
    expect(res.status).toBe(400);
  });
});

describe('query strings and path parameters', () => {
  test.each(['/api/offers', '/api/rfqs'])(
    '%s with q = U+0000 (q=%%00 in the URL) → 400',
    async (url) => {
      const res = await buyer.get(`${url}?q=%00`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path: 'q', message: NUL });
    },
  );

  test.each(['/api/offers', '/api/rfqs', '/api/deals'])('%s?offset=1e19 → 400', async (url) => {
    const res = await admin.get(`${url}?offset=1e19`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: 'offset',
      message: 'must be at most 9007199254740991',
    });
    expect((await admin.get(`${url}?offset=9007199254740991`)).status).toBe(200);
  });
});

describe('a proposal may not ask for more than the offer holds', () => {
  test('quantity above the offer volume → 400 on quantity; exactly the volume → 201', async () => {
    const offers = (await buyer.get('/api/offers')).body as Array<{
      id: string;
      volume: number;
      volumeUnit: string;
      isActive: boolean;
      remainingVolume: number;
      deliveryPassed: boolean;
    }>;
    // An offer nothing of which is committed yet (issue 27: a proposal is bounded by what remains).
    const offer = offers.find(
      (o) => o.isActive && !o.deliveryPassed && o.remainingVolume === o.volume,
    )!;
    const over = await buyer.post('/api/deals/from-offer', {
      offerId: offer.id,
      proposedPrice: '50',
      quantity: offer.volume + 1,
    });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      {
        path: 'quantity',
        message: `Quantity must not exceed the offer's volume (${offer.volume.toLocaleString('en-US')} ${offer.volumeUnit})`,
      },
    ]);
    const exact = await buyer.post('/api/deals/from-offer', {
      offerId: offer.id,
      proposedPrice: '50',
      quantity: offer.volume,
    });
    expect(exact.status, exact.text).toBe(201);
  });
});

describe('hostile JSON (issue 28): deep nesting and lone surrogates are 400s naming the field', () => {
  const SURROGATE =
    'Text must be valid Unicode: it contains a lone UTF-16 surrogate (e.g. \\ud800 without its pair)';

  test('~2,200 levels of nesting (4 KB, no session) → 400 before anything walks it', async () => {
    for (const url of ['/api/auth/login', '/api/auth/register', '/api/payments/webhook']) {
      const res = await server.request('POST', url, {
        body: `${'['.repeat(2200)}${']'.repeat(2200)}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toEqual([
        {
          path: 'body',
          message: 'JSON nesting is too deep: at most 64 levels of arrays and objects',
        },
      ]);
    }
    // Brackets inside strings are text, not nesting.
    const inText = await server.request('POST', '/api/auth/login', {
      body: { email: `${'['.repeat(3000)}@example.com`, password: 'x' },
    });
    expect(inText.status).toBeLessThan(500);
    expect(JSON.stringify(inText.body)).not.toContain('nesting');
  });

  test('a lone surrogate in text stored as jsonb (plan features) → 400 on the field', async () => {
    const res = await admin.post('/api/payments/plans', {
      name: 'Plan',
      price: '1',
      features: ['ok', 'bad\ud800'],
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'features.1', message: SURROGATE });
  });

  test('a lone surrogate anywhere text enters: body values, keys, query strings', async () => {
    const name = await seller.post('/api/companies', { name: 'Lone \udc00 Ltd' });
    expect(name.status).toBe(400);
    expect(name.body.errors).toContainEqual({ path: 'name', message: SURROGATE });
    const key = await seller.post('/api/companies', { name: 'Ok', ['k\ud800']: 'x' });
    expect(key.status).toBe(400);
    expect(key.body.errors).toContainEqual({ path: 'k\ufffd', message: SURROGATE });
    // A pair is fine: text with emoji goes through.
    const pair = await buyer.get(`/api/offers?q=${encodeURIComponent('🛢️')}`);
    expect(pair.status).toBe(200);
  });
});
