/**
 * The super admin overview's trends (last 30 days against the 30 before) and Recent Activity (the
 * platform's latest deal events and KYC document decisions), on a small data set without demo data.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, dealEvents, deals, kycDocuments, rfqs, users } from '../src/db/schema';
import { hashPassword } from '../src/auth/passwords';
import { newAccount, startServer, type Client, type TestServer } from './support/harness';

const DAY = 86_400_000;
let server: TestServer;
let admin: Client, broker: Client;
let seller: Client & { id: string }, buyer: Client & { id: string };
const id: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer({ seedDemo: false });
  const passwordHash = await hashPassword('staff-password');
  await server.app.services.database.db.insert(users).values([
    { email: 'admin@example.com', role: 'admin', passwordHash, authProvider: 'local' },
    { email: 'broker@example.com', role: 'broker', passwordHash, authProvider: 'local' },
  ]);
  admin = server.client(await server.login('admin@example.com', 'staff-password'));
  broker = server.client(await server.login('broker@example.com', 'staff-password'));
  [seller, buyer] = await Promise.all([newAccount(server, 'seller'), newAccount(server, 'buyer')]);
  const company = async (c: Client, name: string) => {
    const res = await c.post('/api/companies', { name, country: 'Nigeria' });
    // Approved as a fixture: a review needs its four documents approved (issue 27, kyc-approval.test.ts),
    // whose decisions would crowd the Recent Activity this file checks.
    await server.app.services.database.db
      .update(companies)
      .set({ kycStatus: 'approved' })
      .where(eq(companies.id, res.body.id));
    return res.body.id as string;
  };
  id.sc = await company(seller, 'Trend Seller Ltd');
  id.bc = await company(buyer, 'Trend Buyer LLC');
});
afterAll(() => server?.close());

async function createDeal(volume: number, pricePerUnit: number) {
  server.clock.advance(1000);
  const res = await broker.post('/api/deals', {
    productType: 'diesel',
    volume,
    volumeUnit: 'MT',
    pricePerUnit,
    sellerId: seller.id,
    buyerId: buyer.id,
    sellerCompanyId: id.sc,
    buyerCompanyId: id.bc,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; dealNumber: string };
}

/** Marks a deal completed `days` ago (its move to completed on the timeline), as a finished trade. */
async function completeAgo(dealId: string, days: number) {
  const db = server.app.services.database.db;
  const at = new Date(server.clock.now - days * DAY);
  await db.update(deals).set({ status: 'completed', lockedAt: at }).where(eq(deals.id, dealId));
  await db.insert(dealEvents).values({
    dealId,
    kind: 'status_changed',
    fromStatus: 'delivered',
    toStatus: 'completed',
    createdAt: at,
  });
}

/** Moves a row's creation back by `days` from the server's now. */
async function age(table: typeof deals | typeof rfqs, rowId: string, days: number) {
  await server.app.services.database.db
    .update(table)
    .set({ createdAt: new Date(server.clock.now - days * DAY) })
    .where(eq(table.id, rowId));
}

