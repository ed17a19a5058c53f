/**
 * Proof-of-product documents on offers (issue 12): the seller records them through the KYC upload path,
 * admins review them, and an approved inspection report plus an approved storage receipt give the offer
 * its 'Verified supply' flag, which everyone sees without learning who the seller is.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPdf, demoPng } from '../src/seed/demo';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog } from '../src/db/schema';
import { demo, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let admin: Client;
let seller: Client;
let otherSeller: Client;
let buyer: Client;
let broker: Client;
beforeAll(async () => {
  server = await startServer();
  admin = await server.as(demo.admin);
  seller = await server.as(demo.seller);
  otherSeller = await server.as(demo.sellerAngola);
  buyer = await server.as(demo.buyer);
  broker = await server.as(demo.broker);
});
afterAll(() => server?.close());

const pdf = demoPdf('Inspection report');

interface OfferDocument {
  id: string;
  offerId: string;
  documentType: string;
  originalFileName: string | null;
  filePath: string | null;
  fileSize: number | null;
  mimeType: string | null;
  status: string;
  reviewNotes: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  uploadedBy: string | null;
}

/** A fresh active offer of the demo seller (nothing attached, not verified). */
async function freshOffer(): Promise<string> {
  const res = await seller.post('/api/offers', {
    productType: 'diesel',
    volume: 5000,
    volumeUnit: 'MT',
    pricePerUnit: 710,
    deliveryLocation: 'Lagos',
  });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

/** Upload URL, then the file's bytes PUT to it: the `uploadFile` answer. */
async function upload(client: Client, file = pdf, type = 'application/pdf') {
  const url = await client.post('/api/kyc-documents/upload-url');
  expect(url.status).toBe(200);
  const put = await server.app.inject({
    method: 'PUT',
    url: new URL((url.body as { uploadURL: string }).uploadURL).pathname,
    payload: file,
    headers: { 'content-type': type },
  });
  expect(put.statusCode).toBe(200);
  return JSON.parse(put.body) as { filePath: string; fileSize: number; mimeType: string };
}

/** Uploads and records a document on the offer as `client`; the raw response. */
async function attach(
  client: Client,
  offerId: string,
  documentType: string,
  originalFileName = `${documentType}.pdf`,
) {
  return client.post(`/api/offers/${offerId}/documents`, {
    documentType,
    originalFileName,
    ...(await upload(client)),
  });
}

const download = (client: Client, id: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/offer-documents/${id}/download`,
    headers: { cookie: client.cookie },
  });

const review = (id: string, status: 'approved' | 'rejected', reviewNotes?: string) =>
  admin.put(`/api/offer-documents/${id}/review`, {
    status,
    ...(reviewNotes ? { reviewNotes } : {}),
  });

/** The offer's verifiedSupply as `client` reads it from the list and from the detail. */
async function verifiedSupply(client: Client, offerId: string) {
  const list = await client.get('/api/offers?productType=diesel&limit=500');
  expect(list.status).toBe(200);
  const inList = (list.body as Array<{ id: string; verifiedSupply: boolean }>).find(
    (o) => o.id === offerId,
  );
  const one = await client.get(`/api/offers/${offerId}`);
  expect(one.status).toBe(200);
  expect(inList?.verifiedSupply).toBe(one.body.verifiedSupply);
  return one.body.verifiedSupply as boolean;
}

describe('recording and reading', () => {
  test('the seller uploads, records, lists and downloads the same bytes', async () => {
    const offerId = await freshOffer();
    const stored = await upload(seller);
    const created = await seller.post(`/api/offers/${offerId}/documents`, {
      documentType: 'inspection_report',
      originalFileName: 'SGS Q&Q – Lagos.pdf',
      ...stored,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      offerId,
      documentType: 'inspection_report',
      originalFileName: 'SGS Q&Q – Lagos.pdf',
      filePath: stored.filePath,
      fileSize: pdf.length,
      mimeType: 'application/pdf',
      status: 'pending',
      reviewNotes: null,
      reviewedBy: null,
      reviewedAt: null,
      uploadedBy: expect.any(String),
    });
    const doc = created.body as OfferDocument;

    const listed = await seller.get(`/api/offers/${offerId}/documents`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([created.body]);

    const res = await download(seller, doc.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Number(res.headers['content-length'])).toBe(pdf.length);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="SGS Q&Q _ Lagos.pdf"; filename*=UTF-8''${encodeURIComponent('SGS Q&Q – Lagos.pdf')}`,
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  test('several documents of one type are kept, newest first; the detected type is recorded', async () => {
    const offerId = await freshOffer();
    const first = (await attach(seller, offerId, 'inspection_report', 'first.pdf')).body;
    server.clock.advance(1000);
    const png = await upload(seller, demoPng(), 'image/png');
    const second = await seller.post(`/api/offers/${offerId}/documents`, {
      documentType: 'inspection_report',
      originalFileName: 'second.png',
      ...png,
      mimeType: 'application/pdf', // what the client claims; the upload's detected type wins
    });
    expect(second.status).toBe(201);
    expect(second.body.mimeType).toBe('image/png');
    const listed = (await seller.get(`/api/offers/${offerId}/documents`)).body as OfferDocument[];
    expect(listed.map((d) => d.id)).toEqual([second.body.id, first.id]);
  });

  test('an admin may record a document on any offer', async () => {
    const offerId = await freshOffer();
    const res = await attach(admin, offerId, 'q88');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ offerId, documentType: 'q88', status: 'pending' });
  });
});

