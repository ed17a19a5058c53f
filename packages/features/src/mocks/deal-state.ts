/**
 * What the fake server keeps beside each deal, as the server keeps it in its tables: the timeline
 * (deal_events), the negotiation (proposals), the contract and its signatures, the volume committed
 * on the offer; and the deal as a caller may see it.
 */
import type { HttpResponse } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import {
  allowedNextStatuses,
  counterpartyName,
  isIdentityRevealed,
  isAdminRole,
  isStaffRole,
  productTypeNames,
  termsNotAgreedReason,
} from '@petrobridge/domain';
import { mockDb, type Deal, type User } from './db';
import { problem, type Problem } from './http';

/**
 * A deal as `user` may see it, like the server (apps/api's toDeal): company names, no commission for
 * sellers and buyers, never the other side's user or company id, and its company name only once the
 * identity is revealed (`counterpartyName` of packages/domain).
 */
export function dealAs(user: User, deal: Deal): Deal {
  const companies = mockDb().companies;
  const nameOf = (id: string | null) => companies.find((c) => c.id === id)?.name ?? '';
  const [sellerName, buyerName] = [nameOf(deal.sellerCompanyId), nameOf(deal.buyerCompanyId)];
  const named: Deal = { ...deal, sellerCompanyName: sellerName, buyerCompanyName: buyerName };
  if (isStaffRole(user.role)) return named;
  const { commissionRate: _rate, commissionAmount: _amount, ...rest } = named;
  if (user.id === deal.sellerId)
    return {
      ...rest,
      buyerId: null,
      buyerCompanyId: null,
      buyerCompanyName: counterpartyName(deal, 'seller', buyerName),
      lockedBy: deal.lockedBy === deal.buyerId ? null : deal.lockedBy,
    };
  if (user.id === deal.buyerId)
    return {
      ...rest,
      sellerId: null,
      sellerCompanyId: null,
      sellerCompanyName: counterpartyName(deal, 'buyer', sellerName),
      lockedBy: deal.lockedBy === deal.sellerId ? null : deal.lockedBy,
    };
  return rest;
}

export type DealEvent = Schema<'DealEvent'>;
export const DAY_MS = 86_400_000;
/** Each deal's timeline, kept beside the deal: the mock database's deals carry none. */
const timelines = new WeakMap<Deal, DealEvent[]>();

/**
 * A deal's events, oldest first, like deal_events on the server: created, then one move per status
 * on the way to where the deal stands (the move out of negotiation is the lock when it was locked),
 * a day apart; the moves made in the story are appended by the status and lock handlers.
 */
export function eventsOf(deal: Deal): DealEvent[] {
  const known = timelines.get(deal);
  if (known) return known;
  const start = Date.parse(deal.createdAt);
  const event = (i: number, e: Partial<DealEvent>): DealEvent => ({
    id: `${deal.id.slice(0, 24)}${String(i).padStart(12, '0')}`,
    dealId: deal.id,
    actorId: deal.brokerId,
    actorRole: 'broker',
    kind: 'status_changed',
    fromStatus: null,
    toStatus: null,
    notes: null,
    createdAt: new Date(start + i * DAY_MS).toISOString(),
    ...e,
  });
  const events = [event(0, { kind: 'created', toStatus: 'negotiation' })];
  const path = ['negotiation', 'lc_pending', 'lc_confirmed', 'shipped', 'delivered', 'completed'];
  const reached = deal.status === 'cancelled' ? 0 : path.indexOf(deal.status);
  for (let i = 1; i <= reached; i++)
    events.push(
      event(i, {
        kind: i === 1 && deal.lockedAt ? 'locked' : 'status_changed',
        fromStatus: path[i - 1] as Deal['status'],
        toStatus: path[i] as Deal['status'],
      }),
    );
  if (deal.status === 'cancelled')
    events.push(
      event(1, {
        fromStatus: 'negotiation',
        toStatus: 'cancelled',
        notes: 'The buyer withdrew before the LC was opened.',
      }),
    );
  timelines.set(deal, events);
  return events;
}

/**
 * Appends a move by `user` to the deal's timeline, a day after its last event: a fixed clock, so
 * the pictures of a story do not change with the time it runs at.
 */
export function recordMove(
  user: User,
  deal: Deal,
  e: Pick<DealEvent, 'kind' | 'toStatus' | 'notes'>,
) {
  const events = eventsOf(deal);
  const last = events.at(-1)?.createdAt ?? deal.createdAt;
  events.push({
    id: `00000000-0000-4000-8000-${String(events.length).padStart(12, '0')}`,
    dealId: deal.id,
    actorId: user.id,
    actorRole: user.role,
    fromStatus: deal.status,
    createdAt: new Date(Date.parse(last) + DAY_MS).toISOString(),
    ...e,
  });
}

export type DealProposal = Schema<'DealProposal'>;
/** Each deal's negotiation, kept beside the deal like its timeline; `isMine` is set per caller. */
const negotiations = new WeakMap<Deal, Array<DealProposal & { authorId: string | null }>>();

