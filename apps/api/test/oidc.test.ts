/**
 * Sign-in through a real OpenID Connect provider (the `oidc-provider` package) started on 127.0.0.1 by
 * this test. The test plays the browser: it follows the redirects between the app (driven with inject)
 * and the provider (real HTTP), keeping each side's cookies.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demo, startServer, type TestServer } from './support/harness';

const APP = 'http://localhost:3000';
let server: TestServer;
let idp: Server;
let issuer: string;

/** Who signs in at the provider next, and what the provider says about them. */
let nextAccount = {
  sub: 'alice',
  email: 'alice@example.com',
  verified: true,
  given: 'Alice',
  family: 'Adeyemi',
};
const accounts = new Map<string, typeof nextAccount>();

beforeAll(async () => {
  idp = createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'petrobridge',
        client_secret: 'petrobridge-secret',
        redirect_uris: [`${APP}/api/auth/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key'] },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub)!;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.verified,
          given_name: account.given,
          family_name: account.family,
        }),
      };
    },
  });
  const callback = provider.callback();
  // The provider's login and consent screens: sign in `nextAccount` and grant what is asked.
  idp.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        accounts.set(nextAccount.sub, nextAccount);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: nextAccount.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({
        accountId: details.session!.accountId,
        clientId: details.params.client_id as string,
      });
      grant.addOIDCScope(String(details.params.scope));
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  server = await startServer({
    config: {
      publicUrl: APP,
      oidc: { issuer, clientId: 'petrobridge', clientSecret: 'petrobridge-secret' },
    },
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => idp?.close(resolve));
});

/** A browser: cookies per side, redirects followed by hand. */
async function browserSignIn(
  options: { role?: string; tamperState?: boolean; deny?: boolean } = {},
) {
  const appCookies = new Map<string, string>();
  const idpCookies = new Map<string, string>();
  const keep = (jar: Map<string, string>, setCookie: string[] | string | undefined) => {
    for (const c of ([] as string[]).concat(setCookie ?? [])) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
  };
  const header = (jar: Map<string, string>) =>
    [...jar]
      .filter(([, v]) => v)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');

  const start = await server.app.inject({
    method: 'GET',
    url: `/api/login${options.role ? `?role=${options.role}` : ''}`,
  });
  expect(start.statusCode).toBe(302);
  keep(appCookies, start.headers['set-cookie']);
  let location = String(start.headers.location);
  for (let hops = 0; hops < 15; hops++) {
    const url = new URL(location, issuer);
    if (url.origin === APP) {
      if (options.tamperState) url.searchParams.set('state', 'forged-state');
      if (options.deny) {
        url.search = '';
        url.searchParams.set('error', 'access_denied');
      }
      const done = await server.app.inject({
        method: 'GET',
        url: url.pathname + url.search,
        headers: { cookie: header(appCookies) },
      });
      keep(appCookies, done.headers['set-cookie']);
      return {
        status: done.statusCode,
        location: String(done.headers.location),
        cookie: appCookies.get('pb_session'),
        callbackUrl: url.pathname + url.search,
        flowCookie: header(appCookies),
      };
    }
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: header(idpCookies) } });
    keep(idpCookies, res.headers.getSetCookie());
    location = res.headers.get('location')!;
    expect(location, `hop ${hops} ${url} → ${res.status}`).toBeTruthy();
  }
  throw new Error('too many redirects');
}

describe('OpenID Connect sign-in', () => {
  test('the public configuration says a provider is configured', async () => {
    expect((await server.request('GET', '/api/config')).body).toEqual({
      demoData: true,
      oidcEnabled: true,
    });
  });

  test('/api/login redirects to the provider with PKCE, state and nonce, keeping them in a short-lived cookie', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'petrobridge',
      redirect_uri: `${APP}/api/auth/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toMatch(
      /^pb_oidc=[\w-]{43}; Max-Age=600; Path=\/api\/auth; HttpOnly; SameSite=Lax$/,
    );
  });

  test('a new account gets the role chosen before sign-up, once', async () => {
    nextAccount = {
      sub: 'alice',
      email: 'alice@example.com',
      verified: true,
      given: 'Alice',
      family: 'Adeyemi',
    };
    const first = await browserSignIn({ role: 'seller' });
    expect(first.status).toBe(302);
    expect(first.location).toBe('/');
    expect(first.cookie).toMatch(/^[\w-]{43}$/);
    const me = await server.request('GET', '/api/auth/user', {
      cookie: `pb_session=${first.cookie}`,
    });
    expect(me.body).toMatchObject({
      email: 'alice@example.com',
      role: 'seller',
      authProvider: 'oidc',
      isEmailVerified: true,
      firstName: 'Alice',
      lastName: 'Adeyemi',
    });

    const again = await browserSignIn({ role: 'broker' });
    const me2 = await server.request('GET', '/api/auth/user', {
      cookie: `pb_session=${again.cookie}`,
    });
    expect(me2.body).toMatchObject({ id: me.body.id, role: 'seller' });
    expect(again.cookie).not.toBe(first.cookie);
  });

  test('without a chosen role a new account is a buyer', async () => {
    nextAccount = {
      sub: 'bob',
      email: 'bob@example.com',
      verified: false,
      given: 'Bob',
      family: 'Boateng',
    };
    const res = await browserSignIn();
    const me = await server.request('GET', '/api/auth/user', {
      cookie: `pb_session=${res.cookie}`,
    });
    expect(me.body).toMatchObject({
      email: 'bob@example.com',
      role: 'buyer',
      isEmailVerified: false,
    });
  });

  test('a broker who signs up through the provider waits for approval; no one signs up as an admin', async () => {
    nextAccount = {
      sub: 'carol',
      email: 'carol@example.com',
      verified: true,
      given: 'Carol',
      family: 'Mensah',
    };
    const broker = await browserSignIn({ role: 'broker' });
    const me = await server.request('GET', '/api/auth/user', {
      cookie: `pb_session=${broker.cookie}`,
    });
    expect(me.body).toMatchObject({ role: 'broker', approvalStatus: 'pending' });
    const queue = await server.request('GET', '/api/companies/kyc-review', {
      cookie: `pb_session=${broker.cookie}`,
    });
    expect(queue.status).toBe(403);
    expect(queue.body.message).toBe('Your broker account is awaiting approval');

    const admin = await server.app.inject({ method: 'GET', url: '/api/login?role=admin' });
    expect(admin.statusCode).toBe(400);
  });

  test('an existing account is linked by its verified e-mail and keeps its role', async () => {
    const before = (await (await server.as(demo.seller)).get('/api/auth/user')).body;
    nextAccount = {
      sub: 'chinedu',
      email: 'Seller@Petrobridge.test',
      verified: true,
      given: 'C',
      family: 'E',
    };
    const res = await browserSignIn({ role: 'buyer' });
    const me = await server.request('GET', '/api/auth/user', {
      cookie: `pb_session=${res.cookie}`,
    });
    expect(me.body).toMatchObject({
      id: before.id,
      role: 'seller',
      authProvider: 'oidc',
      firstName: 'Chinedu',
    });
  });

  test('a deactivated account is not signed in through the provider', async () => {
    const superAdmin = await server.as(demo.superAdmin);
    const users = (await superAdmin.get('/api/admin/users?role=buyer')).body as Array<{
      id: string;
      email: string;
    }>;
    const target = users.find((u) => u.email === demo.buyerLondon)!;
    const off = await superAdmin.post(`/api/admin/users/${target.id}/deactivate`, {
      reason: 'Closed at their request',
    });
    expect(off.status, off.text).toBe(200);
    nextAccount = {
      sub: 'oliver',
      email: demo.buyerLondon,
      verified: true,
      given: 'O',
      family: 'H',
    };
    const res = await browserSignIn();
    expect(res.location).toBe('/?authError=account_deactivated');
    expect(res.cookie).toBeUndefined();
    // Reactivated, the same provider account signs in.
    expect((await superAdmin.post(`/api/admin/users/${target.id}/reactivate`, {})).status).toBe(
      200,
    );
    const again = await browserSignIn();
    expect(again.location).toBe('/');
    expect(again.cookie).toBeTruthy();
  });

  test('an unverified e-mail never takes over an existing account', async () => {
    nextAccount = { sub: 'mallory', email: demo.admin, verified: false, given: 'M', family: 'M' };
    const res = await browserSignIn();
    expect(res.location).toBe('/?authError=email_not_verified');
    expect(res.cookie).toBeUndefined();
  });

  test('a forged state, a provider error or a replayed callback signs nobody in', async () => {
    nextAccount = {
      sub: 'alice',
      email: 'alice@example.com',
      verified: true,
      given: 'Alice',
      family: 'Adeyemi',
    };
    const forged = await browserSignIn({ tamperState: true });
    expect(forged.location).toBe('/?authError=invalid_state');
    expect(forged.cookie).toBeUndefined();

    const denied = await browserSignIn({ deny: true });
    expect(denied.location).toBe('/?authError=access_denied');
    expect(denied.cookie).toBeUndefined();

    const ok = await browserSignIn();
    expect(ok.cookie).toBeTruthy();
    const replay = await server.app.inject({
      method: 'GET',
      url: ok.callbackUrl,
      headers: { cookie: ok.flowCookie },
    });
    expect(replay.headers.location).toBe('/?authError=invalid_state');
  });
});
