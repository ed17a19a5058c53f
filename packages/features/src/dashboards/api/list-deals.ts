import { useApi, type Schema } from '@petrobridge/api-client';

export type Deal = Schema<'Deal'>;

/** GET /api/deals: the deals the caller may see, newest first. */
export function useDeals() {
  return useApi('/api/deals');
}