/**
 * A deal's proposals, oldest first, like the server's: a deal made on a listing starts with the
 * proposal it was made with (its author's side accepted it), a broker's deal with a price with the
 * broker's (accepted by neither side). Once the terms are agreed (`termsAgreedAt`, every seeded deal
 * past negotiation) both sides have accepted it; a cancelled deal's is closed.
 */
export function proposalsOf(deal: Deal) {
  const known = negotiations.get(deal);
  if (known) return known;
  const proposals: Array<DealProposal & { authorId: string | null }> = [];
  if (deal.pricePerUnit !== null) {
    const author = deal.offerId ? 'buyer' : deal.rfqId ? 'seller' : 'broker';
    const agreed = deal.termsAgreedAt !== null;
    proposals.push({
      id: `${deal.id.slice(0, 24)}${'9'.repeat(12)}`,
      dealId: deal.id,
      authorId:
        author === 'buyer' ? deal.buyerId : author === 'seller' ? deal.sellerId : deal.brokerId,
      authorRole: author,
      onBehalfOf: null,
      sellerAccepted: agreed || author === 'seller',
      buyerAccepted: agreed || author === 'buyer',
      isMine: false,
      pricePerUnit: deal.pricePerUnit,
      volume: deal.volume,
      deliveryDate: deal.deliveryDate,
      notes: null,
      status: deal.status === 'cancelled' ? 'closed' : agreed ? 'accepted' : 'open',
      createdAt: deal.createdAt,
      respondedAt: agreed ? deal.termsAgreedAt : null,
    });
  }
  negotiations.set(deal, proposals);
  return proposals;
}

/** A proposal as a story writes it: the acceptances default to its author's side (the server's rule). */
type StoryProposal = Omit<
  DealProposal,
  'isMine' | 'dealId' | 'onBehalfOf' | 'sellerAccepted' | 'buyerAccepted'
> &
  Partial<Pick<DealProposal, 'onBehalfOf' | 'sellerAccepted' | 'buyerAccepted'>> & {
    authorId: string | null;
  };

/** Sets a deal's negotiation for a story (authorId: who made each proposal). */
export function setProposals(deal: Deal, proposals: StoryProposal[]) {
  negotiations.set(
    deal,
    proposals.map((p) => ({
      onBehalfOf: null,
      sellerAccepted: p.authorRole === 'seller' || p.status === 'accepted',
      buyerAccepted: p.authorRole === 'buyer' || p.status === 'accepted',
      ...p,
      dealId: deal.id,
      isMine: false,
    })),
  );
}

/** The open proposal's acceptances, as termsNotAgreedReason reads them. */
export const openProposalOf = (deal: Deal) =>
  proposalsOf(deal).findLast((p) => p.status === 'open');

/** The 409 TERMS_NOT_AGREED of a lock (or negotiation → lc_pending) before both sides accepted. */
export function termsNotAgreed(deal: Deal): HttpResponse<Problem> | null {
  const reason = termsNotAgreedReason({
    termsAgreed: deal.termsAgreedAt !== null,
    pricePerUnit: deal.pricePerUnit,
    openProposal: openProposalOf(deal) ?? null,
  });
  return reason
    ? problem(409, reason, {
        code: 'TERMS_NOT_AGREED',
        currentStatus: deal.status,
        allowedStatuses: allowedNextStatuses(deal.status),
      })
    : null;
}

type Signature = Schema<'ContractSignature'> & { userId: string | null };
/** Each locked deal's contract, kept beside the deal. */
const contracts = new WeakMap<
  Deal,
  Omit<Schema<'DealContract'>, 'signatures'> & { signatures: Signature[] }
>();
const MOCK_CONTRACT_HASH = '9f2c4e1ab7d35068c1e2f4a6b8d0e2f4a6c8e0f2a4b6d8f0e2c4a6b8d0f2e4a6';

/**
 * A deal's contract: none before the lock; generated at the lock, and signed by both sides once the
 * LC is confirmed (the seeded deals further along).
 */
export function contractOf(deal: Deal) {
  const known = contracts.get(deal);
  if (known) return known;
  if (!isIdentityRevealed(deal)) return null; // the contract is written at the lock
  const signedBoth = !['negotiation', 'lc_pending', 'cancelled'].includes(deal.status);
  const at = deal.lockedAt ?? deal.updatedAt;
  const contract = {
    dealId: deal.id,
    sha256: MOCK_CONTRACT_HASH,
    fileSize: 4312,
    generatedAt: at,
    signatures: signedBoth
      ? (['seller', 'buyer'] as const).map((side) => ({
          side,
          fullName: side === 'seller' ? 'Adaeze Okafor' : 'Lars Nilsson',
          signedAt: at,
          documentHash: MOCK_CONTRACT_HASH,
          isMine: false,
          userId: side === 'seller' ? deal.sellerId : deal.buyerId,
        }))
      : [],
  };
  contracts.set(deal, contract);
  return contract;
}

