import type { Tone } from '@petrobridge/ui';
import type { PaymentLinkStatus } from '@petrobridge/domain';
import type { PaymentLink, PaymentTransaction } from '../../data/api';

/** A payment link's derived status: open (info), awaiting confirmation, paid, or over. */
export const linkStatusTones: Record<PaymentLinkStatus, Tone> = {
  active: 'info',
  pending: 'warning',
  paid: 'success',
  refunded: 'neutral',
  expired: 'neutral',
  inactive: 'neutral',
};

/** "1 paid · 1 failed", or "None". */
export function countsText(counts: PaymentLink['transactionCounts']): string {
  const parts = (Object.entries(counts) as [string, number][])
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${n} ${status}`);
  return parts.length ? parts.join(' · ') : 'None';
}

/** A long id or hash, shortened for a table cell: `0x6f1c…f3a2`. */
export const shortId = (id: string | null | undefined, keep = 6) =>
  !id ? '—' : id.length <= keep * 2 + 1 ? id : `${id.slice(0, keep)}…${id.slice(-4)}`;

/**
 * A payment that does not match its invoice, as a badge beside its status: less than invoiced or another
 * currency stays pending for review; more than invoiced is paid, the surplus to be settled with the
 * customer. Nothing for an exact payment.
 */
export function settlementDisplay(
  settlement: PaymentTransaction['settlement'],
): { tone: Tone; label: string } | null {
  switch (settlement) {
    case 'underpaid':
      return { tone: 'warning', label: 'Underpaid' };
    case 'wrong_currency':
      return { tone: 'warning', label: 'Wrong currency' };
    case 'overpaid':
      return { tone: 'info', label: 'Overpaid' };
    default:
      return null;
  }
}
