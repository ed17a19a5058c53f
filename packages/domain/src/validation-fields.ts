/** The docs/product.md#validation messages and the field rules the schemas are made of (docs/product.md#validation). */
import * as z from 'zod/mini';
import { isCurrencyCode } from './currencies';
import { productTypes, volumeUnits } from './enums';
import { fromScaled, toScaled } from './money';
import { enumField, isBlank } from './validation-auth';

/** The docs/product.md#validation messages, by rule. Other messages of this module are ours (docs/product.md#validation names none for them). */
export const messages = {
  volumePositive: 'Volume must be greater than 0',
  volumeRequired: 'Volume is required',
  volumeUnitRequired: 'Volume unit is required',
  priceNonNegative: 'Price must be non-negative',
  pricePositive: 'Price must be greater than 0',
  priceRequired: 'Price is required',
  maxPriceRequired: 'Max price is required',
  quantityRequired: 'Quantity is required',
  sellerCompanyRequired: 'Seller company is required',
  buyerCompanyRequired: 'Buyer company is required',
  sellerRequired: 'Seller is required',
  buyerRequired: 'Buyer is required',
  sameCompany: 'Seller and buyer must be different companies',
  deliveryDatePast: 'Delivery date cannot be in the past',
  currencyIso: 'Currency must be an ISO 4217 code',
  companyNameRequired: 'Company name is required',
  productTypeRequired: 'Product type is required',
  deliveryLocationRequired: 'Delivery location is required',
  deliveryDateRequired: 'Delivery date is required',
  invalidAmount: 'Invalid amount format',
  invalidPrice: 'Invalid price format',
} as const;

/** Largest whole volume accepted (fits PostgreSQL integer with room to spare). */
export const MAX_VOLUME = 1_000_000_000;
/** Prices are numeric(10,2): below 100,000,000. */
export const MAX_PRICE_SCALED = 10_000_000_000n; // 100,000,000.00 × 100
/** Totals are numeric(15,2): below 10^13. */
export const MAX_TOTAL_SCALED = 1_000_000_000_000_000n; // 10^13 × 100

/** What a transform receives besides the value: its issues so far (zod/mini has no `addIssue` there). */
export type Ctx = z.core.ParsePayload;
export const fail = (ctx: Ctx, message: string): never => {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
};

export const numericText = /^-?\d+(\.\d+)?$/;

/** The number-or-string input as canonical decimal text, or undefined when it is not numeric. */
export function numericString(v: number | string): string | undefined {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return undefined;
    const s = String(v);
    return numericText.test(s) ? s : undefined; // exponent forms are out of any range we accept
  }
  const s = v.trim();
  return numericText.test(s) ? s : undefined;
}

export const numberOrString = z.union([z.number(), z.string()]);

/** `schema.nullish().transform(fn)` of classic zod. */
/* @__NO_SIDE_EFFECTS__ */
export function nullishThen<I extends z.core.SomeType, O>(
  schema: I,
  fn: (value: z.output<I> | null | undefined, ctx: Ctx) => O,
) {
  return z.pipe(z.nullish(schema), z.transform(fn));
}

export interface VolumeOptions {
  /** Message for a missing or empty value. */
  required: string;
}

/** A whole volume ≥ 1 (the listing's unit). */
export function volumeField({ required }: VolumeOptions) {
  return nullishThen(numberOrString, (v, ctx): number => {
    if (isBlank(v)) return fail(ctx, required);
    const text = numericString(v!);
    if (text === undefined) return fail(ctx, 'Volume must be a number');
    const n = Number(text);
    if (n < 1) return fail(ctx, messages.volumePositive);
    if (!Number.isInteger(n)) return fail(ctx, 'Volume must be a whole number');
    if (n > MAX_VOLUME) return fail(ctx, 'Volume must be at most 1,000,000,000');
    return n;
  });
}

export interface PriceOptions {
  required?: string;
  /** Message when the value is below the minimum. */
  belowMin: string;
  /** Smallest accepted price in cents (0 or 1). */
  minCents: bigint;
}

/** A price (10,2) as a normalised decimal string. */
export function parsePrice(v: number | string, ctx: Ctx, opts: PriceOptions): string {
  const text = numericString(v);
  if (text === undefined) return fail(ctx, 'Price must be a number');
  if (text.startsWith('-') && /[1-9]/.test(text)) return fail(ctx, opts.belowMin);
  const decimals = text.split('.')[1] ?? '';
  if (decimals.replace(/0+$/, '').length > 2)
    return fail(ctx, 'Price must have at most 2 decimal places');
  const cents = toScaled(text.replace(/^-/, ''), 2);
  if (cents < opts.minCents) return fail(ctx, opts.belowMin);
  if (cents >= MAX_PRICE_SCALED) return fail(ctx, 'Price must be below 100,000,000');
  return fromScaled(cents, 2);
}

export function requiredPriceField(opts: PriceOptions & { required: string }) {
  return nullishThen(numberOrString, (v, ctx): string => {
    if (isBlank(v)) return fail(ctx, opts.required);
    return parsePrice(v!, ctx, opts);
  });
}

