/**
 * The "signed in" hint cookie: set beside the session at login, readable by scripts (the web app's
 * boot uses it to skip the landing page on `/`), never a credential, and cleared at logout.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demo, DEMO_PASSWORD, startServer, type TestServer } from './support/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const cookies = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat() as string[];
const named = (res: { headers: Record<string, unknown> }, name: string) =>
  cookies(res).find((c) => c.startsWith(`${name}=`));

const login = () =>
  server.request('POST', '/api/auth/login', {
    body: { email: demo.seller, password: DEMO_PASSWORD },
  });

describe('signed-in hint cookie', () => {
  test('login sets pb_signed_in=1, not HttpOnly, SameSite=Lax, for the whole site', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const hint = named(res, 'pb_signed_in');
    expect(hint).toMatch(/^pb_signed_in=1; Max-Age=43200; Path=\/; SameSite=Lax$/);
    expect(hint).not.toContain('HttpOnly');
  });

  test('a failed login sets no hint', async () => {
    const res = await server.request('POST', '/api/auth/login', {
      body: { email: demo.seller, password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect(named(res, 'pb_signed_in')).toBeUndefined();
  });

  test('the hint alone is no session', async () => {
    const res = await server.request('GET', '/api/auth/user', { cookie: 'pb_signed_in=1' });
    expect(res.status).toBe(401);
  });

  test('both ways of logging out clear it', async () => {
    const session = () => login().then((r) => named(r, 'pb_session')!.split(';')[0]!);
    // A same-site navigation, as a browser following the sign-out link sends it.
    const out = await server.request('GET', '/api/logout', {
      cookie: await session(),
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(named(out, 'pb_signed_in')).toMatch(/^pb_signed_in=;.*Expires=Thu, 01 Jan 1970/);
    const apiOut = await server.request('POST', '/api/auth/logout', { cookie: await session() });
    expect(apiOut.status).toBe(204);
    expect(named(apiOut, 'pb_signed_in')).toMatch(/^pb_signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });
});
