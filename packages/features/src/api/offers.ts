import { apiClient, type RevalidateTarget, type Schema } from '@petrobridge/api-client';
import { mutation, pagedQuery, query } from './core';

export type Offer = Schema<'Offer'>;

/** GET /api/offers: a page of active offers, newest first, with the total (identity only where allowed). */
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

export const useCreateOffer = mutation(createOffer, { revalidate: offerReads });
export const useUpdateOffer = mutation(updateOffer, { revalidate: offerReads });

export type RfqCandidate = Schema<'RfqCandidate'>;

/** GET /api/offers/{id}/candidates: open RFQs for an offer, best match first (brokers, admins). */
export const useOfferCandidates = query('/api/offers/{id}/candidates');
