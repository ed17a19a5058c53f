/**
 * Listing oversight (issue 16, the panel's Offers/RFQs tab): an admin takes an offer or RFQ down with a
 * reason, the marketplace loses it at once, its owner is told why and cannot reopen it, and an admin puts
 * it back; every step is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { demoAccountByRole } from '@petrobridge/domain';
import { adminAuditLog } from '../src/db/schema';
import { startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let admin: Client, seller: Client, buyer: Client, broker: Client;

beforeAll(async () => {
  server = await startServer();
  admin = await server.as(demoAccountByRole.admin.email);
  seller = await server.as(demoAccountByRole.seller.email);
  buyer = await server.as(demoAccountByRole.buyer.email);
  broker = await server.as(demoAccountByRole.broker.email);
});
afterAll(() => server?.close());

const auditOf = (targetId: string) =>
  server.app.services.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetId, targetId)))
    .orderBy(adminAuditLog.createdAt);

describe.each([
  {
    kind: 'offer' as const,
    owner: () => seller,
    other: () => buyer,
    body: { productType: 'diesel', volume: 700, volumeUnit: 'MT', pricePerUnit: 715 },
    label: 'offer',
    title: 'Offer',
  },
  {
    kind: 'rfq' as const,
    owner: () => buyer,
    other: () => seller,
    body: {
      productType: 'gasoline',
      volume: 900,
      volumeUnit: 'MT',
      maxPricePerUnit: 805,
      deliveryLocation: 'Houston',
      requiredDeliveryDate: '2031-01-31',
    },
    label: 'RFQ',
    title: 'RFQ',
  },
])(
  'an admin takes an $label down and puts it back',
  ({ kind, owner, other, body, label, title }) => {
    let id: string;
    const base = `/api/${kind}s`;

    beforeAll(async () => {
      const res = await owner().post(base, body);
      expect(res.status).toBe(201);
      id = res.body.id;
    });

    test('a reason is required, and nothing changes without one', async () => {
      for (const payload of [{}, { reason: '   ' }]) {
        const res = await admin.post(`/api/admin/${kind}s/${id}/deactivation`, payload);
        expect(res.status).toBe(400);
        expect(res.body.errors).toContainEqual({ path: 'reason', message: 'Reason is required' });
      }
      expect((await other().get(`${base}/${id}`)).status).toBe(200);
    });

    test('a broker, a seller or a buyer cannot take it down', async () => {
      for (const c of [broker, seller, buyer]) {
        const res = await c.post(`/api/admin/${kind}s/${id}/deactivation`, { reason: 'No' });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Only admins take listings down');
      }
    });

    test('taken down: gone from the marketplace, its owner sees why and is notified', async () => {
      const res = await admin.post(`/api/admin/${kind}s/${id}/deactivation`, {
        reason: '  Duplicate listing  ',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        isActive: false,
        deactivationReason: 'Duplicate listing',
      });

      expect((await other().get(`${base}/${id}`)).status).toBe(404);
      const feed = await other().get(`${base}?limit=100`);
      expect(feed.body.map((l: { id: string }) => l.id)).not.toContain(id);

      const own = await owner().get(`${base}/${id}`);
      expect(own.body).toMatchObject({ isActive: false, deactivationReason: 'Duplicate listing' });
      const notes = await owner().get('/api/notifications');
      expect(notes.body).toContainEqual(
        expect.objectContaining({
          title: `${title} taken down`,
          message: `Your ${label} was taken down by an administrator: Duplicate listing`,
          relatedEntityType: kind,
          relatedEntityId: id,
        }),
      );
    });

    test('its owner cannot reopen it, and a second take-down is refused', async () => {
      const reopen = await owner().patch(`${base}/${id}`, { isActive: true });
      expect(reopen.status).toBe(409);
      expect(reopen.body.message).toBe(
        `An administrator took this ${label} down: Duplicate listing. Contact support to have it reinstated.`,
      );
      const again = await admin.post(`/api/admin/${kind}s/${id}/deactivation`, { reason: 'x' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(`This ${label} is already taken down`);
    });

    test('put back: on the marketplace again, the owner told, a second time refused', async () => {
      const res = await admin.delete(`/api/admin/${kind}s/${id}/deactivation`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, isActive: true, deactivationReason: null });
      expect((await other().get(`${base}/${id}`)).status).toBe(200);
      const notes = await owner().get('/api/notifications');
      expect(notes.body).toContainEqual(
        expect.objectContaining({ title: `${title} reinstated`, relatedEntityId: id }),
      );
      const again = await admin.delete(`/api/admin/${kind}s/${id}/deactivation`);
      expect(again.status).toBe(409);
      // The owner closes and reopens it themselves as before.
      expect((await owner().patch(`${base}/${id}`, { isActive: false })).status).toBe(200);
      expect((await owner().patch(`${base}/${id}`, { isActive: true })).status).toBe(200);
    });

    test('both actions are in the audit log with the admin and the reason', async () => {
      const entries = await auditOf(id);
      expect(entries.map((e) => e.action)).toEqual([`${kind}_deactivated`, `${kind}_reactivated`]);
      const adminId = (await admin.get('/api/auth/user')).body.id;
      expect(entries[0]).toMatchObject({
        actorId: adminId,
        targetType: kind,
        details: { reason: 'Duplicate listing', wasActive: true },
      });
      expect(entries[1]!.details).toEqual({ previousReason: 'Duplicate listing' });
    });
  },
);

test('an unknown listing is 404', async () => {
  const res = await admin.post(`/api/admin/offers/${crypto.randomUUID()}/deactivation`, {
    reason: 'Spam',
  });
  expect(res.status).toBe(404);
  expect(res.body.message).toBe('Offer not found');
});
