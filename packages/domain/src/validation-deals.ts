/** Deals: creation, status moves, proposals, the letter of credit, shipping and signatures (docs/product.md#validation). */
import * as z from 'zod/mini';
import { dealStatuses, isValidImoNumber } from './deals';
import { MAX_COMMISSION_RATE } from './figures';
import { lcDocumentTypes, volumeUnits } from './enums';
import { fromScaled, toScaled } from './money';
import { enumField, isBlank } from './validation-auth';
import {
  messages,
  MAX_TOTAL_SCALED,
  fail,
  numericString,
  numberOrString,
  nullishThen,
  volumeField,
  requiredPriceField,
  optionalPriceField,
  rateField,
  optionalText,
  optionalDate,
  requiredDate,
  requiredId,
  optionalId,
  isoCurrencyField,
  isPastDate,
  productTypeField,
  notesField,
  totalFits,
  totalTooLarge,
} from './validation-fields';

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
