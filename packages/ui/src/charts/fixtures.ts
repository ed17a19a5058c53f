import type { ChartDatum } from './ChartFigure';

const day = (i: number) => new Date(Date.UTC(2026, 4, 17 + i));
const full = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Thirty days of deal values (USD), fixed. */
export const dailyValues: ChartDatum[] = Array.from({ length: 30 }, (_, i) => ({
  label: full.format(day(i)),
  tick: short.format(day(i)),
  value: [0, 120_000, 0, 450_000, 80_000][i % 5]! * (1 + (i % 3)),
}));

/** Thirty days of deal counts. */
export const dailyCounts: ChartDatum[] = dailyValues.map((d, i) => ({
  ...d,
  value: [0, 1, 0, 3, 2, 1][i % 6]!,
}));

export const monthlyCommission: ChartDatum[] = [
  { label: 'January 2026', tick: 'Jan', value: 4_250 },
  { label: 'February 2026', tick: 'Feb', value: 0 },
  { label: 'March 2026', tick: 'Mar', value: 12_800.5 },
  { label: 'April 2026', tick: 'Apr', value: 9_100 },
  { label: 'May 2026', tick: 'May', value: 21_400 },
  { label: 'June 2026', tick: 'Jun', value: 15_250 },
];

export const statusFunnel: ChartDatum[] = [
  { label: 'Negotiation', value: 14 },
  { label: 'LC Pending', value: 9 },
  { label: 'LC Confirmed', value: 6 },
  { label: 'Shipped', value: 5 },
  { label: 'Delivered', value: 3 },
  { label: 'Completed', value: 2 },
];

export const usd = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(value);
export const usdTick = (value: number) =>
  `$${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value)}`;
