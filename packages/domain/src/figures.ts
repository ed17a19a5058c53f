/**
 * One definition per figure (docs/product.md#figures): which deals each figure counts, by status, and
 * how it is summed. Every endpoint and screen that shows a figure uses these sets — the server in SQL
 * through the same lists, the client and the tests through the pure functions below.
 *
 * - A deal in **negotiation** binds no one: it counts in no money figure (no commission, nothing spent
 *   or sold, no fee owed).
 * - **Committed** = locked and not completed (lc_pending … delivered): the broker's commission is
 *   *expected*, the trader's value is *committed*.
 * - **Completed**: the commission is *earned*, the buyer has *spent* and the seller has *sold*.
 * - **Cancelled**: the commission is *void*; nothing is owed, spent, sold or charged.
 *
 * Money figures are USD sums (deals in another currency are counted, not summed).
 */
import type { DealStatus } from './deals';
import { commissionAmount, fromScaled, toScaled } from './money';

/** Locked, not completed: the terms bind, the cargo is on its way. */
export const committedDealStatuses = [
  'lc_pending',
  'lc_confirmed',
  'shipped',
  'delivered',
] as const satisfies readonly DealStatus[];
/** Done: commission earned, value spent (buyer) or sold (seller). */
export const completedDealStatuses = ['completed'] as const satisfies readonly DealStatus[];
/** Cancelled: commission void, nothing owed. */
export const voidDealStatuses = ['cancelled'] as const satisfies readonly DealStatus[];

export const commissionStates = ['expected', 'earned', 'void'] as const;
export type CommissionState = (typeof commissionStates)[number];

/** The statuses of each commission state; a deal in negotiation has no commission state yet. */
export const commissionStateStatuses: Readonly<Record<CommissionState, readonly DealStatus[]>> = {
  expected: committedDealStatuses,
  earned: completedDealStatuses,
  void: voidDealStatuses,
};

/** The deals that carry a commission entry (ledger): every deal from its lock on. */
export const commissionDealStatuses: readonly DealStatus[] = [
  ...committedDealStatuses,
  ...completedDealStatuses,
  ...voidDealStatuses,
];

/** Expected (locked, not completed), earned (completed), void (cancelled); null in negotiation. */
export function commissionStateOf(status: DealStatus): CommissionState | null {
  for (const state of commissionStates)
    if (commissionStateStatuses[state].includes(status)) return state;
  return null;
}

export type TradeState = 'committed' | 'completed';

/** A trader's view of a deal: committed (locked, not completed), completed, else null. */
export function tradeStateOf(status: DealStatus): TradeState | null {
  if ((committedDealStatuses as readonly DealStatus[]).includes(status)) return 'committed';
  if ((completedDealStatuses as readonly DealStatus[]).includes(status)) return 'completed';
  return null;
}

/** What the figures read of a deal. */
export interface FigureDeal {
  status: DealStatus;
  currency: string;
  totalValue: string | null;
  commissionAmount: string | null;
}

const sum = (values: Array<string | null>) =>
  fromScaled(
    values.reduce((acc, v) => (v === null ? acc : acc + toScaled(v, 2)), 0n),
    2,
  );

const usd = (d: Pick<FigureDeal, 'currency'>) => d.currency === 'USD';

/** Commission in USD by state (expected, earned, void) over `deals`, and the deals in other currencies. */
export function commissionFigures(deals: readonly FigureDeal[]) {
  const of = (state: CommissionState) =>
    sum(
      deals
        .filter((d) => usd(d) && commissionStateOf(d.status) === state)
        .map((d) => d.commissionAmount),
    );
  return {
    expected: of('expected'),
    earned: of('earned'),
    void: of('void'),
    otherCurrencyCount: deals.filter((d) => !usd(d) && commissionStateOf(d.status) !== null).length,
  };
}

/**
 * A trader's totals in USD: `completed` (the buyer's "spent", the seller's "sold") and `committed`
 * (locked, not completed); negotiation and cancelled deals count in neither.
 */
export function tradeFigures(deals: ReadonlyArray<Omit<FigureDeal, 'commissionAmount'>>) {
  const of = (state: TradeState) =>
    sum(deals.filter((d) => usd(d) && tradeStateOf(d.status) === state).map((d) => d.totalValue));
  return { completed: of('completed'), committed: of('committed') };
}

/**
 * The buyer's fee on a deal (their half of the brokerage, rounded half-up to cents); null while there is
 * no price and on a cancelled deal (nothing is owed).
 */
export function buyerFee(deal: Pick<FigureDeal, 'status' | 'commissionAmount'>): string | null {
  if (deal.commissionAmount === null || commissionStateOf(deal.status) === 'void') return null;
  return commissionAmount(deal.commissionAmount, 50);
}

/** The commission dialog's bounds, percent (docs/product.md#commission-rate). */
export const MIN_COMMISSION_RATE = 0;
export const MAX_COMMISSION_RATE = 10;
