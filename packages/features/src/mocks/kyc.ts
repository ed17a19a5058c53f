import { HttpResponse } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import {
  MAX_UPLOAD_BYTES,
  createKycDocumentSchema,
  documentReviewSchema,
  isAdminRole,
  isDocumentExpired,
  isStaffRole,
  kycCompletionPercentage,
  reuploadRequestSchema,
  toFieldProblems,
  type UploadMimeType,
} from '@petrobridge/domain';
import * as z from 'zod/mini';
import { makeDocument, mockDb, type KycDocument, type MockDb, type User } from './db';
import { recordReuploadRequester } from './kyc-history';
import { displayNow } from '../kit/clock';
import { caller, http, json, problem, type Problem } from './http';

/*
 * The KYC document flow as the server runs it (apps/api/src/routes/kyc.ts): one-time upload URL, PUT
 * of the bytes (size and magic-byte checks), the record (a replace moves the earlier version to the
 * history), the admin's review (completion recomputed), history and download.
 */

export interface StoredFile {
  bytes: ArrayBuffer;
  mimeType: UploadMimeType;
  userId: string;
  attached: boolean;
}

interface KycState {
  tokens: Map<string, string>; // token → user id
  files: Map<string, StoredFile>; // filePath → file
  history: Map<string, KycDocument>; // replaced (earlier) versions by id
  replacedBy: Map<string, string>; // earlier version id → the id that replaced it
}

// Keyed by the database object: every story's fresh database starts with no uploads or history.
const states = new WeakMap<MockDb, KycState>();
function state(): KycState {
  const db = mockDb();
  let s = states.get(db);
  if (!s) {
    s = { tokens: new Map(), files: new Map(), history: new Map(), replacedBy: new Map() };
    states.set(db, s);
  }
  return s;
}

const WRONG_TYPE =
  'Only .pdf, .jpg, .jpeg, .png, .doc and .docx files are allowed, and the file must be of its declared type';

/** The server's magic-byte check (apps/api/src/storage/filetype.ts), in short. */
function detect(bytes: Uint8Array): UploadMimeType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return 'application/msword';
  if (starts(0x50, 0x4b, 0x03, 0x04))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return null;
}

/** Whether the user may read the company's documents (owner, staff) — else it does not exist. */
function readableCompany(user: User, companyId: string) {
  const company = mockDb().companies.find((c) => c.id === companyId);
  if (!company || (!isStaffRole(user.role) && company.ownerId !== user.id)) return undefined;
  return company;
}

function recompute(companyId: string) {
  const db = mockDb();
  const company = db.companies.find((c) => c.id === companyId);
  if (!company) return;
  const current = db.documents.filter((d) => d.companyId === companyId);
  const today = displayNow().toISOString().slice(0, 10);
  company.kycCompletionPercentage = kycCompletionPercentage(
    current
      .filter((d) => d.status === 'approved' && !isDocumentExpired(d.expiresAt, today))
      .map((d) => d.documentType),
  );
  company.kycDocuments = current.map((d) => d.id);
}

async function parse<S extends z.core.$ZodType>(request: Request, schema: S) {
  const body: unknown = await request.json().catch(() => null);
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  return problem(400, 'Invalid request', { errors: toFieldProblems(result.error) });
}

/**
 * The record step's check (apps/api/src/lib/uploads.ts): the caller's own upload, not yet attached, of
 * the declared size; it is attached from then on.
 */
export function claimUpload(
  user: User,
  body: { filePath: string; fileSize: number },
): StoredFile | HttpResponse<Problem> {
  const file = state().files.get(body.filePath);
  if (!file || file.userId !== user.id || file.attached)
    return problem(400, 'Upload the file first', {
      errors: [{ path: 'filePath', message: 'Not a file you uploaded, or already recorded' }],
    });
  if (file.bytes.byteLength !== body.fileSize)
    return problem(400, 'The file size does not match the upload', {
      errors: [{ path: 'fileSize', message: 'Does not match the uploaded file' }],
    });
  file.attached = true;
  return file;
}

/** The stored bytes of a file path (a stand-in PDF for the seed's documents). */
export const storedBytes = (filePath: string) =>
  state().files.get(filePath)?.bytes ?? new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

let tokenSequence = 0;

