import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPdf, demoPng } from '../src/seed/demo';
import { demo, newAccount, startServer, type Client, type TestServer } from './support/harness';
import { completeKyc } from './support/kyc';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startServer();
  admin = await server.as(demo.admin);
});
afterAll(() => server?.close());

const MAX = 10_485_760;
const pathOf = (url: string) => new URL(url).pathname;

async function uploadUrl(client: Client) {
  const res = await client.post('/api/kyc-documents/upload-url');
  expect(res.status).toBe(200);
  return res.body as { uploadURL: string; expiresAt: string };
}

async function put(
  url: string,
  body: Buffer | Readable,
  type = 'application/octet-stream',
  length = true,
) {
  const headers: Record<string, string> = { 'content-type': type };
  if (!length) headers['transfer-encoding'] = 'chunked';
  const res = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: body, headers });
  return {
    status: res.statusCode,
    body: res.body ? JSON.parse(res.body) : undefined,
    headers: res.headers,
  };
}

/** Bytes of each allowed type (and some that are not). */
const files = {
  pdf: demoPdf('KYC test'),
  png: demoPng(),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]),
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(500),
  ]),
  docx: Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.alloc(30),
    Buffer.from('[Content_Types].xml word/document.xml'),
    Buffer.alloc(100),
  ]),
  zip: Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.alloc(30),
    Buffer.from('data.csv'),
    Buffer.alloc(100),
  ]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

/** A seller with a fresh company in KYC state pending. */
async function freshOwner(role: 'seller' | 'buyer' = 'seller') {
  const owner = await newAccount(server, role);
  const company = await owner.post('/api/companies', {
    name: `KYC ${owner.email}`,
    country: 'Ghana',
  });
  expect(company.status).toBe(201);
  return { owner, companyId: (company.body as { id: string }).id };
}

async function record(
  client: Client,
  body: Record<string, unknown>,
  file = files.pdf,
  type = 'application/pdf',
) {
  const { uploadURL } = await uploadUrl(client);
  const stored = await put(uploadURL, file, type);
  expect(stored.status).toBe(200);
  return client.post('/api/kyc-documents', {
    originalFileName: 'doc.pdf',
    ...stored.body,
    ...body,
  });
}

describe('one-time upload URLs', () => {
  test('an absolute URL on this server with ≥128-bit token, expiring in 15 minutes', async () => {
    const seller = await server.as(demo.seller);
    const { uploadURL, expiresAt } = await uploadUrl(seller);
    expect(uploadURL).toMatch(/^http:\/\/localhost(:80)?\/api\/uploads\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - server.clock.now).toBe(15 * 60_000);
  });

  test('the token is spent by the first successful upload', async () => {
    const seller = await server.as(demo.seller);
    const { uploadURL } = await uploadUrl(seller);
    const first = await put(uploadURL, files.pdf, 'application/pdf');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      filePath: expect.any(String),
      fileSize: files.pdf.length,
      mimeType: 'application/pdf',
    });
    const again = await put(uploadURL, files.pdf, 'application/pdf');
    expect(again.status).toBe(404);
  });

  test('an expired, unknown or malformed token → 404/400', async () => {
    const seller = await server.as(demo.seller);
    const { uploadURL } = await uploadUrl(seller);
    server.clock.advance(15 * 60_000 + 1);
    expect((await put(uploadURL, files.pdf)).status).toBe(404);
    expect((await put(`http://x/api/uploads/${'A'.repeat(43)}`, files.pdf)).status).toBe(404);
    expect((await put('http://x/api/uploads/short', files.pdf)).status).toBe(400);
  });

  test('a failed upload (wrong type) does not spend the token', async () => {
    const seller = await server.as(demo.seller);
    const { uploadURL } = await uploadUrl(seller);
    expect((await put(uploadURL, files.exe)).status).toBe(415);
    expect((await put(uploadURL, files.png, 'image/png')).status).toBe(200);
  });
});

