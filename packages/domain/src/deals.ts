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
