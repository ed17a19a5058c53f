/**
 * Broker verification, brokers' least privilege and counterparty identity on deals (docs/security.md):
 * what a pending broker, a broker outside a company's reach, and a deal's seller and buyer see on the wire.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  demo,
  newAccount,
  startServer,
  type Client,
  type Loose,
  type TestServer,
} from './support/harness';
import { completeKyc } from './support/kyc';

let server: TestServer;
let admin: Client;
let superAdmin: Client;
let broker: Client;
let broker2: Client;
let seller: Client;
let buyer: Client;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  admin = await server.as(demo.admin);
  superAdmin = await server.as(demo.superAdmin);
  broker = await server.as(demo.broker);
  broker2 = await server.as(demo.broker2);
  seller = await server.as(demo.seller);
  buyer = await server.as(demo.buyer);
  for (const u of (await admin.get('/api/super-admin/users')).body as Loose[]) ids[u.email] = u.id;
  for (const c of (await admin.get('/api/super-admin/companies')).body as Loose[])
    ids[c.name] = c.id;
});
afterAll(() => server?.close());

const AWAITING = 'Your broker account is awaiting approval';
const REJECTED = 'Your broker account was not approved';

describe('broker verification', () => {
  test('a self-registered broker starts pending and can sign in; the demo brokers are approved', async () => {
    const pending = await newAccount(server, 'broker');
    const me = await pending.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      role: 'broker',
      approvalStatus: 'pending',
      approvalNotes: null,
      approvalReviewedAt: null,
    });
    expect((await broker.get('/api/auth/user')).body.approvalStatus).toBe('approved');
    expect((await broker2.get('/api/auth/user')).body.approvalStatus).toBe('approved');
    // The demo data's pending broker: signs in, awaits approval, holds no power yet.
    const demoPending = await server.as(demo.brokerPending);
    expect((await demoPending.get('/api/auth/user')).body).toMatchObject({
      role: 'broker',
      approvalStatus: 'pending',
    });
    const queue = await demoPending.get('/api/companies/kyc-review');
    expect(queue.status).toBe(403);
    expect(queue.body.message).toBe(AWAITING);
    const pendingQueue = (await admin.get('/api/admin/users?role=broker&status=pending'))
      .body as Loose[];
    expect(pendingQueue.map((u) => u.email)).toContain(demo.brokerPending);
    // Sellers and buyers need no verification.
    const trader = await newAccount(server, 'seller');
    expect((await trader.get('/api/auth/user')).body.approvalStatus).toBe('approved');
  });

  test('a pending broker gets 403 with the approval message on every broker power', async () => {
    const pending = await newAccount(server, 'broker');
    const [deal] = (await admin.get('/api/deals')).body as Loose[];
    const docs = (await admin.get(`/api/companies/${ids['Bonny Light Exports Ltd']}/kyc-documents`))
      .body as Loose[];
    const tema = (
      await admin.get(`/api/companies/${ids['Tema Refinery Trading Co']}/kyc-documents`)
    ).body as Loose[];
    const anyDoc = [...docs, ...tema][0];
    const powers: Array<[string, () => Promise<{ status: number; body: Loose }>]> = [
      ['KYC review queue', () => pending.get('/api/companies/kyc-review')],
      [
        'KYC review decision',
        () =>
          pending.post(`/api/companies/${ids['Bonny Light Exports Ltd']}/kyc-review`, {
            status: 'approved',
          }),
      ],
      ['companies', () => pending.get('/api/companies')],
      [
        'KYC documents of a company awaiting review',
        () => pending.get(`/api/companies/${ids['Tema Refinery Trading Co']}/kyc-documents`),
      ],
      ['document download', () => pending.get(`/api/kyc-documents/${anyDoc.id}/download`)],
      ['document history', () => pending.get(`/api/kyc-documents/${anyDoc.id}/history`)],
      ['deal list', () => pending.get('/api/deals')],
      ['a deal', () => pending.get(`/api/deals/${deal.id}`)],
      [
        'create a deal',
        () =>
          pending.post('/api/deals', {
            productType: 'diesel',
            volume: 100,
            volumeUnit: 'MT',
            sellerId: ids[demo.seller],
            buyerId: ids[demo.buyer],
            sellerCompanyId: ids['Niger Delta Petroleum Ltd'],
            buyerCompanyId: ids['Gulf Coast Energy Trading LLC'],
          }),
      ],
      ['move a deal', () => pending.patch(`/api/deals/${deal.id}/status`, { status: 'cancelled' })],
      ['lock a deal', () => pending.patch(`/api/deals/${deal.id}/lock`)],
      ['offers (with identities for brokers)', () => pending.get('/api/offers')],
      ['RFQs (matching)', () => pending.get('/api/rfqs')],
      ['broker dashboard', () => pending.get('/api/analytics/metrics')],
    ];
    for (const [name, call] of powers) {
      const res = await call();
      expect({ name, status: res.status, message: res.body?.message }).toEqual({
        name,
        status: 403,
        message: AWAITING,
      });
    }
    // Their own account, notifications and sign-out stay open.
    expect((await pending.get('/api/notifications')).status).toBe(200);
    expect((await pending.post('/api/notifications/read-all')).status).toBe(204);
    expect((await pending.post('/api/auth/logout')).status).toBe(204);
  });

  test('an admin approves a pending broker: the same session gains the broker powers', async () => {
    const pending = await newAccount(server, 'broker');
    expect((await pending.get('/api/companies/kyc-review')).status).toBe(403);

    const queue = await admin.get('/api/admin/users?role=broker&status=pending');
    expect(queue.status).toBe(200);
    expect((queue.body as Loose[]).map((u) => u.id)).toContain(pending.id);
    expect((queue.body as Loose[]).every((u) => u.role === 'broker')).toBe(true);
    expect((queue.body as Loose[]).every((u) => u.approvalStatus === 'pending')).toBe(true);
    const approvedList = (await admin.get('/api/admin/users?status=approved')).body as Loose[];
    expect(approvedList.map((u) => u.id)).not.toContain(pending.id);
    expect(approvedList.map((u) => u.email)).toContain(demo.broker);

    const decided = await superAdmin.patch(`/api/admin/users/${pending.id}/approval`, {
      decision: 'approved',
      notes: 'Licence checked',
    });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body).toMatchObject({
      id: pending.id,
      approvalStatus: 'approved',
      approvalNotes: 'Licence checked',
    });
    expect(decided.body.approvalReviewedAt).toEqual(expect.any(String));
    const me = await pending.get('/api/auth/user');
    expect(me.body.approvalStatus).toBe('approved');
    expect((await pending.get('/api/companies/kyc-review')).status).toBe(200);
    expect((await pending.get('/api/deals')).status).toBe(200);
  });

  test('the broker is notified of each decision, with the admin’s notes', async () => {
    const account = await newAccount(server, 'broker');
    const notices = async () => (await account.get('/api/notifications')).body as Loose[];
    expect(await notices()).toEqual([]);

    await admin.patch(`/api/admin/users/${account.id}/approval`, {
      decision: 'rejected',
      notes: 'No brokerage licence on file',
    });
    // Unread, and readable while rejected: the reason is what they need to act on.
    expect(await notices()).toEqual([
      expect.objectContaining({
        userId: account.id,
        title: 'Broker account not approved',
        message: 'Your broker account was not approved: No brokerage licence on file',
        type: 'warning',
        isRead: false,
        relatedEntityType: null,
        relatedEntityId: null,
      }),
    ]);

    await superAdmin.patch(`/api/admin/users/${account.id}/approval`, { decision: 'approved' });
    const [latest, earlier] = await notices();
    expect(latest).toMatchObject({
      title: 'Broker account approved',
      message: 'Your broker account was approved: you can now review KYC and broker deals.',
      type: 'success',
    });
    expect(earlier.title).toBe('Broker account not approved');

    await admin.patch(`/api/admin/users/${account.id}/approval`, {
      decision: 'approved',
      notes: '  Licence renewed  ',
    });
    expect((await notices())[0].message).toBe(
      'Your broker account was approved: you can now review KYC and broker deals. Notes: Licence renewed',
    );
    // Rejected again: an approved broker with no deals would take the next auto-assigned deal from the
    // demo brokers the later tests follow.
    await admin.patch(`/api/admin/users/${account.id}/approval`, { decision: 'rejected' });
    expect((await notices())[0].message).toBe('Your broker account was not approved.');
    // Only the broker hears about it.
    for (const c of [admin, superAdmin])
      expect(
        ((await c.get('/api/notifications')).body as Loose[]).some((n) =>
          String(n.title).startsWith('Broker account'),
        ),
      ).toBe(false);
  });

  test('a rejected broker is told so, and loses the powers an approval gave', async () => {
    const account = await newAccount(server, 'broker');
    const rejected = await admin.patch(`/api/admin/users/${account.id}/approval`, {
      decision: 'rejected',
      notes: 'No brokerage licence',
    });
    expect(rejected.status).toBe(200);
    const res = await account.get('/api/companies/kyc-review');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(REJECTED);
    expect((await account.get('/api/auth/user')).body).toMatchObject({
      approvalStatus: 'rejected',
      approvalNotes: 'No brokerage licence',
    });

    await admin.patch(`/api/admin/users/${account.id}/approval`, { decision: 'approved' });
    expect((await account.get('/api/companies/kyc-review')).status).toBe(200);
    await admin.patch(`/api/admin/users/${account.id}/approval`, { decision: 'rejected' });
    expect((await account.get('/api/deals')).status).toBe(403);
  });

  test('only admins and super admins decide, only on brokers, with a valid decision', async () => {
    const account = await newAccount(server, 'broker');
    for (const c of [broker, seller, buyer, account]) {
      const res = await c.patch(`/api/admin/users/${account.id}/approval`, {
        decision: 'approved',
      });
      expect(res.status).toBe(403);
      expect((await c.get('/api/admin/users')).status).toBe(403);
    }
    expect((await account.get('/api/auth/user')).body.approvalStatus).toBe('pending');

    const notBroker = await admin.patch(`/api/admin/users/${ids[demo.seller]}/approval`, {
      decision: 'approved',
    });
    expect(notBroker.status).toBe(409);
    expect(notBroker.body.message).toBe('Only broker accounts need approval');
    const unknown = await admin.patch(`/api/admin/users/${crypto.randomUUID()}/approval`, {
      decision: 'approved',
    });
    expect(unknown.status).toBe(404);
    const invalid = await admin.patch(`/api/admin/users/${account.id}/approval`, {
      decision: 'maybe',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toContainEqual(expect.objectContaining({ path: 'decision' }));
    const badFilter = await admin.get('/api/admin/users?status=unknown');
    expect(badFilter.status).toBe(400);
  });

  test('no one grants themselves a role or an approval at registration', async () => {
    for (const role of ['admin', 'super_admin']) {
      const res = await server.request('POST', '/api/auth/register', {
        body: {
          email: `${role}-self@example.com`,
          password: 'secret-pass',
          firstName: 'Self',
          lastName: 'Grant',
          role,
        },
      });
      expect(res.status).toBe(400);
    }
    const sneaky = await server.request('POST', '/api/auth/register', {
      body: {
        email: 'sneaky-broker@example.com',
        password: 'secret-pass',
        firstName: 'Sneaky',
        lastName: 'Broker',
        role: 'broker',
        approvalStatus: 'approved',
      },
    });
    // Either refused as an unknown property, or ignored: the account is never approved by itself.
    if (sneaky.status === 201) expect(sneaky.body.approvalStatus).toBe('pending');
    else expect(sneaky.status).toBe(400);
    const users = (await admin.get('/api/admin/users')).body as Loose[];
    expect(users.filter((u) => u.email.endsWith('-self@example.com'))).toEqual([]);
  });
});

describe('least privilege for brokers', () => {
  test('a broker lists the companies awaiting review and those of their deals, nothing else', async () => {
    const names = async (c: Client) =>
      ((await c.get('/api/companies')).body as Loose[]).map((x) => x.name).sort();
    const mine = await names(broker);
    // In the review queue: Bonny Light (pending), Tema (under review). Parties to the demo broker's deals.
    expect(mine).toEqual(
      expect.arrayContaining([
        'Bonny Light Exports Ltd',
        'Tema Refinery Trading Co',
        'Niger Delta Petroleum Ltd',
        'Gulf Coast Energy Trading LLC',
        'Luanda Offshore Energy SA',
      ]),
    );
    expect(mine).not.toContain('Cabinda Crude Partners Lda');
    const theirs = await names(broker2);
    expect(theirs).not.toContain('Niger Delta Petroleum Ltd');
    expect(theirs).not.toContain('Cabinda Crude Partners Lda');
    const all = await names(admin);
    expect(all).toContain('Cabinda Crude Partners Lda');
    expect(all.length).toBeGreaterThan(mine.length);
  });

  test('outside their reach a company, its documents and files do not exist for a broker (404)', async () => {
    const nigerDelta = ids['Niger Delta Petroleum Ltd'];
    const docs = (await admin.get(`/api/companies/${nigerDelta}/kyc-documents`)).body as Loose[];
    expect(docs.length).toBeGreaterThan(0);
    // broker2 brokers no deal of Niger Delta, and its KYC is decided.
    expect((await broker2.get(`/api/companies/${nigerDelta}/kyc-documents`)).status).toBe(404);
    expect((await broker2.get(`/api/kyc-documents/${docs[0].id}/download`)).status).toBe(404);
    expect((await broker2.get(`/api/kyc-documents/${docs[0].id}/history`)).status).toBe(404);
    expect(
      (
        await broker2.post(`/api/companies/${nigerDelta}/kyc-review`, {
          status: 'rejected',
          notes: 'Incomplete',
        })
      ).status,
    ).toBe(404);
    // The demo broker brokers its deals: readable, and the file downloads.
    expect((await broker.get(`/api/companies/${nigerDelta}/kyc-documents`)).status).toBe(200);
    const file = await broker.get(`/api/kyc-documents/${docs[0].id}/download`);
    expect(file.status).toBe(200);
    // Readable as a party, but no longer in the queue: the decision stands.
    const redo = await broker.post(`/api/companies/${nigerDelta}/kyc-review`, {
      status: 'rejected',
      notes: 'Incomplete',
    });
    expect(redo.status).toBe(409);
    expect(redo.body.message).toBe('This company is not awaiting KYC review');
  });

  test('a company enters a broker’s reach when it awaits review and when a deal of theirs names it', async () => {
    const owner = await newAccount(server, 'seller');
    const created = await owner.post('/api/companies', { name: 'Reach Test Ltd' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    // A new company is pending: in the queue, so every broker may read it and decide.
    expect((await broker2.get(`/api/companies/${id}/kyc-documents`)).status).toBe(200);
    await completeKyc(server, owner, id, admin);
    const approved = await broker2.post(`/api/companies/${id}/kyc-review`, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    // Decided, and no deal: out of reach for both brokers, still there for admins.
    expect((await broker2.get(`/api/companies/${id}/kyc-documents`)).status).toBe(404);
    expect((await broker.get(`/api/companies/${id}/kyc-documents`)).status).toBe(404);
    expect((await admin.get(`/api/companies/${id}/kyc-documents`)).status).toBe(200);
    // The demo broker makes a deal with it: theirs to read again, not broker2's.
    const deal = await broker.post('/api/deals', {
      productType: 'diesel',
      volume: 100,
      volumeUnit: 'MT',
      sellerId: owner.id,
      buyerId: ids[demo.buyer],
      sellerCompanyId: id,
      buyerCompanyId: ids['Gulf Coast Energy Trading LLC'],
    });
    expect(deal.status, deal.text).toBe(201);
    expect((await broker.get(`/api/companies/${id}/kyc-documents`)).status).toBe(200);
    expect((await broker2.get(`/api/companies/${id}/kyc-documents`)).status).toBe(404);
  });
});

describe('counterparty identity on deals', () => {
  /** Every deal payload `client` gets for `dealId`, as JSON text, with the parsed detail. */
  async function payloads(client: Client, dealId: string, dashboard: string) {
    const list = ((await client.get('/api/deals?limit=500')).body as Loose[]).find(
      (d) => d.id === dealId,
    );
    const detail = (await client.get(`/api/deals/${dealId}`)).body;
    const row = ((await client.get(dashboard)).body as Loose[]).find((d) => d.id === dealId);
    const notifications = ((await client.get('/api/notifications')).body as Loose[]).filter(
      (n) => n.relatedEntityId === dealId,
    );
    expect(list).toBeDefined();
    expect(row).toBeDefined();
    return {
      list,
      detail,
      row,
      text: JSON.stringify([list, detail, row, notifications]),
    };
  }

  test('a buyer’s proposal: neither side learns the other until the lock, then only the company name', async () => {
    const angola = await server.as(demo.sellerAngola);
    const angolaId = ids[demo.sellerAngola]!;
    const buyerId = ids[demo.buyer]!;
    const offer = ((await broker.get('/api/offers')).body as Loose[]).find(
      (o) => o.sellerId === angolaId && o.isActive,
    );
    const proposed = await buyer.post('/api/deals/from-offer', {
      offerId: offer.id,
      proposedPrice: '80',
      quantity: 1000,
    });
    expect(proposed.status, proposed.text).toBe(201);
    const dealId = proposed.body.id as string;
    const sellerSecrets = [
      angolaId,
      demo.sellerAngola,
      ids['Luanda Offshore Energy SA']!,
      'Luanda Offshore Energy SA',
    ];
    const buyerSecrets = [
      buyerId,
      demo.buyer,
      ids['Gulf Coast Energy Trading LLC']!,
      'Gulf Coast Energy Trading LLC',
    ];

    // Before the lock.
    const asBuyer = await payloads(buyer, dealId, '/api/buyer/deals');
    for (const secret of sellerSecrets) expect(asBuyer.text).not.toContain(secret);
    expect(asBuyer.detail).toMatchObject({
      sellerId: null,
      sellerCompanyId: null,
      sellerCompanyName: 'Anonymous seller',
      buyerId,
      buyerCompanyName: 'Gulf Coast Energy Trading LLC',
    });
    expect(asBuyer.row.sellerCompany).toBe('Anonymous seller');
    const asSeller = await payloads(angola, dealId, '/api/seller/deals');
    for (const secret of buyerSecrets) expect(asSeller.text).not.toContain(secret);
    expect(asSeller.detail).toMatchObject({
      buyerId: null,
      buyerCompanyId: null,
      buyerCompanyName: 'Anonymous buyer',
      sellerCompanyName: 'Luanda Offshore Energy SA',
    });
    expect(asSeller.row.buyerCompany).toBe('Anonymous buyer');
    // The buyer's events reach the seller by role only; the buyer sees their own id.
    expect(asSeller.detail.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'proposal', actorId: null, actorRole: 'buyer' }),
      ]),
    );
    expect(asBuyer.detail.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'proposal', actorId: buyerId, actorRole: 'buyer' }),
      ]),
    );

    // The seller accepts the buyer's terms (agreed: the lock may bind them), then locks the trade.
    const [open] = (await angola.get(`/api/deals/${dealId}`)).body.proposals as Loose[];
    const agreed = await angola.post(`/api/deals/${dealId}/proposals/${open.id}/accept`);
    expect(agreed.status, agreed.text).toBe(200);
    expect(agreed.body.buyerCompanyName).toBe('Anonymous buyer'); // agreement alone reveals no one
    const locked = await angola.patch(`/api/deals/${dealId}/lock`);
    expect(locked.status, locked.text).toBe(200);
    expect(locked.body.buyerCompanyName).toBe('Gulf Coast Energy Trading LLC');

    const afterBuyer = await payloads(buyer, dealId, '/api/buyer/deals');
    expect(afterBuyer.detail).toMatchObject({
      sellerId: null,
      sellerCompanyId: null,
      sellerCompanyName: 'Luanda Offshore Energy SA',
      lockedBy: null, // the other side locked it
    });
    expect(afterBuyer.list.sellerCompanyName).toBe('Luanda Offshore Energy SA');
    expect(afterBuyer.row.sellerCompany).toBe('Luanda Offshore Energy SA');
    for (const secret of [angolaId, demo.sellerAngola, ids['Luanda Offshore Energy SA']!])
      expect(afterBuyer.text).not.toContain(secret);
    expect(afterBuyer.detail.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'locked', actorId: null, actorRole: 'seller' }),
      ]),
    );
    const afterSeller = await payloads(angola, dealId, '/api/seller/deals');
    expect(afterSeller.detail).toMatchObject({
      buyerId: null,
      buyerCompanyId: null,
      buyerCompanyName: 'Gulf Coast Energy Trading LLC',
      lockedBy: angolaId,
    });
    expect(afterSeller.row.buyerCompany).toBe('Gulf Coast Energy Trading LLC');
    for (const secret of [buyerId, demo.buyer, ids['Gulf Coast Energy Trading LLC']!])
      expect(afterSeller.text).not.toContain(secret);

    // Brokers and admins see everything.
    const full = (await admin.get(`/api/deals/${dealId}`)).body;
    expect(full).toMatchObject({
      sellerId: angolaId,
      buyerId,
      sellerCompanyId: ids['Luanda Offshore Energy SA'],
      buyerCompanyId: ids['Gulf Coast Energy Trading LLC'],
      lockedBy: angolaId,
    });
    // Every person's event names its actor for staff (the contract is written by the system).
    const byPeople = full.events.filter((e: Loose) => e.actorRole !== null);
    expect(byPeople.length).toBeGreaterThan(0);
    expect(byPeople.every((e: Loose) => e.actorId !== null)).toBe(true);
    expect(
      full.events.filter((e: Loose) => e.actorRole === null).map((e: Loose) => e.kind),
    ).toEqual(['contract_generated']);
  });

  test('a seller’s response to an RFQ is anonymous both ways until the deal moves past negotiation', async () => {
    const rotterdamId = ids[demo.buyerRotterdam]!;
    const rfq = ((await broker.get('/api/rfqs')).body as Loose[]).find(
      (r) => r.buyerId === rotterdamId && r.isActive,
    );
    const proposed = await seller.post('/api/deals/from-rfq', {
      rfqId: rfq.id,
      proposedPrice: 700,
    });
    expect(proposed.status, proposed.text).toBe(201);
    const dealId = proposed.body.id as string;
    const rotterdam = await server.as(demo.buyerRotterdam);
    const before = await payloads(rotterdam, dealId, '/api/buyer/deals');
    expect(before.detail.sellerCompanyName).toBe('Anonymous seller');
    expect(before.text).not.toContain(ids[demo.seller]!);
    expect(before.text).not.toContain('Niger Delta Petroleum Ltd');

    // The deal's broker moves it on without the lock action: the names appear all the same.
    const full = (await admin.get(`/api/deals/${dealId}`)).body;
    const dealBroker = await server.as(
      Object.keys(ids).find((email) => ids[email] === full.brokerId)!,
    );
    const [open] = (await rotterdam.get(`/api/deals/${dealId}`)).body.proposals as Loose[];
    await rotterdam.post(`/api/deals/${dealId}/proposals/${open.id}/accept`);
    const moved = await dealBroker.patch(`/api/deals/${dealId}/status`, { status: 'lc_pending' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.sellerId).toBe(ids[demo.seller]);
    const after = await payloads(rotterdam, dealId, '/api/buyer/deals');
    expect(after.detail.sellerCompanyName).toBe('Niger Delta Petroleum Ltd');
    expect(after.detail.sellerId).toBeNull();
    expect(after.text).not.toContain(ids[demo.seller]!);
    expect(after.text).not.toContain(demo.seller);
  });

  test('a deal cancelled in negotiation never reveals the other side', async () => {
    const rotterdamId = ids[demo.buyerRotterdam]!;
    const rfq = ((await broker.get('/api/rfqs')).body as Loose[]).find(
      (r) => r.buyerId === rotterdamId && r.isActive,
    );
    const proposed = await seller.post('/api/deals/from-rfq', {
      rfqId: rfq.id,
      proposedPrice: 701,
    });
    const dealId = proposed.body.id as string;
    const cancelled = await seller.patch(`/api/deals/${dealId}/status`, { status: 'cancelled' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.buyerCompanyName).toBe('Anonymous buyer');
    const rotterdam = await server.as(demo.buyerRotterdam);
    const after = await payloads(rotterdam, dealId, '/api/buyer/deals');
    expect(after.detail.sellerCompanyName).toBe('Anonymous seller');
    expect(after.row.sellerCompany).toBe('Anonymous seller');
  });
});
