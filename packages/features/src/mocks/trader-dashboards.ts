/**
 * The seller's read models as the server computes them (apps/api/src/routes/seller.ts): metrics,
 * offers in MT with their state, and sales with the buyer anonymous until the lock.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import { pricePerMetricTon, toMetricTons, toWholeMetricTons } from '@petrobridge/domain';
import { mockDb, type User } from './db';
import { mockUser } from './role';

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
const problem = (status: number, message: string) => json({ message }, status);

function seller(): User | Response {
  const user = mockUser();
  if (!user) return problem(401, 'Unauthorized');
  return user.role === 'seller' ? user : problem(403, 'Seller dashboard only');
}

const sales = (user: User) => mockDb().deals.filter((d) => d.sellerId === user.id);
const isOpen = (status: string) => status !== 'completed' && status !== 'cancelled';

export const traderDashboardHandlers: HttpHandler[] = [
  http.get('*/api/seller/metrics', () => {
    const user = seller();
    if (user instanceof Response) return user;
    const mine = sales(user).filter((d) => d.status !== 'cancelled');
    return json({
      activeOffers: mockDb().offers.filter((o) => o.sellerId === user.id && o.isActive).length,
      pendingDeals: sales(user).filter((d) => isOpen(d.status)).length,
      totalVolume: Math.round(
        mine.reduce((sum, d) => sum + toMetricTons(d.volume, d.volumeUnit, d.productType), 0),
      ),
      totalCommission: mine
        .filter((d) => d.currency === 'USD')
        .reduce((sum, d) => sum + Number(d.commissionAmount ?? 0), 0)
        .toFixed(2),
    } satisfies Schema<'SellerMetrics'>);
  }),
  http.get('*/api/seller/offers', () => {
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
            quantity: toWholeMetricTons(o.volume, o.volumeUnit, o.productType),
            pricePerMT:
              o.pricePerUnit === null
                ? null
                : pricePerMetricTon(o.pricePerUnit, o.volumeUnit, o.productType),
            origin: o.deliveryLocation,
            status,
          } satisfies Schema<'SellerOffer'>;
        }),
    );
  }),
  http.get('*/api/seller/deals', () => {
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
            buyerCompany: d.lockedAt
              ? (companies.find((c) => c.id === d.buyerCompanyId)?.name ?? 'Anonymous buyer')
              : 'Anonymous buyer',
            totalValue: d.totalValue,
            status: d.status,
            commissionRate: d.commissionRate ?? '2.50',
            commissionAmount: d.commissionAmount ?? null,
          }) satisfies Schema<'SellerDeal'>,
      ),
    );
  }),
];
