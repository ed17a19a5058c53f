/**
 * The deal desk after creation (issue 13): the negotiation (proposals, counters, acceptance), the lock
 * freezing the terms and writing the sales contract, its signatures, and the letter of credit and the
 * shipment each move needs.
 */
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demo, startServer, type Client, type TestServer } from './support/harness';
import { advance, agreeTerms, lcBody, shippingBody } from './support/deal-path';

let server: TestServer;
/** Any broker: x-roles answers before the deal's visibility, so who does not matter for a 403. */
let broker: Client, seller: Client, buyer: Client, admin: Client, otherSeller: Client;
let offer: { id: string };

type Proposal = {
  id: string;
  authorRole: string;
  isMine: boolean;
  pricePerUnit: string;
  volume: number;
  deliveryDate: string | null;
  status: string;
};

beforeAll(async () => {
  server = await startServer();
  [broker, seller, buyer, admin, otherSeller] = await Promise.all([
    server.as(demo.broker),
    server.as(demo.seller),
    server.as(demo.buyer),
    server.as(demo.admin),
    server.as(demo.sellerAngola),
  ]);
  const offers = (await seller.get('/api/seller/offers')).body as Array<{ id: string }>;
  offer = offers[0]!;
  for (const u of (await admin.get('/api/super-admin/users')).body as Array<{
    id: string;
    email: string;
  }>)
    emails.set(u.id, u.email);
});

const emails = new Map<string, string>();
const brokers = new Map<string, Client>();
/** The broker the server assigned to deal `id` (the least busy one), signed in. */
async function brokerOf(id: string): Promise<Client> {
  const email = emails.get((await detail(admin, id)).brokerId as string)!;
  if (!brokers.has(email)) brokers.set(email, await server.as(email));
  return brokers.get(email)!;
}
afterAll(() => server?.close());

/** A buyer's proposal on the demo seller's first offer: a deal in negotiation with one open proposal. */
async function proposedDeal(): Promise<string> {
  const res = await buyer.post('/api/deals/from-offer', {
    offerId: offer.id,
    proposedPrice: '80.00',
    quantity: 1000,
    notes: 'Opening bid',
  });
  expect(res.status, res.text).toBe(201);
  // The test clock stands still: each step after this one is a second later, as on a real desk.
  server.clock.advance(1000);
  return res.body.id as string;
}

const detail = async (client: Client, id: string) => (await client.get(`/api/deals/${id}`)).body;

