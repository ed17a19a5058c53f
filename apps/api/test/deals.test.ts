import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allowedNextStatuses, dealStatuses, type DealStatus } from '@petrobridge/domain';
import { demo, newAccount, startServer, type Client, type TestServer } from './support/harness';
import { advance, agreeTerms, prepareMove, shippingBody } from './support/deal-path';

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

async function createDeal(patch: Record<string, unknown> = {}) {
  const res = await broker.post('/api/deals', dealBody(patch));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; status: DealStatus; [k: string]: unknown };
}

const path: DealStatus[] = [
  'negotiation',
  'lc_pending',
  'lc_confirmed',
  'shipped',
  'delivered',
  'completed',
];

/** A new deal moved along the §4 path to `status`. */
async function dealIn(status: DealStatus): Promise<string> {
  const { id } = await createDeal();
  const steps: DealStatus[] =
    status === 'cancelled' ? ['cancelled'] : path.slice(1, path.indexOf(status) + 1);
  await advance(broker, id, steps, { seller, buyer });
  return id;
}

describe('create deal (broker)', () => {
  test('computes totals exactly, numbers the deal, records the event and notifies both parties', async () => {
    const deal = await createDeal({ commissionRate: '2.5' });
    expect(deal).toMatchObject({
      status: 'negotiation',
      brokerId: ids[demo.broker],
      totalValue: '3906000.00',
      commissionRate: '2.50',
      commissionAmount: '97650.00',
      pricePerUnit: '78.12',
      currency: 'USD',
      volume: 50000,
    });
    expect(deal.dealNumber).toMatch(/^PB-\d{4}-\d{6,}$/);
    const detail = (await broker.get(`/api/deals/${deal.id}`)).body;
    expect(detail.events).toEqual([
      expect.objectContaining({
        kind: 'created',
        toStatus: 'negotiation',
        fromStatus: null,
        actorId: ids[demo.broker],
      }),
    ]);
    for (const party of [seller, buyer]) {
      const notes = (await party.get('/api/notifications')).body as Array<{
        relatedEntityId: string;
        title: string;
      }>;
      expect(notes).toContainEqual(
        expect.objectContaining({ title: 'New deal', relatedEntityId: deal.id }),
      );
    }
  });

  test('no price: totals and commission are null; rate defaults to 2.5', async () => {
    const deal = await createDeal({ pricePerUnit: undefined, commissionRate: undefined });
    expect(deal).toMatchObject({
      pricePerUnit: null,
      totalValue: null,
      commissionAmount: null,
      commissionRate: '2.50',
    });
  });

  test('deal numbers are unique and increasing', async () => {
    const a = await createDeal();
    const b = await createDeal();
    const n = (d: Record<string, unknown>) => Number(String(d.dealNumber).split('-')[2]);
    expect(n(b)).toBe(n(a) + 1);
  });

  test.each([
    [{ volume: 0 }, 'volume', 'Volume must be greater than 0'],
    [{ volume: '' }, 'volume', 'Volume must be greater than 0'],
    [{ volume: -5 }, 'volume', 'Volume must be greater than 0'],
    [{ volumeUnit: undefined }, 'volumeUnit', 'Volume unit is required'],
    [{ pricePerUnit: -0.01 }, 'pricePerUnit', 'Price must be non-negative'],
    [{ pricePerUnit: '-3' }, 'pricePerUnit', 'Price must be non-negative'],
    [{ sellerCompanyId: undefined }, 'sellerCompanyId', 'Seller company is required'],
    [{ buyerCompanyId: undefined }, 'buyerCompanyId', 'Buyer company is required'],
    [{ sellerId: undefined }, 'sellerId', 'Seller is required'],
    [{ buyerId: undefined }, 'buyerId', 'Buyer is required'],
    [{ commissionRate: 100.5 }, 'commissionRate', 'Commission rate must be between 0 and 100'],
    [{ productType: 'kerosene' }, 'productType', 'Product type must be one of the seven products'],
  ])('§5: %j → 400 %s "%s"', async (patch, path, message) => {
    const res = await broker.post('/api/deals', dealBody(patch));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  test('numbers and numeric strings are both accepted', async () => {
    const deal = await createDeal({ volume: '1200', pricePerUnit: 650.5, commissionRate: '3' });
    expect(deal).toMatchObject({
      volume: 1200,
      pricePerUnit: '650.50',
      totalValue: '780600.00',
      commissionRate: '3.00',
      commissionAmount: '23418.00',
    });
  });

  test('the seller and the buyer must own the named companies', async () => {
    const res = await broker.post(
      '/api/deals',
      dealBody({ sellerCompanyId: ids['Luanda Offshore Energy SA'] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: 'sellerCompanyId',
      message: 'The seller company must belong to the seller',
    });
    const swapped = await broker.post('/api/deals', dealBody({ sellerId: ids[demo.buyer] }));
    expect(swapped.status).toBe(400);
    expect(swapped.body.errors.map((e: { path: string }) => e.path)).toContain('sellerId');
  });

  test('both companies must be KYC-approved', async () => {
    const res = await broker.post(
      '/api/deals',
      dealBody({
        sellerId: ids[demo.sellerGhana],
        sellerCompanyId: ids['Tema Refinery Trading Co'],
      }),
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Seller company KYC is not approved');
    const buyerSide = await broker.post(
      '/api/deals',
      dealBody({
        buyerId: ids[demo.buyerHamburg],
        buyerCompanyId: ids['Hanseatic Energy Import GmbH'],
      }),
    );
    expect(buyerSide.status).toBe(403);
    expect(buyerSide.body.message).toBe('Buyer company KYC is not approved');
  });
});

describe('§4 transitions', () => {
  const cases = dealStatuses.flatMap((from) =>
    dealStatuses.map((to) => ({ from, to, allowed: allowedNextStatuses(from).includes(to) })),
  );

  test.each(cases)('$from → $to: allowed $allowed', async ({ from, to, allowed }) => {
    const id = await dealIn(from);
    // What the move needs first (its refusal without is tested in deal-integrity.test.ts).
    if (allowed) await prepareMove(broker, id, to, { seller, buyer });
    const res = await seller.patch(`/api/deals/${id}/status`, {
      status: to,
      notes: 'by the seller',
    });
    if (allowed) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(to);
      const { events } = (await seller.get(`/api/deals/${id}`)).body;
      // Into lc_pending the move writes the sales contract after it.
      const move = to === 'lc_pending' ? events.at(-2) : events.at(-1);
      if (to === 'lc_pending') expect(events.at(-1).kind).toBe('contract_generated');
      expect(move).toMatchObject({
        kind: 'status_changed',
        fromStatus: from,
        toStatus: to,
        notes: 'by the seller',
        actorId: ids[demo.seller],
      });
    } else {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        currentStatus: from,
        allowedStatuses: [...allowedNextStatuses(from)],
      });
      expect((await seller.get(`/api/deals/${id}`)).body.status).toBe(from);
    }
  });

  test('everyone involved but the actor is notified of a status change', async () => {
    const id = await dealIn('negotiation');
    await agreeTerms(broker, id, { seller, buyer });
    await buyer.patch(`/api/deals/${id}/status`, { status: 'lc_pending' });
    const about = async (c: Client) =>
      (
        (await c.get('/api/notifications')).body as Array<{
          relatedEntityId: string;
          title: string;
        }>
      ).filter((n) => n.relatedEntityId === id && n.title === 'Deal status changed').length;
    expect(await about(seller)).toBe(1);
    expect(await about(broker)).toBe(1);
    expect(await about(buyer)).toBe(0);
  });

  test('an unknown status → 400', async () => {
    const id = await dealIn('negotiation');
    const res = await broker.patch(`/api/deals/${id}/status`, { status: 'paid' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'status', message: 'Unknown deal status' });
  });
});

describe('lock trade', () => {
  test('only in negotiation: records lockedAt/lockedBy and moves to lc_pending', async () => {
    const id = await dealIn('negotiation');
    await agreeTerms(broker, id, { seller, buyer });
    const res = await buyer.patch(`/api/deals/${id}/lock`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'lc_pending',
      lockedBy: ids[demo.buyer],
      lockedAt: new Date(server.clock.now).toISOString(),
    });
    const { events } = (await buyer.get(`/api/deals/${id}`)).body;
    // The lock, then the sales contract it writes (tested with the deal desk).
    expect(events.at(-2)).toMatchObject({
      kind: 'locked',
      fromStatus: 'negotiation',
      toStatus: 'lc_pending',
    });
    expect(events.at(-1)).toMatchObject({ kind: 'contract_generated' });
    const notes = (await seller.get('/api/notifications')).body as Array<{
      relatedEntityId: string;
      title: string;
    }>;
    expect(notes).toContainEqual(
      expect.objectContaining({ title: 'Trade locked', relatedEntityId: id }),
    );
  });

  test.each(dealStatuses.filter((s) => s !== 'negotiation'))(
    'in %s → 409 with the allowed statuses',
    async (status) => {
      const id = await dealIn(status);
      const res = await broker.patch(`/api/deals/${id}/lock`);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        currentStatus: status,
        allowedStatuses: [...allowedNextStatuses(status)],
      });
    },
  );
});

