/**
 * Display formatting on Intl, en-US (docs/product.md#constants): pure functions, no React.
 *
 * Numbers arrive as JSON numbers or as the API's decimal strings ("4050000.00"); strings are formatted
 * exactly (Intl formats a numeric string without a round trip through binary floating point).
 * A missing or unreadable value renders as the `fallback` (an em dash by default), never "NaN".
 */

/** A number, or a decimal string as the API sends money and rates. */
export type Numeric = number | string;
/** The value a formatter accepts; null and undefined render as the fallback. */
export type FormatInput = Numeric | null | undefined;

/** The locale of every formatter (the platform displays en-US). */
export const displayLocale = 'en-US';
/** What a missing or unreadable value renders as. */
export const missingValue = '—';

const decimalString = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
/**
 * One formatter per kind and set of options, built on first use: building an Intl formatter costs far
 * more than formatting with it (a list of 1,000 dates built 1,000).
 */
function memoised<Options, Format>(
  make: (options: Options) => Format,
): (options: Options) => Format {
  const cache = new Map<string, Format>();
  return (options) => {
    const key = JSON.stringify(options);
    let format = cache.get(key);
    if (!format) {
      format = make(options);
      cache.set(key, format);
    }
    return format;
  };
}

const numberFormat = memoised(
  (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(displayLocale, options),
);
const dateTimeFormat = memoised(
  (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(displayLocale, options),
);

/** The value as Intl takes it (a finite number or a decimal string), or null when unreadable. */
function toIntlValue(value: FormatInput): number | `${number}` | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return decimalString.test(trimmed) ? (trimmed as `${number}`) : null;
}

interface FallbackOption {
  /**
   * Rendered for null, undefined, NaN, infinities and strings that are not decimals.
   * @default '—'
   */
  fallback?: string;
}

export interface FormatUsdOptions extends FallbackOption {
  /**
   * 0 on dashboards and in totals, 2 for prices (docs/product.md#constants).
   * @default 2
   */
  decimals?: 0 | 2;
}

/** US dollars, en-US: `formatUsd(4050000, { decimals: 0 })` → "$4,050,000"; `formatUsd('82.4')` → "$82.40". */
export function formatUsd(value: FormatInput, options: FormatUsdOptions = {}): string {
  const { decimals = 2, fallback = missingValue } = options;
  const v = toIntlValue(value);
  if (v === null) return fallback;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(v);
}

export interface FormatNumberOptions extends FallbackOption {
  /**
   * The most fraction digits shown (trailing zeros dropped).
   * @default 2
   */
  maxDecimals?: number;
  /**
   * The fewest fraction digits shown.
   * @default 0
   */
  minDecimals?: number;
  /**
   * Short form for large numbers: 1,250,000 → "1.3M".
   * @default false
   */
  compact?: boolean;
}

/** A plain number with grouping: `formatNumber(950000)` → "950,000"; `formatNumber('1234.5')` → "1,234.5". */
export function formatNumber(value: FormatInput, options: FormatNumberOptions = {}): string {
  const { maxDecimals = 2, minDecimals = 0, compact = false, fallback = missingValue } = options;
  const v = toIntlValue(value);
  if (v === null) return fallback;
  return numberFormat({
    notation: compact ? 'compact' : 'standard',
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: Math.max(minDecimals, maxDecimals),
  }).format(v);
}

export interface FormatPercentOptions extends FallbackOption {
  /**
   * The most fraction digits shown (trailing zeros dropped).
   * @default 1
   */
  maxDecimals?: number;
  /**
   * 'points' when the value is already a percentage as the API sends rates (2.5 → "2.5%"),
   * 'fraction' for a ratio (0.025 → "2.5%").
   * @default 'points'
   */
  input?: 'points' | 'fraction';
  /**
   * Show a plus sign on positive values (price changes).
   * @default false
   */
  signed?: boolean;
}

/** A percentage: `formatPercent(2.5)` → "2.5%"; `formatPercent(0.87, { input: 'fraction' })` → "87%". */
export function formatPercent(value: FormatInput, options: FormatPercentOptions = {}): string {
  const { maxDecimals = 1, input = 'points', signed = false, fallback = missingValue } = options;
  const v = toIntlValue(value);
  if (v === null) return fallback;
  return numberFormat({
    ...(input === 'points' ? { style: 'unit', unit: 'percent' } : { style: 'percent' }),
    maximumFractionDigits: maxDecimals,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(v);
}

/** Volume units of the platform and how each is written after a number. */
export const volumeUnitLabels = {
  bbl: 'bbl',
  MMBtu: 'MMBtu',
  gal: 'gal',
  MT: 'MT',
} as const;
export type VolumeUnitLabel = keyof typeof volumeUnitLabels;

export interface FormatVolumeOptions extends FallbackOption {
  /**
   * The most fraction digits shown.
   * @default 0
   */
  maxDecimals?: number;
}

/** A volume with its unit: `formatVolume(950000, 'bbl')` → "950,000 bbl". */
export function formatVolume(
  value: FormatInput,
  unit: VolumeUnitLabel | (string & {}),
  options: FormatVolumeOptions = {},
): string {
  const { maxDecimals = 0, fallback = missingValue } = options;
  const number = formatNumber(value, { maxDecimals, fallback: '' });
  if (number === '') return fallback;
  const label = (volumeUnitLabels as Record<string, string>)[unit] ?? unit;
  return `${number} ${label}`;
}

/** A date, a timestamp string (RFC 3339) or a calendar date string (YYYY-MM-DD). */
export type DateInput = Date | string | number | null | undefined;

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: DateInput): { date: Date; isCalendarDate: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  // A calendar date has no time zone: read it as UTC and format it in UTC so that it never
  // shifts a day in the viewer's zone.
  const isCalendarDate = typeof value === 'string' && calendarDate.test(value);
  const date =
    value instanceof Date ? value : new Date(isCalendarDate ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, isCalendarDate };
}

export interface FormatDateOptions extends FallbackOption {
  /**
   * 'medium' → "Sep 12, 2025", 'long' → "September 12, 2025", 'short' → "9/12/25".
   * @default 'medium'
   */
  style?: 'short' | 'medium' | 'long';
  /** An IANA time zone for timestamps; calendar dates always format as written. Defaults to the viewer's. */
  timeZone?: string;
}

/** A date without time: `formatDate('2025-09-12')` → "Sep 12, 2025". */
export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  const { style = 'medium', timeZone, fallback = missingValue } = options;
  const parsed = toDate(value);
  if (!parsed) return fallback;
  return dateTimeFormat({
    dateStyle: style,
    timeZone: parsed.isCalendarDate ? 'UTC' : timeZone,
  }).format(parsed.date);
}

export interface FormatDateTimeOptions extends FallbackOption {
  /**
   * Date part: 'medium' → "Sep 12, 2025", 'short' → "9/12/25".
   * @default 'medium'
   */
  style?: 'short' | 'medium';
  /** An IANA time zone. Defaults to the viewer's. */
  timeZone?: string;
}

/** A timestamp with date and time: `formatDateTime('2025-09-12T14:05:00Z')` → "Sep 12, 2025, 2:05 PM" (UTC). */
export function formatDateTime(value: DateInput, options: FormatDateTimeOptions = {}): string {
  const { style = 'medium', timeZone, fallback = missingValue } = options;
  const parsed = toDate(value);
  if (!parsed) return fallback;
  return dateTimeFormat({
    dateStyle: style,
    timeStyle: 'short',
    timeZone,
  }).format(parsed.date);
}
