import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ReadyRouteId } from '@petrobridge/features/shared';

export type LazyScreen = LazyExoticComponent<ComponentType>;

// Every screen is its own chunk, loaded on first use.
const GenericDashboard = lazy(() =>
  import('@petrobridge/features/dashboards').then((m) => ({ default: m.GenericDashboard })),
);

/**
 * The screen of every ready route of the manifest (`home` shows its role's home). Typed from the
 * manifest: a route marked ready without a screen here does not compile.
 */
export const screens: Record<Exclude<ReadyRouteId, 'home'>, LazyScreen> = {
  dashboard: GenericDashboard,
  sellerDashboard: lazy(() =>
    import('@petrobridge/features/dashboards/trader').then((m) => ({ default: m.SellerDashboard })),
  ),
  buyerDashboard: lazy(() =>
    import('@petrobridge/features/dashboards/trader').then((m) => ({ default: m.BuyerDashboard })),
  ),
  superAdmin: lazy(() =>
    import('@petrobridge/features/super-admin').then((m) => ({ default: m.SuperAdminPanel })),
  ),
  companies: lazy(() =>
    import('@petrobridge/features/companies').then((m) => ({ default: m.CompaniesPage })),
  ),
  company: lazy(() =>
    import('@petrobridge/features/companies').then((m) => ({ default: m.CompanyPage })),
  ),
  kycWorkflow: lazy(() =>
    import('@petrobridge/features/kyc').then((m) => ({ default: m.KycWorkflowPage })),
  ),
  documents: lazy(() =>
    import('@petrobridge/features/kyc').then((m) => ({ default: m.DocumentsPage })),
  ),
  marketplace: lazy(() =>
    import('@petrobridge/features/marketplace').then((m) => ({ default: m.MarketplacePage })),
  ),
  deals: lazy(() => import('@petrobridge/features/deals').then((m) => ({ default: m.DealsPage }))),
  deal: lazy(() => import('@petrobridge/features/deals').then((m) => ({ default: m.DealPage }))),
  commission: lazy(() =>
    import('@petrobridge/features/deals').then((m) => ({ default: m.CommissionPage })),
  ),
  analytics: lazy(() =>
    import('@petrobridge/features/analytics').then((m) => ({ default: m.AnalyticsPage })),
  ),
  cryptoExchange: lazy(() =>
    import('@petrobridge/features/crypto-exchange').then((m) => ({
      default: m.CryptoExchangePage,
    })),
  ),
  rfqs: lazy(() =>
    import('@petrobridge/features/marketplace').then((m) => ({ default: m.RfqsPage })),
  ),
  myOffers: lazy(() =>
    import('@petrobridge/features/marketplace').then((m) => ({ default: m.MyOffersPage })),
  ),
  rfqMatching: lazy(() =>
    import('@petrobridge/features/marketplace').then((m) => ({ default: m.RfqMatchingPage })),
  ),
  privacyPolicy: lazy(() =>
    import('@petrobridge/features/landing/legal').then((m) => ({ default: m.PrivacyPolicyPage })),
  ),
  termsOfService: lazy(() =>
    import('@petrobridge/features/landing/legal').then((m) => ({
      default: m.TermsOfServicePage,
    })),
  ),
};
