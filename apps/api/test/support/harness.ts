/**
 * Test server: the real app (buildApp) driven with `app.inject`, on a database of its own per test file.
 *
 * The api project's globalSetup (global-setup.ts) migrates and seeds once per run into templates; each
 * server starts from a copy of one (demo data, or empty with `seedDemo: false`):
 * - without DATABASE_URL: a copy of the template's data folder (PGlite on disk, the seeded KYC files);
 * - with DATABASE_URL (PostgreSQL): `CREATE DATABASE pb_test_<random> TEMPLATE …` on that server (the role
 *   needs CREATEDB, as the CI role has) plus a copy of the uploads folder, dropped when the server closes,
 *   so test files never see each other's rows and can run in parallel.
 * Run outside that project (no templates provided), a server migrates and seeds a fresh database itself.
 *
 * `login(email)` without a password inserts a session for the user directly (a sign-in costs a scrypt
 * hash, N=2^17); tests about signing in pass the password and go through POST /api/auth/login.
 *
 * Every JSON response is checked against openapi.yaml (see contract.ts).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, demoOtherAccounts } from '@petrobridge/domain';
import { buildApp } from '../../src/app';
import { createSession, SESSION_COOKIE } from '../../src/auth/sessions';
import { loadConfig, type Config } from '../../src/config';
import { assertMatchesContract } from '@petrobridge/api-client/contract';
import { adminQuery, type ApiTemplate } from './templates';

export { DEMO_PASSWORD };
/** The demo accounts' e-mails by key (from the one module the seed reads too). */
export const demo = Object.fromEntries(
  Object.entries({ ...demoAccounts, ...demoOtherAccounts }).map(([key, a]) => [key, a.email]),
) as { readonly [K in keyof typeof demoAccounts | keyof typeof demoOtherAccounts]: string };

export const usingPostgres = !!process.env.DATABASE_URL;

/** A database of this server's own on DATABASE_URL's server: a copy of the template, or empty. */
async function freshPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pb_test_${randomBytes(6).toString('hex')}`;
  const statement = `create database ${name}${template ? ` template ${template}` : ''}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(statement);
      break;
    } catch (error) {
      // 55006: the template is in use — only while another CREATE DATABASE copies it; try again.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/** The run's templates from globalSetup, or undefined outside the api project. */
function templateFor(seedDemo: boolean): ApiTemplate | undefined {
  try {
    return inject('apiTemplates')?.[seedDemo ? 'demo' : 'empty'];
  } catch {
    return undefined;
  }
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
  /**
   * A cookie header value for the user (cached per e-mail and password while valid). Without a password
   * the session is inserted directly; with one it is a real POST /api/auth/login.
   */
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
  delete<T = Loose>(url: string, o?: Omit<RequestOptions, 'cookie'>): Promise<Response<T>>;
}

export async function startServer(
  options: { seedDemo?: boolean; config?: Partial<Config> } = {},
): Promise<TestServer> {
  const seedDemo = options.seedDemo ?? true;
  const template = templateFor(seedDemo);
  const pgdb = usingPostgres ? await freshPostgresDatabase(template?.database) : undefined;
  let dataDir = ':memory:';
  if (template) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'petrobridge-api-test-'));
    // On PostgreSQL only the uploads matter; PGlite's folder is the database itself.
    cpSync(template.dataDir, dataDir, {
      recursive: true,
      filter: (source) => !pgdb || path.relative(template.dataDir, source) !== 'db',
    });
  }
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: pgdb?.url,
      seedDemo,
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

  /** A session for the user straight in the table, as a sign-in would create it. */
  async function preCreatedSession(email: string) {
    const { rows } = await app.services.database.query(
      'select id from users where lower(email) = lower($1)',
      [email],
    );
    const id = rows[0]?.id;
    if (typeof id !== 'string') throw new Error(`no user ${email}`);
    return `${SESSION_COOKIE}=${await createSession(app.services, id)}`;
  }

  async function login(email: string, password?: string) {
    const key = `${email}\n${password ?? ''}`;
    const cached = sessions.get(key);
    // Reuse a cached session while it is still valid (tests move the clock past time-outs).
    if (cached && (await request('GET', '/api/auth/user', { cookie: cached })).status === 200)
      return cached;
    let cookie: string;
    if (password === undefined) cookie = await preCreatedSession(email);
    else {
      const res = await request('POST', '/api/auth/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email} → ${res.status} ${res.text}`);
      cookie = String(res.headers['set-cookie']).split(';')[0]!;
    }
    sessions.set(key, cookie);
    return cookie;
  }

  const client = (cookie: string): Client => ({
    cookie,
    get: (url, o) => request('GET', url, { ...o, cookie }),
    post: (url, body, o) => request('POST', url, { ...o, body, cookie }),
    put: (url, body, o) => request('PUT', url, { ...o, body, cookie }),
    patch: (url, body, o) => request('PATCH', url, { ...o, body, cookie }),
    delete: (url, o) => request('DELETE', url, { ...o, cookie }),
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
      if (dataDir !== ':memory:') rmSync(dataDir, { recursive: true, force: true });
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
  const client = server.client(await server.login(email));
  return { ...client, email, id: res.body.id };
}
