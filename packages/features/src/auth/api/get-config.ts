import { useApi, type Schema } from '@petrobridge/api-client';

export type PublicConfig = Schema<'PublicConfig'>;

/** GET /api/config: whether the demo accounts exist (the quick test-login helper shows only then). */
export function usePublicConfig() {
  return useApi('/api/config');
}
