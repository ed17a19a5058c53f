/**
 * Proof-of-product documents of offers (storage receipts, inspection reports, Q88s): recorded from the
 * KYC upload path (lib/uploads.ts), listed in full for the offer's seller and staff and as an anonymised
 * projection of the approved ones for other traders, reviewed by admins — each review keeps the offer's
 * `verified_supply` in the same transaction — and downloaded by the seller and staff.
 */
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  isAdminRole,
  isStaffRole,
  isVerifiedSupply,
  offerDocumentTypeNames,
  productTypeNames,
  verifiedSupplyDocumentTypes,
} from '@petrobridge/domain';
import { companies, offerDocuments, offers } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import type { UserRow } from '../db/rows';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import { toOfferDocument } from '../http/serialize';
import { isVerifiedStaff } from '../lib/access';
import { notify } from '../lib/notify';
import { attachUpload, claimableUpload, sendDocumentFile } from '../lib/uploads';
import { recordAudit } from '../lib/audit';

const OFFER_NOT_FOUND = 'Offer not found';
const DOCUMENT_NOT_FOUND = 'Document not found';

/** Who sees an offer's documents in full and may download them: its seller, approved brokers, admins. */
const seesFiles = (user: UserRow, sellerId: string) =>
  isVerifiedStaff(user) || user.id === sellerId;

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

export function offerDocumentHandlers(services: Services) {
  const { db } = services.database;
  const { storage } = services;

  const offerColumns = {
    id: offers.id,
    sellerId: offers.sellerId,
    isActive: offers.isActive,
    productType: offers.productType,
  };

  /** The offer if the user may see it (as `getOffer`: active ones to everyone, inactive to owner and staff). */
  async function visibleOffer(user: UserRow, id: string) {
    const [offer] = await db.select(offerColumns).from(offers).where(eq(offers.id, id)).limit(1);
    if (!offer || !(offer.isActive || isStaffRole(user.role) || offer.sellerId === user.id))
      throw notFound(OFFER_NOT_FOUND);
    return offer;
  }

  return {
    async listOfferDocuments(request) {
      const user = userOf(request);
      const offer = await visibleOffer(user, request.params.id);
      const full = seesFiles(user, offer.sellerId);
      const rows = await db
        .select()
        .from(offerDocuments)
        .where(
          and(
            eq(offerDocuments.offerId, offer.id),
            full ? undefined : eq(offerDocuments.status, 'approved'),
          ),
        )
        .orderBy(desc(offerDocuments.uploadedAt), desc(offerDocuments.id));
      return rows.map((d) => toOfferDocument(d, full));
    },

    async createOfferDocument(request, reply) {
      const user = userOf(request);
      const body = request.body;
      const [offer] = await db
        .select(offerColumns)
        .from(offers)
        .where(eq(offers.id, request.params.id))
        .limit(1);
      // A seller learns nothing of offers that are not theirs.
      if (!offer || (!isAdminRole(user.role) && offer.sellerId !== user.id))
        throw notFound(OFFER_NOT_FOUND);
      const upload = await claimableUpload(db, user.id, body);
      const now = services.now();
      const created = await db.transaction(async (tx) => {
        await attachUpload(tx, upload.id, now);
        const [doc] = await tx
          .insert(offerDocuments)
          .values({
            offerId: offer.id,
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
      return reply.status(201).send(toOfferDocument(created, true));
    },

    async listOfferDocumentsForReview(request, reply) {
      const { status = 'pending', limit = 100, offset = 0 } = request.query;
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
      reply.header('x-total-count', String(total?.n ?? 0));
      return rows.map((r) => ({
        ...toOfferDocument(r.doc, true),
        productType: r.productType,
        companyId: r.companyId,
        companyName: r.companyName,
      }));
    },

    async reviewOfferDocument(request) {
      const user = userOf(request);
      const { id } = request.params;
      const body = request.body;
      const now = services.now();
      const reviewed = await db.transaction(async (tx) => {
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
          details: {
            documentId: doc.id,
            documentType: doc.documentType,
            name: offer ? productTypeNames[offer.productType] : null,
            notes: updated!.reviewNotes,
            before: { status: doc.status },
            after: { status: updated!.status },
          },
          at: now,
        });
        const approved = body.status === 'approved';
        const label = offerDocumentTypeNames[doc.documentType];
        const product = offer ? `${productTypeNames[offer.productType]} ` : '';
        await notify(
          tx,
          [offer?.sellerId],
          {
            title: approved ? 'Offer document approved' : 'Offer document rejected',
            message: approved
              ? `${label} of your ${product}offer was approved.`
              : `${label} of your ${product}offer was rejected${body.reviewNotes ? `: ${body.reviewNotes}` : '.'}`,
            type: approved ? 'success' : 'warning',
            relatedEntityType: 'offer',
            relatedEntityId: doc.offerId,
          },
          user.id,
        );
        return updated!;
      });
      return toOfferDocument(reviewed, true);
    },

    async downloadOfferDocument(request, reply) {
      const user = userOf(request);
      const [row] = await db
        .select({ doc: offerDocuments, sellerId: offers.sellerId })
        .from(offerDocuments)
        .innerJoin(offers, eq(offers.id, offerDocuments.offerId))
        .where(eq(offerDocuments.id, request.params.id))
        .limit(1);
      if (!row || !seesFiles(user, row.sellerId)) throw notFound(DOCUMENT_NOT_FOUND);
      return sendDocumentFile(reply, storage, row.doc);
    },
  } satisfies Partial<Handlers>;
}
