/**
 * The payments' rules without a database: a link's shown state, how a payment settles its invoice, the
 * webhook's refusals and the admins' moves.
 */
import {
  adminPaymentStatuses,
  paymentTransitions,
  toScaled,
  type PaymentLinkStatus,
  type PaymentStatus,
} from '@petrobridge/domain';
import type { LinkRow, UserRow } from '../db/rows';
import { conflict, HttpError } from '../http/errors';
import type { ProviderEvent } from './provider';

/** A link's transactions counted by status. */
export type Counts = Record<PaymentStatus, number>;

export const emptyCounts = (): Counts => ({
  pending: 0,
  paid: 0,
  expired: 0,
  failed: 0,
  refunded: 0,
});

export const isAdmin = (user: UserRow) => user.role === 'admin' || user.role === 'super_admin';

/** The statuses an admin may move a transaction in `status` to. */
export const adminMoves = (status: PaymentStatus) =>
  paymentTransitions[status].filter((s) => (adminPaymentStatuses as readonly string[]).includes(s));

/** A link's state as shown (see PaymentLinkStatus in openapi.yaml). */
export function linkStatus(link: LinkRow, counts: Counts, now: Date): PaymentLinkStatus {
  if (counts.paid > 0) return 'paid';
  if (counts.refunded > 0) return 'refunded';
  if (!link.isActive) return 'inactive';
  if ((link.expiresAt && link.expiresAt <= now) || counts.expired > 0) return 'expired';
  if (counts.pending > 0) return 'pending';
  return 'active';
}

export function transitionConflict(
  kind: string,
  from: string,
  to: string,
  allowed: readonly string[],
) {
  return conflict(`The ${kind} is ${from}: it cannot become ${to}`, {
    allowedStatuses: [...allowed],
  });
}

/** Why the webhook refuses an event for this invoice (422), if it does. */
export const webhookRefusals = {
  otherInvoice: 'The transaction belongs to another invoice: nothing was changed',
  inactive: 'This payment link is inactive: it takes no payment',
  expired: 'This payment link has expired: it takes no payment',
  paid: 'This invoice is already paid',
} as const;

export const unprocessable = (message: string) => new HttpError(422, message);

/** The status a provider's event moves its transaction to. */
const eventStatuses: Record<ProviderEvent['type'], PaymentStatus> = {
  'payment.pending': 'pending',
  'payment.paid': 'paid',
  'payment.failed': 'failed',
  'payment.expired': 'expired',
  'payment.refunded': 'refunded',
};
export const eventStatus = (type: ProviderEvent['type']): PaymentStatus => eventStatuses[type];

/** How a payment's amount and currency compare with its invoice's. */
export type Settlement = 'exact' | 'underpaid' | 'overpaid' | 'wrong_currency';

export function settlementOf(
  invoice: { amount: string; currency: string },
  paid: { amount: string; currency: string },
): Settlement {
  if (paid.currency !== invoice.currency) return 'wrong_currency';
  const due = toScaled(invoice.amount, 2);
  const got = toScaled(paid.amount, 2);
  return got === due ? 'exact' : got < due ? 'underpaid' : 'overpaid';
}

/** The `message` of the webhook's answer to the Simulator, for the refusal the admin sees. */
export function webhookMessage(body: unknown): string {
  return typeof body === 'object' && body !== null && 'message' in body
    ? String(body.message)
    : 'no message';
}
