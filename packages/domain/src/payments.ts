/**
 * Payments (issue 16; docs/product.md §3, §4, §5): subscription plans, payment links paid in fiat through a
 * crypto payment provider, their transactions and the customer subscriptions a paid plan starts.
 *
 * The state machines are here so that the server (webhook and admin actions) and the panel (which
 * buttons to offer) agree: a transaction moves pending → paid | expired | failed, and paid → refunded; a
 * subscription moves active → expired | cancelled | suspended, and suspended → active | cancelled.
 */
import * as z from 'zod/mini';
import { isBlank } from './validation-auth';
import { fromScaled, toScaled } from './money';
import { isCurrencyCode } from './currencies';

export const paymentStatuses = ['pending', 'paid', 'expired', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const subscriptionStatuses = ['active', 'expired', 'cancelled', 'suspended'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const billingIntervals = ['monthly', 'yearly', 'one-time'] as const;
export type BillingInterval = (typeof billingIntervals)[number];
export const billingIntervalNames: Record<BillingInterval, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  'one-time': 'One-time',
};

/**
 * A payment link's state as shown: `inactive` (deactivated), `expired` (past its expiry or its invoice
 * expired), `paid` / `refunded` (its invoice's payment), `pending` (a payment awaits confirmation) or
 * `active` (open for payment).
 */
export const paymentLinkStatuses = [
  'active',
  'pending',
  'paid',
  'refunded',
  'expired',
  'inactive',
] as const;
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number];

/** The crypto currencies the provider settles in. */
export const cryptoCurrencies = ['USDT', 'USDC', 'BTC', 'ETH'] as const;
export type CryptoCurrency = (typeof cryptoCurrencies)[number];

export const paymentMessages = {
  /** §5 */
  invalidAmount: 'Invalid amount format',
  /** §5 */
  invalidPrice: 'Invalid price format',
  amountPositive: 'Amount must be greater than 0',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 255 characters',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 255 characters',
  currencyLength: 'Currency must be 3 characters',
  currencyLetters: 'Currency must be 3 letters, e.g. USD',
  currencyIso: 'Currency must be an ISO 4217 code',
  invalidPlan: 'Invalid plan',
  invalidExpiry: 'Invalid date and time',
  expiryPast: 'Expiry must be in the future',
  billingInterval: 'Billing interval must be monthly, yearly or one-time',
  featureBlank: 'Features cannot be blank',
  featureTooLong: 'A feature must be at most 255 characters',
  tooManyFeatures: 'At most 50 features',
  emailInvalid: 'Enter a valid e-mail address',
  cryptoCurrency: `Crypto currency must be one of ${cryptoCurrencies.join(', ')}`,
} as const;

/** Transaction moves: by the provider's webhook, or by an admin where it says so. */
export const paymentTransitions: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'expired', 'failed'],
  paid: ['refunded'],
  expired: [],
  failed: [],
  refunded: [],
};

/** The statuses an admin may set by hand (the provider alone confirms a payment). */
export const adminPaymentStatuses = ['failed', 'expired', 'refunded'] as const;

export const subscriptionTransitions: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  active: ['expired', 'cancelled', 'suspended'],
  suspended: ['active', 'cancelled'],
  expired: [],
  cancelled: [],
};

export const canMovePayment = (from: PaymentStatus, to: PaymentStatus) =>
  paymentTransitions[from].includes(to);
export const canMoveSubscription = (from: SubscriptionStatus, to: SubscriptionStatus) =>
  subscriptionTransitions[from].includes(to);

