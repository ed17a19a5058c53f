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
 *
 * The schemas live by area: `validation-fields.ts` (the messages and the field rules they are made of),
 * `validation-companies.ts`, `validation-deals.ts`, `validation-marketplace.ts` and
 * `validation-auth.ts`; this module is their one entry.
 */
export {
  loginSchema,
  registerSchema,
  type LoginInput,
  type RegisterInput,
} from './validation-auth';
export { messages, MAX_VOLUME, isCalendarDate, isPastDate } from './validation-fields';
export {
  registerCompanySchema,
  companyKycReviewSchema,
  documentReviewSchema,
  kycFileProblem,
  createKycDocumentSchema,
  createOfferDocumentSchema,
} from './validation-companies';
export {
  createDealSchema,
  createDealSchemaAsOf,
  dealStatusChangeSchema,
  createDealFromOfferSchema,
  dealFromOfferFormSchema,
  respondToRfqSchema,
  respondToRfqFormSchema,
  commissionRateSchema,
  dealProposalSchema,
  lcDetailsSchema,
  shippingDetailsSchema,
  contractConsentText,
  contractSignatureSchema,
} from './validation-deals';
export {
  createRfqSchema,
  updateRfqSchema,
  createOfferSchema,
  updateOfferSchema,
} from './validation-marketplace';

import type * as z from 'zod/mini';
import type { registerCompanySchema } from './validation-companies';
import type {
  createDealSchema,
  createDealFromOfferSchema,
  respondToRfqSchema,
  commissionRateSchema,
  dealProposalSchema,
  lcDetailsSchema,
  shippingDetailsSchema,
  contractSignatureSchema,
} from './validation-deals';
import type { createRfqSchema, createOfferSchema } from './validation-marketplace';

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