describe('concurrent changes', () => {
  test('two conflicting changes at once: exactly one succeeds, one event is written', async () => {
    for (let round = 0; round < 8; round++) {
      const id = await dealIn('negotiation');
      await agreeTerms(broker, id, { seller, buyer });
      // Whatever the order, after one of these the others are not allowed any more.
      const results = await Promise.all([
        seller.patch(`/api/deals/${id}/status`, { status: 'lc_pending' }),
        buyer.patch(`/api/deals/${id}/lock`),
        broker.patch(`/api/deals/${id}/lock`),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const winner = results.find((r) => r.status === 200)!.body.status;
      for (const loser of results.filter((r) => r.status === 409))
        expect(loser.body.currentStatus).toBe(winner);
      const { events, status } = (await broker.get(`/api/deals/${id}`)).body;
      expect(status).toBe(winner);
      const moves = events.filter((e: { kind: string }) =>
        ['status_changed', 'locked'].includes(e.kind),
      );
      expect(moves).toHaveLength(1);
    }
  });

  test('the same change twice at once: the second gets 409', async () => {
    const id = await dealIn('lc_confirmed');
    expect((await broker.put(`/api/deals/${id}/shipping`, shippingBody)).status).toBe(200);
    const results = await Promise.all([
      broker.patch(`/api/deals/${id}/status`, { status: 'shipped' }),
      admin.patch(`/api/deals/${id}/status`, { status: 'shipped' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('deals from offers and RFQs', () => {
  async function offerOf(email: string) {
    const offers = (await broker.get('/api/offers')).body as Array<{
      id: string;
      sellerId: string;
      volumeUnit: string;
      currency: string;
    }>;
    return offers.find((o) => o.sellerId === ids[email])!;
  }
  async function rfqOf(email: string) {
    const rfqs = (await broker.get('/api/rfqs')).body as Array<{
      id: string;
      buyerId: string;
      volume: number;
    }>;
    return rfqs.find((r) => r.buyerId === ids[email])!;
  }

  test('a buyer proposes on an offer: a broker with the fewest open deals is assigned; seller and broker are notified', async () => {
    const offer = await offerOf(demo.sellerAngola);
    const res = await buyer.post('/api/deals/from-offer', {
      offerId: offer.id,
      proposedPrice: '79.5',
      // The offer has 50,000 bbl left: the demo's shipped deal committed 950,000 of its 1,000,000.
      quantity: '20000',
      notes: 'Can lift in March',
    });
    expect(res.status, res.text).toBe(201);
    const deal = res.body;
    // The buyer does not learn the seller before the lock (docs/security.md, identity reveal).
    expect(deal).toMatchObject({
      status: 'negotiation',
      offerId: offer.id,
      buyerId: ids[demo.buyer],
      sellerId: null,
      buyerCompanyId: ids['Gulf Coast Energy Trading LLC'],
      sellerCompanyId: null,
      sellerCompanyName: 'Anonymous seller',
      buyerCompanyName: 'Gulf Coast Energy Trading LLC',
      pricePerUnit: '79.50',
      volume: 20000,
      volumeUnit: offer.volumeUnit,
      totalValue: '1590000.00',
      brokerId: ids[demo.broker2], // 1 open deal against the demo broker's 5
    });
    expect(deal.commissionRate).toBeUndefined(); // buyers do not see commission fields
    const { events } = (await buyer.get(`/api/deals/${deal.id}`)).body;
    expect(events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'proposal']);
    expect(events[1].notes).toContain('Can lift in March');
    const angola = await server.as(demo.sellerAngola);
    const broker2 = await server.as(demo.broker2);
    for (const c of [angola, broker2]) {
      const notes = (await c.get('/api/notifications')).body as Array<{ relatedEntityId: string }>;
      expect(notes.some((n) => n.relatedEntityId === deal.id)).toBe(true);
    }
    // A new broker with no open deal gets the next one — once an admin has approved them.
    const fresh = await newAccount(server, 'broker');
    const propose = () =>
      buyer.post('/api/deals/from-offer', { offerId: offer.id, proposedPrice: 79, quantity: 1000 });
    const whilePending = await propose();
    expect(whilePending.body.brokerId).not.toBe(fresh.id);
    const admin = await server.as(demo.admin);
    const approved = await admin.patch(`/api/admin/users/${fresh.id}/approval`, {
      decision: 'approved',
    });
    expect(approved.status, approved.text).toBe(200);
    const next = await propose();
    expect(next.body.brokerId).toBe(fresh.id);
  });

  test('a seller responds to an RFQ with the RFQ’s volume and terms; the buyer and broker are notified', async () => {
    const rfq = await rfqOf(demo.buyerRotterdam);
    const res = await seller.post('/api/deals/from-rfq', {
      rfqId: rfq.id,
      proposedPrice: 744,
      notes: 'EN 590 from Lagos',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      rfqId: rfq.id,
      volume: rfq.volume,
      sellerId: ids[demo.seller],
      buyerId: null, // the seller does not learn the buyer before the lock
      buyerCompanyName: 'Anonymous buyer',
      pricePerUnit: '744.00',
    });
    const rotterdam = await server.as(demo.buyerRotterdam);
    const notes = (await rotterdam.get('/api/notifications')).body as Array<{
      relatedEntityId: string;
      title: string;
    }>;
    expect(notes).toContainEqual(
      expect.objectContaining({ relatedEntityId: res.body.id, title: 'Proposal received' }),
    );
  });

  test('§5 messages for proposals', async () => {
    const offer = await offerOf(demo.sellerAngola);
    const noPrice = await buyer.post('/api/deals/from-offer', { offerId: offer.id, quantity: 10 });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.errors).toContainEqual({
      path: 'proposedPrice',
      message: 'Price is required',
    });
    const noQuantity = await buyer.post('/api/deals/from-offer', {
      offerId: offer.id,
      proposedPrice: '',
      quantity: '',
    });
    expect(noQuantity.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'proposedPrice', message: 'Price is required' },
        { path: 'quantity', message: 'Quantity is required' },
      ]),
    );
    const rfq = await rfqOf(demo.buyerRotterdam);
    const rfqNoPrice = await seller.post('/api/deals/from-rfq', { rfqId: rfq.id });
    expect(rfqNoPrice.body.errors).toContainEqual({
      path: 'proposedPrice',
      message: 'Price is required',
    });
    const zero = await seller.post('/api/deals/from-rfq', { rfqId: rfq.id, proposedPrice: 0 });
    expect(zero.body.errors).toContainEqual({
      path: 'proposedPrice',
      message: 'Price must be greater than 0',
    });
  });

  test('unknown listing → 404; inactive → 409; a trader without an approved company → 403', async () => {
    expect(
      (
        await buyer.post('/api/deals/from-offer', {
          offerId: crypto.randomUUID(),
          proposedPrice: 1,
          quantity: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (await seller.post('/api/deals/from-rfq', { rfqId: crypto.randomUUID(), proposedPrice: 1 }))
        .status,
    ).toBe(404);
    const inactive = (
      (await seller.get('/api/seller/offers')).body as Array<{ id: string; status: string }>
    ).find((o) => o.status === 'expired')!;
    const res = await buyer.post('/api/deals/from-offer', {
      offerId: inactive.id,
      proposedPrice: 1,
      quantity: 1,
    });
    expect(res.status).toBe(409);
    const hamburg = await server.as(demo.buyerHamburg); // company under review
    const offer = await offerOf(demo.sellerAngola);
    const denied = await hamburg.post('/api/deals/from-offer', {
      offerId: offer.id,
      proposedPrice: 1,
      quantity: 1,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Your company must be KYC-approved to trade');
    const ghana = await server.as(demo.sellerGhana);
    const rfq = await rfqOf(demo.buyerRotterdam);
    const denied2 = await ghana.post('/api/deals/from-rfq', { rfqId: rfq.id, proposedPrice: 1 });
    expect(denied2.status).toBe(403);
    expect(denied2.body.message).toBe('Your company must be KYC-approved to trade');
  });

  test('the deals of one listing: ?offerId= and ?rfqId=, within what the caller may see', async () => {
    type Row = { id: string; offerId: string | null; rfqId: string | null };
    const offer = await offerOf(demo.sellerAngola);
    const angola = await server.as(demo.sellerAngola);
    const proposals = await angola.get(`/api/deals?offerId=${offer.id}&limit=100`);
    expect(proposals.status).toBe(200);
    const rows = proposals.body as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((d) => d.offerId === offer.id)).toBe(true);
    expect(Number(proposals.headers['x-total-count'])).toBe(rows.length);
    const all = (await admin.get('/api/deals?limit=500')).body as Row[];
    expect(rows.map((d) => d.id).sort()).toEqual(
      all
        .filter((d) => d.offerId === offer.id)
        .map((d) => d.id)
        .sort(),
    );
    // Another seller's scope holds none of them.
    expect((await seller.get(`/api/deals?offerId=${offer.id}`)).body).toEqual([]);

    const rfq = await rfqOf(demo.buyerRotterdam);
    const rotterdam = await server.as(demo.buyerRotterdam);
    const responses = (await rotterdam.get(`/api/deals?rfqId=${rfq.id}`)).body as Row[];
    expect(responses.length).toBeGreaterThan(0);
    expect(responses.every((d) => d.rfqId === rfq.id)).toBe(true);
    expect((await rotterdam.get('/api/deals?rfqId=not-a-uuid')).status).toBe(400);
  });
});

describe('commission', () => {
  test('admins change the rate: the amount is recomputed (half-up) and the change recorded', async () => {
    const deal = await createDeal({ volume: 3, pricePerUnit: '3.35', commissionRate: 2.5 }); // total 10.05
    const res = await admin.put(`/api/super-admin/deals/${deal.id}/commission`, {
      commissionRate: '9.95',
      reason: 'Desk agreement',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      commissionRate: '9.95',
      commissionAmount: '1.00', // 10.05 × 9.95 % = 0.999975, half-up
      totalValue: '10.05',
    });
    const { events } = (await admin.get(`/api/deals/${deal.id}`)).body;
    expect(events.at(-1)).toMatchObject({
      kind: 'commission_changed',
      notes: '2.50 → 9.95: Desk agreement',
      actorId: ids[demo.admin],
    });
    const sa = await server.as(demo.superAdmin);
    const zero = await sa.put(`/api/super-admin/deals/${deal.id}/commission`, {
      commissionRate: 0,
      reason: 'Waived',
    });
    expect(zero.body).toMatchObject({ commissionRate: '0.00', commissionAmount: '0.00' });
  });

  test.each([
    [{ commissionRate: 101 }, 'Commission rate must be between 0 and 10'],
    [{ commissionRate: -1 }, 'Commission rate must be between 0 and 10'],
    [{ commissionRate: '' }, 'Commission rate is required'],
    [{}, 'Commission rate is required'],
    [{ commissionRate: '2.555' }, 'Commission rate must have at most 2 decimal places'],
  ])('%j → 400 %s', async (body, message) => {
    const deal = await createDeal();
    const res = await admin.put(`/api/super-admin/deals/${deal.id}/commission`, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'commissionRate', message });
  });

  test('completion fixes the commission, a cancellation voids it: no change after either', async () => {
    for (const [status, message] of [
      ['completed', 'The commission of a completed deal is fixed'],
      ['cancelled', 'The commission of a cancelled deal is void'],
    ] as const) {
      const id = await dealIn(status);
      const res = await admin.put(`/api/super-admin/deals/${id}/commission`, {
        commissionRate: 5,
        reason: 'Late change',
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
      expect((await admin.get(`/api/deals/${id}`)).body.commissionRate).toBe('2.50');
    }
  });

  test('unknown deal → 404', async () => {
    expect(
      (
        await admin.put(`/api/super-admin/deals/${crypto.randomUUID()}/commission`, {
          commissionRate: 1,
          reason: 'Nowhere',
        })
      ).status,
    ).toBe(404);
  });
});

describe('deal lists', () => {
  test('each role sees its own deals; commission fields only for brokers and admins', async () => {
    const all = (await admin.get('/api/deals?limit=500')).body as Array<{
      sellerId: string;
      buyerId: string;
      brokerId: string;
      commissionRate?: string;
    }>;
    const mine = async (c: Client) => (await c.get('/api/deals?limit=500')).body as typeof all;
    expect((await mine(seller)).length).toBe(
      all.filter((d) => d.sellerId === ids[demo.seller]).length,
    );
    expect((await mine(buyer)).length).toBe(
      all.filter((d) => d.buyerId === ids[demo.buyer]).length,
    );
    expect((await mine(broker)).length).toBe(
      all.filter((d) => d.brokerId === ids[demo.broker]).length,
    );
    expect((await mine(seller)).every((d) => d.commissionRate === undefined)).toBe(true);
    expect((await mine(buyer)).every((d) => !('commissionAmount' in d))).toBe(true);
    expect((await mine(broker)).every((d) => d.commissionRate !== undefined)).toBe(true);
    expect(all.every((d) => d.commissionRate !== undefined)).toBe(true);
  });

  test('filtered by status, paged, newest first, with X-Total-Count', async () => {
    const res = await admin.get('/api/deals?status=negotiation&limit=2&offset=1');
    expect(res.status).toBe(200);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThan(3);
    expect(res.body).toHaveLength(2);
    expect(res.body.every((d: { status: string }) => d.status === 'negotiation')).toBe(true);
    const everything = (await admin.get(`/api/deals?status=negotiation&limit=500`)).body as Array<{
      id: string;
      createdAt: string;
    }>;
    expect(everything).toHaveLength(total);
    expect(res.body.map((d: { id: string }) => d.id)).toEqual(
      everything.slice(1, 3).map((d) => d.id),
    );
    const created = everything.map((d) => d.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect((await admin.get('/api/deals?limit=0')).status).toBe(400);
    expect((await admin.get('/api/deals?status=bogus')).status).toBe(400);
  });
});
