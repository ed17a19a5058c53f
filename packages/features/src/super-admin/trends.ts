/**
 * The overview's change against the previous 30 days, from SuperAdminTrends: a percentage only when
 * there is a previous figure to compare with; otherwise it says so rather than inventing one.
 */
export interface Trend {
  /** For the MetricCard: '+12%', '-3%', '0%', '+4', '+5 pts'; '—' when there is nothing to compare. */
  change: string;
  /** What the change compares with, or why there is none. */
  description: string;
}

const signed = (n: number, suffix = '') =>
  `${n > 0 ? '+' : n < 0 ? '-' : ''}${Math.abs(n)}${suffix}`;

/** A count or an amount (deals, MT, USD) in the last 30 days against the 30 before. */
export function periodTrend(
  current: number,
  previous: number,
  format: (n: number) => string,
): Trend {
  if (previous === 0)
    return current === 0
      ? { change: '—', description: 'none in the last 60 days' }
      : { change: `+${format(current)}`, description: 'in 30 days; none the 30 before' };
  return {
    change: signed(Math.round(((current - previous) / previous) * 100), '%'),
    description: 'vs last month',
  };
}

/** AI match success: percentage points between the two periods' RFQs. */
export function pointsTrend(current: number | null, previous: number | null): Trend {
  if (current === null) return { change: '—', description: 'no RFQs in the last 30 days' };
  if (previous === null) return { change: '—', description: 'no RFQs the month before' };
  return { change: signed(current - previous, ' pts'), description: 'vs last month' };
}
