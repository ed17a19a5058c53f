/**
 * The overview's change, from SuperAdminTrends: the last 30 days against the 30 days before, like with
 * like. The card's value is the all-time figure; the badge's description names the period and gives
 * both periods' figures, so the percentage is read against the numbers it compares. Without a previous
 * figure there is no percentage: it says so rather than inventing one.
 */
export interface Trend {
  /** For the MetricCard: '+12%', '-3%', '0%', '+4', '+5 pts'; '—' when there is nothing to compare. */
  change: string;
  /** The period and its figures the change compares, or why there is none. */
  description: string;
}

const signed = (n: number, suffix = '') =>
  `${n > 0 ? '+' : n < 0 ? '-' : ''}${Math.abs(n)}${suffix}`;

/** A count or an amount (deals, MT, USD) in the last 30 days against the 30 days before. */
export function periodTrend(
  current: number,
  previous: number,
  format: (n: number) => string,
): Trend {
  if (previous === 0)
    return current === 0
      ? { change: '—', description: 'none in the last 60 days' }
      : {
          change: `+${format(current)}`,
          description: 'in the last 30 days; none the 30 days before',
        };
  return {
    change: signed(Math.round(((current - previous) / previous) * 100), '%'),
    description: `last 30 days: ${format(current)} vs ${format(previous)} the 30 days before`,
  };
}

/** AI match success: percentage points between the RFQs of the two periods. */
export function pointsTrend(current: number | null, previous: number | null): Trend {
  if (current === null) return { change: '—', description: 'no RFQs in the last 30 days' };
  if (previous === null) return { change: '—', description: 'no RFQs the 30 days before' };
  return {
    change: signed(current - previous, ' pts'),
    description: `RFQs of the last 30 days: ${current}% vs ${previous}% the 30 days before`,
  };
}
