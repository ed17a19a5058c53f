import type { Schema } from '@petrobridge/api-client';
import { query } from './core';

/** The read models of the dashboards: analytics (tag analytics), seller, buyer, broker. */
export type AnalyticsMetrics = Schema<'AnalyticsMetrics'>;
export type AiInsight = Schema<'AiInsight'>;

/**
 * GET /api/analytics/metrics: {activeDeals, commission (staff only), pendingRfqs, kycReviews} for the
 * dashboards, and the analytics page's figures (totals, the last 30 days by product, status and day,
 * commission by month for staff, the KYC breakdown and platform totals for admins).
 */
export const useAnalyticsMetrics = query('/api/analytics/metrics');

/** GET /api/seller/metrics. */
export const useSellerMetrics = query('/api/seller/metrics');
/** GET /api/seller/offers: the seller's own offers. */
export const useSellerOffers = query('/api/seller/offers');
/** GET /api/seller/deals: the seller's sales. */
export const useSellerDeals = query('/api/seller/deals');
/** GET /api/seller/ai-insights: insights computed from the seller's offers and the market. */
export const useSellerAiInsights = query('/api/seller/ai-insights');

/** GET /api/buyer/metrics. */
export const useBuyerMetrics = query('/api/buyer/metrics');
/** GET /api/buyer/rfqs: the buyer's own RFQs. */
export const useBuyerRfqs = query('/api/buyer/rfqs');
/** GET /api/buyer/deals: the buyer's purchases. */
export const useBuyerDeals = query('/api/buyer/deals');
/** GET /api/buyer/matched-offers: active offers matching the buyer's RFQs. */
export const useBuyerMatchedOffers = query('/api/buyer/matched-offers');
/** GET /api/buyer/ai-insights. */
export const useBuyerAiInsights = query('/api/buyer/ai-insights');

/** GET /api/broker/ai-insights: what the broker can act on (matchable RFQs, KYC queue, idle deals). */
export const useBrokerAiInsights = query('/api/broker/ai-insights');
