/**
 * The seller's and the buyer's read models as the server computes them (apps/api/src/routes/seller.ts,
 * buyer.ts): metrics, listings in MT with their state, deals with the other side anonymous until the
 * lock, and the buyer's matched offers scored by the domain's `matchOffer` on the mock world's today.
 */
import type { HttpResponse } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import {
  MATCH_THRESHOLD,
  counterpartyName,
  buyerFee,
  matchOffer,
  tradeFigures,
  pricePerMetricTon,
  toMetricTons,
  toWholeMetricTons,
} from '@petrobridge/domain';
import { mockDb, type User } from './db';
import { MOCK_TODAY } from './matching';
import { mockUser } from './role';
import { http, json, problem, type Problem } from './http';

function seller(): User | HttpResponse<Problem> {
  const user = mockUser();
  if (!user) return problem(401, 'Unauthorized');
  return user.role === 'seller' ? user : problem(403, 'Seller dashboard only');
}

function buyer(): User | HttpResponse<Problem> {
  const user = mockUser();
  if (!user) return problem(401, 'Unauthorized');
  return user.role === 'buyer' ? user : problem(403, 'Buyer dashboard only');
}

const sales = (user: User) => mockDb().deals.filter((d) => d.sellerId === user.id);
const isOpen = (status: string) => status !== 'completed' && status !== 'cancelled';

type Rfq = ReturnType<typeof mockDb>['rfqs'][number];

/** Other sellers' active offers scored against these RFQs (best score), at least 50, best first. */
function matchesFor(user: User, rfqs: Rfq[]) {
  const companies = mockDb().companies;
  return mockDb()
    .offers.filter((o) => o.isActive && o.sellerId !== user.id)
    .map((offer) => {
      const company = companies.find((c) => c.id === offer.companyId);
      const context = { today: MOCK_TODAY, sellerKycApproved: company?.kycStatus === 'approved' };
      const score = Math.max(
        0,
        ...rfqs
          .filter((r) => r.productType === offer.productType)
          .map((r) => matchOffer(offer, r, context).score),
      );
      return { offer, country: company?.country ?? null, score };
    })
    .filter((m) => m.score >= MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score);
}

const activeRfqsOf = (user: User) =>
  mockDb().rfqs.filter((r) => r.buyerId === user.id && r.isActive);

