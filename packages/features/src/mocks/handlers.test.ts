import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PASSWORD, validationMessages as messages } from '@petrobridge/domain';
import { allMockHandlers } from './handlers';
import { mockDb, resetMockDb } from './db';
import { mockRole, setMockRole, type MockRole } from './role';
import { usersByRole } from './users';

const server = setupServer(...allMockHandlers);
const origin = 'http://mock.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockDb();
});
afterEach(() => setMockRole('signed-out'));

async function call(role: MockRole, method: string, path: string, body?: unknown) {
  setMockRole(role);
  const response = await fetch(origin + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

describe('mock API: role scoping', () => {
  test('signed out, every resource answers 401 Unauthorized', async () => {
    for (const path of ['/api/deals', '/api/notifications', '/api/companies', '/api/auth/user']) {
      const res = await call('signed-out', 'GET', path);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Unauthorized');
    }
  });

  test('a seller sees only their deals and no commission; a broker sees commission', async () => {
    const seller = await call('seller', 'GET', '/api/deals');
    expect(seller.body.length).toBeGreaterThan(0);
    for (const deal of seller.body) {
      expect(deal.sellerId).toBe(usersByRole.seller.id);
      expect(deal).not.toHaveProperty('commissionAmount');
    }
    const broker = await call('broker', 'GET', '/api/deals');
    expect(broker.body[0]).toHaveProperty('commissionAmount');
  });

  test('deals are paged with X-Total-Count', async () => {
    const all = mockDb().deals.length;
    const res = await call('admin', 'GET', '/api/deals?limit=2&offset=1');
    expect(res.body).toHaveLength(2);
    expect(res.headers.get('X-Total-Count')).toBe(String(all));
  });

  test('sellers and buyers see their own companies; staff see all of them', async () => {
    const buyer = await call('buyer', 'GET', '/api/companies');
    expect(buyer.body.every((c: { ownerId: string }) => c.ownerId === usersByRole.buyer.id)).toBe(
      true,
    );
    const broker = await call('broker', 'GET', '/api/companies');
    expect(broker.body).toHaveLength(mockDb().companies.length);
  });

  test('offers are anonymous to a buyer and carry their identity for staff', async () => {
    const buyer = await call('buyer', 'GET', '/api/offers');
    expect(buyer.body[0]).not.toHaveProperty('companyName');
    expect(buyer.body[0].isAnonymized).toBe(true);
    const broker = await call('broker', 'GET', '/api/offers');
    expect(broker.body[0].companyName).toBeTruthy();
  });
});

describe('mock API: deal rules (§4) and validation (§5)', () => {
  test('an allowed transition moves the deal; a refused one answers 409 with the allowed statuses', async () => {
    const deal = mockDb().deals.find((d) => d.status === 'negotiation')!;
    const refused = await call('broker', 'PATCH', `/api/deals/${deal.id}/status`, {
      status: 'completed',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.allowedStatuses).toContain('lc_pending');
    const moved = await call('broker', 'PATCH', `/api/deals/${deal.id}/lock`);
    expect(moved.body.status).toBe('lc_pending');
  });

  test('creating a deal with bad input answers 400 with the §5 message on its field', async () => {
    const res = await call('broker', 'POST', '/api/deals', { productType: 'diesel', volume: 10 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: 'sellerCompanyId',
      message: messages.sellerCompanyRequired,
    });
  });

  test('a created deal appears in the list it refreshes', async () => {
    const before = mockDb().deals.length;
    const body = {
      productType: 'diesel',
      volume: 1000,
      volumeUnit: 'MT',
      currency: 'USD',
      sellerCompanyId: mockDb().companies.find((c) => c.name === 'Atlantic Gulf Energy')!.id,
      buyerCompanyId: mockDb().companies.find((c) => c.name === 'Nordic Fuels AB')!.id,
      sellerId: usersByRole.seller.id,
      buyerId: usersByRole.buyer.id,
    };
    const created = await call('broker', 'POST', '/api/deals', body);
    expect(created.status).toBe(201);
    const list = await call('broker', 'GET', '/api/deals');
    expect(list.headers.get('X-Total-Count')).toBe(String(before + 1));
    expect(list.body[0].id).toBe(created.body.id);
  });

  test('a company whose KYC is not approved cannot trade', async () => {
    const res = await call('broker', 'POST', '/api/deals', {
      productType: 'diesel',
      volume: 1000,
      volumeUnit: 'MT',
      currency: 'USD',
      sellerCompanyId: mockDb().companies.find((c) => c.kycStatus === 'pending')!.id,
      buyerCompanyId: mockDb().companies.find((c) => c.name === 'Nordic Fuels AB')!.id,
      sellerId: usersByRole.seller.id,
      buyerId: usersByRole.buyer.id,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Seller company KYC is not approved');
  });
});

describe('mock API: agreement before binding and evidence per move', () => {
  test("a broker's proposal binds once both sides accept it; until then the lock is TERMS_NOT_AGREED", async () => {
    const deal = mockDb().deals.find((d) => d.status === 'negotiation')!;
    deal.termsAgreedAt = null;
    const proposal = await call('broker', 'POST', `/api/deals/${deal.id}/proposals`, {
      pricePerUnit: '83.00',
      volume: 50000,
      onBehalfOf: 'seller',
    });
    expect(proposal.status).toBe(201);
    expect(proposal.body).toMatchObject({
      onBehalfOf: 'seller',
      sellerAccepted: false,
      buyerAccepted: false,
    });
    const early = await call('buyer', 'PATCH', `/api/deals/${deal.id}/lock`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('TERMS_NOT_AGREED');
    expect(early.body.message).toBe(
      "The terms are not agreed yet: the open proposal awaits the seller and the buyer's acceptance",
    );
    const url = `/api/deals/${deal.id}/proposals/${proposal.body.id}/accept`;
    const bySeller = await call('seller', 'POST', url);
    expect(bySeller.body.termsAgreedAt).toBeNull();
    expect((await call('seller', 'POST', url)).status).toBe(409);
    const byBuyer = await call('buyer', 'POST', url);
    expect(byBuyer.body.termsAgreedAt).not.toBeNull();
    expect(byBuyer.body.pricePerUnit).toBe('83.00');
    const locked = await call('broker', 'PATCH', `/api/deals/${deal.id}/lock`);
    expect(locked.body.status).toBe('lc_pending');
  });

  test("a proposal or a lock above the offer's remaining volume is VOLUME_EXCEEDED; the lock commits it", async () => {
    const offer = mockDb().offers[0]!;
    const deal = mockDb().deals.find((d) => d.status === 'negotiation')!;
    deal.offerId = offer.id;
    offer.remainingVolume = 40000;
    const proposal = await call('seller', 'POST', `/api/deals/${deal.id}/proposals`, {
      pricePerUnit: '83.00',
      volume: 50000,
    });
    expect(proposal.status).toBe(409);
    expect(proposal.body).toMatchObject({ code: 'VOLUME_EXCEEDED', remaining: 40000 });
    const refused = await call('broker', 'PATCH', `/api/deals/${deal.id}/lock`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('VOLUME_EXCEEDED');
    offer.remainingVolume = 50000;
    const locked = await call('broker', 'PATCH', `/api/deals/${deal.id}/lock`);
    expect(locked.body.status).toBe('lc_pending');
    expect(offer.remainingVolume).toBe(0);
    expect(offer.isActive).toBe(false);
    await call('broker', 'PATCH', `/api/deals/${deal.id}/status`, { status: 'cancelled' });
    expect(offer.remainingVolume).toBe(50000);
    expect(offer.isActive).toBe(true);
  });

  test('a move without its evidence answers 409 EVIDENCE_MISSING with what is missing', async () => {
    const deal = mockDb().deals.find((d) => d.status === 'shipped')!;
    const refused = await call('broker', 'PATCH', `/api/deals/${deal.id}/status`, {
      status: 'delivered',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('EVIDENCE_MISSING');
    expect(refused.body.missing).toEqual(['The delivery date']);
    deal.shippingDetails = { ...deal.shippingDetails!, deliveredDate: '2024-08-09' };
    const moved = await call('broker', 'PATCH', `/api/deals/${deal.id}/status`, {
      status: 'delivered',
    });
    expect(moved.body.status).toBe('delivered');
  });
});

describe('mock API: notifications', () => {
  test('marking one and then all read is what the next list shows', async () => {
    const first = await call('broker', 'GET', '/api/notifications');
    const unread = first.body.filter((n: { isRead: boolean }) => !n.isRead);
    expect(unread.length).toBeGreaterThan(1);
    await call('broker', 'POST', `/api/notifications/${unread[0].id}/read`);
    const second = await call('broker', 'GET', '/api/notifications');
    expect(second.body.filter((n: { isRead: boolean }) => !n.isRead)).toHaveLength(
      unread.length - 1,
    );
    expect((await call('broker', 'POST', '/api/notifications/read-all')).status).toBe(204);
    const third = await call('broker', 'GET', '/api/notifications');
    expect(third.body.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
  });

  test("another user's notification is not found", async () => {
    const theirs = mockDb().notifications.find((n) => n.userId === usersByRole.seller.id)!;
    expect((await call('broker', 'POST', `/api/notifications/${theirs.id}/read`)).status).toBe(404);
  });
});

describe('mock API: sign-in', () => {
  test('a wrong password is Invalid credentials; an empty form is a 400 on its fields', async () => {
    const wrong = await call('signed-out', 'POST', '/api/auth/login', {
      email: usersByRole.broker.email,
      password: 'nope',
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    const invalid = await call('signed-out', 'POST', '/api/auth/login', {
      email: 'x',
      password: '',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { path: string }) => e.path)).toEqual(['email', 'password']);
  });
});

describe('mock API: the session', () => {
  /** A request without changing the mock role first (the session is whatever the server holds). */
  const send = async (method: string, path: string, body?: unknown) =>
    fetch(origin + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  test('a sign-in starts a session as that user, a wrong password does not, logout ends it', async () => {
    setMockRole('signed-out');
    const wrong = await send('POST', '/api/auth/login', {
      email: usersByRole.seller.email,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect((await send('GET', '/api/auth/user')).status).toBe(401);

    const login = await send('POST', '/api/auth/login', {
      email: usersByRole.seller.email,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(mockRole()).toBe('seller');
    const me = await send('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(usersByRole.seller.email);

    expect((await send('POST', '/api/auth/logout')).status).toBe(204);
    expect((await send('GET', '/api/deals')).status).toBe(401);
  });
});
