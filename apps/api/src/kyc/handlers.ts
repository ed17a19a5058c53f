/** KYC documents: one-time upload URLs, the upload target, records with history, review, download. */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, MAX_UPLOAD_BYTES } from '@petrobridge/domain';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { badRequest, HttpError, notFound } from '../http/errors';
import { serverOrigin } from '../http/origin';
import { toKycDocument } from '../http/serialize';
import { companiesOf, visibleCompany } from '../lib/companies';
import { assertUploadQuota, claimableUpload, sendDocumentFile } from '../lib/uploads';
import { randomToken, tokenHash } from '../auth/tokens';
import { TooLargeError } from '../storage/storage';
import { declaredMatches, detectType, wordPartScanner } from '../storage/filetype';
import { structureProblem } from '../storage/inspect';
import {
  currentDocuments,
  insertKycDocument,
  insertUploadToken,
  pendingUploads,
  previousVersion,
  readableDocument,
  requestReupload,
  reviewDocument,
  reviewQueue,
  spendUpload,
  uploadByToken,
} from './queries';
import { isReadable, TOO_LARGE, UPLOAD_TTL_MS, WRONG_TYPE } from './rules';

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

  return {
    async listKycReviewQueue(request, reply) {
      const { rows, total } = await reviewQueue(db, {
        limit: request.query.limit ?? 100,
        offset: request.query.offset ?? 0,
      });
      reply.header('x-total-count', String(total));
      return rows.map((r) => ({ ...toKycDocument(r.document), companyName: r.companyName }));
    },

    async listCompanyKycDocuments(request) {
      const user = userOf(request);
      const company = await visibleCompany(db, user, request.params.id);
      if (!company) throw notFound('Company not found');
      return (await currentDocuments(db, company.id)).map(toKycDocument);
    },

    async createKycUploadUrl(request) {
      const user = userOf(request);
      const token = randomToken();
      const now = services.now();
      const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
      // Each URL is a row and a file-to-be: one user may not stockpile them.
      if ((await pendingUploads(db, user.id, now)) >= services.config.maxPendingUploads)
        throw new HttpError(
          429,
          `You have ${services.config.maxPendingUploads} unused upload URLs. Use them or wait until they expire (15 minutes).`,
          {},
          { 'retry-after': String(UPLOAD_TTL_MS / 1000) },
        );
      await assertUploadQuota(services, user.id, 0);
      await insertUploadToken(db, { tokenHash: tokenHash(token), userId: user.id, expiresAt });
      return {
        uploadURL: `${serverOrigin(services, request)}/api/uploads/${token}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async uploadFile(request, reply) {
      const invalid = request.validationError as
        (Error & { validationContext?: string }) | undefined;
      if (invalid && invalid.validationContext !== 'body') throw invalid;
      const upload = await uploadByToken(db, tokenHash(request.params.token));
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
      const body: unknown = request.body;
      if (!isReadable(body)) throw badRequest('The file is empty');

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
      const file = { storageKey: key, fileSize: stored.size, mimeType: detected };
      if (!(await spendUpload(db, upload.id, file, services.now()))) {
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
      const created = await insertKycDocument(db, user, company, upload, body, services.now());
      return reply.status(201).send(toKycDocument(created));
    },

    async reviewKycDocument(request) {
      const user = userOf(request);
      const reviewed = await reviewDocument(
        db,
        user,
        request.params.id,
        request.body,
        services.now(),
      );
      return toKycDocument(reviewed);
    },

    async requestKycReupload(request) {
      const user = userOf(request);
      const { doc, company } = await readableDocument(db, user, request.params.id);
      const updated = await requestReupload(
        db,
        user,
        doc,
        company,
        request.body.reason,
        services.now(),
      );
      return toKycDocument(updated);
    },

    async downloadKycDocument(request, reply) {
      const { doc } = await readableDocument(db, userOf(request), request.params.id);
      return sendDocumentFile(reply, storage, doc);
    },

    async listKycDocumentHistory(request) {
      const { doc } = await readableDocument(db, userOf(request), request.params.id);
      // Walk back the replace chain: each earlier version points at the one that replaced it.
      const history = [];
      let current = doc.id;
      for (let i = 0; i < 1000; i++) {
        const previous = await previousVersion(db, current);
        if (!previous) break;
        history.push(toKycDocument(previous));
        current = previous.id;
      }
      return history;
    },
  } satisfies Partial<Handlers>;
}
