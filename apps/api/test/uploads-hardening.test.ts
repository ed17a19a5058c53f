/** Uploads (docs/security.md, Uploads): polyglots refused, pending URLs capped, orphans swept. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPdf, demoPng } from '../src/seed/demo';
import { sweepOrphanUploads } from '../src/storage/sweep';
import { demo, newAccount, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ config: { maxPendingUploads: 3, orphanUploadMinutes: 60 } });
});
afterAll(() => server?.close());

async function uploadUrl(client: Client) {
  const res = await client.post('/api/kyc-documents/upload-url');
  expect(res.status).toBe(200);
  return new URL((res.body as { uploadURL: string }).uploadURL).pathname;
}

async function put(path: string, body: Buffer, type = 'application/octet-stream') {
  const res = await server.app.inject({
    method: 'PUT',
    url: path,
    payload: body,
    headers: { 'content-type': type },
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

const html = '<html><body><script>fetch("/api/auth/user")</script></body></html>';

describe('structure checks refuse polyglots', () => {
  test.each([
    ['%PDF- followed by HTML', Buffer.from(`%PDF-1.4\n${html}`)],
    ['a PDF header on an HTML page ending in %%EOF', Buffer.from(`%PDF-1.7\n${html}\n%%EOF\n`)],
    ['a real PDF with HTML appended', Buffer.concat([demoPdf('x'), Buffer.from(html)])],
    ['a PDF without its trailer', demoPdf('cut').subarray(0, 200)],
    [
      'a PNG with HTML after its header',
      Buffer.concat([demoPng().subarray(0, 16), Buffer.from(html)]),
    ],
    [
      'a ZIP with a word/ entry but no [Content_Types].xml',
      Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(30), Buffer.from('word/x')]),
    ],
  ])('%s → 415, nothing kept, URL still usable', async (_name, body) => {
    const seller = await server.as(demo.seller);
    const path = await uploadUrl(seller);
    const res = await put(path, body);
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^Only \.pdf, \.jpg/);
    expect((await put(path, demoPdf('fine'), 'application/pdf')).status).toBe(200);
  });

  test('genuine PDF and PNG files still pass', async () => {
    const seller = await server.as(demo.seller);
    expect((await put(await uploadUrl(seller), demoPdf('KYC'), 'application/pdf')).status).toBe(
      200,
    );
    expect((await put(await uploadUrl(seller), demoPng(), 'image/png')).status).toBe(200);
  });
});

describe('pending upload URLs per user', () => {
  test('at most the cap unused; one more → 429; using or expiry frees a place', async () => {
    const owner = await newAccount(server, 'buyer');
    const paths = [await uploadUrl(owner), await uploadUrl(owner), await uploadUrl(owner)];
    const over = await owner.post('/api/kyc-documents/upload-url');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/unused upload URLs/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await newAccount(server, 'seller');
    expect((await other.post('/api/kyc-documents/upload-url')).status).toBe(200);
    expect((await put(paths[0]!, demoPng(), 'image/png')).status).toBe(200);
    expect((await owner.post('/api/kyc-documents/upload-url')).status).toBe(200);
    server.clock.advance(15 * 60_000 + 1);
    for (let i = 0; i < 3; i++)
      expect((await owner.post('/api/kyc-documents/upload-url')).status).toBe(200);
  });
});

describe('orphaned uploads', () => {
  test('a file never recorded as a document is deleted after the time-out; a recorded one stays', async () => {
    const seller = await newAccount(server, 'seller');
    const company = await seller.post('/api/companies', { name: `Sweep ${seller.email}` });
    expect(company.status).toBe(201);
    const orphan = await put(await uploadUrl(seller), demoPdf('orphan'), 'application/pdf');
    const kept = await put(await uploadUrl(seller), demoPdf('kept'), 'application/pdf');
    expect(orphan.status).toBe(200);
    expect(kept.status).toBe(200);
    const recorded = await seller.post('/api/kyc-documents', {
      ...kept.body,
      originalFileName: 'kept.pdf',
      documentType: 'business_license',
      companyId: company.body.id,
    });
    expect(recorded.status).toBe(201);
    const { storage } = server.app.services;

    server.clock.advance(59 * 60_000);
    await sweepOrphanUploads(server.app.services);
    expect(await storage.get(orphan.body.filePath)).not.toBeNull();

    server.clock.advance(2 * 60_000);
    expect(await sweepOrphanUploads(server.app.services)).toBeGreaterThanOrEqual(1);
    expect(await storage.get(orphan.body.filePath)).toBeNull();
    expect(await storage.get(kept.body.filePath)).not.toBeNull();
    // The swept upload can no longer be recorded (a new session: the old one idled out meanwhile).
    const again = server.client(await server.login(seller.email, 'secret-pass'));
    const late = await again.post('/api/kyc-documents', {
      ...orphan.body,
      originalFileName: 'late.pdf',
      documentType: 'business_license',
      companyId: company.body.id,
    });
    expect(late.status).toBe(400);
  });
});
