/**
 * A deal's negotiation and signatures: a proposal (which counters the open one), its acceptance by each
 * side (both agree the terms), and a party's signature of the contract. Each is one transaction with the
 * deal's row locked, its event and its notifications.
 */
import { and, eq } from 'drizzle-orm';
import { contractConsentText, totalValue } from '@petrobridge/domain';
import { dealContracts, dealEvents, dealProposals, dealSignatures, deals } from '../db/schema';
import type { Tx } from '../db/tx';
import type { Db } from '../db/client';
import type { DealProposalRow, DealRow, UserRow } from '../db/rows';
import { conflict, notFound } from '../http/errors';
import type { RequestBody } from '../http/handlers';
import { proposalSummary } from '../lib/deal-desk';
import { notify } from '../lib/notify';
import { assertWithinOffer } from './queries';
import { label, money } from './rules';

/**
 * The deal's row, locked for the rest of `tx` (a proposal, an answer and a move of one deal take
 * turns); 409 unless it is in negotiation.
 */
async function lockForNegotiation(tx: Tx, dealId: string): Promise<DealRow> {
  const [current] = await tx.select().from(deals).where(eq(deals.id, dealId)).for('update');
  if (current!.status !== 'negotiation')
    throw conflict(
      `The deal is in ${label(current!.status)}: terms are negotiated only before the trade is locked`,
    );
  return current!;
}

/** New terms on a deal in negotiation; the open proposal is countered. */
export function addProposal(
  db: Db,
  user: UserRow,
  deal: DealRow,
  side: 'seller' | 'buyer' | null,
  body: RequestBody<'createDealProposal'>,
  now: Date,
): Promise<DealProposalRow> {
  return db.transaction(async (tx) => {
    const current = await lockForNegotiation(tx, deal.id);
    await assertWithinOffer(tx, current.offerId, body.volume);
    await tx
      .update(dealProposals)
      .set({ status: 'countered', respondedBy: user.id, respondedAt: now })
      .where(and(eq(dealProposals.dealId, deal.id), eq(dealProposals.status, 'open')));
    const [created] = await tx
      .insert(dealProposals)
      .values({
        dealId: deal.id,
        authorId: user.id,
        authorRole: user.role,
        pricePerUnit: body.pricePerUnit,
        volume: body.volume,
        deliveryDate: body.deliveryDate ?? null,
        notes: body.notes ?? null,
        // A principal's own terms are accepted by their side at once; a broker's by neither yet.
        onBehalfOf: side ? null : (body.onBehalfOf ?? null),
        ...(side === 'seller' ? { sellerAcceptedAt: now } : {}),
        ...(side === 'buyer' ? { buyerAcceptedAt: now } : {}),
        createdAt: now,
      })
      .returning();
    await tx.insert(dealEvents).values({
      dealId: deal.id,
      actorId: user.id,
      kind: 'proposal',
      notes: proposalSummary('Proposed', created!, current),
      createdAt: now,
    });
    await notify(
      tx,
      [deal.brokerId, deal.sellerId, deal.buyerId],
      {
        title: 'New proposal',
        message: `New terms were proposed on deal ${deal.dealNumber}: accept or counter them.`,
        type: 'info',
        relatedEntityType: 'deal',
        relatedEntityId: deal.id,
      },
      user.id,
    );
    return created!;
  });
}