describe('verified supply', () => {
  test('an approved inspection report and storage receipt make it true for everyone, anonymously; a rejection undoes it', async () => {
    const offerId = await freshOffer();
    expect(await verifiedSupply(buyer, offerId)).toBe(false);

    const inspection = (await attach(seller, offerId, 'inspection_report', 'sgs.pdf')).body;
    const storage = (await attach(seller, offerId, 'storage_receipt', 'tank-12.pdf')).body;
    const q88 = (await attach(seller, offerId, 'q88', 'q88.pdf')).body;
    // Uploads alone change nothing.
    expect(await verifiedSupply(buyer, offerId)).toBe(false);

    const first = await review(inspection.id, 'approved', 'Matches the cargo');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: inspection.id,
      status: 'approved',
      reviewNotes: 'Matches the cargo',
      reviewedBy: expect.any(String),
      reviewedAt: expect.any(String),
    });
    expect(await verifiedSupply(buyer, offerId)).toBe(false);

    expect((await review(storage.id, 'approved')).status).toBe(200);
    expect(await verifiedSupply(buyer, offerId)).toBe(true);
    expect(await verifiedSupply(otherSeller, offerId)).toBe(true);
    expect(await verifiedSupply(seller, offerId)).toBe(true);
    const sellerDashboard = (await seller.get('/api/seller/offers')).body as Array<{
      id: string;
      verifiedSupply: boolean;
    }>;
    expect(sellerDashboard.find((o) => o.id === offerId)?.verifiedSupply).toBe(true);

    // The buyer sees the offer without its seller, and only the approved documents' type and status.
    const offer = (await buyer.get(`/api/offers/${offerId}`)).body as Record<string, unknown>;
    for (const key of ['sellerId', 'companyId', 'companyName', 'contactName', 'contactEmail'])
      expect(offer).not.toHaveProperty(key);
    const theirs = (await buyer.get(`/api/offers/${offerId}/documents`)).body as OfferDocument[];
    expect(theirs.map((d) => d.id).sort()).toEqual([inspection.id, storage.id].sort());
    for (const d of theirs)
      expect(d).toMatchObject({
        offerId,
        status: 'approved',
        originalFileName: null,
        filePath: null,
        fileSize: null,
        mimeType: null,
        reviewNotes: null,
        reviewedBy: null,
        uploadedBy: null,
      });
    expect(JSON.stringify(theirs)).not.toContain('sgs.pdf');
    expect(theirs.map((d) => d.id)).not.toContain(q88.id);
    // Another seller sees the same projection.
    expect((await otherSeller.get(`/api/offers/${offerId}/documents`)).body).toEqual(theirs);

    // A further pending upload leaves the flag alone.
    await attach(seller, offerId, 'storage_receipt', 'tank-12-v2.pdf');
    expect(await verifiedSupply(buyer, offerId)).toBe(true);

    const rejected = await review(storage.id, 'rejected', 'Receipt is expired');
    expect(rejected.body).toMatchObject({ status: 'rejected', reviewNotes: 'Receipt is expired' });
    expect(await verifiedSupply(buyer, offerId)).toBe(false);
    expect(
      ((await buyer.get(`/api/offers/${offerId}/documents`)).body as OfferDocument[]).map(
        (d) => d.id,
      ),
    ).toEqual([inspection.id]);

    const notes = (await seller.get('/api/notifications')).body as Array<{
      title: string;
      message: string;
      type: string;
      relatedEntityType: string;
      relatedEntityId: string;
    }>;
    expect(notes).toContainEqual(
      expect.objectContaining({
        title: 'Offer document approved',
        type: 'success',
        relatedEntityType: 'offer',
        relatedEntityId: offerId,
        message: 'Inspection report (quality and quantity) of your Diesel offer was approved.',
      }),
    );
    expect(notes).toContainEqual(
      expect.objectContaining({
        title: 'Offer document rejected',
        type: 'warning',
        relatedEntityId: offerId,
        message: 'Storage receipt of your Diesel offer was rejected: Receipt is expired',
      }),
    );
  });

  test('approving two of the same type is not enough', async () => {
    const offerId = await freshOffer();
    const a = (await attach(seller, offerId, 'inspection_report')).body;
    const b = (await attach(seller, offerId, 'inspection_report')).body;
    await review(a.id, 'approved');
    await review(b.id, 'approved');
    expect(await verifiedSupply(buyer, offerId)).toBe(false);
  });
});