export const traderDashboardHandlers = [
  http.get('/api/buyer/metrics', () => {
    const user = buyer();
    if (user instanceof Response) return user;
    const mine = activeRfqsOf(user);
    return json({
      activeRFQs: mine.length,
      matchedOffers: matchesFor(user, mine).length,
      totalVolumeRequested: Math.round(
        mine.reduce((sum, r) => sum + toMetricTons(r.volume, r.volumeUnit, r.productType), 0),
      ),
      // docs/product.md#figures, as the server: spent = completed, committed = locked, not completed.
      ...((t) => ({ totalSpentValue: t.completed, totalCommittedValue: t.committed }))(
        tradeFigures(mockDb().deals.filter((d) => d.buyerId === user.id)),
      ),
    } satisfies Schema<'BuyerMetrics'>);
  }),
  http.get('/api/buyer/rfqs', () => {
    const user = buyer();
    if (user instanceof Response) return user;
    const deals = mockDb().deals;
    return json(
      mockDb()
        .rfqs.filter((r) => r.buyerId === user.id)
        .map((r) => {
          const from = deals.filter((d) => d.rfqId === r.id);
          const matchCount = matchesFor(user, [r]).length;
          const status = from.some((d) => d.status === 'completed')
            ? 'completed'
            : from.some((d) => isOpen(d.status))
              ? 'negotiation'
              : !r.isActive || r.requiredDeliveryDate < MOCK_TODAY
                ? 'expired'
                : matchCount > 0
                  ? 'matched'
                  : 'active';
          return {
            id: r.id,
            productType: r.productType,
            volume: r.volume,
            volumeUnit: r.volumeUnit,
            maxPricePerUnit: r.maxPricePerUnit,
            currency: r.currency,
            quantity: toWholeMetricTons(r.volume, r.volumeUnit, r.productType),
            maxPricePerMT: pricePerMetricTon(r.maxPricePerUnit, r.volumeUnit, r.productType),
            specifications: r.specifications,
            deliveryLocation: r.deliveryLocation,
            deliveryTimeframe: r.requiredDeliveryDate,
            status,
            matchCount,
          } satisfies Schema<'BuyerRfq'>;
        }),
    );
  }),
  http.get('/api/buyer/matched-offers', ({ request }) => {
    const user = buyer();
    if (user instanceof Response) return user;
    const rfqId = new URL(request.url).searchParams.get('rfqId');
    const rfq = rfqId ? mockDb().rfqs.find((r) => r.id === rfqId) : undefined;
    if (rfqId && rfq?.buyerId !== user.id) return problem(404, 'RFQ not found');
    return json(
      matchesFor(user, rfq ? [rfq] : activeRfqsOf(user)).map(
        ({ offer: o, country, score }) =>
          ({
            id: o.id,
            productType: o.productType,
            volume: o.volume,
            volumeUnit: o.volumeUnit,
            pricePerUnit: o.pricePerUnit,
            quantity: toWholeMetricTons(o.volume, o.volumeUnit, o.productType),
            pricePerMT:
              o.pricePerUnit === null
                ? null
                : pricePerMetricTon(o.pricePerUnit, o.volumeUnit, o.productType),
            currency: o.currency,
            deliveryLocation: o.deliveryLocation,
            deliveryDate: o.deliveryDate,
            sellerCompany: country ? `Verified seller · ${country}` : 'Verified seller',
            matchScore: score,
          }) satisfies Schema<'MatchedOffer'>,
      ),
    );
  }),
  http.get('/api/buyer/deals', () => {
    const user = buyer();
    if (user instanceof Response) return user;
    const companies = mockDb().companies;
    return json(
      mockDb()
        .deals.filter((d) => d.buyerId === user.id)
        .map(
          (d) =>
            ({
              id: d.id,
              productType: d.productType,
              quantity: toWholeMetricTons(d.volume, d.volumeUnit, d.productType),
              sellerCompany: counterpartyName(
                d,
                'buyer',
                companies.find((c) => c.id === d.sellerCompanyId)?.name ?? '',
              ),
              totalValue: d.totalValue,
              status: d.status,
              fees: buyerFee({ status: d.status, commissionAmount: d.commissionAmount ?? null }),
            }) satisfies Schema<'BuyerDeal'>,
        ),
    );
  }),
  http.get('/api/seller/metrics', () => {
    const user = seller();
    if (user instanceof Response) return user;
    const mine = sales(user).filter((d) => d.status !== 'cancelled');
    return json({
      activeOffers: mockDb().offers.filter((o) => o.sellerId === user.id && o.isActive).length,
      pendingDeals: sales(user).filter((d) => isOpen(d.status)).length,
      totalVolume: Math.round(
        mine.reduce((sum, d) => sum + toMetricTons(d.volume, d.volumeUnit, d.productType), 0),
      ),
      ...((t) => ({ totalSold: t.completed, totalCommitted: t.committed }))(
        tradeFigures(sales(user)),
      ),
    } satisfies Schema<'SellerMetrics'>);
  }),
  http.get('/api/seller/offers', () => {
    const user = seller();
    if (user instanceof Response) return user;
    const today = new Date().toISOString().slice(0, 10);
    const deals = mockDb().deals;
    return json(
      mockDb()
        .offers.filter((o) => o.sellerId === user.id)
        .map((o) => {
          const from = deals.filter((d) => d.offerId === o.id);
          const status = from.some((d) => d.status === 'completed')
            ? 'completed'
            : from.some((d) => isOpen(d.status))
              ? 'negotiation'
              : !o.isActive || (o.deliveryDate !== null && o.deliveryDate < today)
                ? 'expired'
                : 'active';
          return {
            id: o.id,
            productType: o.productType,
            volume: o.volume,
            volumeUnit: o.volumeUnit,
            remainingVolume: o.remainingVolume,
            pricePerUnit: o.pricePerUnit,
            currency: o.currency,
            quantity: toWholeMetricTons(o.volume, o.volumeUnit, o.productType),
            pricePerMT:
              o.pricePerUnit === null
                ? null
                : pricePerMetricTon(o.pricePerUnit, o.volumeUnit, o.productType),
            origin: o.deliveryLocation,
            status,
            verifiedSupply: o.verifiedSupply,
          } satisfies Schema<'SellerOffer'>;
        }),
    );
  }),
  http.get('/api/seller/deals', () => {
    const user = seller();
    if (user instanceof Response) return user;
    const companies = mockDb().companies;
    return json(
      sales(user).map(
        (d) =>
          ({
            id: d.id,
            productType: d.productType,
            quantity: toWholeMetricTons(d.volume, d.volumeUnit, d.productType),
            buyerCompany: counterpartyName(
              d,
              'seller',
              companies.find((c) => c.id === d.buyerCompanyId)?.name ?? '',
            ),
            totalValue: d.totalValue,
            status: d.status,
          }) satisfies Schema<'SellerDeal'>,
      ),
    );
  }),
];
