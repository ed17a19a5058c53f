import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatUsd,
  formatVolume,
} from './index';

describe('formatUsd', () => {
  it('shows two decimals for prices by default', () => {
    expect(formatUsd(82.4)).toBe('$82.40');
    expect(formatUsd('78.12')).toBe('$78.12');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('shows no decimals on dashboards', () => {
    expect(formatUsd(4050000, { decimals: 0 })).toBe('$4,050,000');
    expect(formatUsd('101250.50', { decimals: 0 })).toBe('$101,251');
  });

  it('formats decimal strings exactly, beyond float precision', () => {
    expect(formatUsd('9999999999999.99')).toBe('$9,999,999,999,999.99');
    expect(formatUsd(' 1234.5 ')).toBe('$1,234.50');
  });

  it('shows negative amounts with a minus sign', () => {
    expect(formatUsd(-1500.5)).toBe('-$1,500.50');
    expect(formatUsd('-1500.5')).toBe('-$1,500.50');
  });

  it('renders a fallback for missing or unreadable values', () => {
    expect(formatUsd(null)).toBe('—');
    expect(formatUsd(undefined)).toBe('—');
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatUsd('12abc')).toBe('—');
    expect(formatUsd('')).toBe('—');
    expect(formatUsd(null, { fallback: 'Price on request' })).toBe('Price on request');
  });
});

describe('formatNumber', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatNumber(950000)).toBe('950,000');
    expect(formatNumber('1234.50')).toBe('1,234.5');
    expect(formatNumber(1.005, { maxDecimals: 0 })).toBe('1');
  });

  it('keeps a minimum of fraction digits', () => {
    expect(formatNumber(7.6, { minDecimals: 2 })).toBe('7.60');
  });

  it('shortens large numbers in compact form', () => {
    expect(formatNumber(1250000, { compact: true })).toBe('1.25M');
    expect(formatNumber(1250000, { compact: true, maxDecimals: 1 })).toBe('1.3M');
  });

  it('renders a fallback for missing values', () => {
    expect(formatNumber(undefined)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('reads rates as percentage points, as the API sends them', () => {
    expect(formatPercent(2.5)).toBe('2.5%');
    expect(formatPercent('2.50')).toBe('2.5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent('12.345', { maxDecimals: 2 })).toBe('12.35%');
  });

  it('reads ratios when asked', () => {
    expect(formatPercent(0.87, { input: 'fraction' })).toBe('87%');
    expect(formatPercent(0.025, { input: 'fraction' })).toBe('2.5%');
  });

  it('signs changes when asked', () => {
    expect(formatPercent(1.23, { signed: true })).toBe('+1.2%');
    expect(formatPercent(-0.5, { signed: true })).toBe('-0.5%');
    expect(formatPercent(0, { signed: true })).toBe('0%');
  });

  it('renders a fallback for missing values', () => {
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatVolume', () => {
  it('writes the number and its unit', () => {
    expect(formatVolume(950000, 'bbl')).toBe('950,000 bbl');
    expect(formatVolume('1200', 'MT')).toBe('1,200 MT');
    expect(formatVolume(3500.25, 'MMBtu', { maxDecimals: 2 })).toBe('3,500.25 MMBtu');
    expect(formatVolume(10000, 'gal')).toBe('10,000 gal');
  });

  it('passes an unknown unit through', () => {
    expect(formatVolume(5, 'cargoes')).toBe('5 cargoes');
  });

  it('renders a fallback without a unit for missing values', () => {
    expect(formatVolume(null, 'bbl')).toBe('—');
  });
});

describe('formatDate', () => {
  it('formats calendar dates as written, whatever the time zone', () => {
    expect(formatDate('2025-09-12')).toBe('Sep 12, 2025');
    expect(formatDate('2024-01-01', { style: 'long' })).toBe('January 1, 2024');
    expect(formatDate('2024-01-01', { style: 'short', timeZone: 'Pacific/Honolulu' })).toBe(
      '1/1/24',
    );
  });

  it('formats timestamps in the given time zone', () => {
    expect(formatDate('2025-09-12T23:30:00Z', { timeZone: 'UTC' })).toBe('Sep 12, 2025');
    expect(formatDate('2025-09-12T23:30:00Z', { timeZone: 'Africa/Lagos' })).toBe('Sep 13, 2025');
    expect(formatDate(new Date(Date.UTC(2025, 8, 12)), { timeZone: 'UTC' })).toBe('Sep 12, 2025');
  });

  it('renders a fallback for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(null, { fallback: 'Flexible' })).toBe('Flexible');
  });
});

describe('formatDateTime', () => {
  it('formats date and time in the given time zone', () => {
    // Intl may separate the time from AM/PM with a narrow no-break space.
    const normalise = (s: string) => s.replace(/\u202f/g, ' ');
    expect(normalise(formatDateTime('2025-09-12T14:05:00Z', { timeZone: 'UTC' }))).toBe(
      'Sep 12, 2025, 2:05 PM',
    );
    expect(
      normalise(formatDateTime('2025-09-12T14:05:00Z', { timeZone: 'UTC', style: 'short' })),
    ).toBe('9/12/25, 2:05 PM');
  });

  it('renders a fallback for missing values', () => {
    expect(formatDateTime(undefined)).toBe('—');
  });
});
