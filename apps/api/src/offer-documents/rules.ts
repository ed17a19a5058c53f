/**
 * The offer documents' rules without a database: who sees an offer's documents, who may add them, and
 * the words of a review (its audit details and the seller's notice).
 */
import {
  isAdminRole,
  isStaffRole,
  offerDocumentTypeNames,
  productTypeNames,
} from '@petrobridge/domain';
import type { OfferDocumentRow, OfferRow, UserRow } from '../db/rows';
import type { RequestBody } from '../http/handlers';
import { isVerifiedStaff } from '../lib/access';
import type { NewNotification } from '../lib/notify';

export const OFFER_NOT_FOUND = 'Offer not found';
export const DOCUMENT_NOT_FOUND = 'Document not found';

type OfferOf = Pick<OfferRow, 'sellerId' | 'isActive' | 'productType'>;

/** Who sees an offer's documents in full and may download them: its seller, approved brokers, admins. */
export const seesFiles = (user: UserRow, sellerId: string) =>
  isVerifiedStaff(user) || user.id === sellerId;

/** Whether the user may see the offer (as `getOffer`: active ones to everyone, inactive to owner and staff). */
export const seesOffer = (user: UserRow, offer: OfferOf) =>
  offer.isActive || isStaffRole(user.role) || offer.sellerId === user.id;

/** Whether the user may add documents to the offer: its seller and admins (a seller learns nothing of others'). */
export const mayAddDocuments = (user: UserRow, offer: OfferOf) =>
  isAdminRole(user.role) || offer.sellerId === user.id;

/** The audit entry's details of a review. */
export const reviewAuditDetails = (
  doc: OfferDocumentRow,
  updated: OfferDocumentRow,
  offer: OfferOf | undefined,
) => ({
  documentId: doc.id,
  documentType: doc.documentType,
  name: offer ? productTypeNames[offer.productType] : null,
  notes: updated.reviewNotes,
  before: { status: doc.status },
  after: { status: updated.status },
});

/** The seller's notice of a review. */
export function reviewNotice(
  doc: OfferDocumentRow,
  offer: OfferOf | undefined,
  body: RequestBody<'reviewOfferDocument'>,
): NewNotification {
  const approved = body.status === 'approved';
  const label = offerDocumentTypeNames[doc.documentType];
  const product = offer ? `${productTypeNames[offer.productType]} ` : '';
  return {
    title: approved ? 'Offer document approved' : 'Offer document rejected',
    message: approved
      ? `${label} of your ${product}offer was approved.`
      : `${label} of your ${product}offer was rejected${body.reviewNotes ? `: ${body.reviewNotes}` : '.'}`,
    type: approved ? 'success' : 'warning',
    relatedEntityType: 'offer',
    relatedEntityId: doc.offerId,
  };
}
