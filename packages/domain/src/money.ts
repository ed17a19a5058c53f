/**
 * Exact decimal arithmetic for money on scaled bigints: prices (10,2), totals (15,2),
 * rates (5,2). Values travel as decimal strings; binary floats never touch them.
 */

const decimalPattern = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses a decimal string or a finite number into an integer of `scale` decimal places (half-up). */
export function toScaled(value: string | number, scale: number): bigint {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = decimalPattern.exec(text);
  if (!match) throw new RangeError(`not a decimal number: "${value}"`);
  const [, sign, whole, fraction = ''] = match;
  const padded = (fraction + '0'.repeat(scale + 1)).slice(0, scale + 1);
  let scaled = BigInt(whole! + padded.slice(0, scale));
  if (Number(padded[scale]) >= 5) scaled += 1n;
  return sign ? -scaled : scaled;
}

function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  // toFixed(20) avoids exponent notation; the half-up rounding in toScaled trims it.
  return Math.abs(n) < 1e21 ? n.toFixed(20).replace(/\.?0+$/, '') : String(n);
}

/** Formats a scaled integer as a decimal string with exactly `scale` places. */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale ? `.${digits.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Divides with half-up rounding (away from zero). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** Default commission rate, percent (docs/product.md#constants). */
export const DEFAULT_COMMISSION_RATE = '2.50';

/** totalValue = volume × pricePerUnit, to 2 places (decimal 15,2). */
export function totalValue(volume: number | string, pricePerUnit: string | number): string {
  const v = toScaled(volume, 0);
  const p = toScaled(pricePerUnit, 2);
  return fromScaled(v * p, 2);
}

/** commissionAmount = totalValue × rate / 100, to 2 places. */
export function commissionAmount(total: string | number, ratePercent: string | number): string {
  const t = toScaled(total, 2);
  const r = toScaled(ratePercent, 2);
  return fromScaled(divRound(t * r, 10_000n), 2);
}

/** Compares two decimal strings numerically: -1, 0 or 1. */
export function compareDecimal(a: string | number, b: string | number, scale = 8): number {
  const x = toScaled(a, scale);
  const y = toScaled(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}
