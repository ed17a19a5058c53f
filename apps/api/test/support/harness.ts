/**
 * Test server: the real app (buildApp) on a fresh database per test file, driven with `app.inject`.
 *
 * - Without DATABASE_URL: a new in-memory PGlite per server.
 * - With DATABASE_URL (PostgreSQL): a new database `pb_test_<random>` is created on that server for each
 *   test server (the role needs CREATEDB, as the CI role has) and dropped when the server closes, so test
 *   files never see each other's rows and can run in parallel.
 *
 * Every JSON response is checked against openapi.yaml (see contract.ts).
 */
import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_PASSWORD, demoAccounts, demoOtherAccounts } from '@petrobridge/domain';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { assertMatchesContract } from './contract';

export { DEMO_PASSWORD };
/** The demo accounts' e-mails by key (from the one module the seed reads too). */
export const demo = Object.fromEntries(
  Object.entries({ ...demoAccounts, ...demoOtherAccounts }).map(([key, a]) => [key, a.email]),
) as { readonly [K in keyof typeof demoAccounts | keyof typeof demoOtherAccounts]: string };

export const usingPostgres = !!process.env.DATABASE_URL;

async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const base = new URL(process.env.DATABASE_URL!);
  const name = `pb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: base.href });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Response bodies are inspected loosely in tests (the contract check types them already). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Response<T = unknown> {
  status: number;
  headers: OutgoingHttpHeaders;
  body: T;
  text: string;
}

export interface RequestOptions {
  /** A cookie header value (from `login`), or nothing for an anonymous request. */
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Skip the contract check (for deliberately odd requests). */
  unchecked?: boolean;
}

export interface TestServer {
  app: FastifyInstance;
  /** Milliseconds since the epoch the server believes it is; `advance` moves it. */
  clock: { now: number; advance(ms: number): void };
  request<T = Loose>(method: string, url: string, options?: RequestOptions): Promise<Response<T>>;
  /** Signs in (once per e-mail; cached) and returns the cookie header value. */
  login(email: string, password?: string): Promise<string>;
  /** A client bound to a signed-in user. */
  as(email: string): Promise<Client>;
  /** A client bound to a cookie. */
  client(cookie: string): Client;
  close(): Promise<void>;
}

export interface Client {
  cookie: string;
  get<T = Loose>(url: string, o?: Omit<RequestOptions, 'cookie'>): Promise<Response<T>>;
  post<T = Loose>(
    url: string,
    body?: unknown,
    o?: Omit<RequestOptions, 'cookie'>,
  ): Promise<Response<T>>;
  put<T = Loose>(
    url: string,
    body?: unknown,
    o?: Omit<RequestOptions, 'cookie'>,
  ): Promise<Response<T>>;
  patch<T = Loose>(
    url: string,
    body?: unknown,
    o?: Omit<RequestOptions, 'cookie'>,
  ): Promise<Response<T>>;
}

export async function startServer(
  options: { seedDemo?: boolean; config?: Partial<Config> } = {},
): Promise<TestServer> {
  const pgdb = usingPostgres ? await freshPostgresDatabase() : undefined;
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const config = loadConfig(
    {},
    {
      dataDir: ':memory:',
      databaseUrl: pgdb?.url,
      seedDemo: options.seedDemo ?? true,
      logLevel: 'silent',
      webDist: '/nonexistent',
      ...options.config,
    },
  );
  const app = await buildApp({
    config,
    logger: process.env.API_TEST_LOG ? { level: process.env.API_TEST_LOG } : false,
    now: () => new Date(clock.now),
  });
  const sessions = new Map<string, string>();

  async function request<T>(method: string, url: string, o: RequestOptions = {}) {
    const headers: Record<string, string> = { ...o.headers };
    if (o.cookie) headers.cookie = o.cookie;
    const inject: InjectOptions = { method: method as InjectOptions['method'], url, headers };
    if (o.body !== undefined) {
      if (Buffer.isBuffer(o.body) || typeof o.body === 'string') inject.payload = o.body;
      else {
        inject.payload = JSON.stringify(o.body);
        headers['content-type'] ??= 'application/json';
      }
    }
    const res = await app.inject(inject);
    const type = String(res.headers['content-type'] ?? '');
    const body = type.includes('application/json') && res.body ? JSON.parse(res.body) : res.body;
    if (!o.unchecked && type.includes('application/json'))
      assertMatchesContract(method, url, res.statusCode, body);
    return { status: res.statusCode, headers: res.headers, body: body as T, text: res.body };
  }

  async function login(email: string, password = DEMO_PASSWORD) {
    const cached = sessions.get(email);
    // Reuse a cached session while it is still valid (tests move the clock past time-outs).
    if (cached && (await request('GET', '/api/auth/user', { cookie: cached })).status === 200)
      return cached;
    const res = await request('POST', '/api/auth/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email} → ${res.status} ${res.text}`);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    sessions.set(email, cookie);
    return cookie;
  }

  const client = (cookie: string): Client => ({
    cookie,
    get: (url, o) => request('GET', url, { ...o, cookie }),
    post: (url, body, o) => request('POST', url, { ...o, body, cookie }),
    put: (url, body, o) => request('PUT', url, { ...o, body, cookie }),
    patch: (url, body, o) => request('PATCH', url, { ...o, body, cookie }),
  });

  return {
    app,
    clock,
    request,
    login,
    as: async (email) => client(await login(email)),
    client,
    async close() {
      await app.close();
      await pgdb?.drop();
    },
  };
}

/** Registers a fresh account through the API and signs it in. */
export async function newAccount(
  server: TestServer,
  role: 'seller' | 'buyer' | 'broker',
  email = `${role}-${randomBytes(4).toString('hex')}@example.com`,
): Promise<Client & { email: string; id: string }> {
  const res = await server.request<{ id: string }>('POST', '/api/auth/register', {
    body: { email, password: 'secret-pass', firstName: 'Test', lastName: role, role },
  });
  if (res.status !== 201) throw new Error(`register → ${res.status} ${res.text}`);
  const client = server.client(await server.login(email, 'secret-pass'));
  return { ...client, email, id: res.body.id };
}
