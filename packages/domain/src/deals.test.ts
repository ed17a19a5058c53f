import { describe, expect, test } from 'vitest';
import {
  allowedNextStatuses,
  canLock,
  canTransition,
  dealStatuses,
  isTerminal,
  missingForMove,
} from './deals';

describe('deal transitions (docs/product.md#deal-statuses)', () => {
  test.each([
    ['negotiation', ['lc_pending', 'cancelled']],
    ['lc_pending', ['lc_confirmed', 'cancelled']],
    ['lc_confirmed', ['shipped']],
    ['shipped', ['delivered']],
    ['delivered', ['completed']],
    ['completed', []],
    ['cancelled', []],
  ] as const)('%s → %j', (from, to) => {
    expect(allowedNextStatuses(from)).toEqual(to);
  });

  test('every move not in the table is refused', () => {
    let allowed = 0;
    for (const from of dealStatuses) {
      for (const to of dealStatuses) if (canTransition(from, to)) allowed++;
    }
    expect(allowed).toBe(7);
    expect(canTransition('negotiation', 'shipped')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
  });

  test('only negotiation can be locked; completed and cancelled are terminal', () => {
    expect(dealStatuses.filter(canLock)).toEqual(['negotiation']);
    expect(dealStatuses.filter(isTerminal)).toEqual(['completed', 'cancelled']);
  });
});

describe('what a move needs recorded first', () => {
  const none = { lcDetails: null, shippingDetails: null };
  test('lc_confirmed needs the letter of credit, shipped the bill of lading', () => {
    expect(missingForMove('lc_confirmed', none)).toBe(
      'Record the letter of credit before confirming it',
    );
    expect(missingForMove('lc_confirmed', { ...none, lcDetails: { lcNumber: 'LC 1' } })).toBeNull();
    // A nominated vessel without a bill of lading is not a shipment yet.
    expect(
      missingForMove('shipped', { ...none, shippingDetails: { billOfLadingNumber: null } }),
    ).toBe('Record the shipping details with the bill of lading before marking the deal shipped');
    expect(
      missingForMove('shipped', { ...none, shippingDetails: { billOfLadingNumber: 'BL-1' } }),
    ).toBeNull();
  });
  test('no other move needs anything', () => {
    for (const to of dealStatuses.filter((s) => s !== 'lc_confirmed' && s !== 'shipped'))
      expect(missingForMove(to, none)).toBeNull();
  });
});
