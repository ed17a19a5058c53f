import { useApi, type Schema } from '@petrobridge/api-client';

export type AnalyticsMetrics = Schema<'AnalyticsMetrics'>;

/** GET /api/analytics/metrics: {activeDeals, commission (staff only), pendingRfqs, kycReviews}. */
export function useAnalyticsMetrics() {
  return useApi('/api/analytics/metrics');
}
