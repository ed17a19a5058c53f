/**
 * Expiring KYC documents (issue 14): the owner is told once, 30 days ahead (or at once when it is closer
 * or past), and never about a document that expires later or has been replaced.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { demoAccountByRole } from '@petrobridge/domain';
import { companies, kycDocuments, users } from '../src/db/schema';
import { notifyExpiringDocuments } from '../src/lib/kyc-expiry';
import { startServer, type Client, type TestServer } from './support/harness';

const DAY = 86_400_000;
let server: TestServer;
let seller: Client;
let docs: Array<{ id: string; documentType: string }>;

const day = (offset: number) =>
  new Date(server.clock.now + offset * DAY).toISOString().slice(0, 10);
const setExpiry = (id: string, expiresAt: string | null) =>
  server.app.services.database.db
    .update(kycDocuments)
    .set({ expiresAt, expiryNoticeAt: null })
    .where(eq(kycDocuments.id, id));
const notices = async () =>
  ((await seller.get('/api/notifications')).body as Array<{ title: string; message: string }>)
    .filter((n) => n.title.startsWith('KYC document'))
    .map((n) => n.message);

beforeAll(async () => {
  server = await startServer();
  seller = await server.as(demoAccountByRole.seller.email);
  const { db } = server.app.services.database;
  docs = await db
    .select({ id: kycDocuments.id, documentType: kycDocuments.documentType })
    .from(kycDocuments)
    .innerJoin(companies, eq(companies.id, kycDocuments.companyId))
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(and(eq(users.email, demoAccountByRole.seller.email), isNull(kycDocuments.replacedAt)));
  expect(docs.length).toBeGreaterThanOrEqual(3);
  for (const d of docs) await setExpiry(d.id, null);
  await notifyExpiringDocuments(server.app.services);
});
afterAll(() => server?.close());

test('told once about a document expiring within 30 days, not about one expiring later', async () => {
  const before = (await notices()).length;
  await setExpiry(docs[0]!.id, day(20));
  await setExpiry(docs[1]!.id, day(45));
  expect(await notifyExpiringDocuments(server.app.services)).toBe(1);
  const after = await notices();
  expect(after.length).toBe(before + 1);
  expect(after[0]).toMatch(
    new RegExp(`expires on ${day(20)}\\. Upload a renewed document before then`),
  );
  // Once only.
  expect(await notifyExpiringDocuments(server.app.services)).toBe(0);
  expect((await notices()).length).toBe(before + 1);
  // The later one when its time comes.
  server.clock.advance(16 * DAY);
  expect(await notifyExpiringDocuments(server.app.services)).toBe(1);
});

test('a document recorded after its expiry is announced as expired', async () => {
  // The clock has moved past the session's time-out: sign in again.
  seller = await server.as(demoAccountByRole.seller.email);
  await setExpiry(docs[2]!.id, day(-3));
  expect(await notifyExpiringDocuments(server.app.services)).toBe(1);
  expect((await notices())[0]).toMatch(
    new RegExp(`expired on ${day(-3)}: it counts as missing until you upload a renewed one`),
  );
});
