import { useApi, type Schema } from '@petrobridge/api-client';
import type { Role } from '../../session';

export type AiInsight = Schema<'AiInsight'>;

/**
 * Computed insights where an endpoint serves the role: GET /api/seller/ai-insights for sellers,
 * GET /api/buyer/ai-insights for buyers. Other roles have none (`data` stays undefined and the
 * dashboard shows its static sample tips, client-spec §2).
 */
export function useAiInsights(role: Role | undefined) {
  const seller = useApi('/api/seller/ai-insights', { enabled: role === 'seller' });
  const buyer = useApi('/api/buyer/ai-insights', { enabled: role === 'buyer' });
  return role === 'seller' ? seller : buyer;
}

/** Whether {@link useAiInsights} fetches anything for this role. */
export const hasComputedInsights = (role: Role | undefined) =>
  role === 'seller' || role === 'buyer';
