import { apiClient, type Schema } from '@petrobridge/api-client';
import { mutation, query } from './core';

export type Company = Schema<'Company'>;

/** GET /api/companies: every company for brokers and admins, their own for sellers and buyers. */
export const useCompanies = query('/api/companies');

/** GET /api/companies/kyc-review: the companies waiting for a KYC decision (staff). */
export const useKycReviewCompanies = query('/api/companies/kyc-review');

/** POST /api/companies. */
export async function createCompany(body: Schema<'CreateCompanyRequest'>): Promise<Company> {
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
  revalidate: ['/api/companies', '/api/companies/kyc-review', '/api/analytics/metrics'],
});
