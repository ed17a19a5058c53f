/**
 * The admins' user list (issue 16, the panel's Users tab): each account with the companies it owns and
 * its last sign-in, recorded by a real sign-in (password here; the identity provider's path shares it).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD, demoAccountByRole, demoOtherAccounts } from '@petrobridge/domain';
import { startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let admin: Client;

interface Listed {
  email: string;
  companies: Array<{ id: string; name: string }>;
  lastSignInAt: string | null;
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.as(demoAccountByRole.admin.email);
});
afterAll(() => server?.close());

const listed = async (email: string) =>
  ((await admin.get('/api/admin/users')).body as Listed[]).find((u) => u.email === email)!;

test('each user comes with the companies they own; a broker owns none', async () => {
  const seller = await listed(demoAccountByRole.seller.email);
  expect(seller.companies.map((c) => c.name)).toContain('Niger Delta Petroleum Ltd');
  expect((await listed(demoAccountByRole.broker.email)).companies).toEqual([]);
});

test('a sign-in is recorded as the last sign-in; no sign-in reads null', async () => {
  expect((await listed(demoOtherAccounts.brokerPending.email)).lastSignInAt).toBeNull();
  const email = demoOtherAccounts.sellerGhana.email;
  expect((await listed(email)).lastSignInAt).toBeNull();
  server.clock.advance(60_000);
  await server.login(email, DEMO_PASSWORD);
  expect((await listed(email)).lastSignInAt).toBe(new Date(server.clock.now).toISOString());
});
