import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dealStatuses, kycStatuses, productTypes } from '@petrobridge/domain';
import { sql } from 'drizzle-orm';
import { seedDemoIfEmpty } from '../src/seed/demo';
import { demo, DEMO_PASSWORD, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startServer();
  admin = await server.as(demo.admin);
});
afterAll(() => server?.close());

describe('demo data', () => {
  test.each([
    [demo.superAdmin, 'super_admin'],
    [demo.admin, 'admin'],
    [demo.broker, 'broker'],
    [demo.seller, 'seller'],
    [demo.buyer, 'buyer'],
  ])('%s signs in with the demo password as %s', async (email, role) => {
    // A real sign-in with the password (server.as would insert a session directly).
    const client = server.client(await server.login(email, DEMO_PASSWORD));
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email, role });
  });

  test('companies in every KYC state; sellers in Nigeria, Angola, Ghana; buyers in the US and Europe', async () => {
    const companies = (await admin.get('/api/super-admin/companies')).body as Array<{
      kycStatus: string;
      country: string;
      ownerId: string;
    }>;
    expect(new Set(companies.map((c) => c.kycStatus))).toEqual(new Set(kycStatuses));
    const users = (await admin.get('/api/super-admin/users')).body as Array<{
      id: string;
      role: string;
    }>;
    const roleOf = (id: string) => users.find((u) => u.id === id)!.role;
    const countries = (role: string) =>
      new Set(companies.filter((c) => roleOf(c.ownerId) === role).map((c) => c.country));
    for (const country of ['Nigeria', 'Angola', 'Ghana'])
      expect(countries('seller')).toContain(country);
    expect(countries('buyer')).toContain('United States');
    expect(
      [...countries('buyer')].some((c) =>
        ['Netherlands', 'Germany', 'France', 'United Kingdom'].includes(c),
      ),
    ).toBe(true);
  });

  test('the demo seller’s and buyer’s companies are KYC-approved and complete', async () => {
    for (const email of [demo.seller, demo.buyer]) {
      const companies = (await (await server.as(email)).get('/api/companies')).body as Array<{
        kycStatus: string;
        kycCompletionPercentage: number;
      }>;
      expect(companies[0]).toMatchObject({ kycStatus: 'approved', kycCompletionPercentage: 100 });
    }
  });

  test('offers and RFQs for all seven products', async () => {
    const broker = await server.as(demo.broker);
    const offers = (await broker.get('/api/offers?limit=500')).body as Array<{
      productType: string;
    }>;
    const rfqs = (await broker.get('/api/rfqs?limit=500')).body as Array<{ productType: string }>;
    expect(new Set(offers.map((o) => o.productType))).toEqual(new Set(productTypes));
    expect(new Set(rfqs.map((r) => r.productType))).toEqual(new Set(productTypes));
  });

  test('proof of product: one verified offer, one document awaiting review, files downloadable', async () => {
    const buyer = await server.as(demo.buyer);
    const offers = (await buyer.get('/api/offers?limit=500')).body as Array<{
      id: string;
      productType: string;
      verifiedSupply: boolean;
    }>;
    const verified = offers.filter((o) => o.verifiedSupply);
    expect(verified.map((o) => o.productType)).toEqual(['crude_oil_brent']);
    // A buyer reads the approved documents' types only.
    const forBuyer = (await buyer.get(`/api/offers/${verified[0]!.id}/documents`)).body as Array<{
      documentType: string;
      originalFileName: string | null;
    }>;
    expect(forBuyer.map((d) => [d.documentType, d.originalFileName]).sort()).toEqual([
      ['inspection_report', null],
      ['storage_receipt', null],
    ]);
    const queue = await admin.get('/api/offer-documents');
    expect(queue.headers['x-total-count']).toBe('1');
    const [pending] = queue.body as Array<{ id: string; productType: string; status: string }>;
    expect(pending).toMatchObject({ productType: 'diesel', status: 'pending' });
    const file = await admin.get(`/api/offer-documents/${pending!.id}/download`);
    expect(file.status).toBe(200);
    expect(file.text.startsWith('%PDF-')).toBe(true);
  });

  test('deals in every status, each with a consistent event trail', async () => {
    const deals = (await admin.get('/api/deals?limit=500')).body as Array<{
      id: string;
      status: string;
    }>;
    expect(new Set(deals.map((d) => d.status))).toEqual(new Set(dealStatuses));
    for (const deal of deals) {
      const { events } = (await admin.get(`/api/deals/${deal.id}`)).body as {
        events: Array<{ kind: string; toStatus: string | null }>;
      };
      expect(events[0]!.kind).toBe('created');
      const moves = events.filter((e) => e.toStatus);
      expect(moves.at(-1)!.toStatus).toBe(deal.status);
    }
  });

  test('KYC documents in every review state, with history and real files', async () => {
    const companies = (await admin.get('/api/companies')).body as Array<{ id: string }>;
    const states = new Set<string>();
    let withHistory = 0;
    for (const c of companies) {
      const docs = (await admin.get(`/api/companies/${c.id}/kyc-documents`)).body as Array<{
        id: string;
        status: string;
      }>;
      for (const d of docs) {
        states.add(d.status);
        if (((await admin.get(`/api/kyc-documents/${d.id}/history`)).body as unknown[]).length)
          withHistory++;
      }
    }
    expect(states).toEqual(new Set(kycStatuses));
    expect(withHistory).toBeGreaterThan(0);
  });

  test('unread and read notifications: 3 unread for the seller, 2 for the buyer', async () => {
    for (const [email, unread] of [
      [demo.seller, 3],
      [demo.buyer, 2],
    ] as const) {
      const notes = (await (await server.as(email)).get('/api/notifications')).body as Array<{
        isRead: boolean;
        type: string;
      }>;
      expect(notes.filter((n) => !n.isRead)).toHaveLength(unread);
      expect(notes.filter((n) => n.isRead).length).toBeGreaterThan(0);
      expect(new Set(notes.map((n) => n.type)).size).toBeGreaterThan(1);
    }
  });

  test('marking read: one, then all', async () => {
    const seller = await server.as(demo.seller);
    const before = (await seller.get('/api/notifications')).body as Array<{
      id: string;
      isRead: boolean;
    }>;
    const first = before.find((n) => !n.isRead)!;
    expect((await seller.post(`/api/notifications/${first.id}/read`)).status).toBe(204);
    expect((await seller.post(`/api/notifications/${first.id}/read`)).status).toBe(204); // idempotent
    const after = (await seller.get('/api/notifications')).body as Array<{
      id: string;
      isRead: boolean;
    }>;
    expect(after.filter((n) => !n.isRead)).toHaveLength(2);
    await seller.post('/api/notifications/read-all');
    expect(
      ((await seller.get('/api/notifications')).body as Array<{ isRead: boolean }>).every(
        (n) => n.isRead,
      ),
    ).toBe(true);
  });

  test('a database that has data is not seeded again', async () => {
    expect(await seedDemoIfEmpty(server.app.services)).toBe(false);
  });
});

