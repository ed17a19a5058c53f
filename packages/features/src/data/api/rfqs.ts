import { apiClient, type RevalidateTarget, type Schema } from '@petrobridge/api-client';
import type { CreateRfqValues } from '@petrobridge/domain';
import { mutation, pagedQuery, query } from './core';

export type Rfq = Schema<'Rfq'>;

/**
 * GET /api/rfqs: a page of active RFQs, newest first, with the total (identity only where allowed);
 * `mine` and `active` give the caller's own, closed ones included.
 */
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

/** What the RFQ form sends: a new RFQ, or with `id` every field of an existing one. */
export type RfqFormValues = CreateRfqValues & { id?: string };

/** POST /api/rfqs, or with an id PATCH /api/rfqs/{id} (emptied specifications are cleared). */
export function submitRfq({ id, ...values }: RfqFormValues): Promise<Rfq> {
  if (!id) return createRfq(values);
  const { companyId: _company, specifications, ...fields } = values;
  return updateRfq({ id, ...fields, specifications: specifications ?? null });
}

export const useCreateRfq = mutation(createRfq, { revalidate: rfqReads });
/** The RFQ form's write; §8 gives RFQ creation's logged-out toast its own title. */
export const useSubmitRfq = mutation(submitRfq, {
  revalidate: rfqReads,
  loggedOutToast: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
});
export const useUpdateRfq = mutation(updateRfq, { revalidate: rfqReads });

export type OfferCandidate = Schema<'OfferCandidate'>;
export type MatchReason = Schema<'MatchReason'>;

/** GET /api/rfqs/{id}/candidates: active offers for an RFQ, best match first (brokers, admins). */
export const useRfqCandidates = query('/api/rfqs/{id}/candidates');

/** POST /api/admin/rfqs/{id}/deactivation: an admin takes the RFQ down; its owner is told why. */
export async function deactivateRfq({
  id,
  ...body
}: Schema<'ListingDeactivationRequest'> & { id: string }): Promise<Rfq> {
  const { data } = await apiClient().POST('/api/admin/rfqs/{id}/deactivation', {
    params: { path: { id } },
    body,
  });
  return data!;
}

/** DELETE /api/admin/rfqs/{id}/deactivation: an admin puts a taken-down RFQ back. */
export async function reactivateRfq({ id }: { id: string }): Promise<Rfq> {
  const { data } = await apiClient().DELETE('/api/admin/rfqs/{id}/deactivation', {
    params: { path: { id } },
  });
  return data!;
}

export const useDeactivateRfq = mutation(deactivateRfq, { revalidate: rfqReads });
export const useReactivateRfq = mutation(reactivateRfq, { revalidate: rfqReads });
