import { describe, expect, test } from 'vitest';
import type { Role } from '@petrobridge/domain';
import {
  canOpen,
  getHref,
  headerLinks,
  isMenuItemActive,
  isMenuItemCurrent,
  menuForRole,
  roleHome,
  routes,
  signedInRouteOf,
  readyRouteOf,
} from './routes';

const menu = (role: Role | null | undefined) =>
  menuForRole(role).map((g) => [g.title, g.items.map((i) => `${i.label} ${i.href}`)]);

// Only ready screens appear; today those are the dashboards. When a feature lands, its menu entries
// join these lists — update them with the screen.
describe('menuForRole: the spec §2 table, ready screens only', () => {
  const all = ['Companies /companies', 'KYC Workflow /kyc-workflow'];
  const management = [['Management', [...all, 'Documents /documents', 'Analytics /analytics']]];
  const adminManagement = [['Management', [...all, 'Analytics /analytics']]];
  test('broker', () => {
    expect(menu('broker')).toEqual([
      [null, ['Dashboard /']],
      [
        'Brokerage',
        [
          'Active Deals /deals',
          'RFQ Matching /rfq-matching',
          'Commission /commission',
          'Crypto exchange /crypto-exchange',
        ],
      ],
      ['Marketplace', ['Browse Offers /marketplace', 'RFQ Requests /rfqs']],
      ...management,
    ]);
  });
  test('seller', () => {
    expect(menu('seller')).toEqual([
      [null, ['Seller dashboard /seller-dashboard']],
      ['Brokerage', ['Active Deals /deals']],
      ['Marketplace', ['My Offers /my-offers']],
      ...management,
    ]);
  });
  test('buyer, and a missing role counts as buyer', () => {
    const buyer = [
      [null, ['Buyer dashboard /buyer-dashboard']],
      ['Brokerage', ['Active Deals /deals']],
      ['Marketplace', ['Browse Offers /marketplace', 'RFQ Requests /rfqs']],
      ...management,
    ];
    expect(menu('buyer')).toEqual(buyer);
    expect(menu(null)).toEqual(buyer);
    expect(menu(undefined)).toEqual(buyer);
  });
  test('admin', () => {
    expect(menu('admin')).toEqual([
      [null, ['Dashboard /']],
      ['Brokerage', ['Crypto exchange /crypto-exchange']],
      ...adminManagement,
    ]);
  });
  test('super_admin sees what admin sees', () => {
    expect(menu('super_admin')).toEqual(menu('admin'));
  });
  test('no entry of a screen that is not built, for any role', () => {
    const roles: Role[] = ['super_admin', 'admin', 'broker', 'seller', 'buyer'];
    for (const role of roles)
      for (const group of menuForRole(role))
        for (const item of group.items) expect(routes[item.id].ready).toBe(true);
  });
  test('the full table per role, as it will read once every screen is built', () => {
    const table = (role: Role) =>
      Object.values(routes)
        .filter((r) => 'menu' in r && (r.menu.roles as readonly Role[]).includes(role))
        .map((r) => ('menu' in r ? r.menu.label : ''));
    expect(table('broker')).toEqual([
      'Dashboard',
      'Active Deals',
      'RFQ Matching',
      'Commission',
      'Crypto exchange',
      'Browse Offers',
      'RFQ Requests',
      'Companies',
      'KYC Workflow',
      'Documents',
      'Analytics',
    ]);
    expect(table('seller')).toEqual([
      'Seller dashboard',
      'Active Deals',
      'My Offers',
      'Companies',
      'KYC Workflow',
      'Documents',
      'Analytics',
    ]);
    expect(table('admin')).toEqual([
      'Dashboard',
      'Crypto exchange',
      'Companies',
      'KYC Workflow',
      'Analytics',
    ]);
    expect(table('super_admin')).toEqual(table('admin'));
  });
});

