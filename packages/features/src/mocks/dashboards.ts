/** The generic dashboard's metrics and the traders' and broker's AI insights. */
import type { Schema } from '@petrobridge/api-client';
import { commissionFigures, isOpenDeal, isStaffRole } from '@petrobridge/domain';
import { displayNow } from '../kit/clock';
import { analyticsFigures } from './analytics';
import { mockDb } from './db';
import { visibleDeals } from './deal-state';
import { caller, http, json, problem } from './http';

/** Seller and buyer insights as their endpoints compute them. */
export const sampleSellerInsights: Schema<'AiInsight'>[] = [
  {
    id: 'price-position-crude_oil_brent',
    title: 'Your Brent offers are priced 3.1 % above the market',
    body: 'Buyers’ maximum prices for Brent average 591.20 USD/MT. Consider a price closer to the market to win the open RFQs.',
    basis:
      'Your average 612.40 USD/MT over 2 offers; other active offers 594.00 USD/MT over 7 offers',
  },
  {
    id: 'unserved-demand-diesel',
    title: '3 diesel RFQs have no offer from you',
    body: 'Buyers are asking for 36,000 MT of diesel you could supply.',
    basis: '3 active diesel RFQs, 0 matching offers of yours',
  },
];

export const sampleBuyerInsights: Schema<'AiInsight'>[] = [
  {
    id: 'price-gap-crude_oil_brent',
    title: 'Your Brent maximum is 4.0 % below active offers',
    body: 'Raising your maximum price would bring 5 more offers into range.',
    basis: 'Your max 570.00 USD/MT; active offers average 594.00 USD/MT over 7 offers',
  },
];

/** What GET /api/broker/ai-insights computes for the mock market (the demo broker's view). */
export const sampleBrokerInsights: Schema<'AiInsight'>[] = [
  {
    id: 'matchable-rfqs',
    title: '2 open RFQs have a matching offer and no deal yet',
    body: 'Propose a deal from RFQ Matching while the offers are still active.',
    basis:
      '2 of 2 open RFQs without a deal have an active offer scoring 50 or more; best: 92 for Brent crude, 50,000 MT, Nordic Fuels AB',
  },
  {
    id: 'kyc-queue',
    title: '2 companies wait for a KYC decision',
    body: 'Their owners cannot trade until they pass KYC: review them in Company Management.',
    basis: '2 companies pending or under review; the longest has waited 6 days',
  },
  {
    id: 'stalled-deals',
    title: '1 of your deals has not moved for 7 days or more',
    body: 'Follow them up with the parties: a deal waiting on its LC or shipment is the one most likely to fall through.',
    basis: 'PB-2024-000003 in LC pending for 9 days; 5 open deals in all',
  },
];

export const dashboardHandlers = [
  /** Computed from the database as the server does: open deals, active RFQs, KYC queue, commission. */
  http.get('/api/analytics/metrics', () => {
    const user = caller();
    if (user instanceof Response) return user;
    const db = mockDb();
    const open = visibleDeals(user).filter((d) => isOpenDeal(d.status));
    // Commission earned (docs/product.md#figures): completed USD deals, as the server.
    const commission = commissionFigures(
      visibleDeals(user).map((d) => ({ ...d, commissionAmount: d.commissionAmount ?? null })),
    ).earned;
    return json({
      activeDeals: open.length,
      pendingRfqs: db.rfqs.filter((r) => r.isActive).length,
      kycReviews: db.companies.filter((c) => ['pending', 'under_review'].includes(c.kycStatus))
        .length,
      ...(isStaffRole(user.role) ? { commission } : {}),
      // The analytics page's figures (mocks/analytics.ts), over the stories' fixed present.
      ...analyticsFigures(user, visibleDeals(user), db, displayNow()),
    } satisfies Schema<'AnalyticsMetrics'>);
  }),
  http.get('/api/seller/ai-insights', () => {
    const user = caller();
    if (user instanceof Response) return user;
    return user.role === 'seller' ? json(sampleSellerInsights) : problem(403, 'Forbidden');
  }),
  http.get('/api/buyer/ai-insights', () => {
    const user = caller();
    if (user instanceof Response) return user;
    return user.role === 'buyer' ? json(sampleBuyerInsights) : problem(403, 'Forbidden');
  }),
  http.get('/api/broker/ai-insights', () => {
    const user = caller();
    if (user instanceof Response) return user;
    return user.role === 'broker' ? json(sampleBrokerInsights) : problem(403, 'Forbidden');
  }),
];
