/** KYC documents: one-time upload URLs, the upload target, records with history, review, download. */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, MAX_UPLOAD_BYTES } from '@petrobridge/domain';
import { companies, kycDocuments, uploads } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { serverOrigin } from '../http/origin';
import { toKycDocument } from '../http/serialize';
import { companiesOf, recomputeCompletion, visibleCompany } from '../lib/companies';
import { notify } from '../lib/notify';
import { assertUploadQuota, attachUpload, claimableUpload, sendDocumentFile } from '../lib/uploads';
import { randomToken, tokenHash } from '../auth/tokens';
import { TooLargeError } from '../storage/storage';
import { declaredMatches, detectType, wordPartScanner } from '../storage/filetype';
import { structureProblem } from '../storage/inspect';
import { recordAudit } from '../lib/audit';

export const UPLOAD_CONTENT_TYPES = [
  'application/octet-stream',
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const UPLOAD_TTL_MS = 15 * 60_000;
const TOO_LARGE = 'File exceeds the 10 MB limit';
const WRONG_TYPE =
  'Only .pdf, .jpg, .jpeg, .png, .doc and .docx files are allowed, and the file must be of its declared type';

/** A request body we will not read: the connection closes after the answer instead. */
function discard(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('connection', 'close');
}

export function kycHandlers(services: Services) {
  const { db } = services.database;
  const { storage } = services;

  /** A stored upload's bytes (at most MAX_UPLOAD_BYTES), for the structure check. */
  async function readAll(key: string): Promise<Buffer> {
    const file = await storage.get(key);
    if (!file) return Buffer.alloc(0);
    const parts: Buffer[] = [];
    for await (const chunk of file.stream) parts.push(chunk as Buffer);
    return Buffer.concat(parts);
  }

  /**
   * The document and its company, if the user may read the company (`visibleCompany`: owner, admins, and
   * approved brokers while it awaits review or is a party to their deal); else 404.
   */
  async function readableDocument(request: FastifyRequest) {
    const user = userOf(request);
    const { id } = request.params as { id: string };
    const [doc] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id)).limit(1);
    if (!doc) throw notFound('Document not found');
    const company = await visibleCompany(db, user, doc.companyId);
    if (!company) throw notFound('Document not found');
    return { doc, company, user };
  }

  return {
    async listKycReviewQueue(request, reply) {
      const limit = request.query.limit ?? 100;
      const offset = request.query.offset ?? 0;
      const awaiting = and(
        isNull(kycDocuments.replacedAt),
        inArray(kycDocuments.status, ['pending', 'under_review']),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ document: kycDocuments, companyName: companies.name })
          .from(kycDocuments)
          .innerJoin(companies, eq(companies.id, kycDocuments.companyId))
          .where(awaiting)
          .orderBy(asc(kycDocuments.uploadedAt), asc(kycDocuments.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(kycDocuments).where(awaiting),
      ]);
      reply.header('x-total-count', String(total?.n ?? 0));
      return rows.map((r) => ({ ...toKycDocument(r.document), companyName: r.companyName }));
    },

    async listCompanyKycDocuments(request) {
      const user = userOf(request);
      const { id } = request.params;
      const company = await visibleCompany(db, user, id);
      if (!company) throw notFound('Company not found');
      const rows = await db
        .select()
        .from(kycDocuments)
        .where(and(eq(kycDocuments.companyId, company.id), isNull(kycDocuments.replacedAt)))
        .orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id));
      return rows.map(toKycDocument);
    },

    async createKycUploadUrl(request) {
      const user = userOf(request);
      const token = randomToken();
      const now = services.now();
      const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
      // Tokens that expired unused a day ago are of no use to anyone.
      await db
        .delete(uploads)
        .where(
          and(isNull(uploads.usedAt), lt(uploads.expiresAt, new Date(now.getTime() - 86_400_000))),
        );
      // Each URL is a row and a file-to-be: one user may not stockpile them.
      const [pending] = await db
        .select({ n: count() })
        .from(uploads)
        .where(
          and(eq(uploads.userId, user.id), isNull(uploads.usedAt), gt(uploads.expiresAt, now)),
        );
      if ((pending?.n ?? 0) >= services.config.maxPendingUploads)
        throw new HttpError(
          429,
          `You have ${services.config.maxPendingUploads} unused upload URLs. Use them or wait until they expire (15 minutes).`,
          {},
          { 'retry-after': String(UPLOAD_TTL_MS / 1000) },
        );
      await assertUploadQuota(services, user.id, 0);
      await db.insert(uploads).values({ tokenHash: tokenHash(token), userId: user.id, expiresAt });
      return {
        uploadURL: `${serverOrigin(services, request)}/api/uploads/${token}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async uploadFile(request, reply) {
      const invalid = request.validationError as
        (Error & { validationContext?: string }) | undefined;
      if (invalid && invalid.validationContext !== 'body') throw invalid;
      const { token } = request.params;
      const [upload] = await db
        .select()
        .from(uploads)
        .where(eq(uploads.tokenHash, tokenHash(token)))
        .limit(1);
      const now = services.now();
      if (!upload || upload.usedAt || upload.expiresAt <= now) {
        discard(request, reply);
        throw notFound('This upload URL is unknown, already used or expired');
      }
      const declaredLength = Number(request.headers['content-length'] ?? NaN);
      if (declaredLength > MAX_UPLOAD_BYTES) {
        discard(request, reply);
        throw new HttpError(413, TOO_LARGE);
      }
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw badRequest('The file is empty');

      const key = `kyc/${upload.id}-${randomBytes(6).toString('hex')}`;
      const scanner = wordPartScanner();
      let stored;
      try {
        stored = await storage.put(key, body, {
          maxBytes: MAX_UPLOAD_BYTES,
          sniffBytes: 16,
          onChunk: (chunk) => scanner.push(chunk),
        });
      } catch (error) {
        if (error instanceof TooLargeError) {
          discard(request, reply);
          throw new HttpError(413, TOO_LARGE);
        }
        throw error;
      }
      if (stored.size === 0) throw badRequest('The file is empty');
      const detected = detectType(stored.head, scanner.found);
      if (!detected || !declaredMatches(request.headers['content-type'], detected)) {
        await storage.delete(key);
        throw new HttpError(415, WRONG_TYPE);
      }
      const problem = await structureProblem(await readAll(key), detected);
      if (problem) {
        request.log.info({ problem, detected }, 'upload refused: structure');
        await storage.delete(key);
        throw new HttpError(415, WRONG_TYPE);
      }
      await assertUploadQuota(services, upload.userId, stored.size).catch(
        async (error: unknown) => {
          await storage.delete(key);
          throw error;
        },
      );
      const spent = await db
        .update(uploads)
        .set({ usedAt: services.now(), storageKey: key, fileSize: stored.size, mimeType: detected })
        .where(and(eq(uploads.id, upload.id), isNull(uploads.usedAt)))
        .returning({ id: uploads.id });
      if (!spent.length) {
        await storage.delete(key);
        throw notFound('This upload URL is unknown, already used or expired');
      }
      return { filePath: key, fileSize: stored.size, mimeType: detected };
    },

    async createKycDocument(request, reply) {
      const user = userOf(request);
      const body = request.body;
      let company;
      if (body.companyId) {
        company = await visibleCompany(db, user, body.companyId);
        if (!company || (!isStaffRole(user.role) && company.ownerId !== user.id))
          throw notFound('Company not found');
      } else {
        [company] = await companiesOf(db, user.id);
        if (!company)
          throw badRequest('You have no company to attach this document to', [
            { path: 'companyId', message: 'You have no company to attach this document to' },
          ]);
      }
      const upload = await claimableUpload(db, user.id, body);

      const now = services.now();
      const target = company;
      const created = await db.transaction(async (tx) => {
        await attachUpload(tx, upload.id, now);
        const previous = await tx
          .update(kycDocuments)
          .set({ replacedAt: now, updatedAt: now })
          .where(
            and(
              eq(kycDocuments.companyId, target.id),
              eq(kycDocuments.documentType, body.documentType),
              isNull(kycDocuments.replacedAt),
            ),
          )
          .returning({ id: kycDocuments.id });
        const [doc] = await tx
          .insert(kycDocuments)
          .values({
            companyId: target.id,
            documentType: body.documentType,
            originalFileName: body.originalFileName,
            filePath: body.filePath,
            fileSize: upload.fileSize,
            mimeType: upload.mimeType,
            status: 'pending',
            uploadedBy: user.id,
            uploadedAt: now,
            expiresAt: body.expiresAt ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (previous.length) {
          await tx
            .update(kycDocuments)
            .set({ replacedById: doc!.id })
            .where(eq(kycDocuments.id, previous[0]!.id));
        }
        await tx
          .update(companies)
          .set({
            kycSubmittedAt: sql`coalesce(${companies.kycSubmittedAt}, ${now.toISOString()}::timestamptz)`,
            // A new document puts a pending company, or one whose KYC was rejected (its owner
            // answering the reason), in the review queue; an approved company stays approved.
            kycStatus: sql`case when ${companies.kycStatus} in ('pending', 'rejected') then 'under_review'::kyc_status else ${companies.kycStatus} end`,
          })
          .where(eq(companies.id, target.id));
        await recomputeCompletion(tx, target.id, now);
        return doc!;
      });
      return reply.status(201).send(toKycDocument(created));
    },

    async reviewKycDocument(request) {
      const user = userOf(request);
      const { id } = request.params;
      const body = request.body;
      const now = services.now();
      const reviewed = await db.transaction(async (tx) => {
        const [doc] = await tx
          .select()
          .from(kycDocuments)
          .where(eq(kycDocuments.id, id))
          .for('update')
          .limit(1);
        if (!doc) throw notFound('Document not found');
        if (doc.replacedAt)
          throw conflict('This version has been replaced: review the current document');
        const [updated] = await tx
          .update(kycDocuments)
          .set({
            status: body.status,
            reviewNotes: body.reviewNotes ?? null,
            reviewedBy: user.id,
            reviewedAt: now,
            updatedAt: now,
          })
          .where(eq(kycDocuments.id, id))
          .returning();
        await recomputeCompletion(tx, doc.companyId, now);
        const [company] = await tx
          .select({ ownerId: companies.ownerId, name: companies.name })
          .from(companies)
          .where(eq(companies.id, doc.companyId));
        const approved = body.status === 'approved';
        const label = doc.documentType.replaceAll('_', ' ');
        await notify(
          tx,
          [company?.ownerId],
          {
            title: approved ? 'Document approved' : 'Document rejected',
            message: approved
              ? `The ${label} of ${company?.name} was approved.`
              : `The ${label} of ${company?.name} was rejected${body.reviewNotes ? `: ${body.reviewNotes}` : '.'}`,
            type: approved ? 'success' : 'warning',
            relatedEntityType: 'kyc_document',
            relatedEntityId: doc.id,
          },
          user.id,
        );
        // Filed under the company too, so its decision history lists its documents' reviews.
        await recordAudit(tx, {
          actorId: user.id,
          action: 'kyc_document_reviewed',
          targetType: 'company',
          targetId: doc.companyId,
          details: {
            documentId: doc.id,
            documentType: doc.documentType,
            name: company?.name ?? null,
            notes: updated!.reviewNotes,
            before: { status: doc.status },
            after: { status: updated!.status },
          },
          at: now,
        });
        return updated!;
      });
      return toKycDocument(reviewed);
    },

    async requestKycReupload(request) {
      const { doc, company, user } = await readableDocument(request);
      const { reason } = request.body;
      const now = services.now();
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(kycDocuments)
          .set({
            reuploadReason: reason,
            reuploadRequestedBy: user.id,
            reuploadRequestedAt: now,
            updatedAt: now,
          })
          .where(and(eq(kycDocuments.id, doc.id), isNull(kycDocuments.replacedAt)))
          .returning();
        if (!row) throw conflict('This version has been replaced: ask about the current document');
        const label = doc.documentType.replaceAll('_', ' ');
        await notify(
          tx,
          [company.ownerId],
          {
            title: 'Re-upload requested',
            message: `Please upload the ${label} of ${company.name} again: ${reason}`,
            type: 'warning',
            relatedEntityType: 'kyc_document',
            relatedEntityId: doc.id,
          },
          user.id,
        );
        // Filed under the company, so its KYC history lists the request beside the reviews.
        await recordAudit(tx, {
          actorId: user.id,
          action: 'kyc_reupload_requested',
          targetType: 'company',
          targetId: doc.companyId,
          details: {
            documentId: doc.id,
            documentType: doc.documentType,
            name: company.name,
            reason,
            notes: reason,
            before: { status: doc.status },
            after: { status: row.status },
          },
          at: now,
        });
        return row;
      });
      return toKycDocument(updated);
    },

    async downloadKycDocument(request, reply) {
      const { doc } = await readableDocument(request);
      return sendDocumentFile(reply, storage, doc);
    },

    async listKycDocumentHistory(request) {
      const { doc } = await readableDocument(request);
      // Walk back the replace chain: each earlier version points at the one that replaced it.
      const history = [];
      let current = doc.id;
      for (let i = 0; i < 1000; i++) {
        const [previous] = await db
          .select()
          .from(kycDocuments)
          .where(eq(kycDocuments.replacedById, current))
          .limit(1);
        if (!previous) break;
        history.push(toKycDocument(previous));
        current = previous.id;
      }
      return history;
    },
  } satisfies Partial<Handlers>;
}
