import { describe, expect, test } from 'vitest';
import { allowedNextStatuses, canLock, canTransition, dealStatuses, isTerminal } from './deals';

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
