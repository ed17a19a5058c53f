/**
 * Proof-of-product documents of offers (storage receipts, inspection reports, Q88s): recorded from the
 * KYC upload path (lib/uploads.ts), listed in full for the offer's seller and staff and as an anonymised
 * projection of the approved ones for other traders, reviewed by admins — each review keeps the offer's
 * `verified_supply` in the same transaction — and downloaded by the seller and staff.
 */
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import type { UserRow } from '../db/rows';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import { toOfferDocument } from '../http/serialize';
import { claimableUpload, sendDocumentFile } from '../lib/uploads';
import {
  documentsOfOffer,
  documentWithSeller,
  offerById,
  recordOfferDocument,
  reviewDocument,
  reviewQueue,
} from './queries';
import {
  DOCUMENT_NOT_FOUND,
  mayAddDocuments,
  OFFER_NOT_FOUND,
  seesFiles,
  seesOffer,
} from './rules';

export function offerDocumentHandlers(services: Services) {
  const { db } = services.database;
  const { storage } = services;

  /** The offer if the user may see it (as `getOffer`: active ones to everyone, inactive to owner and staff). */
  async function visibleOffer(user: UserRow, id: string) {
    const offer = await offerById(db, id);
    if (!offer || !seesOffer(user, offer)) throw notFound(OFFER_NOT_FOUND);
    return offer;
  }

  return {
    async listOfferDocuments(request) {
      const user = userOf(request);
      const offer = await visibleOffer(user, request.params.id);
      const full = seesFiles(user, offer.sellerId);
      const rows = await documentsOfOffer(db, offer.id, full);
      return rows.map((d) => toOfferDocument(d, full));
    },

    async createOfferDocument(request, reply) {
      const user = userOf(request);
      const body = request.body;
      const offer = await offerById(db, request.params.id);
      // A seller learns nothing of offers that are not theirs.
      if (!offer || !mayAddDocuments(user, offer)) throw notFound(OFFER_NOT_FOUND);
      const upload = await claimableUpload(db, user.id, body);
      const created = await recordOfferDocument(db, user, offer.id, upload, body, services.now());
      return reply.status(201).send(toOfferDocument(created, true));
    },

    async listOfferDocumentsForReview(request, reply) {
      const { rows, total } = await reviewQueue(db, request.query);
      reply.header('x-total-count', String(total));
      return rows.map((r) => ({
        ...toOfferDocument(r.doc, true),
        productType: r.productType,
        companyId: r.companyId,
        companyName: r.companyName,
      }));
    },

    async reviewOfferDocument(request) {
      const user = userOf(request);
      const reviewed = await reviewDocument(
        db,
        user,
        request.params.id,
        request.body,
        services.now(),
      );
      return toOfferDocument(reviewed, true);
    },

    async downloadOfferDocument(request, reply) {
      const user = userOf(request);
      const row = await documentWithSeller(db, request.params.id);
      if (!row || !seesFiles(user, row.sellerId)) throw notFound(DOCUMENT_NOT_FOUND);
      return sendDocumentFile(reply, storage, row.doc);
    },
  } satisfies Partial<Handlers>;
}
