/**
 * The one upload path's record and download steps, shared by KYC documents (kyc/handlers.ts) and offer
 * documents (routes/offer-documents.ts): a stored upload (`uploadFile`) becomes a document only if it is the
 * caller's own and not yet attached, and a document's file is served as an attachment.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { uploads } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { UploadRow } from '../db/rows';
import type { Storage } from '../storage/storage';
import { REMOVED_FILE_PREFIX } from '../storage/sweep';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { Services } from '../services';

/** The stored file a document record names (the fields `uploadFile` answered). */
export interface UploadedFile {
  filePath: string;
  fileSize: number;
}

const notUploaded = () =>
  badRequest('Upload the file first', [
    { path: 'filePath', message: 'Not a file you uploaded, or already recorded' },
  ]);

/**
 * The caller's stored, not yet attached upload at `file.filePath`, or 400 ('Upload the file first' / 'The
 * file size does not match the upload'). Attach it with `attachUpload` in the transaction that records the
 * document.
 */
export async function claimableUpload(
  db: Queryable,
  userId: string,
  file: UploadedFile,
): Promise<UploadRow & { fileSize: number; mimeType: string; storageKey: string }> {
  const [upload] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.storageKey, file.filePath),
        eq(uploads.userId, userId),
        isNotNull(uploads.usedAt),
        isNull(uploads.attachedAt),
      ),
    )
    .limit(1);
  if (!upload || upload.fileSize === null || upload.mimeType === null || !upload.storageKey)
    throw notUploaded();
  if (upload.fileSize !== file.fileSize)
    throw badRequest('The file size does not match the upload', [
      { path: 'fileSize', message: 'Does not match the uploaded file' },
    ]);
  return {
    ...upload,
    fileSize: upload.fileSize,
    mimeType: upload.mimeType,
    storageKey: upload.storageKey,
  };
}

/** Marks the upload attached (the sweep keeps it from now on); 400 when a concurrent record won. */
export async function attachUpload(tx: Queryable, uploadId: string, now: Date): Promise<void> {
  const attached = await tx
    .update(uploads)
    .set({ attachedAt: now })
    .where(and(eq(uploads.id, uploadId), isNull(uploads.attachedAt)))
    .returning({ id: uploads.id });
  if (!attached.length) throw notUploaded();
}

/** Bytes the user holds in uploaded files not yet recorded as a document, and the oldest one's time. */
export async function unrecordedUploads(
  db: Queryable,
  userId: string,
): Promise<{ bytes: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(${uploads.fileSize}), 0)`,
      oldest: sql<string | null>`min(${uploads.usedAt})`,
    })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), isNotNull(uploads.usedAt), isNull(uploads.attachedAt)));
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * The per-user quota of uploaded-but-unrecorded bytes (UPLOAD_QUOTA_MB): throws when the user's
 * unrecorded files plus `adding` bytes would pass it — 429 with Retry-After (when the oldest is swept)
 * before a new upload URL (`adding` 0: already at the quota), 413 for an upload that would pass it.
 */
export async function assertUploadQuota(
  services: Services,
  userId: string,
  adding: number,
): Promise<void> {
  const quota = services.config.uploadQuotaBytes;
  const { bytes, oldest } = await unrecordedUploads(services.database.db, userId);
  if (adding === 0 ? bytes < quota : bytes + adding <= quota) return;
  const message =
    `Your uploaded files not yet recorded as documents come to ${megabytes(bytes)}; the limit is ` +
    `${megabytes(quota)}${adding ? ` and this file is ${megabytes(adding)}` : ''}. Record them as documents, ` +
    'or wait until unrecorded files are removed, before uploading more.';
  if (adding) throw new HttpError(413, message);
  const freedAt = oldest
    ? oldest.getTime() + services.config.orphanUploadMinutes * 60_000
    : services.now().getTime();
  const seconds = Math.max(1, Math.ceil((freedAt - services.now().getTime()) / 1000));
  throw new HttpError(429, message, {}, { 'retry-after': String(seconds) });
}

/** `attachment` with an ASCII fallback and the UTF-8 original (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams a document's file as an attachment with its original name and detected type, never to be
 * rendered inline or cached; 404 when the file is missing from storage.
 */
export async function sendDocumentFile(
  reply: FastifyReply,
  storage: Storage,
  doc: { filePath: string; mimeType: string; originalFileName: string },
): Promise<FastifyReply> {
  if (doc.filePath.startsWith(REMOVED_FILE_PREFIX))
    throw notFound(
      'The file of this replaced version was removed: versions replaced before review are kept for a limited time',
    );
  const file = await storage.get(doc.filePath);
  if (!file) throw notFound('The file of this document is missing');
  return reply
    .header('content-type', doc.mimeType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(doc.originalFileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
