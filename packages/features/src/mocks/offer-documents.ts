/*
 * Proof-of-product documents of offers as the server runs them (apps/api/src/routes/offer-documents.ts):
 * the seller records an uploaded file on an offer, admins review it (the offer's `verifiedSupply`
 * follows), the seller, brokers and admins read and download them, everyone else sees only the approved
 * ones, anonymised.
 */
import { HttpResponse } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import {
  createOfferDocumentSchema,
  documentReviewSchema,
  isAdminRole,
  isStaffRole,
  isVerifiedSupply,
  toFieldProblems,
} from '@petrobridge/domain';
import * as z from 'zod/mini';
import { makeOfferDocument, mockDb, type OfferDocument, type User } from './db';
import { claimUpload, storedBytes } from './kyc';
import { caller, http, json, problem } from './http';

async function parse<S extends z.core.$ZodType>(request: Request, schema: S) {
  const body: unknown = await request.json().catch(() => null);
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  return problem(400, 'Invalid request', { errors: toFieldProblems(result.error) });
}

/** The offer as the caller may see it (an inactive one only its seller and staff), else undefined. */
function visibleOffer(user: User, id: string) {
  const offer = mockDb().offers.find((o) => o.id === id);
  if (!offer || (!offer.isActive && !isStaffRole(user.role) && offer.sellerId !== user.id))
    return undefined;
  return offer;
}

/** What a buyer or another seller sees of an approved document: its type and state, no file or person. */
const anonymised = (d: OfferDocument): OfferDocument => ({
  ...d,
  originalFileName: null,
  filePath: null,
  fileSize: null,
  mimeType: null,
  reviewNotes: null,
  reviewedBy: null,
  uploadedBy: null,
});

function recomputeVerifiedSupply(offerId: string) {
  const offer = mockDb().offers.find((o) => o.id === offerId);
  if (!offer) return;
  offer.verifiedSupply = isVerifiedSupply(
    mockDb()
      .offerDocuments.filter((d) => d.offerId === offerId && d.status === 'approved')
      .map((d) => d.documentType),
  );
}

export const offerDocumentHandlers = [
  http.get('/api/offers/{id}/documents', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const offer = visibleOffer(user, String(params.id));
    if (!offer) return problem(404, 'Offer not found');
    const mine = mockDb()
      .offerDocuments.filter((d) => d.offerId === offer.id)
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
    const full = isStaffRole(user.role) || offer.sellerId === user.id;
    return json(full ? mine : mine.filter((d) => d.status === 'approved').map(anonymised));
  }),
  http.post('/api/offers/{id}/documents', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role !== 'seller' && !isAdminRole(user.role))
      return problem(403, 'Only the offer’s seller and admins attach offer documents');
    const offer = mockDb().offers.find((o) => o.id === params.id);
    if (!offer || (!isAdminRole(user.role) && offer.sellerId !== user.id))
      return problem(404, 'Offer not found');
    const body = await parse(request, createOfferDocumentSchema);
    if (body instanceof Response) return body;
    const file = claimUpload(user, body);
    if (file instanceof Response) return file;
    const now = new Date().toISOString();
    const doc = makeOfferDocument({
      offerId: offer.id,
      documentType: body.documentType,
      originalFileName: body.originalFileName,
      filePath: body.filePath,
      fileSize: file.bytes.byteLength,
      mimeType: file.mimeType,
      uploadedBy: user.id,
      uploadedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    mockDb().offerDocuments.unshift(doc);
    return json(doc, 201);
  }),
  http.get('/api/offer-documents', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isAdminRole(user.role)) return problem(403, 'Only admins review offer documents');
    const query = new URL(request.url).searchParams;
    const status = query.get('status') ?? 'pending';
    const limit = Number(query.get('limit') ?? 20);
    const offset = Number(query.get('offset') ?? 0);
    const db = mockDb();
    const queue = db.offerDocuments
      .filter((d) => d.status === status)
      .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
    const items = queue.slice(offset, offset + limit).map((d) => {
      const offer = db.offers.find((o) => o.id === d.offerId)!;
      return {
        ...d,
        productType: offer.productType,
        companyId: offer.companyId!,
        companyName: db.companies.find((c) => c.id === offer.companyId)?.name ?? '',
      } satisfies Schema<'OfferDocumentForReview'>;
    });
    return json(items, 200, { 'X-Total-Count': String(queue.length) });
  }),
  http.put('/api/offer-documents/{id}/review', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isAdminRole(user.role)) return problem(403, 'Only admins review offer documents');
    const body = await parse(request, documentReviewSchema);
    if (body instanceof Response) return body;
    const doc = mockDb().offerDocuments.find((d) => d.id === params.id);
    if (!doc) return problem(404, 'Document not found');
    const now = new Date().toISOString();
    Object.assign(doc, {
      status: body.status,
      reviewNotes: body.reviewNotes ?? null,
      reviewedBy: user.id,
      reviewedAt: now,
      updatedAt: now,
    });
    recomputeVerifiedSupply(doc.offerId);
    return json(doc);
  }),
  http.get('/api/offer-documents/{id}/download', ({ params, response }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const doc = mockDb().offerDocuments.find((d) => d.id === params.id);
    const offer = doc && mockDb().offers.find((o) => o.id === doc.offerId);
    if (!doc || !offer || (!isStaffRole(user.role) && offer.sellerId !== user.id))
      return problem(404, 'Document not found');
    return response.untyped(
      new HttpResponse(storedBytes(doc.filePath ?? ''), {
        headers: {
          'content-type': doc.mimeType ?? 'application/pdf',
          'content-disposition': `attachment; filename="${doc.originalFileName ?? 'document'}"`,
        },
      }),
    );
  }),
];