describe('super admin overview', () => {
  test('no previous period: zeros and nulls, never an invented change', async () => {
    const res = await admin.get('/api/super-admin/metrics');
    expect(res.status).toBe(200);
    expect(res.body.trends).toEqual({
      deals: { current: 0, previous: 0 },
      volume: { current: 0, previous: 0 },
      commission: { current: '0.00', previous: '0.00' },
      matchSuccess: { current: null, previous: null },
    });
    expect(res.body.recentActivity).toEqual([]);
  });

  test('trends count the last 30 days against the 30 before, by creation', async () => {
    // Previous period: one deal of 1,000 MT at 100 (commission 2,500.00), 40 days old.
    const old = await createDeal(1000, 100);
    await age(deals, old.id, 40);
    // Older than 60 days: counted in the totals only.
    const ancient = await createDeal(5000, 100);
    await age(deals, ancient.id, 90);
    // Current period: two deals, one of them cancelled (counted as a deal, not in volume or commission).
    const current = await createDeal(2000, 100);
    const cancelled = await createDeal(3000, 100);
    await broker.patch(`/api/deals/${cancelled.id}/status`, { status: 'cancelled' });
    // RFQs: one this month (no deal), one last month answered by a deal.
    server.clock.advance(1000);
    const rfq = async () =>
      (
        await buyer.post('/api/rfqs', {
          productType: 'diesel',
          volume: 100,
          volumeUnit: 'MT',
          maxPricePerUnit: 700,
          deliveryLocation: 'Houston',
          requiredDeliveryDate: '2031-01-31',
        })
      ).body.id as string;
    await rfq();
    const answered = await rfq();
    const fromRfq = await seller.post('/api/deals/from-rfq', {
      rfqId: answered,
      proposedPrice: 650,
    });
    expect(fromRfq.status).toBe(201);
    await age(rfqs, answered, 35);
    await age(deals, fromRfq.body.id, 35);

    // Commission is earned at completion (docs/product.md#figures), so its trend goes by completion
    // time: 2,500.00 completed 40 days ago, 5,000.00 five days ago, 12,500.00 ninety days ago (neither).
    await completeAgo(old.id, 40);
    await completeAgo(current.id, 5);
    await completeAgo(ancient.id, 90);

    const { body } = await admin.get('/api/super-admin/metrics');
    expect(body.totalDeals).toBe(5);
    expect(body.totalCommission).toBe('20000.00'); // every completed deal, all time
    expect(body.trends).toEqual({
      deals: { current: 2, previous: 2 },
      volume: { current: 2000, previous: 1100 },
      commission: { current: '5000.00', previous: '2500.00' },
      matchSuccess: { current: 0, previous: 100 },
    });
  });

  test('recent activity: deal events and KYC decisions, newest first, with the actor role', async () => {
    const deal = await createDeal(10, 100);
    server.clock.advance(1000);
    await admin.put(`/api/super-admin/deals/${deal.id}/commission`, {
      commissionRate: 3,
      reason: 'Desk agreement',
    });
    // A KYC decision a minute later (the upload flow is covered by kyc.test.ts).
    const [adminRow] = await server.app.services.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    const reviewedAt = new Date(server.clock.now + 60_000);
    const [doc] = await server.app.services.database.db
      .insert(kycDocuments)
      .values({
        companyId: id.sc!,
        documentType: 'business_license',
        originalFileName: 'licence.pdf',
        filePath: 'kyc/licence.pdf',
        fileSize: 1000,
        mimeType: 'application/pdf',
        status: 'rejected',
        reviewedBy: adminRow!.id,
        reviewedAt,
      })
      .returning();
    server.clock.advance(120_000);

    const { body } = await admin.get('/api/super-admin/metrics');
    const activity = body.recentActivity as Array<Record<string, unknown>>;
    expect(activity.length).toBeLessThanOrEqual(10);
    expect(activity[0]).toEqual({
      id: doc!.id,
      kind: 'kyc_document_reviewed',
      createdAt: reviewedAt.toISOString(),
      actorRole: 'admin',
      dealId: null,
      dealNumber: null,
      fromStatus: null,
      toStatus: null,
      companyId: id.sc,
      companyName: 'Trend Seller Ltd',
      documentType: 'business_license',
      decision: 'rejected',
    });
    expect(activity[1]).toMatchObject({
      kind: 'commission_changed',
      actorRole: 'admin',
      dealId: deal.id,
      dealNumber: deal.dealNumber,
      companyId: null,
      decision: null,
    });
    expect(activity[2]).toMatchObject({
      kind: 'created',
      actorRole: 'broker',
      dealId: deal.id,
      toStatus: 'negotiation',
    });
    const times = activity.map((a) => Date.parse(a.createdAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('sellers, buyers and brokers get 403', async () => {
    for (const c of [seller, buyer, broker])
      expect((await c.get('/api/super-admin/metrics')).status).toBe(403);
  });
});
