import { describe, expect, test } from 'vitest';
import { isMenuItemActive, menuForRole } from './menu';
import { roleLabel, userDisplayName, userInitials } from './user';

const labels = (role: Parameters<typeof menuForRole>[0]) =>
  menuForRole(role).map((g) => [g.title, g.items.map((i) => i.label)]);

describe('menuForRole (client-spec §2 table)', () => {
  test('broker', () => {
    expect(labels('broker')).toEqual([
      [null, ['Dashboard']],
      ['Brokerage', ['Active Deals', 'RFQ Matching', 'Commission', 'Crypto exchange']],
      ['Marketplace', ['Browse Offers', 'RFQ Requests']],
      ['Management', ['Companies', 'KYC Workflow', 'Documents', 'Analytics']],
    ]);
  });
  test('seller', () => {
    expect(labels('seller')).toEqual([
      [null, ['Seller dashboard']],
      ['Brokerage', ['Active Deals']],
      ['Marketplace', ['My Offers']],
      ['Management', ['Companies', 'KYC Workflow', 'Documents', 'Analytics']],
    ]);
  });
  test('buyer, and a missing role counts as buyer', () => {
    const buyer = [
      [null, ['Buyer dashboard']],
      ['Brokerage', ['Active Deals']],
      ['Marketplace', ['Browse Offers', 'RFQ Requests']],
      ['Management', ['Companies', 'KYC Workflow', 'Documents', 'Analytics']],
    ];
    expect(labels('buyer')).toEqual(buyer);
    expect(labels(null)).toEqual(buyer);
    expect(labels(undefined)).toEqual(buyer);
  });
  test('admin', () => {
    expect(labels('admin')).toEqual([
      [null, ['Dashboard']],
      ['Brokerage', ['Crypto exchange']],
      ['Management', ['Companies', 'KYC Workflow', 'Analytics']],
    ]);
  });
  test('super_admin is in no row of the table', () => {
    expect(labels('super_admin')).toEqual([]);
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
});

describe('user display', () => {
  test('initials', () => {
    expect(userInitials({ firstName: 'marcus', lastName: 'Hale', email: 'm@x.test' })).toBe('MH');
    expect(userInitials({ firstName: 'Marcus', lastName: null, email: 'm@x.test' })).toBe('M');
    expect(userInitials({ firstName: null, lastName: null, email: 'broker@x.test' })).toBe('B');
    expect(userInitials({ firstName: '', lastName: '', email: '' })).toBe('U');
    expect(userInitials(null)).toBe('U');
  });
  test('display name', () => {
    expect(userDisplayName({ firstName: 'Marcus', lastName: 'Hale', email: 'm@x.test' })).toBe(
      'Marcus Hale',
    );
    expect(userDisplayName({ firstName: 'Marcus', lastName: null, email: 'm@x.test' })).toBe(
      'm@x.test',
    );
    expect(userDisplayName({ firstName: null, lastName: null, email: '' })).toBe('User');
    expect(userDisplayName(undefined)).toBe('User');
  });
  test('role labels', () => {
    expect(roleLabel('broker')).toBe('Senior Broker');
    expect(roleLabel('seller')).toBe('Seller');
    expect(roleLabel('buyer')).toBe('Buyer');
    expect(roleLabel('admin')).toBe('Administrator');
    expect(roleLabel('super_admin')).toBe('User');
    expect(roleLabel(null)).toBe('User');
  });
});
