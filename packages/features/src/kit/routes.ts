import { generatePath, matchPath } from 'react-router-dom';
import type { Role } from '@petrobridge/domain';

/**
 * The route manifest: every route of the product in one typed table. The router (apps/web), the side
 * menu and header (shell), the role home of `/`, the Super Admin Panel button and the tests all read
 * it; adding a screen is one entry here plus its lazy screen in apps/web (`screens`, typed from
 * {@link ReadyRouteId}, so a ready route without a screen is a type error).
 */

/** Side-menu groups, in menu order; null is the ungrouped block at the top. */
export const menuGroupTitles = [null, 'Brokerage', 'Marketplace', 'Management'] as const;
export type MenuGroupTitle = (typeof menuGroupTitles)[number];

export interface RouteDefinition {
  /** react-router pattern; `:name?` is an optional segment. */
  readonly path: string;
  /** Document title and the screen's heading where it has one. */
  readonly title: string;
  /** 'public': anyone, signed in or not. Otherwise the signed-in roles that may open it. */
  readonly access: 'public' | readonly Role[];
  /**
   * Whether its screen exists. A route that is not ready has no route in the router (its path is a
   * 404) and no menu or header entry, so nothing reachable says "coming soon".
   */
  readonly ready: boolean;
  /** Side-menu entry ("Trading Hub") and the roles that see it. */
  readonly menu?: {
    readonly group: MenuGroupTitle;
    readonly label: string;
    readonly roles: readonly Role[];
  };
  /** Header navigation entry; `order` places it in the header. */
  readonly header?: { readonly label: string; readonly order: number };
}

const signedIn: readonly Role[] = ['super_admin', 'admin', 'broker', 'seller', 'buyer'];
/** super_admin sees everything admin sees (it is in no row of the spec's menu table). */
const allFour: readonly Role[] = ['broker', 'seller', 'buyer', 'admin', 'super_admin'];