describe('without demo data', () => {
  test('SEED_DEMO=false: no accounts, demoData false; Secure cookies over HTTPS; seeding fills an emptied database', async () => {
    const empty = await startServer({
      seedDemo: false,
      config: { publicUrl: 'https://pb.example' },
    });
    try {
      expect((await empty.request('GET', '/api/config')).body).toEqual({
        demoData: false,
        oidcEnabled: false,
      });
      const login = await empty.request('POST', '/api/auth/login', {
        body: { email: demo.seller, password: 'petrobridge-demo' },
      });
      expect(login.status).toBe(401);
      // Served over HTTPS (PUBLIC_URL), the session cookie is Secure.
      const body = {
        email: 'first@example.com',
        password: 'secret-pass',
        firstName: 'F',
        lastName: 'L',
        role: 'buyer',
      };
      expect((await empty.request('POST', '/api/auth/register', { body })).status).toBe(201);
      const signedIn = await empty.request('POST', '/api/auth/login', {
        body: { email: body.email, password: body.password },
      });
      const sessionCookie = [signedIn.headers['set-cookie'] ?? []]
        .flat()
        .find((c) => String(c).startsWith('pb_session='));
      expect(sessionCookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
      const uploadUrl = await empty.request('POST', '/api/kyc-documents/upload-url', {
        cookie: String(sessionCookie).split(';')[0],
      });
      expect(uploadUrl.body.uploadURL).toMatch(/^https:\/\/pb\.example\/api\/uploads\//);
      await empty.app.services.database.db.execute(sql`delete from users`);
      // How long seeding takes is a figure for `npm run bench:api` to print, not a test.
      expect(await seedDemoIfEmpty(empty.app.services)).toBe(true);
      expect((await empty.request('GET', '/api/auth/user')).status).toBe(401);
      expect(
        (
          await empty.request('POST', '/api/auth/login', {
            body: { email: demo.seller, password: DEMO_PASSWORD },
          })
        ).status,
      ).toBe(200);
    } finally {
      await empty.close();
    }
  }, 180_000); // a hang guard: this test seeds a whole database again, slow on a busy machine
});

describe('companies', () => {
  test('§5 register company: name required; industry defaults to oil_gas; the owner is the caller', async () => {
    const buyer = await server.as(demo.buyer);
    const missing = await buyer.post('/api/companies', { name: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({
      path: 'name',
      message: 'Company name is required',
    });
    const blank = await buyer.post('/api/companies', { name: '   ' });
    expect(blank.body.errors).toContainEqual({ path: 'name', message: 'Company name is required' });
    const tooLong = await buyer.post('/api/companies', { name: 'x'.repeat(256) });
    expect(tooLong.status).toBe(400);
    const me = (await buyer.get('/api/auth/user')).body as { id: string };
    const created = await buyer.post('/api/companies', {
      name: 'Second Buyer Co',
      ownerId: crypto.randomUUID(),
      website: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ownerId: me.id,
      industry: 'oil_gas',
      kycStatus: 'pending',
      kycCompletionPercentage: 0,
      isActive: true,
      website: null,
    });
  });

  test('sellers and buyers list their own companies; staff list all, by name', async () => {
    const seller = await server.as(demo.seller);
    const own = (await seller.get('/api/companies')).body as Array<{ ownerId: string }>;
    const me = (await seller.get('/api/auth/user')).body as { id: string };
    expect(own.every((c) => c.ownerId === me.id)).toBe(true);
    const all = (await admin.get('/api/companies')).body as Array<{ name: string }>;
    expect(all.length).toBeGreaterThan(own.length);
    expect(all.map((c) => c.name)).toEqual(
      [...all.map((c) => c.name)].sort((a, b) => (a < b ? -1 : 1)),
    );
  });
});
