import { describe, expect, test } from 'vitest';
import {
  ANONYMOUS_BUYER,
  ANONYMOUS_SELLER,
  counterpartyName,
  isIdentityRevealed,
  seesListingIdentity,
} from './disclosure';

describe('listing identity', () => {
  test('the owner and staff see who posted a listing; other traders do not', () => {
    expect(seesListingIdentity({ id: 'seller-1', isStaff: false }, 'seller-1')).toBe(true);
    expect(seesListingIdentity({ id: 'broker-1', isStaff: true }, 'seller-1')).toBe(true);
    expect(seesListingIdentity({ id: 'buyer-1', isStaff: false }, 'seller-1')).toBe(false);
    expect(seesListingIdentity({ id: 'buyer-1', isStaff: false }, undefined)).toBe(false);
  });
});

describe('deal counterparty', () => {
  test('anonymous in negotiation and after a cancellation before the lock', () => {
    for (const status of ['negotiation', 'cancelled'] as const) {
      const deal = { lockedAt: null, status };
      expect(isIdentityRevealed(deal)).toBe(false);
      expect(counterpartyName(deal, 'seller', 'Nordic Fuels AB')).toBe(ANONYMOUS_BUYER);
      expect(counterpartyName(deal, 'buyer', 'Niger Delta Petroleum Ltd')).toBe(ANONYMOUS_SELLER);
    }
  });

  test('named from the lock on, or once the deal moved past negotiation', () => {
    expect(isIdentityRevealed({ lockedAt: '2024-06-03T09:45:00.000Z', status: 'cancelled' })).toBe(
      true,
    );
    expect(isIdentityRevealed({ lockedAt: new Date(), status: 'lc_pending' })).toBe(true);
    expect(isIdentityRevealed({ lockedAt: null, status: 'shipped' })).toBe(true);
    expect(
      counterpartyName({ lockedAt: null, status: 'shipped' }, 'seller', 'Nordic Fuels AB'),
    ).toBe('Nordic Fuels AB');
  });
});
