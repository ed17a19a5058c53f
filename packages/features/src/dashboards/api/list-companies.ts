import { useApi, type Schema } from '@petrobridge/api-client';

export type Company = Schema<'Company'>;

/** GET /api/companies: every company for brokers and admins, their own for sellers and buyers. */
export function useCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  return useApi('/api/companies', { enabled });
}
