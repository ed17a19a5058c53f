/**
 * Oversight by admins and super admins (issue 16): deactivating accounts (their sessions end at once,
 * sign-in is refused) and companies (their users cannot trade), and the audit log of every
 * administrative action, on the demo data.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { oversightMessages } from '@petrobridge/domain';
import { sessions, users } from '../src/db/schema';
import { demo, DEMO_PASSWORD, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let superAdmin: Client, admin: Client, broker: Client, seller: Client, buyer: Client;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  superAdmin = await server.as(demo.superAdmin);
  admin = await server.as(demo.admin);
  broker = await server.as(demo.broker);
  seller = await server.as(demo.seller);
  buyer = await server.as(demo.buyer);
  const list = (await admin.get('/api/admin/users')).body as Array<{ id: string; email: string }>;
  for (const u of list) ids[u.email] = u.id;
  const companies = (await admin.get('/api/super-admin/companies')).body as Array<{
    id: string;
    name: string;
    kycStatus: string;
  }>;
  for (const c of companies) ids[`company:${c.name}`] = c.id;
  ids.pendingCompany = companies.find((c) => c.kycStatus === 'pending')!.id;
  ids.reviewedCompany = companies.find((c) => c.kycStatus === 'under_review')!.id;
});
afterAll(() => server?.close());

const signIn = (email: string, password = DEMO_PASSWORD) =>
  server.request('POST', '/api/auth/login', { body: { email, password } });

const auditOf = async (query: string) => {
  const res = await admin.get(`/api/admin/audit-log?${query}`);
  expect(res.status, res.text).toBe(200);
  return res;
};

describe('deactivating an account', () => {
  test('ends its sessions at once, refuses its sign-in, and reactivation restores it', async () => {
    const email = demo.sellerGhana;
    const session = server.client(await server.login(email, DEMO_PASSWORD));
    expect((await session.get('/api/auth/user')).status).toBe(200);

    server.clock.advance(1000);
    const res = await superAdmin.post(`/api/admin/users/${ids[email]}/deactivate`, {
      reason: '  Fraudulent listings  ',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: ids[email],
      deactivationReason: 'Fraudulent listings',
      deactivatedAt: new Date(server.clock.now).toISOString(),
    });
    // The session row is gone with the deactivation, and the next request is 401 (no cache delay).
    const { db } = server.app.services.database;
    expect(await db.select().from(sessions).where(eq(sessions.userId, ids[email]!))).toEqual([]);
    const after = await session.get('/api/auth/user');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Unauthorized' });

    // The right password: the refusal says why. A wrong one says nothing more than for anyone.
    const refused = await signIn(email);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: oversightMessages.accountDeactivated });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const wrong = await signIn(email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid credentials' });

    // The user list shows the state.
    const listed = (await admin.get('/api/admin/users?role=seller')).body as Array<{
      id: string;
      deactivationReason: string | null;
    }>;
    expect(listed.find((u) => u.id === ids[email])?.deactivationReason).toBe('Fraudulent listings');

    expect(
      (await admin.post(`/api/admin/users/${ids[email]}/deactivate`, { reason: 'Again' })).status,
    ).toBe(409);

    server.clock.advance(1000);
    const back = await admin.post(`/api/admin/users/${ids[email]}/reactivate`, {
      reason: 'Cleared by compliance',
    });
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({ deactivatedAt: null, deactivationReason: null });
    expect((await signIn(email)).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${ids[email]}/reactivate`, {})).status).toBe(409);

    const log = await auditOf(`targetType=user&targetId=${ids[email]}`);
    expect(log.headers['x-total-count']).toBe('2');
    expect(log.body).toMatchObject([
      {
        action: 'user_reactivated',
        targetType: 'user',
        targetId: ids[email],
        actor: { id: ids[demo.admin], email: demo.admin, name: 'Daniel Keller', role: 'admin' },
        details: {
          reason: 'Cleared by compliance',
          before: { active: false, reason: 'Fraudulent listings' },
          after: { active: true },
        },
      },
      {
        action: 'user_deactivated',
        actor: { id: ids[demo.superAdmin], email: demo.superAdmin, role: 'super_admin' },
        details: {
          reason: 'Fraudulent listings',
          before: { active: true },
          after: { active: false },
          sessionsEnded: 1,
        },
        createdAt: expect.any(String),
      },
    ]);
  });

  test('the Overview’s Active Users count no deactivated account', async () => {
    // The demo seller in Angola has live offers, so she counts among the active sellers.
    const email = demo.sellerAngola;
    const activeSellers = async () =>
      ((await superAdmin.get('/api/super-admin/metrics')).body as { activeSellers: number })
        .activeSellers;
    const before = await activeSellers();
    expect(before).toBeGreaterThan(0);
    const off = await admin.post(`/api/admin/users/${ids[email]}/deactivate`, {
      reason: 'Duplicate account',
    });
    expect(off.status, off.text).toBe(200);
    expect(await activeSellers()).toBe(before - 1);
    const on = await admin.post(`/api/admin/users/${ids[email]}/reactivate`, {});
    expect(on.status, on.text).toBe(200);
    expect(await activeSellers()).toBe(before);
  });

  test('a reason is required; unknown ids are 404', async () => {
    const target = ids[demo.buyerLondon]!;
    for (const body of [{}, { reason: '   ' }, { reason: null }]) {
      const res = await admin.post(`/api/admin/users/${target}/deactivate`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'reason', message: 'Reason is required' }]);
    }
    const long = await admin.post(`/api/admin/users/${target}/deactivate`, {
      reason: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toBe('Reason must be at most 2000 characters');
    expect(
      (
        await admin.post(`/api/admin/users/${crypto.randomUUID()}/deactivate`, {
          reason: 'Nobody',
        })
      ).status,
    ).toBe(404);
    const [row] = await server.app.services.database.db
      .select({ deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, target));
    expect(row?.deactivatedAt).toBeNull();
  });

  test('nobody deactivates themselves; an admin cannot touch a super admin', async () => {
    const self = await admin.post(`/api/admin/users/${ids[demo.admin]}/deactivate`, {
      reason: 'Me',
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot deactivate your own account');
    const selfSuper = await superAdmin.post(`/api/admin/users/${ids[demo.superAdmin]}/deactivate`, {
      reason: 'Me',
    });
    expect(selfSuper.status).toBe(403);
    const onSuper = await admin.post(`/api/admin/users/${ids[demo.superAdmin]}/deactivate`, {
      reason: 'Coup',
    });
    expect(onSuper.status).toBe(403);
    expect(onSuper.body.message).toBe(
      'Only a super admin can deactivate or reactivate a super admin',
    );
    // Both still work.
    expect((await admin.get('/api/auth/user')).status).toBe(200);
    expect((await superAdmin.get('/api/auth/user')).status).toBe(200);
  });

  test('traders and brokers may not deactivate or read the audit log', async () => {
    for (const c of [broker, seller, buyer]) {
      expect(
        (await c.post(`/api/admin/users/${ids[demo.buyerLondon]}/deactivate`, { reason: 'x' }))
          .status,
      ).toBe(403);
      expect(
        (
          await c.post(`/api/admin/companies/${ids.pendingCompany}/deactivate`, {
            reason: 'x',
          })
        ).status,
      ).toBe(403);
      expect((await c.get('/api/admin/audit-log')).status).toBe(403);
    }
  });
});

describe('deactivating a company', () => {
  const offer = {
    productType: 'diesel',
    volume: 500,
    volumeUnit: 'MT',
    pricePerUnit: 720,
  };

  test('its users cannot trade until it is reactivated; the owner is told', async () => {
    const companyId = ids['company:Niger Delta Petroleum Ltd']!;
    const sellerOffer = await seller.post('/api/offers', offer);
    expect(sellerOffer.status, sellerOffer.text).toBe(201);
    // One the owner closed before: it stays closed through all that follows.
    const closed = (await seller.post('/api/offers', offer)).body as { id: string };
    expect((await seller.patch(`/api/offers/${closed.id}`, { isActive: false })).status).toBe(200);
    const market = async (client: Client) => {
      const res = await client.get('/api/offers?limit=500');
      expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
      return res.body as Array<{ id: string; companyId?: string }>;
    };
    const listed = (await market(broker)).filter((o) => o.companyId === companyId);
    expect(listed.map((o) => o.id)).toContain(sellerOffer.body.id);
    expect(listed.map((o) => o.id)).not.toContain(closed.id);

    server.clock.advance(1000);
    const res = await admin.post(`/api/admin/companies/${companyId}/deactivate`, {
      reason: 'Sanctions screening',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: companyId,
      isActive: false,
      deactivationReason: 'Sanctions screening',
    });

    const refused = await seller.post('/api/offers', offer);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: oversightMessages.companyDeactivated });
    const named = await seller.post('/api/offers', { ...offer, companyId });
    expect(named.status).toBe(403);
    expect(named.body.message).toBe(oversightMessages.companyDeactivated);
    // Its listings left the marketplace; its owner sees why, and neither they nor an admin put one
    // back while the company is deactivated.
    expect((await market(buyer)).map((o) => o.id)).not.toContain(sellerOffer.body.id);
    expect((await market(broker)).filter((o) => o.companyId === companyId)).toEqual([]);
    const own = (await seller.get(`/api/offers/${sellerOffer.body.id}`)).body;
    expect(own).toMatchObject({
      isActive: false,
      deactivationReason: 'Company deactivated: Sanctions screening',
    });
    const reopen = await seller.patch(`/api/offers/${sellerOffer.body.id}`, { isActive: true });
    expect(reopen.status).toBe(409);
    const putBack = await admin.delete(`/api/admin/offers/${sellerOffer.body.id}/deactivation`);
    expect(putBack.status).toBe(409);
    expect(putBack.body.message).toBe(
      "This offer's company is deactivated: reactivate the company to put its listings back",
    );
    // The other side: a buyer proposing on its offer (opened before), a broker's deal with it.
    const proposal = await buyer.post('/api/deals/from-offer', {
      offerId: sellerOffer.body.id,
      proposedPrice: '700.00',
      quantity: 100,
    });
    expect(proposal.status).toBe(409);
    expect(proposal.body.message).toBe('This offer is no longer active');
    const deal = await broker.post('/api/deals', {
      productType: 'diesel',
      volume: 100,
      volumeUnit: 'MT',
      pricePerUnit: 700,
      sellerId: ids[demo.seller],
      buyerId: ids[demo.buyer],
      sellerCompanyId: companyId,
      buyerCompanyId: ids['company:Gulf Coast Energy Trading LLC'],
    });
    expect(deal.status).toBe(403);
    expect(deal.body.message).toBe('Seller company has been deactivated');

    // Negotiating on a running deal of the company is trading too.
    const running = (
      (await admin.get('/api/deals?status=negotiation')).body as Array<{
        id: string;
        sellerCompanyId: string;
        sellerId: string;
        buyerId: string;
      }>
    ).find((d) => d.sellerCompanyId === companyId && d.sellerId === ids[demo.seller]);
    expect(running, 'a deal in negotiation of the demo seller').toBeDefined();
    if (running) {
      const counter = await seller.post(`/api/deals/${running.id}/proposals`, {
        pricePerUnit: '710.00',
        volume: 100,
      });
      expect(counter.status, counter.text).toBe(403);
      expect(counter.body.message).toBe(oversightMessages.companyDeactivated);
      if (running.buyerId === ids[demo.buyer]) {
        const other = await buyer.post(`/api/deals/${running.id}/proposals`, {
          pricePerUnit: '705.00',
          volume: 100,
        });
        expect(other.status).toBe(403);
        expect(other.body.message).toBe('Seller company has been deactivated');
      }
    }

    const notes = (await seller.get('/api/notifications')).body as Array<{
      title: string;
      message: string;
    }>;
    expect(notes.find((n) => n.title === 'Company deactivated')?.message).toBe(
      'Niger Delta Petroleum Ltd was deactivated by an administrator and cannot trade: Sanctions ' +
        'screening. Its listings are off the marketplace until it is reactivated.',
    );
    expect(
      (await admin.post(`/api/admin/companies/${companyId}/deactivate`, { reason: 'x' })).status,
    ).toBe(409);

    server.clock.advance(1000);
    const back = await superAdmin.post(`/api/admin/companies/${companyId}/reactivate`, {});
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({ isActive: true, deactivationReason: null });
    // The listings it took off come back, and only those.
    expect(
      (await market(broker))
        .filter((o) => o.companyId === companyId)
        .map((o) => o.id)
        .sort(),
    ).toEqual(listed.map((o) => o.id).sort());
    expect((await seller.get(`/api/offers/${sellerOffer.body.id}`)).body).toMatchObject({
      isActive: true,
      deactivationReason: null,
    });
    expect((await seller.get(`/api/offers/${closed.id}`)).body).toMatchObject({ isActive: false });
    expect((await seller.post('/api/offers', offer)).status).toBe(201);
    expect((await superAdmin.post(`/api/admin/companies/${companyId}/reactivate`, {})).status).toBe(
      409,
    );

    const log = await auditOf(`targetType=company&targetId=${companyId}`);
    expect(log.body.map((e: { action: string }) => e.action)).toEqual([
      'company_reactivated',
      'company_deactivated',
    ]);
    expect(log.body[1].details).toMatchObject({
      reason: 'Sanctions screening',
      listingsWithdrawn: listed.length,
      before: { active: true },
      after: { active: false },
    });
    expect(log.body[0].details).toMatchObject({ listingsRestored: listed.length });
  });

  test('a reason is required; unknown companies are 404', async () => {
    const res = await admin.post(`/api/admin/companies/${ids.pendingCompany}/deactivate`, {
      reason: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'reason', message: 'Reason is required' }]);
    expect(
      (await admin.post(`/api/admin/companies/${crypto.randomUUID()}/deactivate`, { reason: 'x' }))
        .status,
    ).toBe(404);
  });
});

describe('the audit log', () => {
  test('records broker decisions, KYC decisions and commission changes with before and after', async () => {
    const pendingBroker = ids[demo.brokerPending]!;
    server.clock.advance(1000);
    expect(
      (
        await admin.patch(`/api/admin/users/${pendingBroker}/approval`, {
          decision: 'approved',
          notes: 'Licence checked',
        })
      ).status,
    ).toBe(200);
    const [approval] = (await auditOf(`targetType=user&targetId=${pendingBroker}`)).body;
    expect(approval).toMatchObject({
      action: 'broker_approved',
      actor: { email: demo.admin },
      details: {
        notes: 'Licence checked',
        before: { approvalStatus: 'pending' },
        after: { approvalStatus: 'approved' },
      },
    });

    server.clock.advance(1000);
    const review = await admin.post(`/api/companies/${ids.pendingCompany}/kyc-review`, {
      status: 'rejected',
      notes: 'Licence expired',
    });
    expect(review.status, review.text).toBe(200);
    const [kyc] = (await auditOf(`targetType=company&targetId=${ids.pendingCompany}`)).body;
    expect(kyc).toMatchObject({
      action: 'company_kyc_reviewed',
      details: {
        notes: 'Licence expired',
        before: { kycStatus: 'pending' },
        after: { kycStatus: 'rejected' },
      },
    });

    const docs = (await admin.get(`/api/companies/${ids.reviewedCompany}/kyc-documents`))
      .body as Array<{ id: string; status: string }>;
    expect(docs.length).toBeGreaterThan(0);
    if (docs.length) {
      const doc = docs[0]!;
      server.clock.advance(1000);
      const reviewed = await admin.put(`/api/kyc-documents/${doc.id}/review`, {
        status: 'approved',
      });
      expect(reviewed.status, reviewed.text).toBe(200);
      const [docEntry] = (await auditOf(`targetType=company&targetId=${ids.reviewedCompany}`)).body;
      expect(docEntry).toMatchObject({
        action: 'kyc_document_reviewed',
        details: {
          documentId: doc.id,
          before: { status: doc.status },
          after: { status: 'approved' },
        },
      });
    }

    const deals = (await admin.get('/api/super-admin/deals?status=negotiation')).body as Array<{
      id: string;
      commissionRate: string;
    }>;
    const target = deals[0]!;
    server.clock.advance(1000);
    const changed = await superAdmin.put(`/api/super-admin/deals/${target.id}/commission`, {
      commissionRate: 3.2,
      reason: 'Agreed with the broker',
    });
    expect(changed.status, changed.text).toBe(200);
    const [commission] = (await auditOf(`targetType=deal&targetId=${target.id}`)).body;
    expect(commission).toMatchObject({
      action: 'commission_rate_changed',
      actor: { email: demo.superAdmin },
      details: {
        before: { commissionRate: target.commissionRate },
        after: { commissionRate: '3.20' },
      },
    });
  });

  test('filters by actor, pages with X-Total-Count, newest first', async () => {
    const mine = await auditOf(`actor=${ids[demo.superAdmin]}`);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(
      mine.body.every((e: { actor: { id: string } }) => e.actor.id === ids[demo.superAdmin]),
    ).toBe(true);

    const all = await auditOf('limit=500');
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(all.body.length);
    expect(total).toBeGreaterThanOrEqual(7);
    const times = all.body.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page = await auditOf('limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe(String(total));
    expect(page.body.map((e: { id: string }) => e.id)).toEqual(
      all.body.slice(1, 3).map((e: { id: string }) => e.id),
    );

    for (const bad of ['targetType=nonsense', 'actor=not-a-uuid', 'limit=0', 'offset=-1']) {
      const res = await admin.get(`/api/admin/audit-log?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors?.length, bad).toBeGreaterThan(0);
    }
  });
});
