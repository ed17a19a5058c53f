import { apiClient, type RevalidateTarget, type Schema } from '@petrobridge/api-client';
import { mutation, pagedQuery, query } from './core';

export type Rfq = Schema<'Rfq'>;

/** GET /api/rfqs: a page of active rfqs, newest first, with the total (identity only where allowed). */
export const useRfqs = pagedQuery('/api/rfqs');

/** GET /api/rfqs/{id}: `useRfq({ path: { id } })`. */
export const useRfq = query('/api/rfqs/{id}');

const rfqReads: RevalidateTarget[] = [
  '/api/rfqs',
  '/api/rfqs/{id}',
  '/api/buyer/rfqs',
  '/api/analytics/metrics',
];

/** POST /api/rfqs. */
export async function createRfq(body: Schema<'CreateRfqRequest'>): Promise<Rfq> {
  const { data } = await apiClient().POST('/api/rfqs', { body });
  return data!;
}

/** PATCH /api/rfqs/{id}. */
export async function updateRfq({
  id,
  ...body
}: Schema<'UpdateRfqRequest'> & { id: string }): Promise<Rfq> {
  const { data } = await apiClient().PATCH('/api/rfqs/{id}', { params: { path: { id } }, body });
  return data!;
}

export const useCreateRfq = mutation(createRfq, { revalidate: rfqReads });
export const useUpdateRfq = mutation(updateRfq, { revalidate: rfqReads });

export type OfferCandidate = Schema<'OfferCandidate'>;
export type MatchReason = Schema<'MatchReason'>;

/** GET /api/rfqs/{id}/candidates: active offers for an RFQ, best match first (brokers, admins). */
export const useRfqCandidates = query('/api/rfqs/{id}/candidates');
