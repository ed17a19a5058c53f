/**
 * Scale-out (docs/architecture.md, Running several instances): two API servers on ONE PostgreSQL
 * database and ONE S3 bucket behave as one server. A session signed in on one is valid on the other, a
 * file uploaded through one downloads through the other byte for byte, and a sign-in limit counted on
 * one applies on the other.
 *
 * The two are two `buildApp`s in this process: each has its own connection pool, S3 client, session
 * cache, sweep timer and clock, and they share nothing in memory (the session cache is per server), so
 * they meet only in PostgreSQL and the bucket, as two processes behind a load balancer would.
 * Needs PostgreSQL: PGlite is one process's embedded database and cannot be shared.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPdf } from '../src/seed/demo';
import { SESSION_CACHE_MS } from '../src/auth/sessions';
import { S3Storage } from '../src/storage/s3';
import { newAccount, startServer, usingPostgres, type TestServer } from './support/harness';
import { startLocalS3, type LocalS3 } from './support/s3';

const FREE_ATTEMPTS = 3;

describe.skipIf(!usingPostgres)(
  'two API instances on one PostgreSQL and one S3 bucket (needs DATABASE_URL: PGlite cannot be shared)',
  () => {
    let s3: LocalS3;
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      s3 = await startLocalS3();
      const config = {
        s3: s3.config(await s3.createBucket()),
        loginMaxFailuresPerAccount: FREE_ATTEMPTS,
      };
      a = await startServer({ seedDemo: false, config });
      // The second server on the first one's database (the harness's own fresh one stays unused).
      b = await startServer({
        seedDemo: false,
        config: { ...config, databaseUrl: a.app.services.config.databaseUrl },
      });
      // One time for both, as the machines behind a load balancer share one (NTP).
      b.clock.now = a.clock.now;
    });
    afterAll(async () => {
      // b first: a's close drops the shared database.
      await b?.close();
      await a?.close();
      await s3?.close();
    });

    test('they share the database and the bucket, and nothing else', () => {
      expect(b.app.services.config.databaseUrl).toBe(a.app.services.config.databaseUrl);
      expect(a.app.services.storage).toBeInstanceOf(S3Storage);
      expect(b.app.services.storage).toBeInstanceOf(S3Storage);
      expect((b.app.services.storage as S3Storage).bucket).toBe(
        (a.app.services.storage as S3Storage).bucket,
      );
      expect(b.app.services.database).not.toBe(a.app.services.database);
      expect(b.app.services.storage).not.toBe(a.app.services.storage);
    });

    test('a session signed in through one is valid on the other; signing out through one ends it on both', async () => {
      const account = await newAccount(a, 'buyer');
      const signIn = await a.request('POST', '/api/auth/login', {
        body: { email: account.email, password: 'secret-pass' },
      });
      expect(signIn.status).toBe(200);
      const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
      const onB = await b.request('GET', '/api/auth/user', { cookie });
      expect(onB.status).toBe(200);
      expect(onB.body).toMatchObject({ id: account.id, email: account.email, role: 'buyer' });

      expect((await a.request('POST', '/api/auth/logout', { cookie })).status).toBe(204);
      expect((await a.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
      // b trusts its cached copy of the session for at most SESSION_CACHE_MS (wall time), then asks the
      // database again and finds it gone.
      const signedOutAt = performance.now();
      let status = 200;
      while (status === 200 && performance.now() - signedOutAt < SESSION_CACHE_MS + 10_000) {
        status = (await b.request('GET', '/api/auth/user', { cookie })).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(401);
    });

    test('a file uploaded and recorded through one downloads through the other, byte for byte', async () => {
      const owner = await newAccount(a, 'seller');
      const company = await owner.post('/api/companies', {
        name: 'Scale Out Ltd',
        country: 'Ghana',
      });
      expect(company.status).toBe(201);
      const file = demoPdf('Uploaded through instance A');

      const { uploadURL } = (await owner.post('/api/kyc-documents/upload-url')).body;
      const put = await a.request('PUT', new URL(uploadURL).pathname, {
        body: file,
        headers: { 'content-type': 'application/pdf' },
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ fileSize: file.length, mimeType: 'application/pdf' });
      const doc = await owner.post('/api/kyc-documents', {
        companyId: company.body.id,
        documentType: 'business_license',
        originalFileName: 'licence.pdf',
        ...put.body,
      });
      expect(doc.status).toBe(201);

      const onB = b.client(owner.cookie);
      const listed = await onB.get(`/api/companies/${company.body.id}/kyc-documents`);
      expect(listed.status).toBe(200);
      expect(listed.body.map((d: { id: string }) => d.id)).toContain(doc.body.id);
      const download = await b.app.inject({
        method: 'GET',
        url: `/api/kyc-documents/${doc.body.id}/download`,
        headers: { cookie: owner.cookie },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(Number(download.headers['content-length'])).toBe(file.length);
      expect(download.rawPayload.equals(file)).toBe(true);
    });

    test('an upload URL issued by one is accepted by the other, once', async () => {
      const owner = await newAccount(b, 'seller');
      const { uploadURL } = (await owner.post('/api/kyc-documents/upload-url')).body;
      const file = demoPdf('Sent to instance A');
      const path = new URL(uploadURL).pathname;
      const headers = { 'content-type': 'application/pdf' };
      expect((await a.request('PUT', path, { body: file, headers })).status).toBe(200);
      expect((await b.request('PUT', path, { body: file, headers })).status).toBe(404);
    });

    test('a sign-in limit counted on one applies on the other', async () => {
      const account = await newAccount(a, 'seller');
      const attempt = (server: TestServer, password: string) =>
        server.request('POST', '/api/auth/login', {
          body: { email: account.email, password },
        });
      for (let i = 0; i < FREE_ATTEMPTS; i++)
        expect((await attempt(a, 'wrong-password')).status).toBe(401);
      // The next attempt waits, wherever it arrives: even the right password.
      const onB = await attempt(b, 'secret-pass');
      expect(onB.status).toBe(429);
      expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt(a, 'secret-pass')).status).toBe(429);
      // Once the delay has passed (on both clocks), the right password signs in through either.
      a.clock.advance(2_000);
      b.clock.advance(2_000);
      expect((await attempt(b, 'secret-pass')).status).toBe(200);
    });
  },
);