describe('negotiation', () => {
  test('the buyer proposes, the seller counters, the buyer accepts: the deal takes the terms', async () => {
    const id = await proposedDeal();
    const opening = (await detail(seller, id)).proposals as Proposal[];
    expect(opening).toHaveLength(1);
    expect(opening[0]).toMatchObject({
      authorRole: 'buyer',
      isMine: false,
      pricePerUnit: '80.00',
      volume: 1000,
      status: 'open',
    });
    expect(opening[0]).not.toHaveProperty('authorId');

    const counter = await seller.post(`/api/deals/${id}/proposals`, {
      pricePerUnit: '82.5',
      volume: '1200',
      deliveryDate: '2031-02-15',
      notes: 'Firm for 48 hours',
    });
    expect(counter.status, counter.text).toBe(201);
    expect(counter.body).toMatchObject({
      authorRole: 'seller',
      isMine: true,
      status: 'open',
      // The seller's own terms: accepted by the seller's side at once, awaiting the buyer.
      sellerAccepted: true,
      buyerAccepted: false,
      onBehalfOf: null,
    });

    const accepted = await buyer.post(`/api/deals/${id}/proposals/${counter.body.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({
      pricePerUnit: '82.50',
      volume: 1200,
      totalValue: '99000.00',
      deliveryDate: '2031-02-15',
      sellerCompanyName: 'Anonymous seller',
    });
    expect(accepted.body.termsAgreedAt).toBe(new Date(server.clock.now).toISOString());
    expect(accepted.body).not.toHaveProperty('commissionAmount');

    const seen = await detail(await brokerOf(id), id);
    expect(seen.commissionAmount).toBe('2475.00'); // 2.5 % of 99,000.00, recomputed
    expect((seen.proposals as Proposal[]).map((p) => p.status)).toEqual(['countered', 'accepted']);
    const kinds = (seen.events as Array<{ kind: string; notes: string }>).map((e) => e.kind);
    expect(kinds).toEqual(['created', 'proposal', 'proposal', 'proposal_accepted']);
    expect(seen.events.at(-1).notes).toBe(
      'Accepted 82.50 USD/bbl for 1,200 bbl, delivery by 2031-02-15',
    );
    const sellerNotices = (await seller.get('/api/notifications')).body as Array<{ title: string }>;
    expect(sellerNotices[0]!.title).toBe('Terms agreed');
  });

  test('only the other side accepts, and only the open proposal', async () => {
    const id = await proposedDeal();
    const [opening] = (await detail(buyer, id)).proposals as Proposal[];
    expect(opening!.isMine).toBe(true);
    const own = await buyer.post(`/api/deals/${id}/proposals/${opening!.id}/accept`);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot accept your own proposal');
    expect((await broker.post(`/api/deals/${id}/proposals/${opening!.id}/accept`)).status).toBe(
      403,
    );
    // Another seller does not see the deal at all.
    expect(
      (await otherSeller.post(`/api/deals/${id}/proposals/${opening!.id}/accept`)).status,
    ).toBe(404);

    const counter = await (
      await brokerOf(id)
    ).post(`/api/deals/${id}/proposals`, {
      pricePerUnit: 81,
      volume: 1000,
    });
    expect(counter.status, counter.text).toBe(201);
    const stale = await seller.post(`/api/deals/${id}/proposals/${opening!.id}/accept`);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This proposal is countered; only the open proposal can be accepted',
    );
    // A broker's counter binds neither side until each accepts it: the seller's acceptance alone
    // leaves it open, the buyer's then agrees the terms.
    expect(counter.body).toMatchObject({ sellerAccepted: false, buyerAccepted: false });
    const bySeller = await seller.post(`/api/deals/${id}/proposals/${counter.body.id}/accept`);
    expect(bySeller.status, bySeller.text).toBe(200);
    expect(bySeller.body.termsAgreedAt).toBeNull();
    const half = ((await detail(buyer, id)).proposals as Proposal[]).at(-1)!;
    expect(half).toMatchObject({ status: 'open', sellerAccepted: true, buyerAccepted: false });
    const again = await seller.post(`/api/deals/${id}/proposals/${counter.body.id}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have accepted this proposal already');
    // Two answers at once: exactly one wins.
    const answers = await Promise.all([
      buyer.post(`/api/deals/${id}/proposals/${counter.body.id}/accept`),
      buyer.post(`/api/deals/${id}/proposals/${counter.body.id}/accept`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await detail(buyer, id)).termsAgreedAt).not.toBeNull();
  });

  test('bad terms get the §5 messages; a past delivery date is refused; admins do not negotiate', async () => {
    const id = await proposedDeal();
    const empty = await seller.post(`/api/deals/${id}/proposals`, { pricePerUnit: '', volume: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { path: 'pricePerUnit', message: 'Price is required' },
      { path: 'volume', message: 'Quantity is required' },
    ]);
    const past = await seller.post(`/api/deals/${id}/proposals`, {
      pricePerUnit: 80,
      volume: 10,
      deliveryDate: '2020-01-01',
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([
      { path: 'deliveryDate', message: 'Delivery date cannot be in the past' },
    ]);
    const byAdmin = await admin.post(`/api/deals/${id}/proposals`, {
      pricePerUnit: 80,
      volume: 10,
    });
    expect(byAdmin.status).toBe(403);
    expect((await detail(admin, id)).proposals).toHaveLength(1);
  });

  test('the lock freezes the terms: open proposals close and no new one is taken', async () => {
    const id = await proposedDeal();
    const dealBroker = await brokerOf(id);
    await agreeTerms(dealBroker, id, { seller, buyer });
    // A new proposal after the agreement stays open beside the agreed terms; the lock closes it.
    expect(
      (await buyer.post(`/api/deals/${id}/proposals`, { pricePerUnit: 79, volume: 1000 })).status,
    ).toBe(201);
    expect((await dealBroker.patch(`/api/deals/${id}/lock`)).status).toBe(200);
    const after = await detail(dealBroker, id);
    expect((after.proposals as Proposal[]).map((p) => p.status)).toEqual(['accepted', 'closed']);
    expect(after.pricePerUnit).toBe('80.00');
    const late = await seller.post(`/api/deals/${id}/proposals`, { pricePerUnit: 90, volume: 10 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'The deal is in lc pending: terms are negotiated only before the trade is locked',
    );
    const accept = await seller.post(`/api/deals/${id}/proposals/${after.proposals[1].id}/accept`);
    expect(accept.status).toBe(409);
  });
});

describe('letter of credit and shipping', () => {
  test('lc_confirmed waits for the LC; the buyer records it and everyone sees it on the timeline', async () => {
    const id = await proposedDeal();
    await advance(admin, id, ['lc_pending'], { seller, buyer });
    const early = await admin.patch(`/api/deals/${id}/status`, { status: 'lc_confirmed' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'EVIDENCE_MISSING',
      missing: [
        "The seller's signature on the contract",
        "The buyer's signature on the contract",
        'A letter of credit on record',
      ],
    });
    expect((await seller.put(`/api/deals/${id}/lc`, lcBody)).status).toBe(403);
    for (const c of [seller, buyer])
      await c.post(`/api/deals/${id}/contract/signatures`, { fullName: 'A Signer', consent: true });

    const recorded = await buyer.put(`/api/deals/${id}/lc`, { ...lcBody, amount: 80000 });
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.body.lcDetails).toMatchObject({
      issuingBank: 'Citibank N.A., New York',
      lcNumber: 'LC-TEST-001',
      amount: '80000.00',
      currency: 'USD',
      documentsRequired: ['commercial_invoice', 'bill_of_lading'],
    });
    const seen = await detail(seller, id);
    expect(seen.lcDetails.lcNumber).toBe('LC-TEST-001');
    expect(seen.events.at(-1)).toMatchObject({ kind: 'lc_recorded', actorRole: 'buyer' });
    expect(seen.events.at(-1).notes).toContain('LC LC-TEST-001 issued by Citibank N.A., New York');
    expect((await admin.patch(`/api/deals/${id}/status`, { status: 'lc_confirmed' })).status).toBe(
      200,
    );
  });

  test('an LC with missing or inconsistent fields gets field messages; none is taken in negotiation', async () => {
    const id = await proposedDeal();
    const dealBroker = await brokerOf(id);
    const inNegotiation = await dealBroker.put(`/api/deals/${id}/lc`, lcBody);
    expect(inNegotiation.status).toBe(409);
    await advance(dealBroker, id, ['lc_pending'], { seller, buyer });
    const bad = await dealBroker.put(`/api/deals/${id}/lc`, {
      issuingBank: ' ',
      lcNumber: '',
      amount: '12.345',
      expiryDate: '2031-01-01',
      latestShipmentDate: '2031-02-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'issuingBank', message: 'Issuing bank is required' },
      { path: 'lcNumber', message: 'LC number is required' },
      { path: 'amount', message: 'Invalid amount format' },
      { path: 'issueDate', message: 'Issue date is required' },
    ]);
    const order = await dealBroker.put(`/api/deals/${id}/lc`, {
      ...lcBody,
      expiryDate: '2031-01-01',
      latestShipmentDate: '2031-02-01',
    });
    expect(order.body.errors).toEqual([
      {
        path: 'latestShipmentDate',
        message: 'Latest shipment date must be on or before the expiry date',
      },
    ]);
    expect((await detail(dealBroker, id)).lcDetails).toBeNull();
  });

  test('shipped waits for the bill of lading; the seller records the shipment in two steps', async () => {
    const id = await proposedDeal();
    const dealBroker = await brokerOf(id);
    await advance(dealBroker, id, ['lc_pending', 'lc_confirmed'], { seller, buyer });
    expect((await buyer.put(`/api/deals/${id}/shipping`, shippingBody)).status).toBe(403);
    const badImo = await seller.put(`/api/deals/${id}/shipping`, {
      ...shippingBody,
      imoNumber: '12345',
    });
    expect(badImo.body.errors).toEqual([{ path: 'imoNumber', message: 'IMO number has 7 digits' }]);
    const badCheck = await seller.put(`/api/deals/${id}/shipping`, {
      ...shippingBody,
      imoNumber: '9321484',
    });
    expect(badCheck.body.errors).toEqual([
      { path: 'imoNumber', message: 'IMO number fails its check digit' },
    ]);

    const { billOfLadingNumber: _n, billOfLadingDate: _d, ...nominated } = shippingBody;
    const vessel = await seller.put(`/api/deals/${id}/shipping`, nominated);
    expect(vessel.status, vessel.text).toBe(200);
    expect(vessel.body.shippingDetails).toMatchObject({
      vesselName: 'MT Atlantic Dawn',
      billOfLadingNumber: null,
    });
    const early = await dealBroker.patch(`/api/deals/${id}/status`, { status: 'shipped' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'To move to shipped, the deal still needs: The bill of lading (number and date)',
    );
    expect((await seller.put(`/api/deals/${id}/shipping`, shippingBody)).status).toBe(200);
    expect((await dealBroker.patch(`/api/deals/${id}/status`, { status: 'shipped' })).status).toBe(
      200,
    );
    const { events } = await detail(buyer, id);
    const shipping = (events as Array<{ kind: string; notes: string }>).filter(
      (e) => e.kind === 'shipping_recorded',
    );
    expect(shipping.map((e) => e.notes)).toEqual([
      `MT Atlantic Dawn (IMO 9321483), Bonny Terminal, Nigeria → Houston, TX, bill of lading not issued yet, ETA ${shippingBody.eta}`,
      `MT Atlantic Dawn (IMO 9321483), Bonny Terminal, Nigeria → Houston, TX, B/L BL-TEST-1 of ${shippingBody.billOfLadingDate}, ETA ${shippingBody.eta}`,
    ]);
  });

  test('the demo deals past lc_pending carry their LC, and shipments from lc_confirmed on', async () => {
    const deals = (await admin.get('/api/deals?limit=100')).body as Array<{
      id: string;
      status: string;
      lcDetails: { lcNumber: string; expiryDate: string | null } | null;
      shippingDetails: { billOfLadingNumber: string | null } | null;
    }>;
    const demoDeals = deals.filter((d) => d.lcDetails?.lcNumber.startsWith('CITI/LC/'));
    expect(demoDeals.map((d) => d.status).sort()).toEqual([
      'completed',
      'completed',
      'delivered',
      'lc_confirmed',
      'shipped',
    ]);
    const confirmed = demoDeals.find((d) => d.status === 'lc_confirmed')!;
    const { contract } = await detail(admin, confirmed.id);
    expect(contract.signatures.map((sig: { side: string }) => sig.side)).toEqual([
      'seller',
      'buyer',
    ]);
    const pdf = await server.app.inject({
      method: 'GET',
      url: `/api/deals/${confirmed.id}/contract/pdf`,
      headers: { cookie: admin.cookie },
    });
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(contract.sha256);
    for (const d of demoDeals) {
      expect(d.lcDetails!.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const loaded = d.status !== 'lc_confirmed';
      expect(d.shippingDetails!.billOfLadingNumber === null).toBe(!loaded);
    }
  });
});

/** The text a pdf-lib PDF draws: each content stream inflated, its hex strings (Tj) decoded. */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  for (const stream of pdf.toString('latin1').matchAll(/\bstream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream
    }
    for (const m of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      out.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
  }
  return out.join('\n');
}

describe('sales contract', () => {
  async function lockedDeal() {
    const id = await proposedDeal();
    const dealBroker = await brokerOf(id);
    await agreeTerms(dealBroker, id, { seller, buyer });
    expect((await dealBroker.patch(`/api/deals/${id}/lock`)).status).toBe(200);
    return { id, dealBroker };
  }

  test('the lock writes the contract from the terms; its PDF matches the hash and hides the commission', async () => {
    const id = await proposedDeal();
    expect((await detail(buyer, id)).contract).toBeNull();
    const early = await seller.post(`/api/deals/${id}/contract/signatures`, {
      fullName: 'Ada Obi',
      consent: true,
    });
    expect(early.status).toBe(404);
    expect(early.body.message).toBe('No contract yet: it is generated when the trade is locked');

    const dealBroker = await brokerOf(id);
    await agreeTerms(dealBroker, id, { seller, buyer });
    expect((await dealBroker.patch(`/api/deals/${id}/lock`)).status).toBe(200);
    const seen = await detail(seller, id);
    expect(seen.contract).toMatchObject({ dealId: id, signatures: [] });
    expect(seen.contract.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.events.map((e: { kind: string }) => e.kind)).toContain('contract_generated');

    const res = await server.app.inject({
      method: 'GET',
      url: `/api/deals/${id}/contract/pdf`,
      headers: { cookie: buyer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`contract-${seen.dealNumber}.pdf`);
    const bytes = res.rawPayload;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(seen.contract.sha256);
    const text = pdfText(bytes);
    expect(text).toContain('SALES CONTRACT');
    expect(text).toContain(`Contract ${seen.dealNumber}`);
    expect(text).toContain('80.00 USD per bbl');
    expect(text).toContain('1,000 bbl');
    expect(text).toContain(seen.sellerCompanyName);
    expect(text).toContain(seen.buyerCompanyName);
    expect(text).toContain('letter of credit subject to UCP 600');
    expect(text.toLowerCase()).not.toContain('commission');
    // Someone who may not see the deal does not get its contract either.
    const other = await server.app.inject({
      method: 'GET',
      url: `/api/deals/${id}/contract/pdf`,
      headers: { cookie: otherSeller.cookie },
    });
    expect(other.statusCode).toBe(404);
  });

  test('the seller and the buyer each sign once, naming the hash; the broker does not sign', async () => {
    const { id, dealBroker } = await lockedDeal();
    const noConsent = await seller.post(`/api/deals/${id}/contract/signatures`, {
      fullName: ' ',
      consent: false,
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.errors).toEqual([
      { path: 'fullName', message: 'Full name is required' },
      { path: 'consent', message: 'Confirm that you agree to sign electronically' },
    ]);
    const signed = await seller.post(`/api/deals/${id}/contract/signatures`, {
      fullName: 'Adaeze Okafor',
      consent: true,
    });
    expect(signed.status, signed.text).toBe(201);
    expect(signed.body.signatures).toEqual([
      expect.objectContaining({
        side: 'seller',
        fullName: 'Adaeze Okafor',
        documentHash: signed.body.sha256,
        isMine: true,
      }),
    ]);
    const again = await seller.post(`/api/deals/${id}/contract/signatures`, {
      fullName: 'Adaeze Okafor',
      consent: true,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have signed this contract already');
    expect(
      (
        await dealBroker.post(`/api/deals/${id}/contract/signatures`, {
          fullName: 'B',
          consent: true,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await buyer.post(`/api/deals/${id}/contract/signatures`, {
          fullName: 'Lars Nilsson',
          consent: true,
        })
      ).status,
    ).toBe(201);
    const { contract, events } = await detail(dealBroker, id);
    expect(contract.signatures.map((s: { side: string }) => s.side)).toEqual(['seller', 'buyer']);
    const notes = (events as Array<{ kind: string; notes: string }>)
      .filter((e) => e.kind === 'contract_signed')
      .map((e) => e.notes);
    expect(notes).toEqual([
      `Contract signed by the seller: Adaeze Okafor (SHA-256 ${contract.sha256.slice(0, 12)}…)`,
      `Contract signed by the buyer: Lars Nilsson (SHA-256 ${contract.sha256.slice(0, 12)}…)`,
    ]);
  });
});
