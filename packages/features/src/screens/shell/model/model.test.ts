import { describe, expect, test } from 'vitest';
import { roleLabel, userDisplayName, userInitials } from './user';

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
    expect(roleLabel('super_admin')).toBe('Super Administrator');
    expect(roleLabel(null)).toBe('User');
  });
});
