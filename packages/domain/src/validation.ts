/**
 * Validation rules of docs/product.md#validation as zod 4 schemas, with its exact messages. The web forms use them
 * (react-hook-form + zodResolver) and the server runs the same schemas on every request body, answering
 * 400 with these messages in `errors[].message`.
 *
 * Numeric form inputs (volume, prices, quantity, commission rate) accept a number or a numeric string
 * (an `<input type="number">` gives either); parsed values come out as an integer (volumes) or a
 * normalised decimal string with two places (prices, rates) — money never becomes a binary float.
 * Optional text inputs treat an empty or blank string as absent.
 *
 * Written with `zod/mini`, zod's functional API: the browser loads only the schemas and checks a form
 * uses (about a third of classic zod's weight, docs/performance.md#budgets), and the server runs the
 * very same schemas. Parse with `schema.safeParse` or zod's `safeParse(schema, …)`. The server loads
 * classic zod too, which installs zod's English messages for the few errors without a message of
 * ours; in the browser those few read "Invalid input" (a form never sends such values).
 */
import * as z from 'zod/mini';
import { dealStatuses, isValidImoNumber } from './deals';
import { isCurrencyCode } from './currencies';
import { MAX_COMMISSION_RATE } from './figures';
import {
  allowedUploadExtensions,
  documentTypes,
  kycDecisions,
  lcDocumentTypes,
  MAX_UPLOAD_BYTES,
  offerDocumentTypes,
  productTypes,
  volumeUnits,
} from './enums';
import { fromScaled, toScaled } from './money';
import { kycRejectionReasonRequired } from './kyc-approval';
import { enumField, isBlank } from './validation-auth';

export {
  loginSchema,
  registerSchema,
  type LoginInput,
  type RegisterInput,
} from './validation-auth';

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
const MAX_PRICE_SCALED = 10_000_000_000n; // 100,000,000.00 × 100
/** Totals are numeric(15,2): below 10^13. */
const MAX_TOTAL_SCALED = 1_000_000_000_000_000n; // 10^13 × 100

/** What a transform receives besides the value: its issues so far (zod/mini has no `addIssue` there). */
type Ctx = z.core.ParsePayload;
const fail = (ctx: Ctx, message: string): never => {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
};

const numericText = /^-?\d+(\.\d+)?$/;

/** The number-or-string input as canonical decimal text, or undefined when it is not numeric. */
function numericString(v: number | string): string | undefined {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return undefined;
    const s = String(v);
    return numericText.test(s) ? s : undefined; // exponent forms are out of any range we accept
  }
  const s = v.trim();
  return numericText.test(s) ? s : undefined;
}

const numberOrString = z.union([z.number(), z.string()]);

/** `schema.nullish().transform(fn)` of classic zod. */
/* @__NO_SIDE_EFFECTS__ */
function nullishThen<I extends z.core.SomeType, O>(
  schema: I,
  fn: (value: z.output<I> | null | undefined, ctx: Ctx) => O,
) {
  return z.pipe(z.nullish(schema), z.transform(fn));
}

interface VolumeOptions {
  /** Message for a missing or empty value. */
  required: string;
}

