import { toScaled } from './money';

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

/** The two principals of a deal: the seller's and the buyer's side. */
export type DealSide = 'seller' | 'buyer';
export const dealSides: readonly DealSide[] = ['seller', 'buyer'];

/**
 * IMO ship identification number: seven digits whose last is the check digit, the sum of the first six
 * weighted 7 down to 2, modulo 10 (IMO resolution A.1117(30)). "IMO 9321483" and "9321483" are both read.
 */
export function isValidImoNumber(value: string | null | undefined): boolean {
  const digits = value?.trim().replace(/^IMO\s*/i, '') ?? '';
  if (!/^\d{7}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 6)].reduce((acc, d, i) => acc + Number(d) * (7 - i), 0);
  return sum % 10 === Number(digits[6]);
}

/** What the evidence rules read of a deal (the deal as the API serialises it has every field). */
export interface DealEvidence {
  totalValue: string | null;
  currency: string;
  lcDetails:
    | {
        lcNumber?: unknown;
        amount?: string | null;
        currency?: string | null;
        issueDate?: string | null;
        expiryDate?: string | null;
        latestShipmentDate?: string | null;
        tolerancePercent?: number | null;
      }
    | null
    | undefined;
  shippingDetails:
    | {
        imoNumber?: string | null;
        billOfLadingNumber?: unknown;
        billOfLadingDate?: string | null;
        deliveredDate?: string | null;
      }
    | null
    | undefined;
  /** The sides that have signed the deal's contract. */
  signedSides: readonly DealSide[];
}

const amountText = (value: string, currency: string) =>
  `${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/**
 * The letter of credit's amount with its tolerance (UCP 600 art. 30: "about" allows 10 % more or less;
 * a stated percentage that much) covers `total`.
 */
export function lcCovers(amount: string, tolerancePercent: number, total: string): boolean {
  return toScaled(amount, 2) * BigInt(100 + tolerancePercent) >= toScaled(total, 2) * 100n;
}

/**
 * What a move still needs on record (docs/product.md#evidence-per-move), each as a sentence naming what is
 * missing; empty when the move may go ahead. `today` is the server's date (YYYY-MM-DD). Moves not listed
 * (cancelling, the lock's own agreement check) need no evidence here.
 */
export function evidenceMissing(to: DealStatus, deal: DealEvidence, today: string): string[] {
  const missing: string[] = [];
  const lc = deal.lcDetails;
  const sh = deal.shippingDetails;
  if (to === 'lc_confirmed') {
    for (const side of dealSides)
      if (!deal.signedSides.includes(side)) missing.push(`The ${side}'s signature on the contract`);
    if (!lc?.lcNumber) {
      missing.push('A letter of credit on record');
      return missing;
    }
    if (lc.currency && lc.currency !== deal.currency)
      missing.push(`A letter of credit in ${deal.currency} (it is in ${lc.currency})`);
    else if (
      deal.totalValue &&
      lc.amount &&
      !lcCovers(lc.amount, lc.tolerancePercent ?? 0, deal.totalValue)
    )
      missing.push(
        `A letter of credit covering the contract value of ${amountText(deal.totalValue, deal.currency)} (it is for ${amountText(lc.amount, lc.currency ?? deal.currency)}${lc.tolerancePercent ? ` ± ${lc.tolerancePercent} %` : ''})`,
      );
    if (!lc.issueDate) missing.push("The letter of credit's issue date");
    else if (lc.issueDate > today)
      missing.push(`A letter of credit already issued (its issue date is ${lc.issueDate})`);
    if (lc.expiryDate && lc.expiryDate < today)
      missing.push(`A letter of credit still valid (it expired on ${lc.expiryDate})`);
    if (lc.issueDate && lc.expiryDate && lc.expiryDate < lc.issueDate)
      missing.push('An LC expiry date on or after its issue date');
  }
  if (to === 'shipped') {
    if (!sh?.billOfLadingNumber || !sh.billOfLadingDate)
      missing.push('The bill of lading (number and date)');
    else {
      if (sh.billOfLadingDate > today)
        missing.push(
          `A bill of lading dated no later than today (it is dated ${sh.billOfLadingDate})`,
        );
      if (lc?.issueDate && sh.billOfLadingDate < lc.issueDate)
        missing.push(
          `A bill of lading dated on or after the LC's issue date, ${lc.issueDate} (it is dated ${sh.billOfLadingDate})`,
        );
      if (lc?.latestShipmentDate && sh.billOfLadingDate > lc.latestShipmentDate)
        missing.push(
          `A bill of lading dated by the LC's latest shipment date, ${lc.latestShipmentDate} (it is dated ${sh.billOfLadingDate})`,
        );
    }
    if (!sh?.imoNumber) missing.push("The vessel's IMO number");
    else if (!isValidImoNumber(sh.imoNumber))
      missing.push(`A valid IMO number (${sh.imoNumber} fails its check digit)`);
  }
  if (to === 'delivered' || to === 'completed') {
    if (!sh?.deliveredDate) missing.push('The delivery date');
    else {
      if (sh.deliveredDate > today)
        missing.push(`A delivery date no later than today (it is ${sh.deliveredDate})`);
      if (sh.billOfLadingDate && sh.deliveredDate < sh.billOfLadingDate)
        missing.push(
          `A delivery date on or after the bill of lading's, ${sh.billOfLadingDate} (it is ${sh.deliveredDate})`,
        );
    }
  }
  return missing;
}

/** The refusal's message for a move with missing evidence: what the move needs, in one sentence. */
export function evidenceMessage(to: DealStatus, missing: readonly string[]): string {
  return `To move to ${to.replaceAll('_', ' ')}, the deal still needs: ${missing.join('; ')}`;
}

/** A proposal's acceptances, as the agreement rules read them. */
export interface ProposalAcceptance {
  status: string;
  sellerAccepted: boolean;
  buyerAccepted: boolean;
}

/** The sides that have not yet accepted a proposal. */
export const awaitingSides = (p: Pick<ProposalAcceptance, 'sellerAccepted' | 'buyerAccepted'>) =>
  dealSides.filter((side) => !(side === 'seller' ? p.sellerAccepted : p.buyerAccepted));

/**
 * Why a deal in negotiation cannot be locked yet, or null when it can: the lock (and the plain move to
 * lc_pending, the same act) binds only terms both principals accepted.
 */
export function termsNotAgreedReason(deal: {
  termsAgreed: boolean;
  pricePerUnit: string | null;
  openProposal?: Pick<ProposalAcceptance, 'sellerAccepted' | 'buyerAccepted'> | null;
}): string | null {
  if (deal.termsAgreed && deal.pricePerUnit !== null) return null;
  const open = deal.openProposal;
  if (open) {
    const waiting = awaitingSides(open);
    return `The terms are not agreed yet: the open proposal awaits the ${waiting.join(' and the ')}'s acceptance`;
  }
  return 'The terms are not agreed yet: a proposal must be accepted by both the seller and the buyer';
}

/** The statuses in which a deal's letter of credit may be recorded or corrected. */
export const lcEditableStatuses: readonly DealStatus[] = ['lc_pending', 'lc_confirmed'];
/** The statuses in which a deal's shipping details may be recorded or corrected. */
export const shippingEditableStatuses: readonly DealStatus[] = ['lc_confirmed', 'shipped'];