/** Optional price: absent or blank → undefined ("Price on request"). */
export function optionalPriceField(opts: PriceOptions) {
  return nullishThen(numberOrString, (v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    return parsePrice(v!, ctx, opts);
  });
}

/** Price that may be cleared with null on update (null stays null, blank becomes null). */
export function nullablePriceField(opts: PriceOptions) {
  return nullishThen(numberOrString, (v, ctx): string | null | undefined => {
    if (v === undefined) return undefined;
    if (isBlank(v)) return null;
    return parsePrice(v!, ctx, opts);
  });
}

/** Commission rate, percent 0 to `max` (100 by default), as a decimal string with 2 places. */
export function rateField(required?: string, max = 100) {
  return nullishThen(numberOrString, (v, ctx): string | undefined => {
    if (isBlank(v)) return required ? fail(ctx, required) : undefined;
    const text = numericString(v!);
    if (text === undefined) return fail(ctx, 'Commission rate must be a number');
    const decimals = text.split('.')[1] ?? '';
    if (decimals.replace(/0+$/, '').length > 2)
      return fail(ctx, 'Commission rate must have at most 2 decimal places');
    const bounds = `Commission rate must be between 0 and ${max}`;
    if (text.startsWith('-') && /[1-9]/.test(text)) return fail(ctx, bounds);
    const scaled = toScaled(text.replace(/^-/, ''), 2);
    if (scaled > BigInt(max) * 100n) return fail(ctx, bounds);
    return fromScaled(scaled, 2);
  });
}

/** Optional free text: blank → undefined, else trimmed and at most `max` characters. */
export function optionalText(max: number, label = 'Text') {
  return nullishThen(z.string(), (v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    const t = v!.trim();
    if (t.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
    return t;
  });
}

/** Nullable free text for updates: null or blank clears it (null), absent leaves it (undefined). */
export function clearableText(max: number, label = 'Text') {
  return nullishThen(z.string(), (v, ctx): string | null | undefined => {
    if (v === undefined) return undefined;
    if (isBlank(v)) return null;
    const t = v!.trim();
    if (t.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
    return t;
  });
}

export const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = datePattern.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function parseDate(v: string, ctx: Ctx): string {
  const t = v.trim();
  if (!isCalendarDate(t)) return fail(ctx, 'Enter a date as YYYY-MM-DD');
  return t;
}

export function optionalDate() {
  return nullishThen(z.string(), (v, ctx): string | undefined =>
    isBlank(v) ? undefined : parseDate(v!, ctx),
  );
}

export function clearableDate() {
  return nullishThen(z.string(), (v, ctx): string | null | undefined =>
    v === undefined ? undefined : isBlank(v) ? null : parseDate(v!, ctx),
  );
}

export function requiredDate(required: string) {
  return nullishThen(z.string({ error: required }), (v, ctx): string =>
    isBlank(v) ? fail(ctx, required) : parseDate(v!, ctx),
  );
}

/** A required id: missing or blank → `required`; anything but a UUID → 'Invalid id'. */
export function requiredId(required: string) {
  return nullishThen(z.string({ error: required }), (v, ctx): string => {
    if (isBlank(v)) return fail(ctx, required);
    const t = v!.trim();
    if (!z.uuid().safeParse(t).success) return fail(ctx, 'Invalid id');
    return t;
  });
}

export function optionalId() {
  return nullishThen(z.string(), (v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    const t = v!.trim();
    if (!z.uuid().safeParse(t).success) return fail(ctx, 'Invalid id');
    return t;
  });
}

export const currencyField = nullishThen(z.string(), (v, ctx): string => {
  if (isBlank(v)) return 'USD';
  const t = v!.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(t)) return fail(ctx, 'Currency must be a 3-letter code');
  return t;
});

/** A deal's currency: blank means USD, otherwise an active ISO 4217 code (never truncated). */
export const isoCurrencyField = nullishThen(z.string(), (v, ctx): string => {
  if (isBlank(v)) return 'USD';
  const t = v!.trim().toUpperCase();
  if (!isCurrencyCode(t)) return fail(ctx, messages.currencyIso);
  return t;
});

/**
 * Whether a calendar date (YYYY-MM-DD) lies before `today` (YYYY-MM-DD, UTC). The schema cannot know
 * the date, so the server checks it with its clock and the form with the browser's.
 */
export const isPastDate = (date: string, today: string) => date < today;

export const productTypeField = enumField(
  productTypes,
  messages.productTypeRequired,
  'Product type must be one of the seven products',
);

/** Unit that defaults (RFQ and offer forms default it to bbl). */
export const volumeUnitWithDefault = z.pipe(
  z.nullish(
    z.union([z.enum(volumeUnits), z.literal('')], {
      error: 'Volume unit must be bbl, MMBtu, gal or MT',
    }),
  ),
  z.transform((v) => (v ? v : 'bbl')),
);

export const notesField = optionalText(5000, 'Notes');

/** The total value (volume × price) must fit numeric(15,2). */
export function totalFits(volume: number | undefined, price: string | null | undefined): boolean {
  if (volume === undefined || price === undefined || price === null) return true;
  return BigInt(volume) * toScaled(price, 2) < MAX_TOTAL_SCALED;
}
export const totalTooLarge = 'Total value must be below 10,000,000,000,000';
