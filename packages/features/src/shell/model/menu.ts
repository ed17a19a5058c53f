import type { Role } from '../../session';

/** A side-menu entry of client-spec §2 ("Trading Hub"). */
export interface MenuItem {
  label: string;
  path: string;
  /** Roles that see it. */
  roles: readonly Role[];
}

export interface MenuGroup {
  /** null for the ungrouped entries at the top. */
  title: string | null;
  items: readonly MenuItem[];
}

const allFour: readonly Role[] = ['broker', 'seller', 'buyer', 'admin'];

/** Client-spec §2 side-menu table, exactly: groups, items, paths and roles. */
export const tradingHubMenu: readonly MenuGroup[] = [
  {
    title: null,
    items: [
      { label: 'Dashboard', path: '/', roles: ['broker', 'admin'] },
      { label: 'Seller dashboard', path: '/seller-dashboard', roles: ['seller'] },
      { label: 'Buyer dashboard', path: '/buyer-dashboard', roles: ['buyer'] },
    ],
  },
  {
    title: 'Brokerage',
    items: [
      { label: 'Active Deals', path: '/deals', roles: ['broker', 'seller', 'buyer'] },
      { label: 'RFQ Matching', path: '/rfq-matching', roles: ['broker'] },
      { label: 'Commission', path: '/commission', roles: ['broker'] },
      { label: 'Crypto exchange', path: '/crypto-exchange', roles: ['broker', 'admin'] },
    ],
  },
  {
    title: 'Marketplace',
    items: [
      { label: 'Browse Offers', path: '/marketplace', roles: ['buyer', 'broker'] },
      { label: 'RFQ Requests', path: '/rfqs', roles: ['broker', 'buyer'] },
      { label: 'My Offers', path: '/my-offers', roles: ['seller'] },
    ],
  },
  {
    title: 'Management',
    items: [
      { label: 'Companies', path: '/companies', roles: allFour },
      { label: 'KYC Workflow', path: '/kyc-workflow', roles: allFour },
      { label: 'Documents', path: '/documents', roles: ['broker', 'seller', 'buyer'] },
      { label: 'Analytics', path: '/analytics', roles: allFour },
    ],
  },
];

/**
 * The groups and items a role sees; groups left empty are dropped. A missing role counts as buyer
 * (client-spec §2). super_admin appears in no row of the table, so it sees no entry.
 */
export function menuForRole(role: Role | null | undefined): MenuGroup[] {
  const effective: Role = role ?? 'buyer';
  return tradingHubMenu
    .map((group) => ({ ...group, items: group.items.filter((i) => i.roles.includes(effective)) }))
    .filter((group) => group.items.length > 0);
}

/**
 * Client-spec §2: active on an exact match or when the current path starts with the item's path.
 * Two readings keep the rule meaningful: `/` (Dashboard) is active only on `/` — every path starts
 * with `/` — and "starts with" means a whole path segment (`/deals/42`, not `/dealsroom`).
 */
export function isMenuItemActive(itemPath: string, currentPath: string): boolean {
  if (currentPath === itemPath) return true;
  if (itemPath === '/') return false;
  return currentPath.startsWith(itemPath.endsWith('/') ? itemPath : `${itemPath}/`);
}
