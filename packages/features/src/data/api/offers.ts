import { apiClient, type RevalidateTarget, type Schema } from '@petrobridge/api-client';
import type { CreateOfferValues } from '@petrobridge/domain';
import { mutation, pagedQuery, query } from './core';

export type Offer = Schema<'Offer'>;

/**
 * GET /api/offers: a page of active offers, newest first, with the total (identity only where allowed);
 * `mine` and `active` give the caller's own, deactivated ones included.
 */
export const useOffers = pagedQuery('/api/offers');

/** GET /api/offers/{id}: `useOffer({ path: { id } })`. */
export const useOffer = query('/api/offers/{id}');

const offerReads: RevalidateTarget[] = [
  '/api/offers',
  '/api/offers/{id}',
  '/api/seller/offers',
  '/api/buyer/matched-offers',
];

/** POST /api/offers. */
export async function createOffer(body: Schema<'CreateOfferRequest'>): Promise<Offer> {
  const { data } = await apiClient().POST('/api/offers', { body });
  return data!;
}

/** PATCH /api/offers/{id}. */
export async function updateOffer({
  id,
  ...body
}: Schema<'UpdateOfferRequest'> & { id: string }): Promise<Offer> {
  const { data } = await apiClient().PATCH('/api/offers/{id}', { params: { path: { id } }, body });
  return data!;
}

/** What the offer form sends: a new offer, or with `id` every field of an existing one. */
export type OfferFormValues = CreateOfferValues & { id?: string };

/** POST /api/offers, or with an id PATCH /api/offers/{id} (emptied optional fields are cleared). */
export function submitOffer({ id, ...values }: OfferFormValues): Promise<Offer> {
  if (!id) return createOffer(values);
  const {
    companyId: _company,
    pricePerUnit,
    deliveryLocation,
    deliveryDate,
    terms,
    ...fields
  } = values;
  return updateOffer({
    id,
    ...fields,
    pricePerUnit: pricePerUnit ?? null,
    deliveryLocation: deliveryLocation ?? null,
    deliveryDate: deliveryDate ?? null,
    terms: terms ?? null,
  });
}

export const useCreateOffer = mutation(createOffer, { revalidate: offerReads });
export const useUpdateOffer = mutation(updateOffer, { revalidate: offerReads });
/** The offer form's write. */
export const useSubmitOffer = mutation(submitOffer, { revalidate: offerReads });

export type RfqCandidate = Schema<'RfqCandidate'>;

/** GET /api/offers/{id}/candidates: open RFQs for an offer, best match first (brokers, admins). */
export const useOfferCandidates = query('/api/offers/{id}/candidates');

export type OfferDocument = Schema<'OfferDocument'>;
export type OfferDocumentForReview = Schema<'OfferDocumentForReview'>;

/**
 * GET /api/offers/{id}/documents: an offer's proof-of-product documents, newest first — every one for
 * its seller, brokers and admins; the approved ones, without file or person, for everyone else.
 */
export const useOfferDocuments = query('/api/offers/{id}/documents');

/** GET /api/offer-documents: the admins' review queue (`status`, default pending), oldest first. */
export const useOfferDocumentsForReview = pagedQuery('/api/offer-documents');

const offerDocumentReads: RevalidateTarget[] = [
  '/api/offers/{id}/documents',
  '/api/offer-documents',
  ...offerReads,
];

/** POST /api/offers/{id}/documents: records an uploaded file (see kyc's upload URL and PUT). */
export async function createOfferDocument({
  offerId,
  ...body
}: Schema<'CreateOfferDocumentRequest'> & { offerId: string }): Promise<OfferDocument> {
  const { data } = await apiClient().POST('/api/offers/{id}/documents', {
    params: { path: { id: offerId } },
    body,
  });
  return data!;
}

/** PUT /api/offer-documents/{id}/review: approve or reject; the offer's verifiedSupply follows. */
export async function reviewOfferDocument({
  id,
  ...body
}: Schema<'OfferDocumentReviewRequest'> & { id: string }): Promise<OfferDocument> {
  const { data } = await apiClient().PUT('/api/offer-documents/{id}/review', {
    params: { path: { id } },
    body,
  });
  return data!;
}

export const useCreateOfferDocument = mutation(createOfferDocument, {
  revalidate: offerDocumentReads,
});
export const useReviewOfferDocument = mutation(reviewOfferDocument, {
  revalidate: offerDocumentReads,
});

/** Where an offer document downloads from (a plain link: the browser saves the file). */
export const offerDocumentDownloadHref = (id: string) => `/api/offer-documents/${id}/download`;

/** POST /api/admin/offers/{id}/deactivation: an admin takes the offer down; its owner is told why. */
export async function deactivateOffer({
  id,
  ...body
}: Schema<'ListingDeactivationRequest'> & { id: string }): Promise<Offer> {
  const { data } = await apiClient().POST('/api/admin/offers/{id}/deactivation', {
    params: { path: { id } },
    body,
  });
  return data!;
}

/** DELETE /api/admin/offers/{id}/deactivation: an admin puts a taken-down offer back. */
export async function reactivateOffer({ id }: { id: string }): Promise<Offer> {
  const { data } = await apiClient().DELETE('/api/admin/offers/{id}/deactivation', {
    params: { path: { id } },
  });
  return data!;
}

export const useDeactivateOffer = mutation(deactivateOffer, { revalidate: offerReads });
export const useReactivateOffer = mutation(reactivateOffer, { revalidate: offerReads });
