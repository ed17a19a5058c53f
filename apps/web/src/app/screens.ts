import type { ComponentType } from 'react';
import type { ReadyRouteId } from '@petrobridge/features/kit';
import type { Role } from '@petrobridge/domain';
import { preloadMarketplace } from '@petrobridge/features/screens/marketplace/preload';
import { preloadable } from './preloadable';

/** What a route's preload knows before the router renders: the address and who is signed in. */
export interface RouteContext {
  /** The path's parameters (`/deals/42`: `{ id: '42' }`). */
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  role: Role;
}

/**
 * The first requests of a screen, started with the keys its hooks use: a small module of the feature's
 * own that does not import the screen. It is part of the app's chunk, so the requests go out before
 * the screen's code is even asked for (on HTTP/1.1 a request waits behind the scripts asked before it).
 */
export type DataPreload = (context: RouteContext) => void;

export interface Screen {
  /** The screen, a chunk of its own loaded on first render (suspending meanwhile). */
  Component: ComponentType;
  /**
   * Starts loading the screen's chunk now and, where the screen has one, its first data (boot,
   * apps/web/src/app/preload.ts), so that code and data arrive in parallel instead of one after
   * the other; resolves when the screen's code is in. Rendering the screen later reuses both.
   */
  preload: (context: RouteContext) => Promise<unknown>;
}

/** A lazy screen from its module and export, with its first requests where it has some. */
function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  data?: DataPreload,
): Screen {
  const code = preloadable(load, pick);
  return {
    Component: code.Component,
    preload: (context) => {
      data?.(context); // first: ahead of the screen's scripts in the browser's queue
      return code.load();
    },
  };
}

// Every screen is its own chunk, loaded on first use (or by the boot's route preload).
const genericDashboard = screen(
  () => import('@petrobridge/features/screens/dashboards'),
  (m) => m.GenericDashboard,
);

/**
 * The screen of every ready route of the manifest (`home` shows its role's home). Typed from the
 * manifest: a route marked ready without a screen here does not compile.
 */
export const screens: Record<Exclude<ReadyRouteId, 'home'>, Screen> = {
  dashboard: genericDashboard,
  sellerDashboard: screen(
    () => import('@petrobridge/features/screens/dashboards/trader'),
    (m) => m.SellerDashboard,
  ),
  buyerDashboard: screen(
    () => import('@petrobridge/features/screens/dashboards/trader'),
    (m) => m.BuyerDashboard,
  ),
  superAdmin: screen(
    () => import('@petrobridge/features/screens/super-admin'),
    (m) => m.SuperAdminPanel,
  ),
  companies: screen(
    () => import('@petrobridge/features/screens/companies'),
    (m) => m.CompaniesPage,
  ),
  company: screen(
    () => import('@petrobridge/features/screens/companies'),
    (m) => m.CompanyPage,
  ),
  kycWorkflow: screen(
    () => import('@petrobridge/features/screens/kyc'),
    (m) => m.KycWorkflowPage,
  ),
  documents: screen(
    () => import('@petrobridge/features/screens/kyc'),
    (m) => m.DocumentsPage,
  ),
  marketplace: screen(
    () => import('@petrobridge/features/screens/marketplace'),
    (m) => m.MarketplacePage,
    preloadMarketplace,
  ),
  deals: screen(
    () => import('@petrobridge/features/screens/deals'),
    (m) => m.DealsPage,
  ),
  deal: screen(
    () => import('@petrobridge/features/screens/deals'),
    (m) => m.DealPage,
  ),
  commission: screen(
    () => import('@petrobridge/features/screens/deals'),
    (m) => m.CommissionPage,
  ),
  analytics: screen(
    () => import('@petrobridge/features/screens/analytics'),
    (m) => m.AnalyticsPage,
  ),
  cryptoExchange: screen(
    () => import('@petrobridge/features/screens/crypto-exchange'),
    (m) => m.CryptoExchangePage,
  ),
  rfqs: screen(
    () => import('@petrobridge/features/screens/marketplace'),
    (m) => m.RfqsPage,
  ),
  myOffers: screen(
    () => import('@petrobridge/features/screens/marketplace'),
    (m) => m.MyOffersPage,
  ),
  rfqMatching: screen(
    () => import('@petrobridge/features/screens/marketplace'),
    (m) => m.RfqMatchingPage,
  ),
  privacyPolicy: screen(
    () => import('@petrobridge/features/screens/landing/legal'),
    (m) => m.PrivacyPolicyPage,
  ),
  termsOfService: screen(
    () => import('@petrobridge/features/screens/landing/legal'),
    (m) => m.TermsOfServicePage,
  ),
};