describe('headerLinks', () => {
  test('ready targets only, in header order', () => {
    expect(headerLinks().map((l) => [l.label, l.href])).toEqual([
      ['Dashboard', '/'],
      ['Marketplace', '/marketplace'],
      ['Deals', '/deals'],
      ['Analytics', '/analytics'],
    ]);
  });
});

describe('roleHome: what / shows when signed in', () => {
  test.each([
    ['seller', 'sellerDashboard'],
    ['buyer', 'buyerDashboard'],
    ['admin', 'superAdmin'],
    ['super_admin', 'superAdmin'],
    ['broker', 'dashboard'],
  ] as const)('%s → %s, a ready screen the role may open', (role, home) => {
    expect(roleHome(role)).toBe(home);
    expect(routes[home].ready).toBe(true);
    expect(canOpen(home, role)).toBe(true);
  });
});

describe('getHref', () => {
  test('fills and drops optional segments', () => {
    expect(getHref('home')).toBe('/');
    expect(getHref('superAdmin', { tab: 'payments' })).toBe('/super-admin/payments');
    expect(getHref('superAdmin')).toBe('/super-admin');
    expect(getHref('sellerDashboard', { tab: 'offers' })).toBe('/seller-dashboard/offers');
    expect(getHref('deals')).toBe('/deals');
  });
});

describe('access', () => {
  test('legal pages are public; the super admin panel is for admins', () => {
    expect(canOpen('privacyPolicy', null)).toBe(true);
    expect(canOpen('superAdmin', 'broker')).toBe(false);
    expect(canOpen('superAdmin', 'super_admin')).toBe(true);
    expect(canOpen('sellerDashboard', 'buyer')).toBe(false);
  });
  test('signedInRouteOf: ready signed-in routes only', () => {
    expect(signedInRouteOf('/dashboard')).toBe('dashboard');
    expect(signedInRouteOf('/super-admin/payments')).toBe('superAdmin');
    expect(signedInRouteOf('/privacy-policy')).toBeUndefined();
    expect(signedInRouteOf('/deals')).toBe('deals');
    expect(signedInRouteOf('/commission')).toBe('commission');
    expect(signedInRouteOf('/crypto-exchange')).toBe('cryptoExchange');
    expect(signedInRouteOf('/companies')).toBe('companies');
    expect(signedInRouteOf('/nowhere')).toBeUndefined();
  });
  test('readyRouteOf: the ready route a path shows, with its parameters', () => {
    expect(readyRouteOf('/')).toEqual({ id: 'home', params: {} });
    expect(readyRouteOf('/marketplace')).toEqual({ id: 'marketplace', params: {} });
    expect(readyRouteOf('/deals/42')).toEqual({ id: 'deal', params: { id: '42' } });
    expect(readyRouteOf('/super-admin/payments')).toMatchObject({ id: 'superAdmin' });
    expect(readyRouteOf('/privacy-policy')).toEqual({ id: 'privacyPolicy', params: {} });
    expect(readyRouteOf('/nowhere')).toBeUndefined();
  });
});

describe('isMenuItemActive', () => {
  test('exact match', () => {
    expect(isMenuItemActive('/deals', '/deals')).toBe(true);
    expect(isMenuItemActive('/', '/')).toBe(true);
  });
  test('a path under the item', () => {
    expect(isMenuItemActive('/seller-dashboard', '/seller-dashboard/offers')).toBe(true);
    expect(isMenuItemActive('/deals', '/deals/42')).toBe(true);
  });
  test('not another item that shares a prefix, and Dashboard only on /', () => {
    expect(isMenuItemActive('/rfq', '/rfq-matching')).toBe(false);
    expect(isMenuItemActive('/', '/deals')).toBe(false);
    expect(isMenuItemActive('/deals', '/')).toBe(false);
  });
  test("on / the role home's item is current", () => {
    const item = { id: 'sellerDashboard' as const, href: '/seller-dashboard' };
    expect(isMenuItemCurrent(item, '/', 'seller')).toBe(true);
    expect(isMenuItemCurrent(item, '/', 'buyer')).toBe(false);
  });
});