/** `side`'s acceptance of the open proposal; when the other side has accepted too, the deal's terms. */
export function acceptProposal(
  db: Db,
  user: UserRow,
  deal: DealRow,
  side: 'seller' | 'buyer',
  proposalId: string,
  now: Date,
): Promise<DealRow> {
  return db.transaction(async (tx) => {
    const current = await lockForNegotiation(tx, deal.id);
    const [proposal] = await tx
      .select()
      .from(dealProposals)
      .where(and(eq(dealProposals.id, proposalId), eq(dealProposals.dealId, deal.id)));
    if (!proposal) throw notFound('Proposal not found');
    if (proposal.status !== 'open')
      throw conflict(`This proposal is ${proposal.status}; only the open proposal can be accepted`);
    const accepted = { seller: proposal.sellerAcceptedAt, buyer: proposal.buyerAcceptedAt };
    if (accepted[side])
      throw conflict(
        proposal.authorId === user.id
          ? 'You cannot accept your own proposal'
          : 'You have accepted this proposal already',
      );
    const other = side === 'seller' ? 'buyer' : 'seller';
    const agreed = accepted[other] !== null;
    await tx
      .update(dealProposals)
      .set({
        ...(side === 'seller' ? { sellerAcceptedAt: now } : { buyerAcceptedAt: now }),
        ...(agreed ? { status: 'accepted' as const, respondedBy: user.id, respondedAt: now } : {}),
      })
      .where(eq(dealProposals.id, proposal.id));
    const total = totalValue(proposal.volume, proposal.pricePerUnit);
    const [row] = agreed
      ? await tx
          .update(deals)
          .set({
            pricePerUnit: proposal.pricePerUnit,
            volume: proposal.volume,
            ...(proposal.deliveryDate ? { deliveryDate: proposal.deliveryDate } : {}),
            ...money(total, current.commissionRate),
            agreedProposalId: proposal.id,
            termsAgreedAt: now,
            updatedAt: now,
          })
          .where(eq(deals.id, deal.id))
          .returning()
      : await tx.update(deals).set({ updatedAt: now }).where(eq(deals.id, deal.id)).returning();
    await tx.insert(dealEvents).values({
      dealId: deal.id,
      actorId: user.id,
      kind: 'proposal_accepted',
      notes: agreed
        ? proposalSummary('Accepted', { ...proposal, notes: null }, current)
        : `${proposalSummary(`Accepted by the ${side}`, { ...proposal, notes: null }, current)}; awaiting the ${other}'s acceptance`,
      createdAt: now,
    });
    await notify(
      tx,
      [deal.brokerId, deal.sellerId, deal.buyerId],
      agreed
        ? {
            title: 'Terms agreed',
            message: `The terms of deal ${deal.dealNumber} are agreed by both sides: ${proposal.pricePerUnit} ${current.currency}/${current.volumeUnit} for ${proposal.volume.toLocaleString('en-US')} ${current.volumeUnit}. The trade can now be locked.`,
            type: 'success',
            relatedEntityType: 'deal',
            relatedEntityId: deal.id,
          }
        : {
            title: 'Proposal accepted by one side',
            message: `The ${side} accepted the proposal on deal ${deal.dealNumber}: ${proposal.pricePerUnit} ${current.currency}/${current.volumeUnit} for ${proposal.volume.toLocaleString('en-US')} ${current.volumeUnit}. It binds once the ${other} accepts it too.`,
            type: 'info',
            relatedEntityType: 'deal',
            relatedEntityId: deal.id,
          },
      user.id,
    );
    return row!;
  });
}

/** `side`'s signature of the deal's contract (once per side), with its event and notice. */
export function signContract(
  db: Db,
  user: UserRow,
  deal: DealRow,
  side: 'seller' | 'buyer',
  fullName: string,
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(deals).where(eq(deals.id, deal.id)).for('update');
    const [contract] = await tx
      .select()
      .from(dealContracts)
      .where(eq(dealContracts.dealId, deal.id));
    if (!contract) throw notFound('No contract yet: it is generated when the trade is locked');
    if (current!.status === 'cancelled')
      throw conflict('The deal is cancelled: its contract can no longer be signed');
    const [signed] = await tx
      .insert(dealSignatures)
      .values({
        dealId: deal.id,
        side,
        userId: user.id,
        fullName,
        consentText: contractConsentText,
        documentHash: contract.sha256,
        signedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!signed) throw conflict('You have signed this contract already');
    await tx.insert(dealEvents).values({
      dealId: deal.id,
      actorId: user.id,
      kind: 'contract_signed',
      notes: `Contract signed by the ${side}: ${signed.fullName} (SHA-256 ${contract.sha256.slice(0, 12)}…)`,
      createdAt: now,
    });
    await notify(
      tx,
      [deal.brokerId, deal.sellerId, deal.buyerId],
      {
        title: 'Contract signed',
        message: `The ${side} signed the contract of deal ${deal.dealNumber}.`,
        type: 'success',
        relatedEntityType: 'deal',
        relatedEntityId: deal.id,
      },
      user.id,
    );
  });
}