/** In side-menu order; the header orders its own entries. */
export const routes = {
  home: {
    path: '/',
    title: 'Dashboard',
    access: 'public',
    ready: true,
    menu: { group: null, label: 'Dashboard', roles: ['broker', 'admin', 'super_admin'] },
    header: { label: 'Dashboard', order: 0 },
  },
  sellerDashboard: {
    path: '/seller-dashboard/:tab?',
    title: 'Seller Dashboard',
    access: ['seller', 'admin', 'super_admin'],
    ready: true,
    menu: { group: null, label: 'Seller dashboard', roles: ['seller'] },
  },
  buyerDashboard: {
    path: '/buyer-dashboard/:tab?',
    title: 'Buyer Dashboard',
    access: ['buyer', 'admin', 'super_admin'],
    ready: true,
    menu: { group: null, label: 'Buyer dashboard', roles: ['buyer'] },
  },
  deals: {
    path: '/deals',
    title: 'Deal Management',
    access: signedIn,
    ready: true,
    menu: { group: 'Brokerage', label: 'Active Deals', roles: ['broker', 'seller', 'buyer'] },
    header: { label: 'Deals', order: 2 },
  },
  deal: {
    path: '/deals/:id',
    title: 'Deal Details',
    access: signedIn,
    ready: true,
  },
  rfqMatching: {
    path: '/rfq-matching',
    title: 'RFQ Matching',
    access: ['broker'],
    ready: true,
    menu: { group: 'Brokerage', label: 'RFQ Matching', roles: ['broker'] },
  },
  commission: {
    path: '/commission',
    title: 'Commission',
    access: ['broker'],
    ready: true,
    menu: { group: 'Brokerage', label: 'Commission', roles: ['broker'] },
  },
  cryptoExchange: {
    path: '/crypto-exchange',
    title: 'Crypto exchange',
    access: ['broker', 'admin', 'super_admin'],
    ready: true,
    menu: {
      group: 'Brokerage',
      label: 'Crypto exchange',
      roles: ['broker', 'admin', 'super_admin'],
    },
  },
  marketplace: {
    path: '/marketplace',
    title: 'Marketplace',
    access: signedIn,
    ready: true,
    menu: { group: 'Marketplace', label: 'Browse Offers', roles: ['buyer', 'broker'] },
    header: { label: 'Marketplace', order: 1 },
  },
  rfqs: {
    path: '/rfqs',
    title: 'RFQ Requests',
    access: ['buyer', 'broker', 'admin', 'super_admin'],
    ready: true,
    menu: { group: 'Marketplace', label: 'RFQ Requests', roles: ['broker', 'buyer'] },
  },
  myOffers: {
    path: '/my-offers',
    title: 'My Offers',
    access: ['seller'],
    ready: true,
    menu: { group: 'Marketplace', label: 'My Offers', roles: ['seller'] },
  },
  companies: {
    path: '/companies',
    title: 'Company Management',
    access: signedIn,
    ready: true,
    menu: { group: 'Management', label: 'Companies', roles: allFour },
  },
  company: {
    path: '/companies/:id',
    title: 'Company',
    access: signedIn,
    ready: true,
  },
  kycWorkflow: {
    path: '/kyc-workflow',
    title: 'KYC Document Verification',
    access: signedIn,
    ready: true,
    menu: { group: 'Management', label: 'KYC Workflow', roles: allFour },
  },
  documents: {
    path: '/documents',
    title: 'Documents',
    access: signedIn,
    ready: true,
    menu: { group: 'Management', label: 'Documents', roles: ['broker', 'seller', 'buyer'] },
  },
  analytics: {
    path: '/analytics',
    title: 'Analytics Dashboard',
    access: signedIn,
    ready: true,
    menu: { group: 'Management', label: 'Analytics', roles: allFour },
    header: { label: 'Analytics', order: 3 },
  },
  dashboard: { path: '/dashboard', title: 'Dashboard', access: signedIn, ready: true },
  superAdmin: {
    path: '/super-admin/:tab?',
    title: 'Super Admin Panel',
    access: ['admin', 'super_admin'],
    ready: true,
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    access: 'public',
    ready: true,
  },
  termsOfService: {
    path: '/terms-of-service',
    title: 'Terms of Service',
    access: 'public',
    ready: true,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routes;
/** Routes whose screen exists: apps/web maps each of them (but `home`, which is by role) to a screen. */
export type ReadyRouteId = {
  [K in RouteId]: (typeof routes)[K]['ready'] extends true ? K : never;
}[RouteId];

export const routeIds = Object.keys(routes) as RouteId[];

type PathOf<Id extends RouteId> = (typeof routes)[Id]['path'];
type ParamsOf<Id extends RouteId> = Parameters<typeof generatePath<PathOf<Id>>>[1];

/**
 * The address of a route: `getHref('superAdmin', { tab: 'payments' })` is `/super-admin/payments`;
 * an optional parameter left out drops its segment (`getHref('sellerDashboard')`).
 */
export function getHref<Id extends RouteId>(id: Id, ...params: [ParamsOf<Id>?]): string {
  return generatePath(routes[id].path, (params[0] ?? {}) as never);
}

/** A missing role counts as buyer (docs/product.md#screens), for the menu and the home. */
const effectiveRole = (role: Role | null | undefined): Role => role ?? 'buyer';

/** Whether a signed-in role (or anybody, for public routes) may open a route. */
export function canOpen(id: RouteId, role: Role | null | undefined): boolean {
  const access: 'public' | readonly Role[] = routes[id].access;
  return access === 'public' || access.includes(effectiveRole(role));
}

/**
 * The screen `/` shows when signed in: seller and buyer their dashboards, admin and super_admin the
 * super admin panel, a broker the generic dashboard.
 */
export function roleHome(role: Role | null | undefined): Exclude<ReadyRouteId, 'home'> {
  switch (effectiveRole(role)) {
    case 'seller':
      return 'sellerDashboard';
    case 'buyer':
      return 'buyerDashboard';
    case 'admin':
    case 'super_admin':
      return 'superAdmin';
    default:
      return 'dashboard';
  }
}

export interface MenuItem {
  id: RouteId;
  label: string;
  href: string;
}

export interface MenuGroup {
  /** null for the ungrouped entries at the top. */
  title: MenuGroupTitle;
  items: MenuItem[];
}

/** The side-menu groups and items a role sees: ready routes only, empty groups dropped. */
export function menuForRole(role: Role | null | undefined): MenuGroup[] {
  const effective = effectiveRole(role);
  return menuGroupTitles
    .map((title) => ({
      title,
      items: routeIds.flatMap((id): MenuItem[] => {
        const route: RouteDefinition = routes[id];
        if (!route.ready || route.menu?.group !== title || !route.menu.roles.includes(effective))
          return [];
        return [{ id, label: route.menu.label, href: getHref(id) }];
      }),
    }))
    .filter((group) => group.items.length > 0);
}

/** The header navigation: ready routes with a header entry, in header order. */
export function headerLinks(): MenuItem[] {
  return routeIds
    .flatMap((id) => {
      const route: RouteDefinition = routes[id];
      return route.ready && route.header
        ? [{ id, label: route.header.label, href: getHref(id), order: route.header.order }]
        : [];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ id, label, href }) => ({ id, label, href }));
}

/**
 * docs/product.md#screens: active on an exact match or when the current path starts with the item's path.
 * Two readings keep the rule meaningful: `/` (Dashboard) is active only on `/` — every path starts
 * with `/` — and "starts with" means a whole path segment (`/deals/42`, not `/dealsroom`).
 */
export function isMenuItemActive(itemPath: string, currentPath: string): boolean {
  if (currentPath === itemPath) return true;
  if (itemPath === '/') return false;
  return currentPath.startsWith(itemPath.endsWith('/') ? itemPath : `${itemPath}/`);
}

/**
 * Whether a menu item is the current page: by path, and on `/` also the item of the role's home
 * (a seller at `/` sees "Seller dashboard" marked).
 */
export function isMenuItemCurrent(
  item: Pick<MenuItem, 'id' | 'href'>,
  currentPath: string,
  role: Role | null | undefined,
): boolean {
  if (isMenuItemActive(item.href, currentPath)) return true;
  return currentPath === '/' && item.id === roleHome(role);
}

/**
 * The ready route a path shows, with its parameters (`/deals/42` → `deal`, `{ id: '42' }`); `/` is
 * `home`. For work that starts before the router renders (apps/web's route preload at boot).
 */
export function readyRouteOf(
  pathname: string,
): { id: ReadyRouteId; params: Record<string, string | undefined> } | undefined {
  for (const id of routeIds) {
    const route: RouteDefinition = routes[id];
    const match = route.ready ? matchPath(route.path, pathname) : null;
    if (match) return { id: id as ReadyRouteId, params: match.params };
  }
  return undefined;
}

/**
 * The ready signed-in route a path belongs to, if any: a signed-out visit to one of them asks to sign
 * in (and comes back), any other unknown path is a 404.
 */
export function signedInRouteOf(pathname: string): RouteId | undefined {
  const match = readyRouteOf(pathname);
  if (!match || match.id === 'home') return undefined;
  const route: RouteDefinition = routes[match.id];
  return route.access !== 'public' ? match.id : undefined;
}
