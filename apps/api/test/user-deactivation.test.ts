/**
 * A deactivated account (issue 28): its active offers and RFQs leave the marketplace in the same
 * transaction, audited, and reactivating it brings back exactly those (a listing also withdrawn with its
 * company waits for the company too). The deal gate's helper refuses a deactivated party.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assertUsersMayTrade } from '../src/lib/companies';
import { HttpError } from '../src/http/errors';
import { demo, newAccount, startServer, type Client, type TestServer } from './support/harness';
import { completeKyc } from './support/kyc';

let server: TestServer;
let admin: Client, broker: Client;
beforeAll(async () => {
  server = await startServer();
  admin = await server.as(demo.admin);
  broker = await server.as(demo.broker);
});
afterAll(() => server?.close());

async function approvedTrader(role: 'seller' | 'buyer') {
  const owner = await newAccount(server, role);
  const company = await owner.post('/api/companies', { name: `Listings ${owner.email}` });
  const companyId = (company.body as { id: string }).id;
  await completeKyc(server, owner, companyId, admin);
  const approved = await broker.post(`/api/companies/${companyId}/kyc-review`, {
    status: 'approved',
  });
  expect(approved.status, approved.text).toBe(200);
  return { owner, companyId };
}

const offerBody = (deliveryLocation: string) => ({
  productType: 'diesel',
  volume: 1000,
  volumeUnit: 'MT',
  pricePerUnit: '700.00',
  deliveryLocation,
});

const rfqBody = (deliveryLocation: string) => ({
  productType: 'diesel',
  volume: 1000,
  maxPricePerUnit: '720.00',
  deliveryLocation,
  requiredDeliveryDate: new Date(server.clock.now + 60 * 86_400_000).toISOString().slice(0, 10),
});

const state = async (path: string) => {
  const res = await admin.get(path);
  expect(res.status, res.text).toBe(200);
  return { isActive: res.body.isActive, deactivationReason: res.body.deactivationReason };
};

describe('deactivating an account withdraws its listings', () => {
  test('its active offers leave the marketplace, audited; reactivation brings back exactly those', async () => {
    const { owner } = await approvedTrader('seller');
    const live = (await owner.post('/api/offers', offerBody('Tema, Ghana'))).body as { id: string };
    const closed = (await owner.post('/api/offers', offerBody('Takoradi, Ghana'))).body as {
      id: string;
    };
    expect((await owner.patch(`/api/offers/${closed.id}`, { isActive: false })).status).toBe(200);

    const off = await admin.post(`/api/admin/users/${owner.id}/deactivate`, {
      reason: 'Fraud investigation',
    });
    expect(off.status, off.text).toBe(200);
    expect(await state(`/api/offers/${live.id}`)).toEqual({
      isActive: false,
      deactivationReason: 'Account deactivated: Fraud investigation',
    });
    expect(await state(`/api/offers/${closed.id}`)).toEqual({
      isActive: false,
      deactivationReason: null,
    });
    const market = (await admin.get('/api/offers?q=Tema&limit=500')).body as Array<{ id: string }>;
    expect(market.map((o) => o.id)).not.toContain(live.id);
    const audit = await admin.get(`/api/admin/audit-log?targetType=user&targetId=${owner.id}`);
    expect(audit.body[0]).toMatchObject({
      action: 'user_deactivated',
      details: { reason: 'Fraud investigation', listingsWithdrawn: 1 },
    });

    server.clock.advance(1000);
    const back = await admin.post(`/api/admin/users/${owner.id}/reactivate`, {});
    expect(back.status, back.text).toBe(200);
    expect(await state(`/api/offers/${live.id}`)).toEqual({
      isActive: true,
      deactivationReason: null,
    });
    // The one its owner had closed stays closed.
    expect(await state(`/api/offers/${closed.id}`)).toEqual({
      isActive: false,
      deactivationReason: null,
    });
    const after = await admin.get(`/api/admin/audit-log?targetType=user&targetId=${owner.id}`);
    expect(after.body[0]).toMatchObject({
      action: 'user_reactivated',
      details: { listingsRestored: 1 },
    });
  });

  test('an RFQ too; withdrawn with both its company and its owner, it waits for both', async () => {
    const { owner, companyId } = await approvedTrader('buyer');
    const rfq = (await owner.post('/api/rfqs', rfqBody('Rotterdam, Netherlands'))).body as {
      id: string;
    };
    expect(rfq.id).toEqual(expect.any(String));
    await admin.post(`/api/admin/users/${owner.id}/deactivate`, { reason: 'Chargebacks' });
    await admin.post(`/api/admin/companies/${companyId}/deactivate`, { reason: 'Sanctions' });
    expect(await state(`/api/rfqs/${rfq.id}`)).toEqual({
      isActive: false,
      deactivationReason: 'Account deactivated: Chargebacks',
    });
    // The account comes back first: the company still holds it down, and says so.
    await admin.post(`/api/admin/users/${owner.id}/reactivate`, {});
    expect(await state(`/api/rfqs/${rfq.id}`)).toEqual({
      isActive: false,
      deactivationReason: 'Company deactivated: Sanctions',
    });
    await admin.post(`/api/admin/companies/${companyId}/reactivate`, {});
    expect(await state(`/api/rfqs/${rfq.id}`)).toEqual({
      isActive: true,
      deactivationReason: null,
    });

    // The other order: the company comes back first, the account still holds it down.
    await admin.post(`/api/admin/companies/${companyId}/deactivate`, { reason: 'Sanctions' });
    await admin.post(`/api/admin/users/${owner.id}/deactivate`, { reason: 'Chargebacks' });
    await admin.post(`/api/admin/companies/${companyId}/reactivate`, {});
    expect(await state(`/api/rfqs/${rfq.id}`)).toEqual({
      isActive: false,
      deactivationReason: 'Account deactivated: Chargebacks',
    });
    await admin.post(`/api/admin/users/${owner.id}/reactivate`, {});
    expect((await state(`/api/rfqs/${rfq.id}`)).isActive).toBe(true);
  });
});

describe('assertUsersMayTrade (the deal gate’s party check)', () => {
  const refusal = async (parties: Record<string, string | null | undefined>) => {
    try {
      await assertUsersMayTrade(server.app.services.database.db, parties);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
    }
  };

  test('refuses a deactivated party, or the owner of a deactivated company, naming the side only', async () => {
    const seller = await approvedTrader('seller');
    const buyer = await approvedTrader('buyer');
    expect(await refusal({ Seller: seller.owner.id, Buyer: buyer.owner.id, Broker: null })).toBe(
      null,
    );
    await admin.post(`/api/admin/users/${seller.owner.id}/deactivate`, { reason: 'Fraud' });
    expect(await refusal({ Seller: seller.owner.id, Buyer: buyer.owner.id })).toEqual({
      status: 403,
      message: 'Seller account has been deactivated',
    });
    await admin.post(`/api/admin/companies/${buyer.companyId}/deactivate`, { reason: 'Sanctions' });
    expect(await refusal({ Buyer: buyer.owner.id })).toEqual({
      status: 403,
      message: 'Buyer company has been deactivated',
    });
  });
});