describe('upload limits and type checks', () => {
  test('10,485,760 bytes are accepted; one byte more → 413 (declared or streamed)', async () => {
    const seller = await server.as(demo.seller);
    const atLimit = Buffer.concat([files.pdf, Buffer.alloc(MAX - files.pdf.length, 0x20)]);
    expect(atLimit.length).toBe(MAX);
    const ok = await put((await uploadUrl(seller)).uploadURL, atLimit, 'application/pdf');
    expect(ok.status).toBe(200);
    expect(ok.body.fileSize).toBe(MAX);

    const over = Buffer.concat([atLimit, Buffer.from([0x20])]);
    const declared = await put((await uploadUrl(seller)).uploadURL, over, 'application/pdf');
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ message: 'File exceeds the 10 MB limit' });

    // No Content-Length: the stream is cut at the limit.
    const streamed = await put(
      (await uploadUrl(seller)).uploadURL,
      Readable.from([over.subarray(0, 6_000_000), over.subarray(6_000_000)]),
      'application/pdf',
      false,
    );
    expect(streamed.status).toBe(413);
  });

  test.each([
    ['pdf', 'application/pdf', 'application/pdf'],
    ['png', 'image/png', 'image/png'],
    ['jpeg', 'image/jpeg', 'image/jpeg'],
    ['doc', 'application/msword', 'application/msword'],
    [
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['pdf', 'application/octet-stream', 'application/pdf'],
  ] as const)('%s bytes sent as %s are kept as %s', async (kind, type, detected) => {
    const buyer = await server.as(demo.buyer);
    const res = await put((await uploadUrl(buyer)).uploadURL, files[kind], type);
    expect(res.status).toBe(200);
    expect(res.body.mimeType).toBe(detected);
  });

  test.each([
    ['exe', 'application/octet-stream'],
    ['html', 'application/octet-stream'],
    ['zip', 'application/octet-stream'],
    ['png', 'application/pdf'],
    ['pdf', 'image/jpeg'],
    ['exe', 'application/pdf'],
  ] as const)('%s bytes sent as %s → 415', async (kind, type) => {
    const buyer = await server.as(demo.buyer);
    const res = await put((await uploadUrl(buyer)).uploadURL, files[kind], type);
    expect(res.status).toBe(415);
  });

  test('a content type that is not a document → 415', async () => {
    const buyer = await server.as(demo.buyer);
    const res = await put((await uploadUrl(buyer)).uploadURL, files.html, 'text/html');
    expect(res.status).toBe(415);
  });

  test('stored files are not reachable by any static path', async () => {
    const seller = await server.as(demo.seller);
    const res = await put((await uploadUrl(seller)).uploadURL, files.pdf, 'application/pdf');
    for (const url of [
      `/${res.body.filePath}`,
      `/uploads/${res.body.filePath}`,
      `/api/${res.body.filePath}`,
    ]) {
      const got = await server.app.inject({
        method: 'GET',
        url,
        headers: { cookie: seller.cookie },
      });
      expect(got.statusCode).toBe(404);
      expect(got.body).not.toContain('%PDF');
    }
  });
});

