import { apiClient, type RevalidateTarget, type Schema } from '@petrobridge/api-client';
import type { createDealSchema } from '@petrobridge/domain';
import type { z } from 'zod';
import { mutation, pagedQuery, query } from './core';

export type Deal = Schema<'Deal'>;

/**
 * The Create New Deal form (docs/product.md#validation): the domain's createDealSchema with its exact messages.
 * The form shows company pickers only; sellerId and buyerId come from the chosen companies' owners.
 * A re-export, not a constant: a constant would tie zod to this module, and so to the dashboard's
 * first load, while only the lazily loaded dialog needs it (docs/performance.md#budgets).
 */
export {
  createDealSchema as createDealFormSchema,
  createDealSchemaAsOf as createDealFormSchemaAsOf,
} from '@petrobridge/domain';
export type CreateDealFormInput = z.input<typeof createDealSchema>;
export type CreateDealFormValues = z.output<typeof createDealSchema>;

/** GET /api/deals: a page of the deals the caller may see, newest first, with the total. */
export const useDeals = pagedQuery('/api/deals');

/** GET /api/deals/summary: counts and USD values by status (commission total for staff). */
export const useDealSummary = query('/api/deals/summary');
export type DealSummary = Schema<'DealSummary'>;

/** GET /api/deals/parties: the KYC-approved companies Create New Deal may name on each side. */
export const useDealParties = query('/api/deals/parties');
export type DealParty = Schema<'DealParty'>;

/** The filters the deal lists share: a status and a search text (deal number or product). */
export interface DealFilters {
  status?: Schema<'DealStatus'>;
  q?: string;
}

/** GET /api/deals/export: the address of the filtered list as a CSV download (a plain link). */
export function dealsExportHref({ status, q }: DealFilters): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  const search = params.toString();
  return `/api/deals/export${search ? `?${search}` : ''}`;
}

/** GET /api/deals/{id}: `useDeal({ path: { id } })`. */
export const useDeal = query('/api/deals/{id}');

/** Every list and figure a deal write can change (docs/product.md#api-calls). */
const dealReads: RevalidateTarget[] = [
  '/api/deals',
  '/api/commission',
  '/api/deals/summary',
  '/api/deals/{id}',
  '/api/analytics/metrics',
  '/api/seller/deals',
  '/api/seller/metrics',
  '/api/buyer/deals',
  '/api/buyer/metrics',
  '/api/super-admin/deals',
  '/api/super-admin/metrics',
  '/api/notifications',
];

/** POST /api/deals (brokers). */
export async function createDeal(body: Schema<'CreateDealRequest'>): Promise<Deal> {
  const { data } = await apiClient().POST('/api/deals', { body });
  return data!;
}

/** POST /api/deals/from-offer. */
export async function createDealFromOffer(body: Schema<'CreateDealFromOfferRequest'>) {
  const { data } = await apiClient().POST('/api/deals/from-offer', { body });
  return data!;
}

/** POST /api/deals/from-rfq. */
export async function createDealFromRfq(body: Schema<'CreateDealFromRfqRequest'>) {
  const { data } = await apiClient().POST('/api/deals/from-rfq', { body });
  return data!;
}

/** PATCH /api/deals/{id}/status: one §4 transition. */
export async function updateDealStatus({
  id,
  ...body
}: Schema<'UpdateDealStatusRequest'> & { id: string }): Promise<Deal> {
  const { data } = await apiClient().PATCH('/api/deals/{id}/status', {
    params: { path: { id } },
    body,
  });
  return data!;
}

/** PATCH /api/deals/{id}/lock: negotiation → lc_pending. */
export async function lockDeal(id: string): Promise<Deal> {
  const { data } = await apiClient().PATCH('/api/deals/{id}/lock', { params: { path: { id } } });
  return data!;
}