/** When a subscription started at `start` ends: a month or a year later; a one-time plan never ends. */
export function subscriptionEnd(start: Date, interval: BillingInterval): Date | null {
  if (interval === 'one-time') return null;
  const end = new Date(start);
  if (interval === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

// ───────────────────────────── bodies ─────────────────────────────

type Ctx = z.core.ParsePayload;
const fail = (ctx: Ctx, message: string): never => {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
};

/** §5: digits with at most 2 decimals, numeric(10,2). */
const moneyText = /^\d{1,8}(\.\d{1,2})?$/;

/** An amount or price: a number or digits with up to 2 decimals; a normalised "123.40" out. */
function moneyField(invalid: string, positive?: string) {
  return z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((v, ctx): string => {
      const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : (v ?? '').trim();
      if (!moneyText.test(text)) return fail(ctx, invalid);
      const cents = toScaled(text, 2);
      if (positive && cents === 0n) return fail(ctx, positive);
      return fromScaled(cents, 2);
    }),
  );
}

function requiredName(required: string, tooLong: string) {
  return z.pipe(
    z.nullish(z.string({ error: required })),
    z.transform((v, ctx): string => {
      const t = v?.trim() ?? '';
      if (!t) return fail(ctx, required);
      if (t.length > 255) return fail(ctx, tooLong);
      return t;
    }),
  );
}

const optionalDescription = z.pipe(
  z.nullish(z.string()),
  z.transform((v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    const t = v!.trim();
    if (t.length > 2000) return fail(ctx, 'Description must be at most 2000 characters');
    return t;
  }),
);

/** 3 letters, default USD; upper-cased; an active ISO 4217 code (the pickers offer only those). */
const currencyField = z.pipe(
  z.nullish(z.string({ error: paymentMessages.currencyLength })),
  z.transform((v, ctx): string => {
    if (isBlank(v)) return 'USD';
    const t = v!.trim();
    if (t.length !== 3) return fail(ctx, paymentMessages.currencyLength);
    if (!/^[A-Za-z]{3}$/.test(t)) return fail(ctx, paymentMessages.currencyLetters);
    const code = t.toUpperCase();
    if (!isCurrencyCode(code)) return fail(ctx, paymentMessages.currencyIso);
    return code;
  }),
);

const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const optionalPlan = z.pipe(
  z.nullish(z.string({ error: paymentMessages.invalidPlan })),
  z.transform((v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    const t = v!.trim();
    if (!uuidText.test(t)) return fail(ctx, paymentMessages.invalidPlan);
    return t.toLowerCase();
  }),
);

const dateTimeText = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An optional RFC 3339 date-time, out as the ISO string of that instant. */
const optionalExpiry = z.pipe(
  z.nullish(z.string({ error: paymentMessages.invalidExpiry })),
  z.transform((v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    const t = v!.trim();
    const at = new Date(t);
    if (!dateTimeText.test(t) || Number.isNaN(at.getTime()))
      return fail(ctx, paymentMessages.invalidExpiry);
    return at.toISOString();
  }),
);

/** The problem of an expiry at `now`, if any: it must lie in the future. */
export function expiryProblem(expiresAt: string | undefined, now: Date): string | undefined {
  if (expiresAt === undefined) return undefined;
  return new Date(expiresAt).getTime() > now.getTime() ? undefined : paymentMessages.expiryPast;
}

/**
 * Create a payment link (§5): title 1–255, amount digits with up to 2 decimals ('Invalid amount format')
 * and above 0, currency 3 letters (default USD), optional plan id, optional expiry date-time (in the
 * future: the server checks it against its clock, see {@link expiryProblem}).
 */
export const paymentLinkSchema = z.object({
  title: requiredName(paymentMessages.titleRequired, paymentMessages.titleTooLong),
  description: optionalDescription,
  amount: moneyField(paymentMessages.invalidAmount, paymentMessages.amountPositive),
  currency: currencyField,
  subscriptionPlanId: optionalPlan,
  expiresAt: optionalExpiry,
});
export type PaymentLinkInput = z.input<typeof paymentLinkSchema>;
export type PaymentLinkValues = z.output<typeof paymentLinkSchema>;

/**
 * The Create Payment Link form: the same fields, with the expiry picked as a calendar date (the link
 * expires at the end of that day, UTC) that must not be before `today` (YYYY-MM-DD).
 */
export const paymentLinkFormSchema = (today: string) =>
  z.pipe(
    z.object({
      title: z.optional(z.string()),
      description: z.optional(z.string()),
      amount: z.optional(z.string()),
      currency: z.optional(z.string()),
      subscriptionPlanId: z.optional(z.string()),
      expiresOn: z.optional(z.string()),
    }),
    z.transform((values, ctx): PaymentLinkValues => {
      const { expiresOn, ...rest } = values;
      let expiresAt: string | undefined;
      if (!isBlank(expiresOn)) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(expiresOn!)) {
          ctx.issues.push({
            code: 'custom',
            path: ['expiresOn'],
            message: paymentMessages.invalidExpiry,
            input: expiresOn,
          });
        } else if (expiresOn! < today) {
          ctx.issues.push({
            code: 'custom',
            path: ['expiresOn'],
            message: paymentMessages.expiryPast,
            input: expiresOn,
          });
        } else expiresAt = `${expiresOn}T23:59:59.000Z`;
      }
      const parsed = z.safeParse(paymentLinkSchema, { ...rest, expiresAt });
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          ctx.issues.push({
            code: 'custom',
            path: issue.path,
            message: issue.message,
            input: values,
          });
      return parsed.success ? parsed.data : (z.NEVER as never);
    }),
  );
export type PaymentLinkFormInput = z.input<ReturnType<typeof paymentLinkFormSchema>>;

