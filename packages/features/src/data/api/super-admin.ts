import { apiClient, type Schema } from '@petrobridge/api-client';
import { mutation, pagedQuery, query } from './core';

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

/** What a write of an account's or a company's state refreshes: the lists that show it, and the log. */
const accountLists = [
  '/api/admin/users',
  '/api/super-admin/users',
  '/api/admin/audit-log',
] as const;
const companyLists = [
  '/api/super-admin/companies',
  '/api/companies',
  '/api/admin/audit-log',
] as const;

/** POST /api/admin/users/{id}/deactivate: the account's sessions end at once. */
export async function deactivateUser({
  id,
  ...body
}: Schema<'DeactivationRequest'> & { id: string }) {
  const { data } = await apiClient().POST('/api/admin/users/{id}/deactivate', {
    params: { path: { id } },
    body,
  });
  return data!;
}

export const useDeactivateUser = mutation(deactivateUser, { revalidate: accountLists });

/** POST /api/admin/users/{id}/reactivate. */
export async function reactivateUser({
  id,
  ...body
}: Schema<'ReactivationRequest'> & { id: string }) {
  const { data } = await apiClient().POST('/api/admin/users/{id}/reactivate', {
    params: { path: { id } },
    body,
  });
  return data!;
}

export const useReactivateUser = mutation(reactivateUser, { revalidate: accountLists });

/** POST /api/admin/companies/{id}/deactivate: its users can no longer trade. */
export async function deactivateCompany({
  id,
  ...body
}: Schema<'DeactivationRequest'> & { id: string }) {
  const { data } = await apiClient().POST('/api/admin/companies/{id}/deactivate', {
    params: { path: { id } },
    body,
  });
  return data!;
}

export const useDeactivateCompany = mutation(deactivateCompany, { revalidate: companyLists });

/** POST /api/admin/companies/{id}/reactivate. */
export async function reactivateCompany({
  id,
  ...body
}: Schema<'ReactivationRequest'> & { id: string }) {
  const { data } = await apiClient().POST('/api/admin/companies/{id}/reactivate', {
    params: { path: { id } },
    body,
  });
  return data!;
}

export const useReactivateCompany = mutation(reactivateCompany, { revalidate: companyLists });

/**
 * GET /api/admin/audit-log, paged (`{ items, total }`):
 * `useAuditLog({ query: { targetType: 'company', targetId } })` is a company's decision history.
 */
export const useAuditLog = pagedQuery('/api/admin/audit-log');

export type AuditLogEntry = Schema<'AuditLogEntry'>;
export type AuditTargetType = Schema<'AuditTargetType'>;
export type AdminCompany = Schema<'CompanyListItem'>;