/** A whole volume ≥ 1 (the listing's unit). */
function volumeField({ required }: VolumeOptions) {
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

interface PriceOptions {
  required?: string;
  /** Message when the value is below the minimum. */
  belowMin: string;
  /** Smallest accepted price in cents (0 or 1). */
  minCents: bigint;
}

/** A price (10,2) as a normalised decimal string. */
function parsePrice(v: number | string, ctx: Ctx, opts: PriceOptions): string {
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

function requiredPriceField(opts: PriceOptions & { required: string }) {
  return nullishThen(numberOrString, (v, ctx): string => {
    if (isBlank(v)) return fail(ctx, opts.required);
    return parsePrice(v!, ctx, opts);
  });
}

/** Optional price: absent or blank → undefined ("Price on request"). */
function optionalPriceField(opts: PriceOptions) {
  return nullishThen(numberOrString, (v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    return parsePrice(v!, ctx, opts);
  });
}

/** Price that may be cleared with null on update (null stays null, blank becomes null). */
function nullablePriceField(opts: PriceOptions) {
  return nullishThen(numberOrString, (v, ctx): string | null | undefined => {
    if (v === undefined) return undefined;
    if (isBlank(v)) return null;
    return parsePrice(v!, ctx, opts);
  });
}

/** Commission rate, percent 0 to `max` (100 by default), as a decimal string with 2 places. */
function rateField(required?: string, max = 100) {
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
function optionalText(max: number, label = 'Text') {
  return nullishThen(z.string(), (v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    const t = v!.trim();
    if (t.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
    return t;
  });
}

/** Nullable free text for updates: null or blank clears it (null), absent leaves it (undefined). */
function clearableText(max: number, label = 'Text') {
  return nullishThen(z.string(), (v, ctx): string | null | undefined => {
    if (v === undefined) return undefined;
    if (isBlank(v)) return null;
    const t = v!.trim();
    if (t.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
    return t;
  });
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = datePattern.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function parseDate(v: string, ctx: Ctx): string {
  const t = v.trim();
  if (!isCalendarDate(t)) return fail(ctx, 'Enter a date as YYYY-MM-DD');
  return t;
}

function optionalDate() {
  return nullishThen(z.string(), (v, ctx): string | undefined =>
    isBlank(v) ? undefined : parseDate(v!, ctx),
  );
}

function clearableDate() {
  return nullishThen(z.string(), (v, ctx): string | null | undefined =>
    v === undefined ? undefined : isBlank(v) ? null : parseDate(v!, ctx),
  );
}

function requiredDate(required: string) {
  return nullishThen(z.string({ error: required }), (v, ctx): string =>
    isBlank(v) ? fail(ctx, required) : parseDate(v!, ctx),
  );
}

/** A required id: missing or blank → `required`; anything but a UUID → 'Invalid id'. */
function requiredId(required: string) {
  return nullishThen(z.string({ error: required }), (v, ctx): string => {
    if (isBlank(v)) return fail(ctx, required);
    const t = v!.trim();
    if (!z.uuid().safeParse(t).success) return fail(ctx, 'Invalid id');
    return t;
  });
}

function optionalId() {
  return nullishThen(z.string(), (v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    const t = v!.trim();
    if (!z.uuid().safeParse(t).success) return fail(ctx, 'Invalid id');
    return t;
  });
}

const currencyField = nullishThen(z.string(), (v, ctx): string => {
  if (isBlank(v)) return 'USD';
  const t = v!.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(t)) return fail(ctx, 'Currency must be a 3-letter code');
  return t;
});

/** A deal's currency: blank means USD, otherwise an active ISO 4217 code (never truncated). */
const isoCurrencyField = nullishThen(z.string(), (v, ctx): string => {
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

const productTypeField = enumField(
  productTypes,
  messages.productTypeRequired,
  'Product type must be one of the seven products',
);

/** Unit that defaults (RFQ and offer forms default it to bbl). */
const volumeUnitWithDefault = z.pipe(
  z.nullish(
    z.union([z.enum(volumeUnits), z.literal('')], {
      error: 'Volume unit must be bbl, MMBtu, gal or MT',
    }),
  ),
  z.transform((v) => (v ? v : 'bbl')),
);

const notesField = optionalText(5000, 'Notes');

/** The total value (volume × price) must fit numeric(15,2). */
function totalFits(volume: number | undefined, price: string | null | undefined): boolean {
  if (volume === undefined || price === undefined || price === null) return true;
  return BigInt(volume) * toScaled(price, 2) < MAX_TOTAL_SCALED;
}
const totalTooLarge = 'Total value must be below 10,000,000,000,000';

// ───────────────────────────── companies and KYC ─────────────────────────────

/** Register company: name required (≤ 255); industry defaults to oil_gas; ownerId is ignored. */
export const registerCompanySchema = z.object({
  name: z
    .string({ error: messages.companyNameRequired })
    .check(
      z.trim(),
      z.minLength(1, messages.companyNameRequired),
      z.maxLength(255, 'Company name must be at most 255 characters'),
    ),
  registrationNumber: optionalText(255, 'Registration number'),
  address: optionalText(1000, 'Address'),
  country: optionalText(255, 'Country'),
  industry: z.pipe(
    optionalText(255, 'Industry'),
    z.transform((v) => v ?? 'oil_gas'),
  ),
  website: optionalText(255, 'Website'),
  /** Sent by the client; the server always uses the caller. */
  ownerId: z.nullish(z.string()),
});

/**
 * Company KYC review: approved or rejected plus notes, which a rejection requires (the reason its owner
 * reads on their KYC screen; issue 27).
 */
export const companyKycReviewSchema = z
  .object({
    status: enumField(
      kycDecisions,
      'Decision is required',
      'Decision must be approved or rejected',
    ),
    notes: notesField,
  })
  .check(
    z.superRefine((d, ctx) => {
      if (d.status === 'rejected' && !d.notes)
        ctx.addIssue({ code: 'custom', path: ['notes'], message: kycRejectionReasonRequired });
    }),
  );

/** Document review: decision approved or rejected (sent as `status`), notes optional (`reviewNotes`). */
export const documentReviewSchema = z.object({
  status: enumField(kycDecisions, 'Decision is required', 'Decision must be approved or rejected'),
  reviewNotes: notesField,
});

const extensionPattern = new RegExp(
  `(${allowedUploadExtensions.map((e) => e.replace('.', '\\.')).join('|')})$`,
  'i',
);

/** Checks a picked file before upload: docs/product.md#validation size limit and extensions. Returns a message or null. */
export function kycFileProblem(file: { name: string; size: number }): string | null {
  if (!extensionPattern.test(file.name))
    return 'Only .pdf, .jpg, .jpeg, .png, .doc and .docx files are allowed';
  if (file.size > MAX_UPLOAD_BYTES) return 'File exceeds the 10 MB limit';
  if (file.size < 1) return 'The file is empty';
  return null;
}

/**
 * The uploaded file's fields of a document record (`uploadFile`'s answer plus the user's file name),
 * shared by KYC and offer documents.
 */
const uploadedFileFields = {
  originalFileName: z.string({ error: 'File name is required' }).check(
    z.minLength(1, 'File name is required'),
    z.maxLength(255, 'File name must be at most 255 characters'),
    z.refine((n) => extensionPattern.test(n), {
      message: 'Only .pdf, .jpg, .jpeg, .png, .doc and .docx files are allowed',
    }),
  ),
  filePath: z
    .string({ error: 'File path is required' })
    .check(z.minLength(1, 'File path is required'), z.maxLength(512)),
  fileSize: z
    .number({ error: 'File size is required' })
    .check(
      z.int('File size must be a whole number'),
      z.gte(1, 'The file is empty'),
      z.lte(MAX_UPLOAD_BYTES, 'File exceeds the 10 MB limit'),
    ),
  mimeType: z.string({ error: 'File type is required' }).check(z.maxLength(255)),
};

/** Record an uploaded document (POST /api/kyc-documents). */
export const createKycDocumentSchema = z.object({
  companyId: optionalId(),
  documentType: enumField(documentTypes, 'Document type is required', 'Unknown document type'),
  ...uploadedFileFields,
  /** The last day the document is valid (insurance, licences): YYYY-MM-DD, optional. */
  expiresAt: optionalDate(),
});

/** Record an uploaded proof-of-product document on an offer (POST /api/offers/{id}/documents). */
export const createOfferDocumentSchema = z.object({
  documentType: enumField(offerDocumentTypes, 'Document type is required', 'Unknown document type'),
  ...uploadedFileFields,
});

// ───────────────────────────── deals ─────────────────────────────

/** Create Deal form (brokers). */
export const createDealSchema = z
  .object({
    productType: productTypeField,
    volume: volumeField({ required: messages.volumePositive }),
    volumeUnit: enumField(
      volumeUnits,
      messages.volumeUnitRequired,
      'Volume unit must be bbl, MMBtu, gal or MT',
    ),
    pricePerUnit: optionalPriceField({ belowMin: messages.priceNonNegative, minCents: 0n }),
    currency: isoCurrencyField,
    sellerCompanyId: requiredId(messages.sellerCompanyRequired),
    buyerCompanyId: requiredId(messages.buyerCompanyRequired),
    sellerId: requiredId(messages.sellerRequired),
    buyerId: requiredId(messages.buyerRequired),
    deliveryLocation: optionalText(255, 'Delivery location'),
    deliveryDate: optionalDate(),
    commissionRate: z.pipe(
      rateField(),
      z.transform((v) => v ?? '2.50'),
    ),
    notes: notesField,
    // The listings a matched deal comes from (the broker's matching); the server checks their owners.
    offerId: optionalId(),
    rfqId: optionalId(),
  })
  .check(
    z.superRefine((d, ctx) => {
      if (!totalFits(d.volume, d.pricePerUnit))
        ctx.addIssue({ code: 'custom', path: ['pricePerUnit'], message: totalTooLarge });
      if (d.sellerCompanyId && d.sellerCompanyId === d.buyerCompanyId)
        ctx.addIssue({ code: 'custom', path: ['buyerCompanyId'], message: messages.sameCompany });
    }),
  );

/**
 * Create New Deal as the form checks it on `today` (YYYY-MM-DD, UTC): the server's schema plus a
 * delivery date not in the past, which the server checks with its own clock.
 */
export const createDealSchemaAsOf = (today: string) =>
  createDealSchema.check(
    z.superRefine((d, ctx) => {
      if (d.deliveryDate && isPastDate(d.deliveryDate, today))
        ctx.addIssue({
          code: 'custom',
          path: ['deliveryDate'],
          message: messages.deliveryDatePast,
        });
    }),
  );

/** Deal status change: a status and optional notes (the move itself is checked by canTransition). */
export const dealStatusChangeSchema = z.object({
  status: enumField(dealStatuses, 'Status is required', 'Unknown deal status'),
  notes: notesField,
});

/** Create deal from offer (buyer): proposedPrice and quantity required, notes optional. */
export const createDealFromOfferSchema = z
  .object({
    /** The offer; the form takes it from the offer it was opened on. */
    offerId: requiredId('Offer is required'),
    proposedPrice: requiredPriceField({
      required: messages.priceRequired,
      belowMin: messages.pricePositive,
      minCents: 1n,
    }),
    quantity: volumeField({ required: messages.quantityRequired }),
    notes: notesField,
  })
  .check(
    z.superRefine((d, ctx) => {
      if (!totalFits(d.quantity, d.proposedPrice))
        ctx.addIssue({ code: 'custom', path: ['proposedPrice'], message: totalTooLarge });
    }),
  );

/** The form's own fields of createDealFromOfferSchema (without offerId). */
export const dealFromOfferFormSchema = z.object({
  proposedPrice: createDealFromOfferSchema.shape.proposedPrice,
  quantity: createDealFromOfferSchema.shape.quantity,
  notes: notesField,
});

/** Respond to RFQ (seller): proposedPrice required, notes optional. */
export const respondToRfqSchema = z.object({
  /** The RFQ; the form takes it from the RFQ it was opened on. */
  rfqId: requiredId('RFQ is required'),
  proposedPrice: requiredPriceField({
    required: messages.priceRequired,
    belowMin: messages.pricePositive,
    minCents: 1n,
  }),
  notes: notesField,
});

/** The form's own fields of respondToRfqSchema (without rfqId). */
export const respondToRfqFormSchema = z.omit(respondToRfqSchema, { rfqId: true });

/** Commission rate input: 0 to 100 (the dialog steps by 0.1), stored with 2 decimals. */
/**
 * The super admin's commission change (docs/product.md#commission-rate): a rate from 0 to 10 % kept to
 * two decimals as typed (never rounded nor clamped: anything else is refused with its reason), and the
 * reason, which goes on the deal's history and in the audit log.
 */
export const commissionRateSchema = z.object({
  commissionRate: z.pipe(
    rateField('Commission rate is required', MAX_COMMISSION_RATE),
    z.transform((v) => v!),
  ),
  reason: requiredText(2000, 'Reason is required', 'Reason'),
});

// ───────────────────────────── deal desk ─────────────────────────────

/**
 * A proposal on a deal in negotiation (seller, buyer or broker): price per unit and quantity in the
 * deal's unit, an optional delivery date and note. The server also refuses a past delivery date.
 */
export const dealProposalSchema = z
  .object({
    pricePerUnit: requiredPriceField({
      required: messages.priceRequired,
      belowMin: messages.pricePositive,
      minCents: 1n,
    }),
    volume: volumeField({ required: messages.quantityRequired }),
    deliveryDate: optionalDate(),
    notes: notesField,
    /** A broker's or admin's proposal names the side it is made for; a principal's is their own. */
    onBehalfOf: z.optional(
      z.enum(['seller', 'buyer'], { error: 'On behalf of must be the seller or the buyer' }),
    ),
  })
  .check(
    z.superRefine((d, ctx) => {
      if (!totalFits(d.volume, d.pricePerUnit))
        ctx.addIssue({ code: 'custom', path: ['pricePerUnit'], message: totalTooLarge });
    }),
  );

/** Required text of at most `max` characters, trimmed. */
function requiredText(max: number, required: string, label: string) {
  return nullishThen(z.string({ error: required }), (v, ctx): string => {
    if (isBlank(v)) return fail(ctx, required);
    const t = v!.trim();
    if (t.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
    return t;
  });
}

/** A money amount (15,2) above zero, as a normalised decimal string. */
function requiredAmountField(required: string) {
  return nullishThen(numberOrString, (v, ctx): string => {
    if (isBlank(v)) return fail(ctx, required);
    const text = numericString(v!);
    if (text === undefined || text.startsWith('-')) return fail(ctx, messages.invalidAmount);
    const decimals = text.split('.')[1] ?? '';
    if (decimals.replace(/0+$/, '').length > 2) return fail(ctx, messages.invalidAmount);
    const cents = toScaled(text, 2);
    if (cents < 1n) return fail(ctx, 'Amount must be greater than 0');
    if (cents >= MAX_TOTAL_SCALED) return fail(ctx, 'Amount must be below 10,000,000,000,000');
    return fromScaled(cents, 2);
  });
}

/**
 * The letter of credit of a locked deal (docs/product.md §3 `lcDetails`): issuing bank, LC number, amount
 * and currency, expiry and latest shipment date are required; the confirming bank is optional; the
 * documents the LC requires are a checklist.
 */
export const lcDetailsSchema = z
  .object({
    issuingBank: requiredText(255, 'Issuing bank is required', 'Issuing bank'),
    confirmingBank: optionalText(255, 'Confirming bank'),
    lcNumber: requiredText(64, 'LC number is required', 'LC number'),
    amount: requiredAmountField('LC amount is required'),
    currency: isoCurrencyField,
    /** UCP 600 art. 30: the percentage more or less the amount may be drawn (0 to 10). */
    tolerancePercent: nullishThen(z.union([z.number(), z.string()]), (v, ctx): number => {
      if (v === undefined || v === null || isBlank(String(v))) return 0;
      const n = Number(String(v).trim());
      if (!Number.isInteger(n) || n < 0 || n > 10)
        return fail(ctx, 'Tolerance must be a whole percentage from 0 to 10');
      return n;
    }),
    issueDate: requiredDate('Issue date is required'),
    expiryDate: requiredDate('Expiry date is required'),
    latestShipmentDate: requiredDate('Latest shipment date is required'),
    documentsRequired: z._default(
      z.array(z.enum(lcDocumentTypes, { error: 'Unknown document in the LC checklist' })),
      [],
    ),
  })
  .check(
    z.superRefine((d, ctx) => {
      if (d.latestShipmentDate && d.expiryDate && d.latestShipmentDate > d.expiryDate)
        ctx.addIssue({
          code: 'custom',
          path: ['latestShipmentDate'],
          message: 'Latest shipment date must be on or before the expiry date',
        });
      if (d.issueDate && d.expiryDate && d.expiryDate < d.issueDate)
        ctx.addIssue({
          code: 'custom',
          path: ['expiryDate'],
          message: 'Expiry date must be on or after the issue date',
        });
    }),
  );

/** Optional IMO number: seven digits (the vessel's permanent number). */
const imoField = nullishThen(z.string(), (v, ctx): string | undefined => {
  if (isBlank(v)) return undefined;
  const t = v!.trim().replace(/^IMO\s*/i, '');
  if (!/^\d{7}$/.test(t)) return fail(ctx, 'IMO number has 7 digits');
  if (!isValidImoNumber(t)) return fail(ctx, 'IMO number fails its check digit');
  return t;
});

/**
 * A deal's shipping (after the LC is confirmed): vessel, ports and ETA are required to record it;
 * the bill of lading (number and date) comes once the cargo is loaded, and the deal moves to shipped
 * only with it (isShippingComplete).
 */
export const shippingDetailsSchema = z
  .object({
    vesselName: requiredText(255, 'Vessel name is required', 'Vessel name'),
    imoNumber: imoField,
    billOfLadingNumber: optionalText(64, 'B/L number'),
    billOfLadingDate: optionalDate(),
    loadPort: requiredText(255, 'Load port is required', 'Load port'),
    dischargePort: requiredText(255, 'Discharge port is required', 'Discharge port'),
    eta: requiredDate('ETA is required'),
    /** The date the cargo was delivered (discharged); the deal moves to delivered only with it. */
    deliveredDate: optionalDate(),
  })
  .check(
    z.superRefine((d, ctx) => {
      if (d.billOfLadingNumber && !d.billOfLadingDate)
        ctx.addIssue({
          code: 'custom',
          path: ['billOfLadingDate'],
          message: 'B/L date is required with the B/L number',
        });
      if (d.billOfLadingDate && !d.billOfLadingNumber)
        ctx.addIssue({
          code: 'custom',
          path: ['billOfLadingNumber'],
          message: 'B/L number is required with the B/L date',
        });
      if (d.deliveredDate && !d.billOfLadingDate)
        ctx.addIssue({
          code: 'custom',
          path: ['deliveredDate'],
          message: 'Record the bill of lading before the delivery date',
        });
      if (d.deliveredDate && d.billOfLadingDate && d.deliveredDate < d.billOfLadingDate)
        ctx.addIssue({
          code: 'custom',
          path: ['deliveredDate'],
          message: 'Delivery date must be on or after the B/L date',
        });
      if (d.billOfLadingDate && d.eta && d.eta < d.billOfLadingDate)
        ctx.addIssue({
          code: 'custom',
          path: ['eta'],
          message: 'ETA must be on or after the B/L date',
        });
    }),
  );

/** What a party confirms when signing a deal's contract (the dialog's checkbox and the record). */
export const contractConsentText =
  'I agree to sign this contract electronically; my typed name is my signature.';

/** Signing a deal's contract: the signer's full name, typed, and the explicit consent. */
export const contractSignatureSchema = z.object({
  fullName: requiredText(255, 'Full name is required', 'Full name'),
  consent: z.literal(true, { error: 'Confirm that you agree to sign electronically' }),
});

// ───────────────────────────── marketplace ─────────────────────────────

/** RFQ creation (buyers). Volume parses to an integer, the max price to a decimal string. */
export const createRfqSchema = z.object({
  companyId: optionalId(),
  productType: productTypeField,
  volume: volumeField({ required: messages.volumeRequired }),
  volumeUnit: volumeUnitWithDefault,
  maxPricePerUnit: requiredPriceField({
    required: messages.maxPriceRequired,
    belowMin: messages.pricePositive,
    minCents: 1n,
  }),
  currency: currencyField,
  deliveryLocation: z
    .string({ error: messages.deliveryLocationRequired })
    .check(
      z.trim(),
      z.minLength(1, messages.deliveryLocationRequired),
      z.maxLength(255, 'Delivery location must be at most 255 characters'),
    ),
  requiredDeliveryDate: requiredDate(messages.deliveryDateRequired),
  specifications: optionalText(5000, 'Specifications'),
});

/** Edit an RFQ: any subset of the fields, with createRfq's rules; null clears specifications. */
export const updateRfqSchema = z.object({
  productType: z.optional(productTypeField),
  volume: z.optional(volumeField({ required: messages.volumeRequired })),
  volumeUnit: z.optional(
    z.enum(volumeUnits, { error: 'Volume unit must be bbl, MMBtu, gal or MT' }),
  ),
  maxPricePerUnit: z.optional(
    requiredPriceField({
      required: messages.maxPriceRequired,
      belowMin: messages.pricePositive,
      minCents: 1n,
    }),
  ),
  currency: z.optional(currencyField),
  deliveryLocation: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, messages.deliveryLocationRequired),
        z.maxLength(255, 'Delivery location must be at most 255 characters'),
      ),
  ),
  requiredDeliveryDate: z.optional(requiredDate(messages.deliveryDateRequired)),
  specifications: clearableText(5000, 'Specifications'),
  isActive: z.optional(z.boolean({ error: 'isActive must be true or false' })),
});

/** Offer creation (sellers): product and volume required; no price means "Price on request". */
export const createOfferSchema = z
  .object({
    companyId: optionalId(),
    productType: productTypeField,
    volume: volumeField({ required: messages.volumeRequired }),
    volumeUnit: volumeUnitWithDefault,
    pricePerUnit: optionalPriceField({ belowMin: messages.priceNonNegative, minCents: 0n }),
    currency: currencyField,
    deliveryLocation: optionalText(255, 'Delivery location'),
    deliveryDate: optionalDate(),
    terms: optionalText(5000, 'Terms'),
  })
  .check(
    z.superRefine((d, ctx) => {
      if (!totalFits(d.volume, d.pricePerUnit))
        ctx.addIssue({ code: 'custom', path: ['pricePerUnit'], message: totalTooLarge });
    }),
  );

/** Edit an offer: any subset of the fields, with createOffer's rules; null clears an optional one. */
export const updateOfferSchema = z.object({
  productType: z.optional(productTypeField),
  volume: z.optional(volumeField({ required: messages.volumeRequired })),
  volumeUnit: z.optional(
    z.enum(volumeUnits, { error: 'Volume unit must be bbl, MMBtu, gal or MT' }),
  ),
  pricePerUnit: nullablePriceField({ belowMin: messages.priceNonNegative, minCents: 0n }),
  currency: z.optional(currencyField),
  deliveryLocation: clearableText(255, 'Delivery location'),
  deliveryDate: clearableDate(),
  terms: clearableText(5000, 'Terms'),
  isActive: z.optional(z.boolean({ error: 'isActive must be true or false' })),
});

// ───────────────────────────── types ─────────────────────────────

export type RegisterCompanyInput = z.input<typeof registerCompanySchema>;
export type CreateDealInput = z.input<typeof createDealSchema>;
export type CreateDealValues = z.output<typeof createDealSchema>;
export type CreateDealFromOfferInput = z.input<typeof createDealFromOfferSchema>;
export type RespondToRfqInput = z.input<typeof respondToRfqSchema>;
export type CreateRfqInput = z.input<typeof createRfqSchema>;
export type CreateRfqValues = z.output<typeof createRfqSchema>;
export type CreateOfferInput = z.input<typeof createOfferSchema>;
export type CreateOfferValues = z.output<typeof createOfferSchema>;
export type CommissionRateInput = z.input<typeof commissionRateSchema>;
export type DealProposalInput = z.input<typeof dealProposalSchema>;
export type DealProposalValues = z.output<typeof dealProposalSchema>;
export type LcDetailsInput = z.input<typeof lcDetailsSchema>;
export type LcDetailsValues = z.output<typeof lcDetailsSchema>;
export type ShippingDetailsInput = z.input<typeof shippingDetailsSchema>;
export type ShippingDetailsValues = z.output<typeof shippingDetailsSchema>;
export type ContractSignatureInput = z.input<typeof contractSignatureSchema>;
export type ContractSignatureValues = z.output<typeof contractSignatureSchema>;

/** A field problem as the API reports it: dotted path and message. */
export interface FieldProblem {
  path: string;
  message: string;
}

/** Flattens zod issues to the API's `errors` list (one entry per field, the first problem wins). */
export function toFieldProblems(error: z.core.$ZodError): FieldProblem[] {
  const seen = new Set<string>();
  const out: FieldProblem[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, message: issue.message });
  }
  return out;
}
