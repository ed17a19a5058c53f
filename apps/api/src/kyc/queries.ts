/**
 * The KYC documents' SQL: the review queue, a company's current documents and a document's earlier
 * versions, upload URLs, and the writes (a new version, a review, a re-upload request) each in one
 * transaction with its notification and audit entry.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { companies, kycDocuments, uploads } from '../db/schema';
import type { Db } from '../db/client';
import type { Queryable } from '../db/tx';
import type { CompanyRow, KycDocumentRow, UploadRow, UserRow } from '../db/rows';
import type { RequestBody } from '../http/handlers';
import { conflict, notFound } from '../http/errors';
import { recomputeCompletion, visibleCompany } from '../lib/companies';
import { notify } from '../lib/notify';
import { attachUpload } from '../lib/uploads';
import { recordAudit } from '../lib/audit';
import { documentLabel } from './rules';

/** The current documents awaiting a review, oldest first; with their company's name and the total. */
export async function reviewQueue(db: Queryable, page: { limit: number; offset: number }) {
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
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(kycDocuments).where(awaiting),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A company's current (not replaced) documents, newest first. */
export function currentDocuments(db: Queryable, companyId: string): Promise<KycDocumentRow[]> {
  return db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.companyId, companyId), isNull(kycDocuments.replacedAt)))
    .orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id));
}

/**
 * The document and its company, if the user may read the company (`visibleCompany`: owner, admins, and
 * approved brokers while it awaits review or is a party to their deal); else 404.
 */
export async function readableDocument(db: Queryable, user: UserRow, id: string) {
  const [doc] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id)).limit(1);
  if (!doc) throw notFound('Document not found');
  const company = await visibleCompany(db, user, doc.companyId);
  if (!company) throw notFound('Document not found');
  return { doc, company };
}

/** The version `id` replaced, if any (a step back along the replace chain). */
export async function previousVersion(db: Queryable, id: string) {
  const [previous] = await db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.replacedById, id))
    .limit(1);
  return previous;
}

/** Drops the tokens that expired unused a day ago; answers how many usable ones the user holds. */
export async function pendingUploads(db: Queryable, userId: string, now: Date): Promise<number> {
  await db
    .delete(uploads)
    .where(
      and(isNull(uploads.usedAt), lt(uploads.expiresAt, new Date(now.getTime() - 86_400_000))),
    );
  const [pending] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), isNull(uploads.usedAt), gt(uploads.expiresAt, now)));
  return pending?.n ?? 0;
}

export async function insertUploadToken(
  db: Queryable,
  values: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(uploads).values(values);
}

export async function uploadByToken(db: Queryable, hash: string): Promise<UploadRow | undefined> {
  const [upload] = await db.select().from(uploads).where(eq(uploads.tokenHash, hash)).limit(1);
  return upload;
}

/** Marks the upload used with its stored file; false when another request used it meanwhile. */
export async function spendUpload(
  db: Queryable,
  id: string,
  file: { storageKey: string; fileSize: number; mimeType: string },
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(uploads)
    .set({ usedAt: now, ...file })
    .where(and(eq(uploads.id, id), isNull(uploads.usedAt)))
    .returning({ id: uploads.id });
  return spent.length > 0;
}

/**
 * A new current version of a company's document from a claimed upload: the one it replaces points at
 * it, and the company is (re)submitted for review.
 */
export function insertKycDocument(
  db: Db,
  user: UserRow,
  company: CompanyRow,
  upload: { id: string; fileSize: number; mimeType: string },
  body: RequestBody<'createKycDocument'>,
  now: Date,
): Promise<KycDocumentRow> {
  return db.transaction(async (tx) => {
    await attachUpload(tx, upload.id, now);
    const previous = await tx
      .update(kycDocuments)
      .set({ replacedAt: now, updatedAt: now })
      .where(
        and(
          eq(kycDocuments.companyId, company.id),
          eq(kycDocuments.documentType, body.documentType),
          isNull(kycDocuments.replacedAt),
        ),
      )
      .returning({ id: kycDocuments.id });
    const [doc] = await tx
      .insert(kycDocuments)
      .values({
        companyId: company.id,
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
      .where(eq(companies.id, company.id));
    await recomputeCompletion(tx, company.id, now);
    return doc!;
  });
}

/** A reviewer's decision on the current version of a document, notified and audited. */
export function reviewDocument(
  db: Db,
  user: UserRow,
  id: string,
  body: RequestBody<'reviewKycDocument'>,
  now: Date,
): Promise<KycDocumentRow> {
  return db.transaction(async (tx) => {
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
    const label = documentLabel(doc.documentType);
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
}

/** A reviewer asks the company's owner to upload the current version again, notified and audited. */
export function requestReupload(
  db: Db,
  user: UserRow,
  doc: KycDocumentRow,
  company: CompanyRow,
  reason: string,
  now: Date,
): Promise<KycDocumentRow> {
  return db.transaction(async (tx) => {
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
    await notify(
      tx,
      [company.ownerId],
      {
        title: 'Re-upload requested',
        message: `Please upload the ${documentLabel(doc.documentType)} of ${company.name} again: ${reason}`,
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
}
