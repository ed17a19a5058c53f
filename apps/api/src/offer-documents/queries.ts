/**
 * The offer documents' SQL: the offer they belong to, an offer's documents, the review queue, a
 * document's recording (with its upload, one transaction) and review (with the offer's
 * `verified_supply`, the audit entry and the seller's notice, one transaction), and a download's row.
 */
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { isVerifiedSupply, verifiedSupplyDocumentTypes } from '@petrobridge/domain';
import { companies, offerDocuments, offers } from '../db/schema';
import type { Db } from '../db/client';
import type { Queryable } from '../db/tx';
import type { OfferDocumentRow, OfferRow, UploadRow, UserRow } from '../db/rows';
import type { QueryParams, RequestBody } from '../http/handlers';
import { notFound } from '../http/errors';
import { notify } from '../lib/notify';
import { attachUpload } from '../lib/uploads';
import { recordAudit } from '../lib/audit';
import { DOCUMENT_NOT_FOUND, reviewAuditDetails, reviewNotice } from './rules';

const offerColumns = {
  id: offers.id,
  sellerId: offers.sellerId,
  isActive: offers.isActive,
  productType: offers.productType,
};

/** What the documents' handlers need of an offer. */
export type DocumentOffer = Pick<OfferRow, 'id' | 'sellerId' | 'isActive' | 'productType'>;

/** The offer's columns the documents' handlers need, if it exists. */
export async function offerById(db: Queryable, id: string): Promise<DocumentOffer | undefined> {
  const [offer] = await db.select(offerColumns).from(offers).where(eq(offers.id, id)).limit(1);
  return offer;
}

/**
 * Sets the offer's `verified_supply` from its approved documents (`isVerifiedSupply` of packages/domain);
 * writes only when it changes. Run inside the review's transaction, after the offer's row is locked.
 */
export async function recomputeVerifiedSupply(tx: Queryable, offerId: string): Promise<boolean> {
  const approved = await tx
    .selectDistinct({ documentType: offerDocuments.documentType })
    .from(offerDocuments)
    .where(
      and(
        eq(offerDocuments.offerId, offerId),
        eq(offerDocuments.status, 'approved'),
        inArray(offerDocuments.documentType, [...verifiedSupplyDocumentTypes]),
      ),
    );
  const verified = isVerifiedSupply(approved.map((r) => r.documentType));
  await tx
    .update(offers)
    .set({ verifiedSupply: verified })
    .where(and(eq(offers.id, offerId), ne(offers.verifiedSupply, verified)));
  return verified;
}

/** An offer's documents, newest first: all of them, or only the approved ones. */
export const documentsOfOffer = (
  db: Queryable,
  offerId: string,
  all: boolean,
): Promise<OfferDocumentRow[]> =>
  db
    .select()
    .from(offerDocuments)
    .where(
      and(
        eq(offerDocuments.offerId, offerId),
        all ? undefined : eq(offerDocuments.status, 'approved'),
      ),
    )
    .orderBy(desc(offerDocuments.uploadedAt), desc(offerDocuments.id));

/** Records a document of the offer from the user's upload, in one transaction with the upload's claim. */
export async function recordOfferDocument(
  db: Db,
  user: UserRow,
  offerId: string,
  upload: Pick<UploadRow, 'id'> & { fileSize: number; mimeType: string; storageKey: string },
  body: RequestBody<'createOfferDocument'>,
  now: Date,
): Promise<OfferDocumentRow> {
  return db.transaction(async (tx) => {
    await attachUpload(tx, upload.id, now);
    const [doc] = await tx
      .insert(offerDocuments)
      .values({
        offerId,
        documentType: body.documentType,
        originalFileName: body.originalFileName,
        filePath: upload.storageKey,
        fileSize: upload.fileSize,
        mimeType: upload.mimeType,
        status: 'pending',
        uploadedBy: user.id,
        uploadedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return doc!;
  });
}

/** A page of the documents of one status, oldest first, with their offer's product and company; and their count. */
export async function reviewQueue(
  db: Queryable,
  { status = 'pending', limit = 100, offset = 0 }: QueryParams<'listOfferDocumentsForReview'>,
) {
  const where = eq(offerDocuments.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        doc: offerDocuments,
        productType: offers.productType,
        companyId: companies.id,
        companyName: companies.name,
      })
      .from(offerDocuments)
      .innerJoin(offers, eq(offers.id, offerDocuments.offerId))
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .where(where)
      .orderBy(asc(offerDocuments.uploadedAt), asc(offerDocuments.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(offerDocuments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * An admin's decision on a document, in one transaction with the offer's `verified_supply`, the audit
 * entry and the seller's notice. Returns the reviewed document.
 */
export async function reviewDocument(
  db: Db,
  user: UserRow,
  id: string,
  body: RequestBody<'reviewOfferDocument'>,
  now: Date,
): Promise<OfferDocumentRow> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(offerDocuments)
      .where(eq(offerDocuments.id, id))
      .for('update')
      .limit(1);
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    // Reviews of one offer's documents queue on the offer's row, so each recompute sees the others.
    const [offer] = await tx
      .select(offerColumns)
      .from(offers)
      .where(eq(offers.id, doc.offerId))
      .for('update')
      .limit(1);
    const [updated] = await tx
      .update(offerDocuments)
      .set({
        status: body.status,
        reviewNotes: body.reviewNotes ?? null,
        reviewedBy: user.id,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(offerDocuments.id, id))
      .returning();
    await recomputeVerifiedSupply(tx, doc.offerId);
    // Audited in the transaction of the decision, filed under the offer (as a KYC document's review
    // is filed under its company), so the offer's record shows who decided on its evidence.
    await recordAudit(tx, {
      actorId: user.id,
      action: 'offer_document_reviewed',
      targetType: 'offer',
      targetId: doc.offerId,
      details: reviewAuditDetails(doc, updated!, offer),
      at: now,
    });
    await notify(tx, [offer?.sellerId], reviewNotice(doc, offer, body), user.id);
    return updated!;
  });
}

/** A document with its offer's seller, if it exists. */
export async function documentWithSeller(
  db: Queryable,
  id: string,
): Promise<{ doc: OfferDocumentRow; sellerId: string } | undefined> {
  const [row] = await db
    .select({ doc: offerDocuments, sellerId: offers.sellerId })
    .from(offerDocuments)
    .innerJoin(offers, eq(offers.id, offerDocuments.offerId))
    .where(eq(offerDocuments.id, id))
    .limit(1);
  return row;
}
