import { apiClient, type Schema } from '@petrobridge/api-client';
import type { registerCompanySchema } from '@petrobridge/domain';
import type { z } from 'zod';
import { mutation, query } from './core';

export type Company = Schema<'Company'>;
export type KycDecisionEntry = Schema<'KycDecisionEntry'>;

/** GET /api/companies/{id}: one company, for whoever may see it (`useCompany({ path: { id } })`). */
export const useCompany = query('/api/companies/{id}');

/** GET /api/companies/{id}/kyc-history: its KYC decisions, newest first (owner, brokers, admins). */
export const useCompanyKycHistory = query('/api/companies/{id}/kyc-history');

/** GET /api/companies: every company for brokers and admins, their own for sellers and buyers. */
export const useCompanies = query('/api/companies');

/** GET /api/companies/kyc-review: the companies waiting for a KYC decision (staff). */
export const useKycReviewCompanies = query('/api/companies/kyc-review');

/**
 * The Register Company form (docs/product.md#validation): the domain's schema with its exact messages. A
 * re-export, so zod loads with the lazily opened dialog only.
 */
export { registerCompanySchema as registerCompanyFormSchema } from '@petrobridge/domain';
export type RegisterCompanyFormInput = z.input<typeof registerCompanySchema>;
type RegisterCompanyFormValues = z.output<typeof registerCompanySchema>;

/** POST /api/companies (the form's values; a blank ownerId is left out — the server uses the caller). */
export async function createCompany(
  values: Schema<'CreateCompanyRequest'> | RegisterCompanyFormValues,
): Promise<Company> {
  const { ownerId, ...rest } = values;
  const body: Schema<'CreateCompanyRequest'> = ownerId ? { ...rest, ownerId } : rest;
  const { data } = await apiClient().POST('/api/companies', { body });
  return data!;
}

/** POST /api/companies/{id}/kyc-review: approve or reject a company's KYC. */
export async function reviewCompanyKyc({
  id,
  ...body
}: Schema<'CompanyKycReviewRequest'> & { id: string }): Promise<Company> {
  const { data } = await apiClient().POST('/api/companies/{id}/kyc-review', {
    params: { path: { id } },
    body,
  });
  return data!;
}

export const useCreateCompany = mutation(createCompany, {
  revalidate: ['/api/companies', '/api/companies/kyc-review'],
});
export const useReviewCompanyKyc = mutation(reviewCompanyKyc, {
  revalidate: [
    '/api/companies',
    '/api/companies/{id}',
    '/api/companies/{id}/kyc-history',
    '/api/companies/kyc-review',
    '/api/analytics/metrics',
  ],
});
