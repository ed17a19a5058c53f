/**
 * The deals' rules without a database: the refusals a move or a trade answers with, the money of a
 * deal's terms, the summary's sums and the CSV export's columns.
 */
import {
  allowedNextStatuses,
  commissionAmount,
  commissionStateOf,
  dealStatuses,
  fromScaled,
  toScaled,
  type DealStatus,
} from '@petrobridge/domain';
import type { DealRow, NewDeal, UserRow } from '../db/rows';
import { HttpError } from '../http/errors';

/** A status as the messages write it: `lc_pending` → `lc pending`. */
export const label = (status: string) => status.replaceAll('_', ' ');

/** 409 for a move the deal's current status does not allow, with the statuses it does. */
export const transitionConflict = (current: DealStatus, message: string) =>
  new HttpError(409, message, {
    currentStatus: current,
    allowedStatuses: [...allowedNextStatuses(current)],
  });

/** 409 VOLUME_EXCEEDED: more than the offer's volume not yet committed to locked deals. */
export const volumeExceeded = (
  offer: { volume: number; committedVolume: number; volumeUnit: string },
  asked: number,
  /** A refused move also says where the deal stands (DealTransitionError). */
  deal?: DealRow,
) => {
  const remaining = Math.max(0, offer.volume - offer.committedVolume);
  return new HttpError(
    409,
    `Only ${remaining.toLocaleString('en-US')} ${offer.volumeUnit} of the offer remain uncommitted; ${asked.toLocaleString('en-US')} ${offer.volumeUnit} cannot be traded`,
    {
      code: 'VOLUME_EXCEEDED',
      remaining,
      ...(deal
        ? {
            currentStatus: deal.status,
            allowedStatuses: [...allowedNextStatuses(deal.status)],
          }
        : {}),
    },
  );
};

/** A deal's total value and the commission on it at `rate` (both null without a price). */
export const money = (total: string | null, rate: string) => ({
  totalValue: total,
  commissionAmount: total === null ? null : commissionAmount(total, rate),
});

/** The commission rate (%) of the deals traders propose on offers and RFQs. */
export const PROPOSAL_COMMISSION_RATE = '2.50';

/** The values of a proposal's deal that come from the listing and the proposer's side. */
export type ProposalValues = Pick<NewDeal, 'offerId' | 'rfqId'> &
  Required<
    Pick<
      NewDeal,
      | 'sellerId'
      | 'buyerId'
      | 'sellerCompanyId'
      | 'buyerCompanyId'
      | 'productType'
      | 'volume'
      | 'volumeUnit'
      | 'currency'
      | 'deliveryLocation'
      | 'deliveryDate'
    >
  >;

/** The side `user` trades on in `deal`: its seller, its buyer, or neither (the broker, an admin). */
export const sideOf = (deal: DealRow, user: UserRow): 'seller' | 'buyer' | null =>
  deal.sellerId === user.id ? 'seller' : deal.buyerId === user.id ? 'buyer' : null;

/** One status's row of the summary query: its deals, their USD value and commission, the others. */
export interface SummaryRow {
  status: DealStatus;
  n: number;
  value: string;
  commission: string;
  other: number;
}

const sumMoney = (values: string[]) =>
  fromScaled(
    values.reduce((acc, v) => acc + toScaled(v, 2), 0n),
    2,
  );

/** The deal summary from its per-status rows; the commission total only for verified staff. */
export function dealSummary(rows: readonly SummaryRow[], withCommission: boolean) {
  const byStatus = dealStatuses.map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, count: row?.n ?? 0, totalValue: row?.value ?? '0.00' };
  });
  const live = rows.filter((r) => r.status !== 'cancelled');
  return {
    byStatus,
    totalCount: rows.reduce((n, r) => n + r.n, 0),
    totalValue: sumMoney(live.map((r) => r.value)),
    otherCurrencyCount: rows.reduce((n, r) => n + Number(r.other), 0),
    // Commission earned (docs/product.md#figures): completed deals only, as everywhere else.
    ...(withCommission
      ? {
          commissionTotal: sumMoney(
            rows.filter((r) => commissionStateOf(r.status) === 'earned').map((r) => r.commission),
          ),
        }
      : {}),
  };
}

// The CSV export's columns and one deal's cells in their order (staff also get commission): written
// once for the server and the stories' fake server.
export {
  dealExportHeader as exportHeader,
  dealExportCells as exportCells,
} from '@petrobridge/domain';
