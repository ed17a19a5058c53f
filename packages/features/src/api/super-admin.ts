import { apiClient, type Schema } from '@petrobridge/api-client';
import { mutation, query } from './core';

/** GET /api/super-admin/metrics. */
export const useSuperAdminMetrics = query('/api/super-admin/metrics');
/** GET /api/super-admin/users. */
export const useSuperAdminUsers = query('/api/super-admin/users');
/** GET /api/super-admin/companies. */
export const useSuperAdminCompanies = query('/api/super-admin/companies');
/** GET /api/super-admin/deals. */
export const useSuperAdminDeals = query('/api/super-admin/deals');

/** PUT /api/super-admin/deals/{dealId}/commission. */
export async function updateDealCommission({
  dealId,
  ...body
}: Schema<'UpdateCommissionRequest'> & { dealId: string }) {
  const { data } = await apiClient().PUT('/api/super-admin/deals/{dealId}/commission', {
    params: { path: { dealId } },
    body,
  });
  return data!;
}

export const useUpdateDealCommission = mutation(updateDealCommission, {
  revalidate: [
    '/api/super-admin/deals',
    '/api/super-admin/metrics',
    '/api/deals',
    '/api/deals/{id}',
    '/api/analytics/metrics',
  ],
});

/** GET /api/admin/users: `useAdminUsers({ query: { role: 'broker', status: 'pending' } })`. */
export const useAdminUsers = query('/api/admin/users');

/** PATCH /api/admin/users/{id}/approval: approve or reject a broker account. */
export async function reviewBrokerApproval({
  id,
  ...body
}: Schema<'BrokerApprovalRequest'> & { id: string }) {
  const { data } = await apiClient().PATCH('/api/admin/users/{id}/approval', {
    params: { path: { id } },
    body,
  });
  return data!;
}

export const useReviewBrokerApproval = mutation(reviewBrokerApproval, {
  revalidate: ['/api/admin/users', '/api/super-admin/users'],
});

export type SuperAdminMetrics = Schema<'SuperAdminMetrics'>;
export type AdminDealRow = Schema<'AdminDealRow'>;
export type PlatformActivity = Schema<'PlatformActivity'>;