export const kycHandlers = [
  http.post('/api/kyc-documents/upload-url', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role === 'broker')
      return problem(403, 'Brokers may read KYC documents but not upload them');
    tokenSequence += 1;
    const token = `mock-upload-${tokenSequence}`;
    state().tokens.set(token, user.id);
    return json({
      uploadURL: `${new URL(request.url).origin}/api/uploads/${token}`,
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    } satisfies Schema<'UploadUrl'>);
  }),
  http.put('/api/uploads/{token}', async ({ request, params }) => {
    const s = state();
    const token = String(params.token);
    const userId = s.tokens.get(token);
    if (!userId) return problem(404, 'This upload URL is unknown, already used or expired');
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > MAX_UPLOAD_BYTES) return problem(413, 'File exceeds the 10 MB limit');
    if (bytes.byteLength === 0) return problem(400, 'The file is empty');
    const mimeType = detect(new Uint8Array(bytes));
    if (!mimeType) return problem(415, WRONG_TYPE);
    s.tokens.delete(token);
    const filePath = `kyc/${token}`;
    s.files.set(filePath, { bytes, mimeType, userId, attached: false });
    return json({
      filePath,
      fileSize: bytes.byteLength,
      mimeType,
    } satisfies Schema<'UploadResult'>);
  }),
  http.get('/api/kyc-documents', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isAdminRole(user.role)) return problem(403, 'Only admins read the review queue');
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const names = new Map(mockDb().companies.map((c) => [c.id, c.name]));
    const queue = mockDb()
      .documents.filter((d) => d.status === 'pending' || d.status === 'under_review')
      .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt) || a.id.localeCompare(b.id))
      .map((d) => ({ ...d, companyName: names.get(d.companyId) ?? '' }));
    return HttpResponse.json(queue.slice(offset, offset + limit), {
      headers: { 'X-Total-Count': String(queue.length) },
    });
  }),
  http.post('/api/kyc-documents', async ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role === 'broker')
      return problem(403, 'Brokers may read KYC documents but not upload them');
    const body = await parse(request, createKycDocumentSchema);
    if (body instanceof Response) return body;
    const db = mockDb();
    const company = body.companyId
      ? readableCompany(user, body.companyId)
      : db.companies.find((c) => c.ownerId === user.id);
    if (!company) return problem(404, 'Company not found');
    if (!isAdminRole(user.role) && company.ownerId !== user.id)
      return problem(404, 'Company not found');
    const file = claimUpload(user, body);
    if (file instanceof Response) return file;
    const now = new Date().toISOString();
    const doc = makeDocument({
      companyId: company.id,
      documentType: body.documentType,
      originalFileName: body.originalFileName,
      filePath: body.filePath,
      fileSize: file.bytes.byteLength,
      mimeType: file.mimeType,
      status: 'pending',
      uploadedAt: now,
      expiresAt: body.expiresAt ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const previous = db.documents.find(
      (d) => d.companyId === company.id && d.documentType === body.documentType,
    );
    if (previous) {
      // A replace: the earlier version leaves the current list and stays readable in the history.
      db.documents.splice(db.documents.indexOf(previous), 1);
      state().history.set(previous.id, previous);
      state().replacedBy.set(previous.id, doc.id);
    }
    db.documents.unshift(doc);
    company.kycSubmittedAt ??= now;
    if (company.kycStatus === 'pending' || company.kycStatus === 'rejected')
      company.kycStatus = 'under_review';
    recompute(company.id);
    return json(doc, 201);
  }),
  http.put('/api/kyc-documents/{id}/review', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isAdminRole(user.role)) return problem(403, 'Only admins review KYC documents');
    const body = await parse(request, documentReviewSchema);
    if (body instanceof Response) return body;
    if (state().history.has(String(params.id)))
      return problem(409, 'This version has been replaced: review the current document');
    const doc = mockDb().documents.find((d) => d.id === params.id);
    if (!doc) return problem(404, 'Document not found');
    Object.assign(doc, {
      status: body.status,
      reviewNotes: body.reviewNotes ?? null,
      reviewedBy: user.id,
      reviewedAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    recompute(doc.companyId);
    return json(doc);
  }),
  http.post('/api/kyc-documents/{id}/reupload-request', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isStaffRole(user.role)) return problem(403, 'Only brokers and admins request re-uploads');
    const body = await parse(request, reuploadRequestSchema);
    if (body instanceof Response) return body;
    if (state().history.has(String(params.id)))
      return problem(409, 'This version has been replaced: ask about the current document');
    const doc = mockDb().documents.find((d) => d.id === params.id);
    if (!doc) return problem(404, 'Document not found');
    const now = new Date().toISOString();
    Object.assign(doc, { reuploadReason: body.reason, reuploadRequestedAt: now, updatedAt: now });
    recordReuploadRequester(mockDb(), doc.id, user.id);
    return json(doc);
  }),
  http.get('/api/kyc-documents/{id}/history', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const s = state();
    const id = String(params.id);
    const doc = mockDb().documents.find((d) => d.id === id) ?? s.history.get(id);
    if (!doc || !readableCompany(user, doc.companyId)) return problem(404, 'Document not found');
    const earlier: KycDocument[] = [];
    let current = id;
    for (;;) {
      const previous = [...s.replacedBy].find(([, by]) => by === current)?.[0];
      if (!previous) break;
      earlier.push(s.history.get(previous)!);
      current = previous;
    }
    return json(earlier);
  }),
  http.get('/api/kyc-documents/{id}/download', ({ params, response }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const s = state();
    const id = String(params.id);
    const doc = mockDb().documents.find((d) => d.id === id) ?? s.history.get(id);
    if (!doc || !readableCompany(user, doc.companyId)) return problem(404, 'Document not found');
    const bytes = storedBytes(doc.filePath);
    return response.untyped(
      new HttpResponse(bytes, {
        headers: {
          'content-type': doc.mimeType,
          'content-disposition': `attachment; filename="${doc.originalFileName}"`,
        },
      }),
    );
  }),
];
