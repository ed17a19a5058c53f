/**
 * Issue 27, deal integrity: a trade binds only on terms both principals accepted, each move happens only
 * on its evidence, an offer's volume cannot be sold twice, and (issue 28) a deactivated party moves no
 * deal. Each rule as an API client meets it.
 */
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { evidenceMissing, type DealStatus } from '@petrobridge/domain';
import { demo, startServer, type Client, type TestServer } from './support/harness';
import {
  advance,
  agreeTerms,
  dayFromToday,
  lcBody,
  prepareMove,
  shippingBody,
} from './support/deal-path';

let server: TestServer;
let broker: Client, seller: Client, buyer: Client, admin: Client;
const parties = () => ({ seller, buyer });

// Signed in again before each test: one moves the clock past the sessions' lifetime.
beforeEach(async () => {
  server ??= await startServer();
  [broker, seller, buyer, admin] = await Promise.all([
    server.as(demo.broker),
    server.as(demo.seller),
    server.as(demo.buyer),
    server.as(demo.admin),
  ]);
});
afterAll(() => server?.close());

/** A fresh offer of the demo seller's: `volume` bbl of heating oil at 96.20 USD/bbl. */
async function freshOffer(volume = 200_000, deliveryDate = dayFromToday(60)) {
  const res = await seller.post('/api/offers', {
    productType: 'heating_oil',
    volume,
    volumeUnit: 'bbl',
    pricePerUnit: '96.20',
    deliveryLocation: 'Houston, TX',
    deliveryDate,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

/** The demo buyer's proposal on `offerId`: a deal in negotiation. */
async function propose(offerId: string, quantity: number, price = '60.00') {
  const res = await buyer.post('/api/deals/from-offer', {
    offerId,
    proposedPrice: price,
    quantity,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

/** The signed-in client of the broker the server assigned to the deal. */
async function brokerOf(id: string): Promise<Client> {
  const { brokerId } = (await admin.get(`/api/deals/${id}`)).body as { brokerId: string };
  const users = (await admin.get('/api/super-admin/users')).body as Array<{
    id: string;
    email: string;
  }>;
  return server.as(users.find((u) => u.id === brokerId)!.email);
}

describe('agreement before binding', () => {
  test("the buyer's own lowball cannot be locked, and the seller stays anonymous", async () => {
    const id = await propose(await freshOffer(), 200_000, '60.00');
    const lock = await buyer.patch(`/api/deals/${id}/lock`);
    expect(lock.status).toBe(409);
    expect(lock.body).toMatchObject({
      code: 'TERMS_NOT_AGREED',
      message: "The terms are not agreed yet: the open proposal awaits the seller's acceptance",
      currentStatus: 'negotiation',
    });
    // The plain move to lc_pending is the same act, refused the same way.
    const move = await buyer.patch(`/api/deals/${id}/status`, { status: 'lc_pending' });
    expect(move.status).toBe(409);
    expect(move.body.code).toBe('TERMS_NOT_AGREED');
    const seen = (await buyer.get(`/api/deals/${id}`)).body;
    expect(seen).toMatchObject({
      status: 'negotiation',
      sellerId: null,
      sellerCompanyId: null,
      sellerCompanyName: 'Anonymous seller',
      termsAgreedAt: null,
      contract: null,
    });
  });

  test("a broker's counter binds a side only once it accepts; both accepted, the broker locks", async () => {
    const id = await propose(await freshOffer(), 1_000, '90.00');
    const dealBroker = await brokerOf(id);
    const counter = await dealBroker.post(`/api/deals/${id}/proposals`, {
      pricePerUnit: '95.00',
      volume: 1_000,
      onBehalfOf: 'seller',
    });
    expect(counter.status, counter.text).toBe(201);
    expect(counter.body).toMatchObject({
      authorRole: 'broker',
      onBehalfOf: 'seller',
      sellerAccepted: false,
      buyerAccepted: false,
    });
    // The buyer accepting the broker's counter does not bind the seller, who was not asked.
    await buyer.post(`/api/deals/${id}/proposals/${counter.body.id}/accept`);
    const refused = await dealBroker.patch(`/api/deals/${id}/lock`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "The terms are not agreed yet: the open proposal awaits the seller's acceptance",
    );
    // A broker cannot accept on anyone's behalf.
    expect(
      (await dealBroker.post(`/api/deals/${id}/proposals/${counter.body.id}/accept`)).status,
    ).toBe(403);
    const agreed = await seller.post(`/api/deals/${id}/proposals/${counter.body.id}/accept`);
    expect(agreed.status, agreed.text).toBe(200);
    expect(agreed.body).toMatchObject({ pricePerUnit: '95.00', totalValue: '95000.00' });
    expect(agreed.body.termsAgreedAt).not.toBeNull();
    const locked = await dealBroker.patch(`/api/deals/${id}/lock`);
    expect(locked.status, locked.text).toBe(200);
    expect(locked.body.status).toBe('lc_pending');
    // The lock on agreed terms reveals the parties to each other.
    expect((await buyer.get(`/api/deals/${id}`)).body.sellerCompanyName).toBe(
      'Niger Delta Petroleum Ltd',
    );
  });

  test("a broker's deal proposes its terms: neither side is bound until both accept", async () => {
    const users = (await admin.get('/api/super-admin/users')).body as Array<{
      id: string;
      email: string;
    }>;
    const companies = (await admin.get('/api/super-admin/companies')).body as Array<{
      id: string;
      name: string;
    }>;
    const res = await broker.post('/api/deals', {
      productType: 'diesel',
      volume: 1000,
      volumeUnit: 'MT',
      pricePerUnit: '700',
      sellerId: users.find((u) => u.email === demo.seller)!.id,
      buyerId: users.find((u) => u.email === demo.buyer)!.id,
      sellerCompanyId: companies.find((c) => c.name === 'Niger Delta Petroleum Ltd')!.id,
      buyerCompanyId: companies.find((c) => c.name === 'Gulf Coast Energy Trading LLC')!.id,
    });
    expect(res.status, res.text).toBe(201);
    const id = res.body.id as string;
    const { proposals } = (await broker.get(`/api/deals/${id}`)).body;
    expect(proposals).toEqual([
      expect.objectContaining({
        authorRole: 'broker',
        status: 'open',
        sellerAccepted: false,
        buyerAccepted: false,
      }),
    ]);
    const refused = await broker.patch(`/api/deals/${id}/lock`);
    expect(refused.body.message).toBe(
      "The terms are not agreed yet: the open proposal awaits the seller and the buyer's acceptance",
    );
    await agreeTerms(broker, id, parties());
    expect((await broker.patch(`/api/deals/${id}/lock`)).status).toBe(200);
  });
});

describe('moves on evidence', () => {
  async function lockedDeal(quantity = 1_000) {
    const id = await propose(await freshOffer(), quantity, '96.20');
    const dealBroker = await brokerOf(id);
    await advance(dealBroker, id, ['lc_pending'], parties());
    return { id, dealBroker };
  }

  test('lc_confirmed: both signatures and a letter of credit covering the contract value', async () => {
    const { id, dealBroker } = await lockedDeal(1_000); // 96,200.00 USD
    await dealBroker.put(`/api/deals/${id}/lc`, { ...lcBody, amount: '87000.00' });
    const short = await dealBroker.patch(`/api/deals/${id}/status`, { status: 'lc_confirmed' });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({
      code: 'EVIDENCE_MISSING',
      missing: [
        "The seller's signature on the contract",
        "The buyer's signature on the contract",
        'A letter of credit covering the contract value of 96,200.00 USD (it is for 87,000.00 USD)',
      ],
    });
    expect(short.body.message).toContain('To move to lc confirmed, the deal still needs:');
    // Within a stated tolerance (UCP 600 art. 30) the same amount covers it.
    await dealBroker.put(`/api/deals/${id}/lc`, {
      ...lcBody,
      amount: '87500.00',
      tolerancePercent: 10,
    });
    for (const c of [seller, buyer])
      await c.post(`/api/deals/${id}/contract/signatures`, { fullName: 'A Signer', consent: true });
    const ok = await dealBroker.patch(`/api/deals/${id}/status`, { status: 'lc_confirmed' });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.lcDetails).toMatchObject({ tolerancePercent: 10, issueDate: dayFromToday(0) });
  });

  test('shipped: a bill of lading not dated in the future nor before the LC; delivered: its date', async () => {
    const { id, dealBroker } = await lockedDeal();
    await prepareMove(dealBroker, id, 'lc_confirmed', parties());
    await dealBroker.patch(`/api/deals/${id}/status`, { status: 'lc_confirmed' });
    await dealBroker.put(`/api/deals/${id}/shipping`, {
      ...shippingBody,
      billOfLadingDate: dayFromToday(49),
      eta: dayFromToday(60),
    });
    const future = await dealBroker.patch(`/api/deals/${id}/status`, { status: 'shipped' });
    expect(future.status).toBe(409);
    expect(future.body.missing).toEqual([
      `A bill of lading dated no later than today (it is dated ${dayFromToday(49)})`,
    ]);
    await dealBroker.put(`/api/deals/${id}/shipping`, {
      ...shippingBody,
      billOfLadingDate: dayFromToday(-3),
    });
    const early = await dealBroker.patch(`/api/deals/${id}/status`, { status: 'shipped' });
    expect(early.body.missing).toEqual([
      `A bill of lading dated on or after the LC's issue date, ${dayFromToday(0)} (it is dated ${dayFromToday(-3)})`,
    ]);
    await dealBroker.put(`/api/deals/${id}/shipping`, shippingBody);
    expect((await dealBroker.patch(`/api/deals/${id}/status`, { status: 'shipped' })).status).toBe(
      200,
    );
    const undated = await dealBroker.patch(`/api/deals/${id}/status`, { status: 'delivered' });
    expect(undated.status).toBe(409);
    expect(undated.body.missing).toEqual(['The delivery date']);
    const later = await dealBroker.put(`/api/deals/${id}/shipping`, {
      ...shippingBody,
      deliveredDate: dayFromToday(56),
    });
    expect(later.status).toBe(200);
    const ahead = await dealBroker.patch(`/api/deals/${id}/status`, { status: 'delivered' });
    expect(ahead.body.missing).toEqual([
      `A delivery date no later than today (it is ${dayFromToday(56)})`,
    ]);
    const before = await dealBroker.put(`/api/deals/${id}/shipping`, {
      ...shippingBody,
      deliveredDate: dayFromToday(-1),
    });
    expect(before.status).toBe(400);
    expect(before.body.errors).toEqual([
      { path: 'deliveredDate', message: 'Delivery date must be on or after the B/L date' },
    ]);
    await advance(dealBroker, id, ['delivered', 'completed'], parties());
    expect((await buyer.get(`/api/deals/${id}`)).body.status).toBe('completed');
  });
});

describe('volume that cannot be sold twice', () => {
  test('twenty parallel locks on one offer never commit more than it holds', async () => {
    const offerId = await freshOffer(100_000);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const id = await propose(offerId, 25_000, '96.20');
      ids.push(id);
    }
    // Each deal's terms agreed by both sides: four of them fill the offer.
    for (const id of ids) await agreeTerms(admin, id, parties());
    const results = await Promise.all(ids.map((id) => buyer.patch(`/api/deals/${id}/lock`)));
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(4);
    expect(lost.map((r) => r.status)).toEqual(new Array(16).fill(409));
    for (const r of lost) expect(r.body).toMatchObject({ code: 'VOLUME_EXCEEDED', remaining: 0 });
    // Fully committed, the offer has left the marketplace and takes no new proposal.
    const offer = (await seller.get(`/api/offers/${offerId}`)).body;
    expect(offer.isActive).toBe(false);
    // Its owner cannot put it back while nothing of it is left.
    const reopen = await seller.patch(`/api/offers/${offerId}`, { isActive: true });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe(
      'This offer is fully committed to locked deals: it comes back on the market only if one of them is cancelled',
    );
    const late = await buyer.post('/api/deals/from-offer', {
      offerId,
      proposedPrice: '96.20',
      quantity: 10,
    });
    expect(late.status).toBe(409);
    // A cancelled lock gives its volume back, and the offer returns to the market.
    const back = await admin.patch(`/api/deals/${won[0]!.body.id}/status`, {
      status: 'cancelled',
    });
    expect(back.status, back.text).toBe(200);
    expect((await seller.get(`/api/offers/${offerId}`)).body.isActive).toBe(true);
    const again = await buyer.post('/api/deals/from-offer', {
      offerId,
      proposedPrice: '96.20',
      quantity: 30_000,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'VOLUME_EXCEEDED', remaining: 25_000 });
  });

  test('a proposal above the remaining volume is refused with what remains', async () => {
    const offerId = await freshOffer(10_000);
    const first = await propose(offerId, 6_000, '96.20');
    await agreeTerms(admin, first, parties());
    expect((await buyer.patch(`/api/deals/${first}/lock`)).status).toBe(200);
    const second = await propose(offerId, 4_000, '96.20');
    const counter = await seller.post(`/api/deals/${second}/proposals`, {
      pricePerUnit: '97.00',
      volume: 5_000,
    });
    expect(counter.status).toBe(409);
    expect(counter.body).toEqual({
      message: 'Only 4,000 bbl of the offer remain uncommitted; 5,000 bbl cannot be traded',
      code: 'VOLUME_EXCEEDED',
      remaining: 4_000,
    });
  });

  test('an offer past its delivery date takes no proposal', async () => {
    const offerId = await freshOffer(5_000, dayFromToday(1));
    server.clock.advance(2 * 86_400_000);
    const late = await (
      await server.as(demo.buyer)
    ).post('/api/deals/from-offer', {
      offerId,
      proposedPrice: '96.20',
      quantity: 100,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      `This offer's delivery date (${dayFromToday(1)}) has passed: it can no longer be traded`,
    );
  });
});

describe('the deal gate (issue 28): a deactivated party moves no deal', () => {
  test('after its company is deactivated, no lock, move, signature, LC or shipment goes through', async () => {
    // Prepared while both companies trade: one deal agreed, one locked, one confirmed.
    const agreed = await propose(await freshOffer(), 1_000, '96.20');
    await agreeTerms(admin, agreed, parties());
    const locked = await propose(await freshOffer(), 1_000, '96.20');
    await advance(admin, locked, ['lc_pending'], parties());
    const confirmed = await propose(await freshOffer(), 1_000, '96.20');
    await advance(admin, confirmed, ['lc_pending', 'lc_confirmed'], parties());

    const companies = (await admin.get('/api/super-admin/companies')).body as Array<{
      id: string;
      name: string;
    }>;
    const gulf = companies.find((c) => c.name === 'Gulf Coast Energy Trading LLC')!.id;
    const off = await admin.post(`/api/admin/companies/${gulf}/deactivate`, {
      reason: 'Sanctions review',
    });
    expect(off.status, off.text).toBe(200);

    const refusals = await Promise.all([
      buyer.patch(`/api/deals/${agreed}/status`, { status: 'lc_pending' }),
      buyer.patch(`/api/deals/${agreed}/lock`),
      seller.patch(`/api/deals/${agreed}/lock`),
      buyer.put(`/api/deals/${locked}/lc`, lcBody),
      buyer.post(`/api/deals/${locked}/contract/signatures`, { fullName: 'B', consent: true }),
      seller.post(`/api/deals/${locked}/contract/signatures`, { fullName: 'S', consent: true }),
      seller.put(`/api/deals/${confirmed}/shipping`, shippingBody),
      admin.patch(`/api/deals/${confirmed}/status`, { status: 'shipped' }),
    ]);
    expect(refusals.map((r) => r.status)).toEqual(new Array(8).fill(403));
    expect(refusals[0]!.body.message).toBe(
      'Your company has been deactivated and cannot trade. Contact support.',
    );
    expect(refusals[2]!.body.message).toBe('Buyer company has been deactivated');
    // Nothing moved, and the buyer still does not know who sells.
    const seen = (await buyer.get(`/api/deals/${agreed}`)).body;
    expect(seen).toMatchObject({ status: 'negotiation', sellerCompanyName: 'Anonymous seller' });
    // Ending a deal binds no one: an admin can still cancel it.
    expect((await admin.patch(`/api/deals/${agreed}/status`, { status: 'cancelled' })).status).toBe(
      200,
    );
    // A request without the body its operation requires is a 400, not a 500 (it was, once).
    const bodyless = await admin.post(`/api/admin/companies/${gulf}/reactivate`);
    expect(bodyless.status).toBe(400);
    expect(bodyless.body.errors).toEqual([
      { path: 'body', message: 'A JSON request body is required' },
    ]);
    const on = await admin.post(`/api/admin/companies/${gulf}/reactivate`, { reason: 'Cleared' });
    expect(on.status, on.text).toBe(200);
  });
});

describe('the demo data keeps the rules', () => {
  test('every demo deal past negotiation has agreed terms and the evidence of the move that brought it there', async () => {
    const deals = (await admin.get('/api/deals?limit=100')).body as Array<{
      id: string;
      status: DealStatus;
      termsAgreedAt: string | null;
    }>;
    const past = deals.filter((d) => d.status !== 'negotiation' && d.status !== 'cancelled');
    expect(past.length).toBeGreaterThanOrEqual(6);
    const today = new Date(server.clock.now).toISOString().slice(0, 10);
    for (const d of past) {
      expect(d.termsAgreedAt, d.id).not.toBeNull();
      if (d.status === 'lc_pending') continue;
      const full = (await admin.get(`/api/deals/${d.id}`)).body;
      const missing = evidenceMissing(
        d.status,
        {
          ...full,
          signedSides: (full.contract?.signatures ?? []).map(
            (s: { side: 'seller' | 'buyer' }) => s.side,
          ),
        },
        today,
      );
      // A letter of credit of a deal long delivered may have expired since it was confirmed.
      expect(
        missing.filter((m) => !m.startsWith('A letter of credit still valid')),
        d.id,
      ).toEqual([]);
    }
  });
});