describe('recording documents', () => {
  test('the first document puts the company under review; completion counts approved required documents', async () => {
    const { owner, companyId } = await freshOwner();
    const first = await record(owner, {
      companyId,
      documentType: 'business_license',
      originalFileName: 'licence.pdf',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      companyId,
      documentType: 'business_license',
      status: 'pending',
      originalFileName: 'licence.pdf',
      mimeType: 'application/pdf',
    });
    const company = async () =>
      (
        (await owner.get('/api/companies')).body as Array<{
          id: string;
          kycStatus: string;
          kycCompletionPercentage: number;
          kycSubmittedAt: string | null;
          kycDocuments: string[];
        }>
      ).find((c) => c.id === companyId)!;
    expect(await company()).toMatchObject({
      kycStatus: 'under_review',
      kycCompletionPercentage: 0,
      kycDocuments: [first.body.id],
    });
    expect((await company()).kycSubmittedAt).not.toBeNull();

    const percentages = [];
    const types = [
      'business_license',
      'tax_certificate',
      'bank_statement',
      'insurance_certificate',
    ];
    const docIds = [first.body.id];
    for (const t of types.slice(1))
      docIds.push((await record(owner, { companyId, documentType: t })).body.id);
    await record(owner, { companyId, documentType: 'financial_statements' }); // optional: never counts
    for (const id of docIds) {
      const reviewed = await admin.put(`/api/kyc-documents/${id}/review`, {
        status: 'approved',
        reviewNotes: 'ok',
      });
      expect(reviewed.status).toBe(200);
      expect(reviewed.body).toMatchObject({
        status: 'approved',
        reviewNotes: 'ok',
        reviewedBy: expect.any(String),
      });
      percentages.push((await company()).kycCompletionPercentage);
    }
    expect(percentages).toEqual([25, 50, 75, 100]);

    const rejected = await admin.put(`/api/kyc-documents/${docIds[3]}/review`, {
      status: 'rejected',
      reviewNotes: 'Expired policy',
    });
    expect(rejected.body.status).toBe('rejected');
    expect((await company()).kycCompletionPercentage).toBe(75);
    const notes = (await owner.get('/api/notifications')).body as Array<{
      title: string;
      message: string;
      relatedEntityType: string;
    }>;
    expect(notes.filter((n) => n.title === 'Document approved')).toHaveLength(4);
    expect(notes).toContainEqual(
      expect.objectContaining({
        title: 'Document rejected',
        relatedEntityType: 'kyc_document',
        message: expect.stringContaining('Expired policy'),
      }),
    );
  });

  test('a replaced document keeps its history; reviewing the old version → 409', async () => {
    const { owner, companyId } = await freshOwner('buyer');
    const v1 = (
      await record(owner, {
        companyId,
        documentType: 'bank_statement',
        originalFileName: 'march.pdf',
      })
    ).body;
    await admin.put(`/api/kyc-documents/${v1.id}/review`, {
      status: 'rejected',
      reviewNotes: 'Too old',
    });
    const v2 = (
      await record(
        owner,
        { companyId, documentType: 'bank_statement', originalFileName: 'june.pdf' },
        files.png,
        'image/png',
      )
    ).body;
    expect(v2.mimeType).toBe('image/png');
    const current = (await owner.get(`/api/companies/${companyId}/kyc-documents`)).body as Array<{
      id: string;
    }>;
    expect(current.map((d) => d.id)).toEqual([v2.id]);
    const history = await owner.get(`/api/kyc-documents/${v2.id}/history`);
    expect(history.body).toEqual([
      expect.objectContaining({
        id: v1.id,
        originalFileName: 'march.pdf',
        status: 'rejected',
        reviewNotes: 'Too old',
      }),
    ]);
    expect((await owner.get(`/api/kyc-documents/${v1.id}/history`)).body).toEqual([]);
    const old = await admin.put(`/api/kyc-documents/${v1.id}/review`, { status: 'approved' });
    expect(old.status).toBe(409);
    // Earlier versions still download.
    const dl = await server.app.inject({
      method: 'GET',
      url: `/api/kyc-documents/${v1.id}/download`,
      headers: { cookie: owner.cookie },
    });
    expect(dl.statusCode).toBe(200);
  });

  test('the buyer dashboard upload without companyId attaches to the caller’s company; no company → 400', async () => {
    const { owner, companyId } = await freshOwner('buyer');
    const res = await record(owner, { documentType: 'business_license' });
    expect(res.status).toBe(201);
    expect(res.body.companyId).toBe(companyId);

    const lonely = await newAccount(server, 'buyer');
    const none = await record(lonely, { documentType: 'business_license' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('You have no company to attach this document to');
  });

  test('only the caller’s own, unattached upload can be recorded, with its real size', async () => {
    const { owner, companyId } = await freshOwner();
    const other = await server.as(demo.seller);
    const { uploadURL } = await uploadUrl(other);
    const stored = (await put(uploadURL, files.pdf, 'application/pdf')).body;
    const foreign = await owner.post('/api/kyc-documents', {
      companyId,
      documentType: 'other',
      originalFileName: 'a.pdf',
      ...stored,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toContainEqual({
      path: 'filePath',
      message: 'Not a file you uploaded, or already recorded',
    });

    const mine = (await put((await uploadUrl(owner)).uploadURL, files.pdf, 'application/pdf')).body;
    const wrongSize = await owner.post('/api/kyc-documents', {
      companyId,
      documentType: 'other',
      originalFileName: 'a.pdf',
      ...mine,
      fileSize: mine.fileSize + 1,
    });
    expect(wrongSize.status).toBe(400);
    const ok = await owner.post('/api/kyc-documents', {
      companyId,
      documentType: 'other',
      originalFileName: 'a.pdf',
      ...mine,
    });
    expect(ok.status).toBe(201);
    const twice = await owner.post('/api/kyc-documents', {
      companyId,
      documentType: 'other',
      originalFileName: 'a.pdf',
      ...mine,
    });
    expect(twice.status).toBe(400);
  });

  test('file names must have an allowed extension', async () => {
    const { owner, companyId } = await freshOwner();
    const res = await record(owner, {
      companyId,
      documentType: 'other',
      originalFileName: 'virus.exe',
    });
    expect(res.status).toBe(400);
  });
});

describe('download', () => {
  test('an attachment with the original name, type, length and nosniff', async () => {
    const { owner, companyId } = await freshOwner();
    const doc = (
      await record(owner, {
        companyId,
        documentType: 'tax_certificate',
        originalFileName: 'Çertificat fiscal.pdf',
      })
    ).body;
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/kyc-documents/${doc.id}/download`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(files.pdf.length);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_ertificat fiscal.pdf"; filename*=UTF-8''${encodeURIComponent('Çertificat fiscal.pdf')}`,
    );
    expect(res.rawPayload.equals(files.pdf)).toBe(true);
  });

  test('demo documents download with real bytes', async () => {
    const broker = await server.as(demo.broker);
    const companies = (await broker.get('/api/companies')).body as Array<{
      id: string;
      kycDocuments: string[];
    }>;
    const withDocs = companies.filter((c) => c.kycDocuments.length);
    expect(withDocs.length).toBeGreaterThan(3);
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/kyc-documents/${withDocs[0]!.kycDocuments[0]}/download`,
      headers: { cookie: broker.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toMatch(/%PDF|\x89PNG/);
  });
});

describe('company KYC review', () => {
  test('brokers approve or reject with notes; the owner is notified', async () => {
    const { owner, companyId } = await freshOwner();
    const broker = await server.as(demo.broker);
    const queue = (await broker.get('/api/companies/kyc-review')).body as Array<{
      id: string;
      kycStatus: string;
    }>;
    expect(queue.map((c) => c.id)).toContain(companyId);
    expect(queue.every((c) => ['pending', 'under_review'].includes(c.kycStatus))).toBe(true);
    await completeKyc(server, owner, companyId, admin);
    const reviewed = await broker.post(`/api/companies/${companyId}/kyc-review`, {
      status: 'approved',
      notes: 'Good to go',
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({
      kycStatus: 'approved',
      kycNotes: 'Good to go',
      kycReviewedBy: expect.any(String),
      kycReviewedAt: expect.any(String),
    });
    const notes = (await owner.get('/api/notifications')).body as Array<{
      title: string;
      type: string;
    }>;
    expect(notes[0]).toMatchObject({ title: 'KYC approved', type: 'success' });
    expect(
      (await broker.get('/api/companies/kyc-review')).body.map((c: { id: string }) => c.id),
    ).not.toContain(companyId);
  });

  test('queue: oldest submission first, never-submitted last', async () => {
    const broker = await server.as(demo.broker);
    const queue = (await broker.get('/api/companies/kyc-review')).body as Array<{
      kycSubmittedAt: string | null;
    }>;
    const submitted = queue.filter((c) => c.kycSubmittedAt).map((c) => c.kycSubmittedAt!);
    expect(submitted).toEqual([...submitted].sort());
    const firstUnsubmitted = queue.findIndex((c) => !c.kycSubmittedAt);
    if (firstUnsubmitted >= 0)
      expect(queue.slice(firstUnsubmitted).every((c) => !c.kycSubmittedAt)).toBe(true);
  });

  test('§5 review decisions', async () => {
    const broker = await server.as(demo.broker);
    const { companyId } = await freshOwner();
    const bad = await broker.post(`/api/companies/${companyId}/kyc-review`, { status: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({
      path: 'status',
      message: 'Decision must be approved or rejected',
    });
    const unknown = await broker.post(`/api/companies/${crypto.randomUUID()}/kyc-review`, {
      status: 'approved',
    });
    expect(unknown.status).toBe(404);
  });
});