describe('who may do what', () => {
  test('another seller: 404 on create and download; a buyer: 403 on create, 404 on download', async () => {
    const offerId = await freshOffer();
    const doc = (await attach(seller, offerId, 'storage_receipt')).body as OfferDocument;

    const foreign = await attach(otherSeller, offerId, 'storage_receipt');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Offer not found' });
    expect((await download(otherSeller, doc.id)).statusCode).toBe(404);

    const byBuyer = await buyer.post(`/api/offers/${offerId}/documents`, {
      documentType: 'storage_receipt',
      originalFileName: 'x.pdf',
      filePath: doc.filePath,
      fileSize: doc.fileSize,
      mimeType: 'application/pdf',
    });
    expect(byBuyer.status).toBe(403);
    expect((await download(buyer, doc.id)).statusCode).toBe(404);
    // A buyer and another seller see no pending document.
    expect((await buyer.get(`/api/offers/${offerId}/documents`)).body).toEqual([]);
    expect((await otherSeller.get(`/api/offers/${offerId}/documents`)).body).toEqual([]);
  });

  test('a broker lists every document with its file and downloads it, but may not review', async () => {
    const offerId = await freshOffer();
    const doc = (await attach(seller, offerId, 'inspection_report', 'report.pdf'))
      .body as OfferDocument;
    const listed = await broker.get(`/api/offers/${offerId}/documents`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: doc.id, originalFileName: 'report.pdf', status: 'pending' }),
    ]);
    const res = await download(broker, doc.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    const reviewed = await broker.put(`/api/offer-documents/${doc.id}/review`, {
      status: 'approved',
    });
    expect(reviewed.status).toBe(403);
    expect((await broker.get('/api/offer-documents')).status).toBe(403);
    expect((await attach(admin, offerId, 'other')).status).toBe(201);
  });

  test('an inactive offer’s documents exist only for its seller and staff', async () => {
    const offerId = await freshOffer();
    await attach(seller, offerId, 'q88');
    expect((await seller.patch(`/api/offers/${offerId}`, { isActive: false })).status).toBe(200);
    expect((await buyer.get(`/api/offers/${offerId}/documents`)).status).toBe(404);
    expect((await otherSeller.get(`/api/offers/${offerId}/documents`)).status).toBe(404);
    expect((await seller.get(`/api/offers/${offerId}/documents`)).body).toHaveLength(1);
    expect((await broker.get(`/api/offers/${offerId}/documents`)).body).toHaveLength(1);
  });

  test('unknown offers and documents → 404', async () => {
    const unknown = crypto.randomUUID();
    expect((await buyer.get(`/api/offers/${unknown}/documents`)).status).toBe(404);
    const created = await attach(seller, unknown, 'q88');
    expect(created.status).toBe(404);
    expect(created.body).toEqual({ message: 'Offer not found' });
    const reviewed = await review(unknown, 'approved');
    expect(reviewed.status).toBe(404);
    expect(reviewed.body).toEqual({ message: 'Document not found' });
    expect((await download(admin, unknown)).statusCode).toBe(404);
  });
});

