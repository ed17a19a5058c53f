/** Deal lifecycle of docs/product.md#deal-statuses: the only manual moves there are. */
export const dealStatuses = [
  'negotiation',
  'lc_pending',
  'lc_confirmed',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type DealStatus = (typeof dealStatuses)[number];

export const dealTransitions: Readonly<Record<DealStatus, readonly DealStatus[]>> = {
  negotiation: ['lc_pending', 'cancelled'],
  lc_pending: ['lc_confirmed', 'cancelled'],
  lc_confirmed: ['shipped'],
  shipped: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

/** The statuses a deal in `from` may move to next (empty when terminal). */
export function allowedNextStatuses(from: DealStatus): readonly DealStatus[] {
  return dealTransitions[from];
}

export function canTransition(from: DealStatus, to: DealStatus): boolean {
  return dealTransitions[from].includes(to);
}

export const isTerminal = (status: DealStatus) => dealTransitions[status].length === 0;

/** Lock Trade is offered only in negotiation; it moves the deal to LC confirmation (lc_pending). */
export const canLock = (status: DealStatus) => status === 'negotiation';
export const lockTargetStatus: DealStatus = 'lc_pending';

/** Open = still moving (neither completed nor cancelled). */
export const isOpenDeal = (status: DealStatus) => status !== 'completed' && status !== 'cancelled';

/**
 * What a move needs recorded first (docs/product.md#deal-page): the letter of credit before
 * lc_confirmed, the shipping details with the bill of lading before shipped. Returns the refusal's
 * message, or null when the move may go ahead.
 */
export function missingForMove(
  to: DealStatus,
  deal: {
    lcDetails: { lcNumber?: unknown } | null | undefined;
    shippingDetails: { billOfLadingNumber?: unknown } | null | undefined;
  },
): string | null {
  if (to === 'lc_confirmed' && !deal.lcDetails?.lcNumber)
    return 'Record the letter of credit before confirming it';
  if (to === 'shipped' && !deal.shippingDetails?.billOfLadingNumber)
    return 'Record the shipping details with the bill of lading before marking the deal shipped';
  return null;
}

/** The statuses in which a deal's letter of credit may be recorded or corrected. */
export const lcEditableStatuses: readonly DealStatus[] = ['lc_pending', 'lc_confirmed'];
/** The statuses in which a deal's shipping details may be recorded or corrected. */
export const shippingEditableStatuses: readonly DealStatus[] = ['lc_confirmed', 'shipped'];
