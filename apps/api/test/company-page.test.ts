/**
 * A company's page (/companies/:id): its details, its deals (`listDeals?companyId=`) and the history of
 * its KYC decisions read from the audit log.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPdf } from '../src/seed/demo';
import { demo, newAccount, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startServer();
  admin = await server.as(demo.admin);
});
afterAll(() => server?.close());

interface Decision {
  kind: string;
  documentId: string | null;
  documentType: string | null;
  decidedBy: { id: string; name: string; role: string } | null;
  notes: string | null;
  beforeStatus: string | null;
  afterStatus: string | null;
  decidedAt: string;
}

/** A seller with a fresh company in KYC state pending. */
async function freshOwner() {
  const owner = await newAccount(server, 'seller');
  const company = await owner.post('/api/companies', { name: `Page ${owner.email}` });
  expect(company.status).toBe(201);
  return { owner, companyId: (company.body as { id: string }).id };
}

/** Uploads a PDF and records it as a document of the company. */
async function upload(client: Client, companyId: string, extra: Record<string, unknown> = {}) {
  const { uploadURL } = (await client.post('/api/kyc-documents/upload-url')).body as {
    uploadURL: string;
  };
  const res = await server.app.inject({
    method: 'PUT',
    url: new URL(uploadURL).pathname,
    payload: demoPdf('page'),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(res.statusCode).toBe(200);
  return client.post('/api/kyc-documents', {
    companyId,
    documentType: 'business_license',
    originalFileName: 'licence.pdf',
    ...(JSON.parse(res.body) as object),
    ...extra,
  });
}

describe('getCompany', () => {
  test('the owner and admins read it; another seller gets 404; a malformed id is 400', async () => {
    const { owner, companyId } = await freshOwner();
    const own = await owner.get(`/api/companies/${companyId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: companyId, kycStatus: 'pending' });
    expect((await admin.get(`/api/companies/${companyId}`)).status).toBe(200);
    const other = await server.as(demo.seller);
    expect((await other.get(`/api/companies/${companyId}`)).status).toBe(404);
    expect((await owner.get('/api/companies/not-a-uuid')).status).toBe(400);
  });
});

describe('listCompanyKycHistory', () => {
  test('lists document and company decisions, newest first, with who, when, notes, before and after', async () => {
    const { owner, companyId } = await freshOwner();
    expect((await owner.get(`/api/companies/${companyId}/kyc-history`)).body).toEqual([]);

    const doc = (await upload(owner, companyId)).body as { id: string };
    const reviewed = await admin.put(`/api/kyc-documents/${doc.id}/review`, {
      status: 'rejected',
      reviewNotes: 'Unreadable scan',
    });
    expect(reviewed.status).toBe(200);
    server.clock.advance(60_000);
    const broker = await server.as(demo.broker);
    const decided = await broker.post(`/api/companies/${companyId}/kyc-review`, {
      status: 'rejected',
      notes: 'Checked by phone',
    });
    expect(decided.status).toBe(200);

    const res = await owner.get(`/api/companies/${companyId}/kyc-history`);
    expect(res.status).toBe(200);
    const history = res.body as Decision[];
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      kind: 'company_review',
      documentId: null,
      documentType: null,
      notes: 'Checked by phone',
      beforeStatus: 'under_review',
      afterStatus: 'rejected',
      decidedBy: { role: 'broker' },
    });
    expect(history[1]).toMatchObject({
      kind: 'document_review',
      documentId: doc.id,
      documentType: 'business_license',
      notes: 'Unreadable scan',
      beforeStatus: 'pending',
      afterStatus: 'rejected',
      decidedBy: { role: 'admin' },
    });
    expect(new Date(history[0]!.decidedAt).getTime()).toBe(server.clock.now);
    // The reviewer's name, never their e-mail.
    expect(JSON.stringify(history)).not.toContain('@');
  });

  test("another seller, and a broker outside the company's reach, get 404", async () => {
    const { owner, companyId } = await freshOwner();
    const other = await server.as(demo.seller);
    expect((await other.get(`/api/companies/${companyId}/kyc-history`)).status).toBe(404);
    // Decided by the admin: no longer in the review queue, and no deal of the broker's.
    await admin.post(`/api/companies/${companyId}/kyc-review`, {
      status: 'rejected',
      notes: 'Incomplete',
    });
    const broker = await server.as(demo.broker);
    expect((await broker.get(`/api/companies/${companyId}/kyc-history`)).status).toBe(404);
    expect((await owner.get(`/api/companies/${companyId}/kyc-history`)).status).toBe(200);
  });
});

describe('listDeals?companyId', () => {
  test("only the deals in which the company is a party, within the caller's deals", async () => {
    const companies = (await admin.get('/api/super-admin/companies')).body as Array<{
      id: string;
      name: string;
    }>;
    const niger = companies.find((c) => c.name === 'Niger Delta Petroleum Ltd')!;
    const all = (await admin.get('/api/deals?limit=100')).body as Array<{
      sellerCompanyId: string;
      buyerCompanyId: string;
    }>;
    const expected = all.filter(
      (d) => d.sellerCompanyId === niger.id || d.buyerCompanyId === niger.id,
    ).length;
    expect(expected).toBeGreaterThan(0);
    const res = await admin.get(`/api/deals?companyId=${niger.id}&limit=100`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(expected);
    expect(res.headers['x-total-count']).toBe(String(expected));

    // A buyer filtering on a seller's company learns nothing: not even which anonymous side it is.
    const buyer = await server.as(demo.buyer);
    const asBuyer = await buyer.get(`/api/deals?companyId=${niger.id}`);
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.body).toEqual([]);
    // Their own company: their deals in which it is a party.
    const own = (await buyer.get('/api/companies')).body as Array<{ id: string }>;
    const mine = await buyer.get(`/api/deals?companyId=${own[0]!.id}&limit=100`);
    const theirs = (await buyer.get('/api/deals?limit=100')).body as Array<{
      buyerCompanyId: string | null;
    }>;
    expect((mine.body as unknown[]).length).toBe(theirs.length);
    expect(theirs.length).toBeGreaterThan(0);

    // A seller filtering on someone else's company sees none of that company's deals but their own.
    const { owner, companyId } = await freshOwner();
    const none = await owner.get(`/api/deals?companyId=${companyId}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect((await owner.get('/api/deals?companyId=nope')).status).toBe(400);
  });
});

describe('requestKycReupload', () => {
  test('needs a reason; the owner is notified, sees it, and a replacement clears it', async () => {
    const { owner, companyId } = await freshOwner();
    const doc = (await upload(owner, companyId)).body as { id: string };

    const blank = await admin.post(`/api/kyc-documents/${doc.id}/reupload-request`, {
      reason: '  ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      errors: [{ path: 'reason', message: 'Reason is required' }],
    });
    const missing = await admin.post(`/api/kyc-documents/${doc.id}/reupload-request`, {});
    expect(missing.status).toBe(400);

    expect(
      (await owner.post(`/api/kyc-documents/${doc.id}/reupload-request`, { reason: 'x' })).status,
    ).toBe(403);

    const requested = await admin.post(`/api/kyc-documents/${doc.id}/reupload-request`, {
      reason: 'The scan is cut off at the bottom',
    });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({
      id: doc.id,
      reuploadReason: 'The scan is cut off at the bottom',
      reuploadRequestedAt: new Date(server.clock.now).toISOString(),
    });
    const listed = (await owner.get(`/api/companies/${companyId}/kyc-documents`)).body as Array<{
      reuploadReason: string | null;
    }>;
    expect(listed[0]!.reuploadReason).toBe('The scan is cut off at the bottom');
    const notes = (await owner.get('/api/notifications')).body as Array<{
      title: string;
      message: string;
    }>;
    expect(notes.find((n) => n.title === 'Re-upload requested')?.message).toContain(
      'The scan is cut off at the bottom',
    );
    const history = (await owner.get(`/api/companies/${companyId}/kyc-history`)).body as Decision[];
    expect(history[0]).toMatchObject({
      kind: 'reupload_request',
      documentId: doc.id,
      documentType: 'business_license',
      notes: 'The scan is cut off at the bottom',
      decidedBy: { role: 'admin' },
    });

    const replacement = await upload(owner, companyId);
    expect(replacement.status).toBe(201);
    expect(replacement.body).toMatchObject({ reuploadReason: null, reuploadRequestedAt: null });
    const again = await admin.post(`/api/kyc-documents/${doc.id}/reupload-request`, {
      reason: 'Old version',
    });
    expect(again.status).toBe(409);
  });

  test('a broker asks on a company in the review queue, not on one out of reach', async () => {
    const { owner, companyId } = await freshOwner();
    const doc = (await upload(owner, companyId)).body as { id: string };
    const broker = await server.as(demo.broker);
    const asked = await broker.post(`/api/kyc-documents/${doc.id}/reupload-request`, {
      reason: 'Please send the full statement',
    });
    expect(asked.status).toBe(200);
    await admin.post(`/api/companies/${companyId}/kyc-review`, {
      status: 'rejected',
      notes: 'Incomplete',
    });
    const out = await broker.post(`/api/kyc-documents/${doc.id}/reupload-request`, {
      reason: 'Again',
    });
    expect(out.status).toBe(404);
  });
});

describe('document expiry', () => {
  test('an approved document counts until its last day, then as missing; a bad date is a 400', async () => {
    const { owner, companyId } = await freshOwner();
    const tomorrow = new Date(server.clock.now + 86_400_000).toISOString().slice(0, 10);
    const created = await upload(owner, companyId, { expiresAt: tomorrow });
    expect(created.status).toBe(201);
    const doc = created.body as { id: string; expiresAt: string };
    expect(doc.expiresAt).toBe(tomorrow);
    await admin.put(`/api/kyc-documents/${doc.id}/review`, { status: 'approved' });
    // A new session each time: the clock moves past the sessions' 12-hour limit.
    const completion = async () =>
      (
        (await (await server.as(owner.email)).get(`/api/companies/${companyId}`)).body as {
          kycCompletionPercentage: number;
        }
      ).kycCompletionPercentage;
    expect(await completion()).toBe(25);
    server.clock.advance(86_400_000); // its last day: still valid
    expect(await completion()).toBe(25);
    server.clock.advance(86_400_000); // the day after: expired, computed on read
    expect(await completion()).toBe(0);
    const fresh = await server.as(owner.email);
    const listed = (await fresh.get('/api/companies')).body as Array<{
      id: string;
      kycCompletionPercentage: number;
    }>;
    expect(listed.find((c) => c.id === companyId)?.kycCompletionPercentage).toBe(0);

    const bad = await upload(fresh, companyId, { expiresAt: '31/12/2030' });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Array<{ path: string }> }).errors[0]!.path).toBe('expiresAt');
  });
});
