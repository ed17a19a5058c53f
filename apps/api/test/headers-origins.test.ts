/**
 * Security headers, trusted origins, same-site sign-out, demo-data refusal and `npm start`'s exit status
 * (docs/security.md: Headers, Origins, Demo data).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  assertWebhookSecretSafe,
  DEV_PAYMENT_WEBHOOK_SECRET,
  loadConfig,
  repoRoot,
} from '../src/config';
import { demo, DEMO_PASSWORD, startServer, type TestServer } from './support/harness';

const web = mkdtempSync(path.join(tmpdir(), 'pb-web-'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ config: { webDist: web } });
});
afterAll(async () => {
  await server?.close();
  rmSync(web, { recursive: true, force: true });
});

describe('security headers', () => {
  test('the web app: CSP without inline script, no framing, referrer policy, nosniff', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/deals' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Plain HTTP: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('every API response with personal data is Cache-Control: no-store', async () => {
    const buyer = await server.as(demo.buyer);
    for (const url of ['/api/auth/user', '/api/deals', '/api/notifications', '/api/companies']) {
      const res = await buyer.get(url);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const login = await server.request('POST', '/api/auth/login', {
      body: { email: demo.seller, password: DEMO_PASSWORD },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  test('HSTS when served over HTTPS (PUBLIC_URL https)', async () => {
    const https = await startServer({
      seedDemo: false,
      config: { publicUrl: 'https://petrobridge.example' },
    });
    try {
      const res = await https.request('GET', '/api/health');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
    // A second server on a shared machine: a hang guard, not a speed claim.
  }, 180_000);
});

describe('trusted origins', () => {
  test('without PUBLIC_URL a foreign Host does not name the upload URL', async () => {
    const seller = await server.as(demo.seller);
    const evil = await seller.post('/api/kyc-documents/upload-url', undefined, {
      headers: { host: 'evil.example' },
    });
    expect(evil.status).toBe(200);
    expect(evil.body.uploadURL).not.toContain('evil.example');
    expect(evil.body.uploadURL).toMatch(/^http:\/\/localhost:\d+\/api\/uploads\//);
    // A loopback Host in development is the developer's own machine.
    const local = await seller.post('/api/kyc-documents/upload-url', undefined, {
      headers: { host: '127.0.0.1:5173' },
    });
    expect(local.body.uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:5173\/api\/uploads\//);
  });

  test('a rebinding page (Host and Origin both the attacker) cannot change state', async () => {
    const seller = await server.as(demo.seller);
    const res = await seller.post(
      '/api/companies',
      { name: 'Rebound Ltd' },
      { headers: { host: 'evil.example', origin: 'http://evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cross-site requests are not allowed');
  });

  test('Sec-Fetch-Site same-site counts only with a trusted Origin (issue 28)', async () => {
    const prod = await startServer({
      config: { production: true, allowedOrigins: ['https://app.petrobridge.example'] },
    });
    try {
      const seller = await prod.as(demo.seller);
      const post = (headers: Record<string, string>) =>
        seller.post('/api/companies', { name: 'Sibling Ltd' }, { headers });
      for (const headers of [
        { 'sec-fetch-site': 'same-site', origin: 'https://shop.petrobridge.example' },
        { 'sec-fetch-site': 'same-site', origin: 'null' },
        { 'sec-fetch-site': 'same-site', referer: 'https://blog.petrobridge.example/post' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site', origin: 'https://app.petrobridge.example' },
        { 'sec-fetch-site': 'something-new' },
      ] as Array<Record<string, string>>) {
        const res = await post(headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.body.message).toBe('Cross-site requests are not allowed');
      }
      // A sibling that is one of our configured origins, and our own pages, are fine.
      for (const headers of [
        { 'sec-fetch-site': 'same-site', origin: 'https://app.petrobridge.example' },
        { 'sec-fetch-site': 'same-origin' },
      ] as Array<Record<string, string>>)
        expect((await post(headers)).status, JSON.stringify(headers)).not.toBe(403);
    } finally {
      await prod.close();
    }
  }, 180_000);

  test('ALLOWED_ORIGINS are trusted; in production loopback is not', async () => {
    const prod = await startServer({
      config: { production: true, allowedOrigins: ['https://app.petrobridge.example'] },
    });
    try {
      const seller = await prod.as(demo.seller);
      const url = await seller.post('/api/kyc-documents/upload-url', undefined, {
        headers: { host: 'localhost' },
      });
      expect(url.body.uploadURL).toMatch(/^https:\/\/app\.petrobridge\.example\/api\/uploads\//);
      const fromLoopback = await seller.post(
        '/api/companies',
        { name: 'Loop Ltd' },
        { headers: { origin: 'http://localhost:3000' } },
      );
      expect(fromLoopback.status).toBe(403);
      const fromAllowed = await seller.post(
        '/api/companies',
        { name: 'Allowed Ltd' },
        { headers: { origin: 'https://app.petrobridge.example' } },
      );
      expect(fromAllowed.status).not.toBe(403);
    } finally {
      await prod.close();
    }
  }, 180_000);
});

describe('GET /api/logout needs a same-site navigation', () => {
  const signIn = async () =>
    String(
      (
        await server.request('POST', '/api/auth/login', {
          body: { email: demo.broker, password: DEMO_PASSWORD },
        })
      ).headers['set-cookie'],
    ).split(';')[0]!;

  test.each([
    ['a cross-site link (Fetch Metadata)', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['no evidence at all', {}],
    ['same-site with no Origin or Referer', { 'sec-fetch-site': 'same-site' }],
    [
      'same-site from a sibling subdomain',
      { 'sec-fetch-site': 'same-site', referer: 'https://shop.petrobridge.example/' },
    ],
  ])('%s: redirected to / but still signed in', async (_name, headers) => {
    const cookie = await signIn();
    const res = await server.request('GET', '/api/logout', { cookie, headers });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await server.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  test.each([
    ['same-origin', { 'sec-fetch-site': 'same-origin' }],
    [
      'same-site from a trusted origin',
      { 'sec-fetch-site': 'same-site', referer: 'http://localhost/deals' },
    ],
    ['typed or bookmarked (none)', { 'sec-fetch-site': 'none' }],
    ['our own Referer (no Fetch Metadata)', { referer: 'http://localhost/deals' }],
  ])('%s: signs out', async (_name, headers) => {
    const cookie = await signIn();
    const res = await server.request('GET', '/api/logout', { cookie, headers });
    expect(res.status).toBe(302);
    expect((await server.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
  });
});

describe('demo data', () => {
  test('refused in production unless SEED_DEMO=force', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'force' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  test('a warning banner is logged whenever demo accounts exist', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../src/app');
    const stream = { write: (line: string) => void lines.push(line) };
    const app = await buildApp({
      config: loadConfig({}, { dataDir: ':memory:', seedDemo: true, webDist: '/nonexistent' }),
      logger: { level: 'warn', stream },
    });
    await app.close();
    const banner = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(banner.some((l) => l.level === 40 && /DEMO ACCOUNTS EXIST/.test(l.msg))).toBe(true);
  }, 180_000);
});

describe('the development payment webhook secret (issue 28)', () => {
  test('refused on a HOST other machines can reach; a loopback HOST or a real secret starts', async () => {
    const { buildApp } = await import('../src/app');
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'petrobridge.example']) {
      const config = loadConfig({ HOST }, { dataDir: ':memory:', webDist: '/nonexistent' });
      expect(config.paymentWebhookSecret).toBe(DEV_PAYMENT_WEBHOOK_SECRET);
      await expect(buildApp({ config })).rejects.toThrow(
        `HOST=${HOST} is reachable from other machines, but the payment webhook would accept ` +
          'signatures made with the development secret published in the repository: set ' +
          'PAYMENT_WEBHOOK_SECRET (at least 16 characters) or listen on 127.0.0.1',
      );
    }
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.0.1.1'])
      expect(() => assertWebhookSecretSafe(loadConfig({ HOST }))).not.toThrow();
    expect(() =>
      assertWebhookSecretSafe(
        loadConfig({ HOST: '0.0.0.0', PAYMENT_WEBHOOK_SECRET: 'a-real-secret-of-32-characters!!' }),
      ),
    ).not.toThrow();
    // npm start says why and exits 1.
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        // Whatever the machine sets: the development secret, outside production.
        PAYMENT_WEBHOOK_SECRET: '',
        NODE_ENV: '',
        SKIP_BUILD: '1',
        HOST: '0.0.0.0',
        DATA_DIR: ':memory:',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/HOST=0\.0\.0\.0 is reachable from other machines/);
  }, 180_000);

  test('a banner is logged whenever it is in use, and not with a secret of its own', async () => {
    const { buildApp } = await import('../src/app');
    const bannersOf = async (env: NodeJS.ProcessEnv) => {
      const lines: string[] = [];
      const stream = { write: (line: string) => void lines.push(line) };
      const app = await buildApp({
        config: loadConfig(env, { dataDir: ':memory:', seedDemo: false, webDist: '/nonexistent' }),
        logger: { level: 'warn', stream },
      });
      await app.close();
      return lines
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => l.level === 40 && /DEVELOPMENT PAYMENT WEBHOOK SECRET IN USE/.test(l.msg));
    };
    expect(await bannersOf({})).toHaveLength(1);
    expect(await bannersOf({ PAYMENT_WEBHOOK_SECRET: 'a-real-secret-of-32-characters!!' })).toEqual(
      [],
    );
  }, 180_000);
});

describe('npm start', () => {
  test('exits non-zero when the server cannot start', () => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, SKIP_BUILD: '1', PORT: 'not-a-port', DATA_DIR: ':memory:' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/PORT must be a non-negative integer/);
  }, 150_000);
});
