import type { Schema } from '@petrobridge/api-client';
import type { DealStatus, KycStatus } from '@petrobridge/domain';
import type { Tone } from '@petrobridge/ui';

/**
 * How the product shows each status (docs/product.md, "Statuses"): the tone of its badge and its
 * label. The design system knows only tones; which status means what lives here, typed from the
 * enums, so a status added to the domain or the contract without a tone is a type error.
 */
export interface StatusDisplay {
  tone: Tone;
  label: string;
}

type PaymentStatus = Schema<'PaymentStatus'>;
type SubscriptionStatus = Schema<'SubscriptionStatus'>;
type ListingStatus = Schema<'ListingStatus'>;
type ProposalStatus = Schema<'DealProposalStatus'>;

/** Underscores display as spaces: 'lc_pending' reads 'lc pending'. */
const shown = (status: string, tone: Tone): StatusDisplay => ({
  tone,
  label: status.replaceAll('_', ' '),
});

const displays = <S extends string>(tones: Record<S, Tone>) =>
  Object.fromEntries(
    Object.entries<Tone>(tones).map(([status, tone]) => [status, shown(status, tone)]),
  ) as Record<S, StatusDisplay>;

/** Waiting on someone: warning. Moving along: info. Done well: success. Ended badly: danger. */
export const dealStatusDisplay = displays<DealStatus>({
  negotiation: 'info',
  lc_pending: 'warning',
  lc_confirmed: 'info',
  shipped: 'info',
  delivered: 'info',
  completed: 'success',
  cancelled: 'danger',
});

export const kycStatusDisplay = displays<KycStatus>({
  pending: 'warning',
  under_review: 'info',
  approved: 'success',
  rejected: 'danger',
});

/** Offers and RFQs on the seller and buyer dashboards. */
export const listingStatusDisplay = displays<ListingStatus>({
  active: 'success',
  pending: 'warning',
  expired: 'neutral',
  matched: 'info',
  negotiation: 'info',
  accepted: 'success',
  completed: 'success',
});

/** A deal's proposals: the open one awaits an answer. */
export const proposalStatusDisplay = displays<ProposalStatus>({
  open: 'warning',
  accepted: 'success',
  countered: 'neutral',
  closed: 'neutral',
});

export const paymentStatusDisplay = displays<PaymentStatus>({
  pending: 'warning',
  paid: 'success',
  expired: 'neutral',
  failed: 'danger',
  refunded: 'neutral',
});

export const subscriptionStatusDisplay = displays<SubscriptionStatus>({
  active: 'success',
  expired: 'neutral',
  cancelled: 'danger',
  suspended: 'warning',
});

const byKind = {
  deal: dealStatusDisplay,
  kyc: kycStatusDisplay,
  listing: listingStatusDisplay,
  proposal: proposalStatusDisplay,
  payment: paymentStatusDisplay,
  subscription: subscriptionStatusDisplay,
} as const satisfies Record<string, Record<string, StatusDisplay>>;

export type StatusKind = keyof typeof byKind;

/** What an unknown or missing status shows (docs/product.md, "Statuses"): pending. */
export const unknownStatusDisplay: StatusDisplay = shown('pending', 'warning');

/**
 * The API boundary: a status as the server sent it, which a newer server may spell in a way this
 * client does not know. An unknown or missing status renders as pending rather than failing.
 */
export function statusDisplay(kind: StatusKind, status: string | null | undefined): StatusDisplay {
  const table: Record<string, StatusDisplay> = byKind[kind];
  return (
    (status && Object.hasOwn(table, status) ? table[status] : undefined) ?? unknownStatusDisplay
  );
}
