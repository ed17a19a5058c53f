/**
 * Who sees whom (docs/security.md): the rules the server applies when it serialises a listing or a
 * deal, and the fake server of the stories the same way, written once.
 */
import type { DealStatus } from './deals';

/** A listing's owner and contact, which only its owner and verified staff see. */
export const listingIdentityKeys = [
  'companyId',
  'companyName',
  'contactName',
  'contactEmail',
] as const;

/**
 * Whether `viewer` sees who posted a listing (its owner's id, company and contact): its owner, and
 * brokers (verified) and admins. Everyone else reads it anonymously.
 */
export const seesListingIdentity = (
  viewer: { id: string; isStaff: boolean },
  ownerId: string | null | undefined,
) => viewer.isStaff || viewer.id === ownerId;

/** What the deal's seller and buyer see of each other before the trade is locked. */
export const ANONYMOUS_SELLER = 'Anonymous seller';
export const ANONYMOUS_BUYER = 'Anonymous buyer';

/**
 * Whether the deal's seller and buyer see each other's company: once the trade is locked, or once it
 * has moved past negotiation other than by cancellation (a broker can move it on without the lock).
 */
export const isIdentityRevealed = (d: { lockedAt: Date | string | null; status: DealStatus }) =>
  d.lockedAt !== null || (d.status !== 'negotiation' && d.status !== 'cancelled');

/** The other side's company name as the deal's `side` (seller or buyer) may see it. */
export function counterpartyName(
  d: { lockedAt: Date | string | null; status: DealStatus },
  side: 'seller' | 'buyer',
  companyName: string,
): string {
  if (isIdentityRevealed(d)) return companyName;
  return side === 'seller' ? ANONYMOUS_BUYER : ANONYMOUS_SELLER;
}
