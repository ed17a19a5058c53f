import { delay, http, HttpResponse } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import type { Role } from '../../session';
import { notificationsHandlers, unauthorizedResponse } from '../../mocks/notifications';
import {
  makeDeal,
  makeMetrics,
  sampleBuyerInsights,
  sampleCompanies,
  sampleDeals,
  sampleSellerInsights,
} from './fixtures';

const serverError = () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 });

/** GET /api/analytics/metrics variants. */
export const metricsHandlers = {
  forRole: (role: Role) =>
    http.get('/api/analytics/metrics', () => HttpResponse.json(makeMetrics(role))),
  zero: (role: Role) =>
    http.get('/api/analytics/metrics', () =>
      HttpResponse.json(
        makeMetrics(role, {
          activeDeals: 0,
          pendingRfqs: 0,
          kycReviews: 0,
          ...(role === 'broker' || role === 'admin' || role === 'super_admin'
            ? { commission: '0.00' }
            : {}),
        }),
      ),
    ),
  loading: http.get('/api/analytics/metrics', () => delay('infinite')),
  error: http.get('/api/analytics/metrics', serverError),
  unauthorized: http.get('/api/analytics/metrics', unauthorizedResponse),
};

/** GET /api/deals variants. */
export const dealsHandlers = {
  some: http.get('/api/deals', () => HttpResponse.json(sampleDeals)),
  /** As a seller or buyer sees them: no commission fields. */
  withoutCommission: http.get('/api/deals', () =>
    HttpResponse.json(
      sampleDeals.map((deal) => {
        const { commissionRate: _rate, commissionAmount: _amount, ...rest } = deal;
        return rest;
      }),
    ),
  ),
  empty: http.get('/api/deals', () => HttpResponse.json([])),
  loading: http.get('/api/deals', () => delay('infinite')),
  error: http.get('/api/deals', serverError),
};

/** GET /api/companies variants. */
export const companiesHandlers = {
  some: http.get('/api/companies', () => HttpResponse.json(sampleCompanies)),
  empty: http.get('/api/companies', () => HttpResponse.json([])),
  loading: http.get('/api/companies', () => delay('infinite')),
  error: http.get('/api/companies', serverError),
};

/** POST /api/deals variants. */
export const createDealHandlers = {
  success: http.post('/api/deals', async ({ request }) => {
    const body = (await request.json()) as Schema<'CreateDealRequest'>;
    await delay(150);
    return HttpResponse.json(
      makeDeal({
        productType: body.productType,
        volume: Number(body.volume),
        volumeUnit: body.volumeUnit,
        sellerId: body.sellerId,
        buyerId: body.buyerId,
        sellerCompanyId: body.sellerCompanyId,
        buyerCompanyId: body.buyerCompanyId,
      }),
      { status: 201 },
    );
  }),
  /** The server's own message (here: a company not yet KYC-approved). */
  forbidden: http.post('/api/deals', () =>
    HttpResponse.json({ message: 'Buyer company KYC is not approved' }, { status: 403 }),
  ),
  /** No message in the body: the toast says 'Failed to create deal'. */
  bareFailure: http.post('/api/deals', () => new HttpResponse(null, { status: 502 })),
  unauthorized: http.post('/api/deals', unauthorizedResponse),
};

/** GET /api/seller/ai-insights and /api/buyer/ai-insights variants. */
export const insightsHandlers = {
  seller: http.get('/api/seller/ai-insights', () => HttpResponse.json(sampleSellerInsights)),
  buyer: http.get('/api/buyer/ai-insights', () => HttpResponse.json(sampleBuyerInsights)),
  sellerEmpty: http.get('/api/seller/ai-insights', () => HttpResponse.json([])),
  buyerEmpty: http.get('/api/buyer/ai-insights', () => HttpResponse.json([])),
};

/** Everything the generic dashboard reads, populated, for a role. */
export function dashboardHandlers(role: Role) {
  return {
    metrics: metricsHandlers.forRole(role),
    deals:
      role === 'seller' || role === 'buyer' ? dealsHandlers.withoutCommission : dealsHandlers.some,
    notifications: notificationsHandlers.some,
    companies: companiesHandlers.some,
    createDeal: createDealHandlers.success,
    sellerInsights: insightsHandlers.seller,
    buyerInsights: insightsHandlers.buyer,
  };
}
