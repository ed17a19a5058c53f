import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demo, DEMO_PASSWORD, startServer, type TestServer } from './support/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    config: {
      loginMaxFailuresPerAccount: 3,
      loginMaxFailuresPerAddress: 6,
      registerMaxPerAddress: 8,
    },
  });
});
afterAll(() => server?.close());

/** The session cookie of a response (beside it travels the signed-in hint, tested on its own). */
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith('pb_session=')) ??
  '';

describe('public configuration', () => {
  test('reports demo data and no identity provider', async () => {
    const res = await server.request('GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ demoData: true, oidcEnabled: false });
  });

  test('health answers with the database', async () => {
    const res = await server.request('GET', '/api/health');
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('register', () => {
  test('creates a local account without signing in and never returns secrets', async () => {
    const res = await server.request('POST', '/api/auth/register', {
      body: {
        email: 'New.Trader@Example.com',
        password: 'abcdef',
        firstName: 'New',
        lastName: 'Trader',
        role: 'seller',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'new.trader@example.com',
      role: 'seller',
      authProvider: 'local',
      isEmailVerified: false,
    });
    expect(res.text).not.toMatch(/password|hash|scrypt/i);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('a registered e-mail (any case) → 409 with a clear message', async () => {
    const res = await server.request('POST', '/api/auth/register', {
      body: {
        email: 'SELLER@petrobridge.test',
        password: 'abcdef',
        firstName: 'A',
        lastName: 'B',
        role: 'buyer',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An account with this email already exists' });
  });

  test.each([
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ role: 'admin' }, 'role', 'Role must be seller, buyer or broker'],
    [{ role: 'super_admin' }, 'role', 'Role must be seller, buyer or broker'],
  ])('%j → 400 %s: %s', async (patch, path, message) => {
    const res = await server.request('POST', '/api/auth/register', {
      body: {
        email: 'x@example.com',
        password: 'abcdef',
        firstName: 'A',
        lastName: 'B',
        role: 'buyer',
        ...patch,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });
});

describe('login and sessions', () => {
  test('sets an HttpOnly SameSite=Lax cookie with ≥128 random bits, and a new id at every login', async () => {
    const login = () =>
      server.request('POST', '/api/auth/login', {
        body: { email: demo.admin, password: DEMO_PASSWORD },
      });
    const first = await login();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: demo.admin, role: 'admin' });
    const cookie = cookieOf(first);
    expect(cookie).toMatch(/^pb_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const second = await server.request('POST', '/api/auth/login', {
      body: { email: demo.admin, password: DEMO_PASSWORD },
      cookie: cookie.split(';')[0],
    });
    expect(cookieOf(second).split(';')[0]).not.toBe(cookie.split(';')[0]);
    // The session that was replaced at login no longer works.
    const old = await server.request('GET', '/api/auth/user', { cookie: cookie.split(';')[0] });
    expect(old.status).toBe(401);
  });

  test('wrong credentials → 401 Invalid credentials (without "Unauthorized")', async () => {
    for (const body of [
      { email: demo.buyer, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const res = await server.request('POST', '/api/auth/login', { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid credentials' });
    }
  });

  test('§5 login rules → 400', async () => {
    const res = await server.request('POST', '/api/auth/login', {
      body: { email: 'nope', password: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });

  test('the current user: 200 with a session, 401 "Unauthorized" without', async () => {
    const anonymous = await server.request('GET', '/api/auth/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).toContain('Unauthorized');
    const bogus = await server.request('GET', '/api/auth/user', { cookie: 'pb_session=forged' });
    expect(bogus.status).toBe(401);
    const seller = await server.as(demo.seller);
    const me = await seller.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: demo.seller, role: 'seller', firstName: 'Chinedu' });
  });

  test('GET /api/logout ends the session and redirects to /; POST /api/auth/logout answers 204', async () => {
    const login = async () =>
      cookieOf(
        await server.request('POST', '/api/auth/login', {
          body: { email: demo.broker, password: DEMO_PASSWORD },
        }),
      ).split(';')[0]!;
    const a = await login();
    const out = await server.request('GET', '/api/logout', {
      cookie: a,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(cookieOf(out)).toMatch(/pb_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await server.request('GET', '/api/auth/user', { cookie: a })).status).toBe(401);

    const b = await login();
    const apiOut = await server.request('POST', '/api/auth/logout', { cookie: b });
    expect(apiOut.status).toBe(204);
    expect((await server.request('GET', '/api/auth/user', { cookie: b })).status).toBe(401);
    // Without a session the navigation still works.
    expect((await server.request('GET', '/api/logout')).status).toBe(302);
  });
});

describe('session time-outs', () => {
  test('idle time-out: 30 minutes without a request ends the session', async () => {
    const res = await server.request('POST', '/api/auth/login', {
      body: { email: demo.buyer, password: DEMO_PASSWORD },
    });
    const cookie = cookieOf(res).split(';')[0]!;
    server.clock.advance(29 * 60_000);
    expect((await server.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
    server.clock.advance(29 * 60_000); // active 29 minutes ago: still valid
    expect((await server.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
    server.clock.advance(30 * 60_000 + 1000);
    const expired = await server.request('GET', '/api/auth/user', { cookie });
    expect(expired.status).toBe(401);
    expect(expired.text).toContain('Unauthorized');
  });

  test('absolute time-out: 12 hours after sign-in even when active', async () => {
    const res = await server.request('POST', '/api/auth/login', {
      body: { email: demo.superAdmin, password: DEMO_PASSWORD },
    });
    const cookie = cookieOf(res).split(';')[0]!;
    for (let elapsed = 0; elapsed < 11.5 * 60; elapsed += 25) {
      server.clock.advance(25 * 60_000);
      expect((await server.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
    }
    server.clock.advance(31 * 60_000); // past 12 h (and inside the idle window is irrelevant)
    expect((await server.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
  });
});

describe('rate limiting', () => {
  // Sign-in throttling has its own file: throttling.test.ts.
  test('registrations per address → 429', async () => {
    let last = 0;
    for (let i = 0; i < 10; i++) {
      const res = await server.request('POST', '/api/auth/register', {
        body: {
          email: `bulk${i}@example.com`,
          password: 'abcdef',
          firstName: 'A',
          lastName: 'B',
          role: 'buyer',
        },
      });
      last = res.status;
      if (res.status === 429) {
        expect(res.headers['retry-after']).toBeDefined();
        break;
      }
    }
    expect(last).toBe(429);
    server.clock.advance(15 * 60_000 + 1000);
  });
});

describe('cross-site and body type protection', () => {
  test('a cross-site state-changing request is refused', async () => {
    const seller = await server.as(demo.seller);
    const body = { name: 'Cross Site Ltd' };
    const viaFetchMetadata = await seller.post('/api/companies', body, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(viaFetchMetadata.status).toBe(403);
    const viaOrigin = await seller.post('/api/companies', body, {
      headers: { origin: 'https://evil.example' },
    });
    expect(viaOrigin.status).toBe(403);
    const login = await server.request('POST', '/api/auth/login', {
      body: { email: demo.seller, password: DEMO_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(login.status).toBe(403);
    const sameOrigin = await seller.post('/api/companies', body, {
      headers: { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(201);
  });

  test('a body that is not JSON → 415', async () => {
    const seller = await server.as(demo.seller);
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/pdf']) {
      const res = await seller.post('/api/companies', 'name=Form+Ltd', {
        headers: { 'content-type': type },
      });
      expect(res.status).toBe(415);
    }
  });

  test('body-less actions accept an empty JSON body', async () => {
    const seller = await server.as(demo.seller);
    const res = await server.request('POST', '/api/notifications/read-all', {
      cookie: seller.cookie,
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(204);
  });
});

describe('browser sign-in without an identity provider', () => {
  test('/api/login sends the browser to the e-mail sign-in of the web app', async () => {
    const res = await server.request('GET', '/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/?signin=1');
    const withRole = await server.request('GET', '/api/login?role=seller');
    expect(withRole.headers.location).toBe('/?signin=1&role=seller');
    expect((await server.request('GET', '/api/login?role=admin')).status).toBe(400);
  });

  test('the callback does not exist without a provider', async () => {
    const res = await server.request('GET', '/api/auth/callback?code=x&state=y');
    expect(res.status).toBe(404);
  });
});