export const useCreateDeal = mutation(createDeal, { revalidate: dealReads });
export const useCreateDealFromOffer = mutation(createDealFromOffer, {
  revalidate: [...dealReads, '/api/offers', '/api/seller/offers', '/api/buyer/matched-offers'],
});
export const useCreateDealFromRfq = mutation(createDealFromRfq, {
  revalidate: [...dealReads, '/api/rfqs', '/api/buyer/rfqs'],
});
export const useUpdateDealStatus = mutation(updateDealStatus, { revalidate: dealReads });
export const useLockDeal = mutation(lockDeal, { revalidate: dealReads });

export type DealProposal = Schema<'DealProposal'>;

/**
 * POST /api/deals/{id}/proposals: new terms (a counter to the open proposal, if any), accepted by the
 * author's side at once; a broker's names the side it is made for (`onBehalfOf`) and binds neither yet.
 */
export async function createDealProposal({
  dealId,
  ...body
}: Schema<'CreateDealProposalRequest'> & { dealId: string }): Promise<DealProposal> {
  const { data } = await apiClient().POST('/api/deals/{id}/proposals', {
    params: { path: { id: dealId } },
    body,
  });
  return data!;
}

/**
 * POST /api/deals/{id}/proposals/{proposalId}/accept: the caller's side (seller or buyer) accepts the
 * open proposal; once both sides have, the deal takes its terms and `termsAgreedAt` is set.
 */
export async function acceptDealProposal({
  dealId,
  proposalId,
}: {
  dealId: string;
  proposalId: string;
}): Promise<Deal> {
  const { data } = await apiClient().POST('/api/deals/{id}/proposals/{proposalId}/accept', {
    params: { path: { id: dealId, proposalId } },
  });
  return data!;
}

/** PUT /api/deals/{id}/lc: the letter of credit. */
export async function recordDealLc({
  dealId,
  ...body
}: Schema<'LcDetailsRequest'> & { dealId: string }): Promise<Deal> {
  const { data } = await apiClient().PUT('/api/deals/{id}/lc', {
    params: { path: { id: dealId } },
    body,
  });
  return data!;
}

/** PUT /api/deals/{id}/shipping: vessel, ports, bill of lading and ETA. */
export async function recordDealShipping({
  dealId,
  ...body
}: Schema<'ShippingDetailsRequest'> & { dealId: string }): Promise<Deal> {
  const { data } = await apiClient().PUT('/api/deals/{id}/shipping', {
    params: { path: { id: dealId } },
    body,
  });
  return data!;
}

export type DealContract = Schema<'DealContract'>;

/** POST /api/deals/{id}/contract/signatures: the caller's signature of the deal's contract. */
export async function signDealContract({
  dealId,
  ...body
}: Schema<'SignContractRequest'> & { dealId: string }): Promise<DealContract> {
  const { data } = await apiClient().POST('/api/deals/{id}/contract/signatures', {
    params: { path: { id: dealId } },
    body,
  });
  return data!;
}

/** GET /api/deals/{id}/contract/pdf: the contract's address, for a plain download link. */
export const dealContractHref = (dealId: string) => `/api/deals/${dealId}/contract/pdf`;

export const useSignDealContract = mutation(signDealContract, {
  revalidate: ['/api/deals/{id}', '/api/notifications'],
});
export const useCreateDealProposal = mutation(createDealProposal, {
  revalidate: ['/api/deals/{id}', '/api/notifications'],
});
export const useAcceptDealProposal = mutation(acceptDealProposal, { revalidate: dealReads });
export const useRecordDealLc = mutation(recordDealLc, { revalidate: dealReads });
export const useRecordDealShipping = mutation(recordDealShipping, { revalidate: dealReads });

/** GET /api/commission: the commission ledger (brokers theirs, admins everyone's), a page of entries. */
export const useCommissionLedger = query('/api/commission');
export type CommissionLedger = Schema<'CommissionLedger'>;
export type CommissionState = Schema<'CommissionState'>;

/** GET /api/commission/export: the filtered ledger as a CSV download (a plain link). */
export function commissionExportHref(state?: CommissionState): string {
  return `/api/commission/export${state ? `?state=${state}` : ''}`;
}
