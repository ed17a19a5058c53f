/** Marketplace listings: RFQs and offers, created and edited (docs/product.md#validation). */
import * as z from 'zod/mini';
import { volumeUnits } from './enums';
import {
  messages,
  volumeField,
  requiredPriceField,
  optionalPriceField,
  nullablePriceField,
  optionalText,
  clearableText,
  optionalDate,
  clearableDate,
  requiredDate,
  optionalId,
  currencyField,
  productTypeField,
  volumeUnitWithDefault,
  totalFits,
  totalTooLarge,
} from './validation-fields';

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
