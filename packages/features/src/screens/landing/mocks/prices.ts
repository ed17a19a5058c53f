import type { PriceSource } from '../api/oil-prices';

/** A fixed clock for stories and tests. */
export const fixedNow = () => new Date('2024-06-03T10:00:00.000Z');

/** Deterministic price sources: every price the same step above or below its base. */
export const priceSources = {
  /** +1.875 % on every market. */
  up: { random: () => 0.875, now: fixedNow, loadDelayMs: 0 },
  /** −1.875 % on every market. */
  down: { random: () => 0.125, now: fixedNow, loadDelayMs: 0 },
  /** Exactly the base prices: a change of 0 counts as up (green). */
  flat: { random: () => 0.5, now: fixedNow, loadDelayMs: 0 },
  /** Never loads: the three skeletons stay. */
  loading: { random: () => 0.5, now: fixedNow, loadDelayMs: Number.POSITIVE_INFINITY },
  /** The simulation fails: the fixed fallback prices of §8. */
  error: {
    random: () => {
      throw new Error('price feed unavailable');
    },
    now: fixedNow,
    loadDelayMs: 0,
  },
} satisfies Record<string, PriceSource>;