const featuresField = z.pipe(
  z.nullish(z.array(z.string({ error: paymentMessages.featureBlank }))),
  z.transform((v, ctx): string[] => {
    const list = (v ?? []).map((f) => f.trim());
    if (list.length > 50) return fail(ctx, paymentMessages.tooManyFeatures);
    if (list.some((f) => !f)) return fail(ctx, paymentMessages.featureBlank);
    if (list.some((f) => f.length > 255)) return fail(ctx, paymentMessages.featureTooLong);
    return list;
  }),
);

const billingIntervalField = z.pipe(
  z.nullish(z.string({ error: paymentMessages.billingInterval })),
  z.transform((v, ctx): BillingInterval => {
    if (isBlank(v)) return 'monthly';
    if (!(billingIntervals as readonly string[]).includes(v!))
      return fail(ctx, paymentMessages.billingInterval);
    return v as BillingInterval;
  }),
);

/**
 * Create a subscription plan (§5): name 1–255, price digits with up to 2 decimals ('Invalid price
 * format'), currency 3 letters (default USD), billing interval (default monthly), features.
 */
export const subscriptionPlanSchema = z.object({
  name: requiredName(paymentMessages.nameRequired, paymentMessages.nameTooLong),
  description: optionalDescription,
  price: moneyField(paymentMessages.invalidPrice),
  currency: currencyField,
  billingInterval: billingIntervalField,
  features: featuresField,
});
export type SubscriptionPlanInput = z.input<typeof subscriptionPlanSchema>;
export type SubscriptionPlanValues = z.output<typeof subscriptionPlanSchema>;

/** The Create Plan form: features typed one per line. */
export const subscriptionPlanFormSchema = z.pipe(
  z.object({
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    price: z.optional(z.string()),
    currency: z.optional(z.string()),
    billingInterval: z.optional(z.string()),
    featuresText: z.optional(z.string()),
  }),
  z.transform((values, ctx): SubscriptionPlanValues => {
    const { featuresText, ...rest } = values;
    const features = (featuresText ?? '')
      .split('\n')
      .map((f) => f.trim())
      .filter(Boolean);
    const parsed = z.safeParse(subscriptionPlanSchema, { ...rest, features });
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.issues.push({
          code: 'custom',
          path: issue.path[0] === 'features' ? ['featuresText'] : issue.path,
          message: issue.message,
          input: values,
        });
    return parsed.success ? parsed.data : (z.NEVER as never);
  }),
);
export type SubscriptionPlanFormInput = z.input<typeof subscriptionPlanFormSchema>;

const optionalReason = z.pipe(
  z.nullish(z.string()),
  z.transform((v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    const t = v!.trim();
    if (t.length > 2000) return fail(ctx, 'Reason must be at most 2000 characters');
    return t;
  }),
);

/** An admin's move of a transaction: failed, expired or refunded (where the state machine allows). */
export const paymentStatusChangeSchema = z.object({
  status: z.enum(adminPaymentStatuses, {
    error: 'Status must be failed, expired or refunded',
  }),
  reason: optionalReason,
});

/** An admin's move of a subscription. */
export const subscriptionStatusChangeSchema = z.object({
  status: z.enum(subscriptionStatuses, {
    error: 'Status must be active, expired, cancelled or suspended',
  }),
  reason: optionalReason,
});

const emailText = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The simulator's payment of a link's invoice by a customer, with its outcome. */
export const simulatedPaymentSchema = z.object({
  outcome: z._default(
    z.enum(['paid', 'pending', 'failed', 'expired'], {
      error: 'Outcome must be paid, pending, failed or expired',
    }),
    'paid',
  ),
  customerEmail: z.pipe(
    z.nullish(z.string({ error: paymentMessages.emailInvalid })),
    z.transform((v, ctx): string => {
      const t = v?.trim() ?? '';
      if (!emailText.test(t) || t.length > 320) return fail(ctx, paymentMessages.emailInvalid);
      return t.toLowerCase();
    }),
  ),
  customerName: z.pipe(
    z.nullish(z.string()),
    z.transform((v, ctx): string | undefined => {
      if (isBlank(v)) return undefined;
      const t = v!.trim();
      if (t.length > 255) return fail(ctx, 'Name must be at most 255 characters');
      return t;
    }),
  ),
  cryptoCurrency: z._default(
    z.enum(cryptoCurrencies, { error: paymentMessages.cryptoCurrency }),
    'USDT',
  ),
});
export type SimulatedPaymentInput = z.input<typeof simulatedPaymentSchema>;

/** The simulator's later event on one of its transactions. */
export const simulatedEventSchema = z.object({
  outcome: z.enum(['paid', 'failed', 'expired', 'refunded'], {
    error: 'Outcome must be paid, failed, expired or refunded',
  }),
});
