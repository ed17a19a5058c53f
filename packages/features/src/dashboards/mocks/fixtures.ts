import type { Schema } from '@petrobridge/api-client';
import type { Role } from '../../session';
import { usersByRole } from '../../mocks/users';

type Deal = Schema<'Deal'>;
type Company = Schema<'Company'>;
type AnalyticsMetrics = Schema<'AnalyticsMetrics'>;
type AiInsight = Schema<'AiInsight'>;

const staff: readonly Role[] = ['broker', 'admin', 'super_admin'];

/** GET /api/analytics/metrics as each role sees it: `commission` only for staff. */
export function makeMetrics(
  role: Role,
  overrides: Partial<AnalyticsMetrics> = {},
): AnalyticsMetrics {
  return {
    activeDeals: 12,
    pendingRfqs: 7,
    kycReviews: 3,
    ...(staff.includes(role) ? { commission: '184250.00' } : {}),
    ...overrides,
  };
}

export const companyIds = {
  nigerDelta: '00000000-0000-4000-b000-000000000001',
  atlantic: '00000000-0000-4000-b000-000000000002',
  nordic: '00000000-0000-4000-b000-000000000003',
  rhine: '00000000-0000-4000-b000-000000000004',
};

/** One company; approved for KYC unless told otherwise. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: companyIds.nigerDelta,
    name: 'Niger Delta Petroleum Ltd',
    registrationNumber: 'RC-123456',
    address: '12 Marina Road, Lagos',
    country: 'Nigeria',
    industry: 'oil_gas',
    website: 'https://nigerdelta.test',
    ownerId: usersByRole.seller.id,
    kycStatus: 'approved',
    kycDocuments: [],
    kycNotes: null,
    kycReviewedBy: usersByRole.broker.id,
    kycReviewedAt: '2024-05-02T10:00:00.000Z',
    kycSubmittedAt: '2024-04-28T10:00:00.000Z',
    kycRequiredDocuments: [
      'business_license',
      'tax_certificate',
      'bank_statement',
      'insurance_certificate',
    ],
    kycCompletionPercentage: 100,
    isActive: true,
    createdAt: '2024-04-20T10:00:00.000Z',
    updatedAt: '2024-05-02T10:00:00.000Z',
    ...overrides,
  };
}

/** Two seller companies and two buyer companies, as a broker sees them (ordered by name). */
export const sampleCompanies: Company[] = [
  makeCompany({
    id: companyIds.atlantic,
    name: 'Atlantic Gulf Energy',
    country: 'Ghana',
    ownerId: usersByRole.seller.id,
  }),
  makeCompany({
    id: companyIds.nigerDelta,
    name: 'Niger Delta Petroleum Ltd',
    ownerId: usersByRole.seller.id,
  }),
  makeCompany({
    id: companyIds.nordic,
    name: 'Nordic Fuels AB',
    country: 'Sweden',
    ownerId: usersByRole.buyer.id,
  }),
  makeCompany({
    id: companyIds.rhine,
    name: 'Rhine Refining GmbH',
    country: 'Germany',
    ownerId: usersByRole.buyer.id,
    kycStatus: 'under_review',
    kycCompletionPercentage: 50,
  }),
];

let dealSequence = 40;

/** One deal in negotiation, as a broker sees it (with commission). */
export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  dealSequence += 1;
  return {
    id: `00000000-0000-4000-a000-${String(dealSequence).padStart(12, '0')}`,
    dealNumber: `PB-2024-${String(dealSequence).padStart(6, '0')}`,
    brokerId: usersByRole.broker.id,
    sellerId: usersByRole.seller.id,
    buyerId: usersByRole.buyer.id,
    sellerCompanyId: companyIds.nigerDelta,
    buyerCompanyId: companyIds.nordic,
    offerId: null,
    rfqId: null,
    productType: 'crude_oil_brent',
    volume: 50000,
    volumeUnit: 'bbl',
    pricePerUnit: '82.45',
    totalValue: '4122500.00',
    currency: 'USD',
    commissionRate: '2.50',
    commissionAmount: '103062.50',
    status: 'negotiation',
    deliveryLocation: 'Rotterdam',
    deliveryDate: '2024-08-15',
    lcDetails: null,
    documents: [],
    notes: null,
    lockedAt: null,
    lockedBy: null,
    createdAt: '2024-06-03T09:45:00.000Z',
    updatedAt: '2024-06-03T09:45:00.000Z',
    ...overrides,
  };
}

/** Four deals, newest first: the dashboard shows the first three. */
export const sampleDeals: Deal[] = [
  makeDeal({ dealNumber: 'PB-2024-000044' }),
  makeDeal({
    dealNumber: 'PB-2024-000043',
    productType: 'natural_gas',
    volume: 3_400_000,
    volumeUnit: 'MMBtu',
    pricePerUnit: '2.89',
    totalValue: '9826000.00',
    commissionAmount: '245650.00',
    status: 'lc_pending',
  }),
  makeDeal({
    dealNumber: 'PB-2024-000042',
    productType: 'diesel',
    volume: 12000,
    volumeUnit: 'MT',
    pricePerUnit: null,
    totalValue: null,
    commissionAmount: null,
    status: 'shipped',
  }),
  makeDeal({
    dealNumber: 'PB-2024-000041',
    productType: 'crude_oil_wti',
    volume: 80000,
    volumeUnit: 'bbl',
    pricePerUnit: '78.12',
    totalValue: '6249600.00',
    commissionAmount: '156240.00',
    status: 'completed',
  }),
];

/** Seller insights as GET /api/seller/ai-insights computes them. */
export const sampleSellerInsights: AiInsight[] = [
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

/** Buyer insights as GET /api/buyer/ai-insights computes them. */
export const sampleBuyerInsights: AiInsight[] = [
  {
    id: 'price-gap-crude_oil_brent',
    title: 'Your Brent maximum is 4.0 % below active offers',
    body: 'Raising your maximum price would bring 5 more offers into range.',
    basis: 'Your max 570.00 USD/MT; active offers average 594.00 USD/MT over 7 offers',
  },
];