describe('validation', () => {
  test('an unknown or KYC document type → 400', async () => {
    const offerId = await freshOffer();
    for (const documentType of ['business_license', 'sgs'])
      expect((await attach(seller, offerId, documentType)).status).toBe(400);
    const res = await attach(seller, offerId, 'business_license');
    expect(res.body.errors).toContainEqual({
      path: 'documentType',
      message: 'Unknown document type',
    });
  });

  test('only the caller’s own, unattached upload with its real size; allowed file names only', async () => {
    const offerId = await freshOffer();
    const theirs = await upload(otherSeller);
    const foreign = await seller.post(`/api/offers/${offerId}/documents`, {
      documentType: 'storage_receipt',
      originalFileName: 'a.pdf',
      ...theirs,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      message: 'Upload the file first',
      errors: [{ path: 'filePath', message: 'Not a file you uploaded, or already recorded' }],
    });

    const made = await seller.post(`/api/offers/${offerId}/documents`, {
      documentType: 'storage_receipt',
      originalFileName: 'a.pdf',
      filePath: 'kyc/made-up',
      fileSize: 100,
      mimeType: 'application/pdf',
    });
    expect(made.status).toBe(400);
    expect(made.body.message).toBe('Upload the file first');

    const mine = await upload(seller);
    const wrongSize = await seller.post(`/api/offers/${offerId}/documents`, {
      documentType: 'storage_receipt',
      originalFileName: 'a.pdf',
      ...mine,
      fileSize: mine.fileSize + 1,
    });
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body.message).toBe('The file size does not match the upload');

    const badName = await seller.post(`/api/offers/${offerId}/documents`, {
      documentType: 'storage_receipt',
      originalFileName: 'receipt.exe',
      ...mine,
    });
    expect(badName.status).toBe(400);

    const ok = await seller.post(`/api/offers/${offerId}/documents`, {
      documentType: 'storage_receipt',
      originalFileName: 'a.pdf',
      ...mine,
    });
    expect(ok.status).toBe(201);
    // Recorded once: neither this offer nor a KYC document may take it again.
    const twice = await seller.post(`/api/offers/${offerId}/documents`, {
      documentType: 'storage_receipt',
      originalFileName: 'a.pdf',
      ...mine,
    });
    expect(twice.status).toBe(400);
    const asKyc = await seller.post('/api/kyc-documents', {
      documentType: 'other',
      originalFileName: 'a.pdf',
      ...mine,
    });
    expect(asKyc.status).toBe(400);
  });

  test('review decisions are approved or rejected', async () => {
    const offerId = await freshOffer();
    const doc = (await attach(seller, offerId, 'q88')).body as OfferDocument;
    const bad = await admin.put(`/api/offer-documents/${doc.id}/review`, { status: 'pending' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({
      path: 'status',
      message: 'Decision must be approved or rejected',
    });
  });
});

describe('the admins’ review queue', () => {
  test('pending documents, oldest first, with the offer’s product and seller company; paged with X-Total-Count', async () => {
    const offerId = await freshOffer();
    const a = (await attach(seller, offerId, 'inspection_report')).body as OfferDocument;
    server.clock.advance(1000);
    const b = (await attach(seller, offerId, 'storage_receipt')).body as OfferDocument;

    const queue = await admin.get('/api/offer-documents?limit=500');
    expect(queue.status).toBe(200);
    const items = queue.body as Array<OfferDocument & { productType: string; companyName: string }>;
    expect(Number(queue.headers['x-total-count'])).toBe(items.length);
    expect(items.every((d) => d.status === 'pending')).toBe(true);
    const ours = items.filter((d) => d.offerId === offerId);
    expect(ours.map((d) => d.id)).toEqual([a.id, b.id]);
    expect(ours[0]).toMatchObject({
      productType: 'diesel',
      companyName: 'Niger Delta Petroleum Ltd',
      companyId: expect.any(String),
      originalFileName: 'inspection_report.pdf',
    });

    const page = await admin.get('/api/offer-documents?limit=1&offset=0');
    expect(page.body).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe(queue.headers['x-total-count']);

    await review(a.id, 'approved');
    const after = await admin.get('/api/offer-documents?limit=500');
    expect(Number(after.headers['x-total-count'])).toBe(items.length - 1);
    expect((after.body as OfferDocument[]).map((d) => d.id)).not.toContain(a.id);
    const approved = await server
      .as(demo.superAdmin)
      .then((c) => c.get('/api/offer-documents?status=approved&limit=500'));
    expect(approved.status).toBe(200);
    expect((approved.body as OfferDocument[]).map((d) => d.id)).toContain(a.id);
    expect((approved.body as OfferDocument[]).every((d) => d.status === 'approved')).toBe(true);
  });
});

describe('audit (issue 28)', () => {
  test('each review leaves an audit entry filed under the offer: who, which document, before and after', async () => {
    const offerId = await freshOffer();
    const doc = (await attach(seller, offerId, 'inspection_report')).body as { id: string };
    expect((await review(doc.id, 'rejected', 'Stamp missing')).status).toBe(200);
    expect((await review(doc.id, 'approved')).status).toBe(200);
    const entries = await server.app.services.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.targetId, offerId),
          eq(adminAuditLog.action, 'offer_document_reviewed'),
        ),
      )
      .orderBy(adminAuditLog.createdAt);
    const adminId = (await admin.get('/api/auth/user')).body.id as string;
    expect(entries.map((e) => [e.targetType, e.actorId, e.details])).toEqual([
      [
        'offer',
        adminId,
        {
          documentId: doc.id,
          documentType: 'inspection_report',
          name: 'Diesel',
          notes: 'Stamp missing',
          before: { status: 'pending' },
          after: { status: 'rejected' },
        },
      ],
      [
        'offer',
        adminId,
        {
          documentId: doc.id,
          documentType: 'inspection_report',
          name: 'Diesel',
          notes: null,
          before: { status: 'rejected' },
          after: { status: 'approved' },
        },
      ],
    ]);
  });
});