/** The 409 VOLUME_EXCEEDED when `volume` exceeds what the deal's offer has left (the server's rule). */
export function volumeExceeded(deal: Deal, volume: number): HttpResponse<Problem> | null {
  const offer = deal.offerId ? mockDb().offers.find((o) => o.id === deal.offerId) : undefined;
  if (!offer || volume <= offer.remainingVolume) return null;
  return problem(
    409,
    `Only ${offer.remainingVolume.toLocaleString('en-US')} ${offer.volumeUnit} of the offer remain uncommitted; ${volume.toLocaleString('en-US')} ${offer.volumeUnit} cannot be traded`,
    { code: 'VOLUME_EXCEEDED', remaining: offer.remainingVolume },
  );
}

/**
 * The lock commits the deal's volume on its offer (an offer with nothing left leaves the market);
 * cancelling a locked deal gives it back.
 */
export function commitVolume(deal: Deal, direction: 'commit' | 'release') {
  const offer = deal.offerId ? mockDb().offers.find((o) => o.id === deal.offerId) : undefined;
  if (!offer) return;
  const wasFull = offer.remainingVolume === 0;
  offer.remainingVolume = Math.min(
    offer.volume,
    Math.max(0, offer.remainingVolume + (direction === 'commit' ? -deal.volume : deal.volume)),
  );
  if (direction === 'commit' && offer.remainingVolume === 0) offer.isActive = false;
  if (direction === 'release' && wasFull && offer.remainingVolume > 0) offer.isActive = true;
}

/** Sets who has signed a locked deal's contract, for a story. */
export function setSignatures(deal: Deal, sides: ReadonlyArray<'seller' | 'buyer'>) {
  const contract = contractOf(deal);
  if (!contract) return;
  contract.signatures = sides.map((side) => ({
    side,
    fullName: side === 'seller' ? 'Adaeze Okafor' : 'Lars Nilsson',
    signedAt: contract.generatedAt,
    documentHash: MOCK_CONTRACT_HASH,
    isMine: false,
    userId: side === 'seller' ? deal.sellerId : deal.buyerId,
  }));
}

export const contractAs = (user: User, deal: Deal): Schema<'DealContract'> | null => {
  const contract = contractOf(deal);
  if (!contract) return null;
  return {
    ...contract,
    signatures: contract.signatures.map(({ userId, ...sig }) => ({
      ...sig,
      isMine: userId === user.id,
    })),
  };
};

/** GET /api/deals/{id}: the deal as `user` sees it, with its events, negotiation and contract. */
export function dealDetailAs(user: User, deal: Deal): Schema<'DealDetail'> {
  return {
    ...dealAs(user, deal),
    contract: contractAs(user, deal),
    events: eventsOf(deal),
    proposals: proposalsOf(deal).map(({ authorId, ...p }) => ({
      ...p,
      isMine: authorId === user.id,
    })),
  };
}

/** "Proposed 80.00 USD/bbl for 1,000 bbl": the words the server writes on the timeline. */
export const termsText = (verb: string, p: { pricePerUnit: string; volume: number }, deal: Deal) =>
  `${verb} ${p.pricePerUnit} ${deal.currency}/${deal.volumeUnit} for ${p.volume.toLocaleString('en-US')} ${deal.volumeUnit}`;

/** The server's `q` of the deal lists: part of the deal number, or a product's value or name. */
export function matchesDealSearch(deal: Deal, q: string | null): boolean {
  const text = q?.trim().toLowerCase();
  if (!text) return true;
  return [
    deal.dealNumber,
    deal.productType.replaceAll('_', ' '),
    productTypeNames[deal.productType],
  ]
    .map((t) => t.toLowerCase())
    .some((t) => t.includes(text));
}

/** The caller's deals narrowed by the request's `status` and `q`, newest first, as they see them. */
export function filteredDeals(user: User, request: Request): Deal[] {
  const params = new URL(request.url).searchParams;
  const [status, offerId, rfqId, companyId] = ['status', 'offerId', 'rfqId', 'companyId'].map((n) =>
    params.get(n),
  );
  return visibleDeals(user)
    .filter(
      (d) =>
        (!status || d.status === status) &&
        (!offerId || d.offerId === offerId) &&
        (!rfqId || d.rfqId === rfqId) &&
        (!companyId || d.sellerCompanyId === companyId || d.buyerCompanyId === companyId) &&
        matchesDealSearch(d, params.get('q')),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((d) => dealAs(user, d));
}

export function visibleDeals(user: User): Deal[] {
  const { deals } = mockDb();
  if (isAdminRole(user.role)) return deals;
  if (user.role === 'broker') return deals.filter((d) => d.brokerId === user.id);
  if (user.role === 'seller') return deals.filter((d) => d.sellerId === user.id);
  return deals.filter((d) => d.buyerId === user.id);
}
