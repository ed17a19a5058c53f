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
    }>;
    const offer = offers.find((o) => o.isActive)!;
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
