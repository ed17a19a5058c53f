/**
 * Sign-in throttling (docs/security.md, Throttling): counted before the hash, progressive delay per
 * account-and-address, per address and per account, never a hard lockout of the real owner.
 * The clock is the server's injected one; nothing here measures wall-clock time.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { delayAfter } from '../src/auth/rate-limit';
import { isCommonPassword } from '../src/auth/passwords';
import { demo, DEMO_PASSWORD, startServer, type TestServer } from './support/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    config: { loginMaxFailuresPerAccount: 5, loginMaxFailuresPerAddress: 20 },
  });
});
afterAll(() => server?.close());

/** A sign-in from a given client address (light-my-request's remoteAddress is what request.ip sees). */
async function login(email: string, password: string, address: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() };
}

const forget = () => server.clock.advance(16 * 60_000);

describe('the delay schedule', () => {
  test('free attempts, then 1, 2, 4 … seconds up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => delayAfter(n, 5, 900))).toEqual([
      0, 0, 0, 0, 1, 2, 4, 8,
    ]);
    expect(delayAfter(40, 5, 900)).toBe(900);
    expect(delayAfter(10_000, 5, 900)).toBe(900);
  });
});

describe('login throttling', () => {
  test('12 parallel wrong passwords on one account: only the limit (5) are checked, the rest 429', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => login(demo.sellerGhana, 'wrong-password', '10.1.0.1')),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    for (const r of results.filter((x) => x.status === 429)) {
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(r.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
    }
    forget();
  });

  test('the delay grows with each further failure and ends when Retry-After has passed', async () => {
    const email = demo.sellerLagos;
    for (let i = 0; i < 5; i++) expect((await login(email, 'nope', '10.1.0.2')).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const blocked = await login(email, 'nope', '10.1.0.2');
      expect(blocked.status).toBe(429);
      waits.push(Number(blocked.retryAfter));
      server.clock.advance(Number(blocked.retryAfter) * 1000);
      expect((await login(email, 'nope', '10.1.0.2')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // After the delay, the right password signs in and the slate for this address is clean.
    const blocked = await login(email, DEMO_PASSWORD, '10.1.0.2');
    expect(blocked.status).toBe(429);
    server.clock.advance(Number(blocked.retryAfter) * 1000);
    expect((await login(email, DEMO_PASSWORD, '10.1.0.2')).status).toBe(200);
    expect((await login(email, 'nope', '10.1.0.2')).status).toBe(401);
    forget();
  });

  test("an attacker's failures from elsewhere do not keep the real owner out", async () => {
    const email = demo.sellerLuanda;
    let refused = 0;
    for (let i = 0; i < 30; i++) {
      const res = await login(email, 'guess-' + i, '203.0.113.9');
      if (res.status === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    // The owner, from their own address, with the right password, at the same moment.
    expect((await login(email, DEMO_PASSWORD, '198.51.100.7')).status).toBe(200);
    forget();
  });

  test('an office address is not locked out by 20 failures: a colleague signs in', async () => {
    const office = '192.0.2.50';
    for (let i = 0; i < 20; i++)
      expect((await login(`typo${i}@example.com`, 'wrong', office)).status).toBe(401);
    let res = await login(demo.buyerHamburg, DEMO_PASSWORD, office);
    // At most a short delay, never a lockout for the window.
    if (res.status === 429) {
      expect(Number(res.retryAfter)).toBeLessThanOrEqual(2);
      server.clock.advance(Number(res.retryAfter) * 1000);
      res = await login(demo.buyerHamburg, DEMO_PASSWORD, office);
    }
    expect(res.status).toBe(200);
    forget();
    // 21 scrypt hashes on a shared machine: a generous hang guard, not a speed claim.
  }, 240_000);

  test('a successful sign-in does not count as a failure', async () => {
    for (let i = 0; i < 8; i++)
      expect((await login(demo.buyerLondon, DEMO_PASSWORD, '10.1.0.4')).status).toBe(200);
    forget();
  });

  test('failures are forgotten after a quiet window', async () => {
    const email = demo.buyerMarseille;
    for (let i = 0; i < 5; i++) expect((await login(email, 'nope', '10.1.0.5')).status).toBe(401);
    expect((await login(email, 'nope', '10.1.0.5')).status).toBe(429);
    forget();
    for (let i = 0; i < 5; i++) expect((await login(email, 'nope', '10.1.0.5')).status).toBe(401);
    forget();
  }, 120_000);
});

describe('common passwords', () => {
  test('the shipped list knows the usual suspects, case-insensitively', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('petrobridge-demo')).toBe(false);
  });

  test('registration with a common password → 400 "This password is too common"', async () => {
    const res = await server.request('POST', '/api/auth/register', {
      body: {
        email: 'common@example.com',
        password: 'password1',
        firstName: 'C',
        lastName: 'P',
        role: 'buyer',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'password', message: 'This password is too common' }]);
    const ok = await server.request('POST', '/api/auth/register', {
      body: {
        email: 'common@example.com',
        password: 'tanker-crude-42',
        firstName: 'C',
        lastName: 'P',
        role: 'buyer',
      },
    });
    expect(ok.status).toBe(201);
  });
});
