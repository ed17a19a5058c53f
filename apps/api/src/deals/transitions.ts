/**
 * The deals' writes that create a deal or move it: the broker's deal, a trader's proposal on a listing,
 * a status move or the lock (with the offer's volume and the contract), and the LC or the shipment.
 * Each is one transaction with its events and notifications.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  evidenceMessage,
  evidenceMissing,
  lockTargetStatus,
  termsNotAgreedReason,
  totalValue,
  allowedNextStatuses,
  type DealStatus,
} from '@petrobridge/domain';
import {
  dealContracts,
  dealEvents,
  dealProposals,
  dealSignatures,
  deals,
  offers,
} from '../db/schema';
import type { Tx } from '../db/tx';
import type { Db } from '../db/client';
import type { DealRow, NewDeal, UserRow } from '../db/rows';
import type { Services } from '../services';
import type { RequestBody } from '../http/handlers';
import { conflict, HttpError } from '../http/errors';
import { proposalSummary } from '../lib/deal-desk';
import { renderContract } from '../lib/contract';
import { dealCompanyNames } from '../lib/deal-view';
import { notify } from '../lib/notify';
import { nextDealNumber } from '../lib/deal-numbers';
import { dealGate, pickBroker } from './queries';
import {
  label,
  money,
  PROPOSAL_COMMISSION_RATE,
  transitionConflict,
  volumeExceeded,
  type ProposalValues,
} from './rules';

/** Inserts a deal with its `created` event (and a `proposal` event when given), in `tx`. */
async function insertDeal(
  tx: Tx,
  values: Omit<NewDeal, 'dealNumber'>,
  actorId: string,
  now: Date,
  proposal?: string,
): Promise<DealRow> {
  const [deal] = await tx
    .insert(deals)
    .values({
      ...values,
      dealNumber: await nextDealNumber(tx, now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(dealEvents).values({
    dealId: deal!.id,
    actorId,
    kind: 'created',
    toStatus: deal!.status,
    notes: values.notes ?? null,
    createdAt: now,
  });
  if (proposal)
    await tx.insert(dealEvents).values({
      dealId: deal!.id,
      actorId,
      kind: 'proposal',
      notes: proposal,
      createdAt: new Date(now.getTime() + 1),
    });
  return deal!;
}

/**
 * A broker's deal in negotiation between the seller and the buyer; its terms, when priced, are the first
 * proposal (they bind only once both sides accept). The seller and the buyer are notified.
 */
export function createBrokerDeal(
  db: Db,
  broker: UserRow,
  body: RequestBody<'createDeal'>,
  now: Date,
): Promise<DealRow> {
  const total = body.pricePerUnit === undefined ? null : totalValue(body.volume, body.pricePerUnit);
  return db.transaction(async (tx) => {
    const created = await insertDeal(
      tx,
      {
        brokerId: broker.id,
        sellerId: body.sellerId,
        buyerId: body.buyerId,
        sellerCompanyId: body.sellerCompanyId,
        buyerCompanyId: body.buyerCompanyId,
        productType: body.productType,
        volume: body.volume,
        volumeUnit: body.volumeUnit,
        pricePerUnit: body.pricePerUnit ?? null,
        currency: body.currency,
        commissionRate: body.commissionRate,
        ...money(total, body.commissionRate),
        status: 'negotiation',
        deliveryLocation: body.deliveryLocation ?? null,
        deliveryDate: body.deliveryDate ?? null,
        notes: body.notes ?? null,
        offerId: body.offerId ?? null,
        rfqId: body.rfqId ?? null,
      },
      broker.id,
      now,
    );
    // The broker's terms are a proposal: they bind only once the seller and the buyer each accept.
    if (body.pricePerUnit !== undefined)
      await tx.insert(dealProposals).values({
        dealId: created.id,
        authorId: broker.id,
        authorRole: broker.role,
        pricePerUnit: body.pricePerUnit,
        volume: body.volume,
        deliveryDate: body.deliveryDate ?? null,
        notes: null,
        createdAt: new Date(now.getTime() + 1),
      });
    await notify(
      tx,
      [created.sellerId, created.buyerId],
      {
        title: 'New deal',
        message: `Deal ${created.dealNumber} was created and is in negotiation.`,
        type: 'info',
        relatedEntityType: 'deal',
        relatedEntityId: created.id,
      },
      broker.id,
    );
    return created;
  });
}

/**
 * A trader's proposal on a listing at `body.proposedPrice`: a deal in negotiation at the standard
 * commission with the least busy broker, and its proposal event. The listing's owner (`notice.to`)
 * and the broker are notified.
 */
export function propose(
  services: Services,
  user: UserRow,
  body: { proposedPrice: string; notes?: string },
  values: ProposalValues,
  notice: { to: string; title: string; message: (dealNumber: string) => string },
): Promise<DealRow> {
  const { currency, volumeUnit: unit, volume } = values;
  const now = services.now();
  const total = totalValue(volume, body.proposedPrice);
  return services.database.db.transaction(async (tx) => {
    const brokerId = await pickBroker(tx);
    const created = await insertDeal(
      tx,
      {
        ...values,
        brokerId: brokerId ?? null,
        pricePerUnit: body.proposedPrice,
        commissionRate: PROPOSAL_COMMISSION_RATE,
        ...money(total, PROPOSAL_COMMISSION_RATE),
        status: 'negotiation',
        notes: body.notes ?? null,
      },
      user.id,
      now,
      proposalSummary(
        'Proposed',
        {
          pricePerUnit: body.proposedPrice,
          volume,
          deliveryDate: values.deliveryDate,
          notes: body.notes,
        },
        { currency, volumeUnit: unit },
      ),
    );
    // The proposal the deal is made with opens its negotiation: the other side accepts or counters it.
    const at = new Date(now.getTime() + 1);
    await tx.insert(dealProposals).values({
      dealId: created.id,
      authorId: user.id,
      authorRole: user.role,
      pricePerUnit: body.proposedPrice,
      volume,
      deliveryDate: values.deliveryDate,
      notes: body.notes ?? null,
      // The proposer's side has accepted its own terms; the other side accepts or counters them.
      ...(values.sellerId === user.id ? { sellerAcceptedAt: at } : { buyerAcceptedAt: at }),
      createdAt: at,
    });
    await notify(
      tx,
      [notice.to, created.brokerId],
      {
        title: notice.title,
        message: notice.message(created.dealNumber),
        type: 'info',
        relatedEntityType: 'deal',
        relatedEntityId: created.id,
      },
      user.id,
    );
    return created;
  });
}

/**
 * The sales contract of a deal being locked, in `tx`: the PDF from its frozen terms into storage, its
 * row with the SHA-256, and the `contract_generated` event. The file is written before the row, so a
 * row never names a missing file (a rolled-back lock leaves an unreferenced file at most).
 */
async function writeContract(services: Services, tx: Tx, deal: DealRow, now: Date) {
  const names = (await dealCompanyNames(tx, [deal]))(deal);
  const { bytes, sha256 } = await renderContract({
    ...deal,
    sellerCompany: names.seller,
    buyerCompany: names.buyer,
    lockedAt: now,
  });
  const storageKey = `contracts/${deal.id}.pdf`;
  await services.storage.putBuffer(storageKey, Buffer.from(bytes));
  await tx
    .insert(dealContracts)
    .values({ dealId: deal.id, storageKey, sha256, fileSize: bytes.length, generatedAt: now });
  await tx.insert(dealEvents).values({
    dealId: deal.id,
    actorId: null,
    kind: 'contract_generated',
    notes: `Sales contract generated from the locked terms (SHA-256 ${sha256.slice(0, 12)}…)`,
    createdAt: now,
  });
}

/**
 * The checks of a move, in its transaction with the deal's row locked: the gate (a staff or party
 * cancellation passes it), agreed terms and the offer's volume for the lock (the offer's row locked too,
 * so parallel locks never commit more than it holds), the evidence for the later moves.
 */
async function checkMove(tx: Tx, user: UserRow, current: DealRow, to: DealStatus, now: Date) {
  if (to !== 'cancelled') await dealGate(tx, current, user);
  if (to === lockTargetStatus) {
    const [open] = await tx
      .select()
      .from(dealProposals)
      .where(and(eq(dealProposals.dealId, current.id), eq(dealProposals.status, 'open')))
      .orderBy(desc(dealProposals.createdAt), desc(dealProposals.seq))
      .limit(1);
    const reason = termsNotAgreedReason({
      termsAgreed: current.termsAgreedAt !== null,
      pricePerUnit: current.pricePerUnit,
      openProposal: open
        ? { sellerAccepted: !!open.sellerAcceptedAt, buyerAccepted: !!open.buyerAcceptedAt }
        : null,
    });
    if (reason)
      throw new HttpError(409, reason, {
        code: 'TERMS_NOT_AGREED',
        currentStatus: current.status,
        allowedStatuses: [...allowedNextStatuses(current.status)],
      });
    if (current.offerId) {
      const [offer] = await tx
        .select()
        .from(offers)
        .where(eq(offers.id, current.offerId))
        .for('update');
      if (offer) {
        if (current.volume > offer.volume - offer.committedVolume)
          throw volumeExceeded(offer, current.volume, current);
        const committed = offer.committedVolume + current.volume;
        const full = committed >= offer.volume;
        await tx
          .update(offers)
          .set({
            committedVolume: committed,
            ...(full && offer.isActive ? { isActive: false, fullyCommitted: true } : {}),
            updatedAt: now,
          })
          .where(eq(offers.id, offer.id));
      }
    }
    return;
  }
  if (to === 'cancelled') {
    // A locked deal's volume goes back to its offer (and a fully committed offer back on the market).
    if (current.status !== 'negotiation' && current.offerId) {
      const [offer] = await tx
        .select()
        .from(offers)
        .where(eq(offers.id, current.offerId))
        .for('update');
      if (offer)
        await tx
          .update(offers)
          .set({
            committedVolume: Math.max(0, offer.committedVolume - current.volume),
            ...(offer.fullyCommitted ? { isActive: true, fullyCommitted: false } : {}),
            updatedAt: now,
          })
          .where(eq(offers.id, offer.id));
    }
    return;
  }
  const signatures = await tx
    .select({ side: dealSignatures.side })
    .from(dealSignatures)
    .where(eq(dealSignatures.dealId, current.id));
  const missing = evidenceMissing(
    to,
    {
      totalValue: current.totalValue,
      currency: current.currency,
      lcDetails: current.lcDetails,
      shippingDetails: current.shippingDetails,
      signedSides: signatures.map((sig) => sig.side),
    },
    now.toISOString().slice(0, 10),
  );
  if (missing.length)
    throw new HttpError(409, evidenceMessage(to, missing), {
      code: 'EVIDENCE_MISSING',
      missing,
      currentStatus: current.status,
      allowedStatuses: [...allowedNextStatuses(current.status)],
    });
}

/**
 * Moves a deal from `from` to `to` only if it is still in `from` and the move's checks pass (checkMove);
 * writes the event and notifies.
 */
export function move(
  services: Services,
  user: UserRow,
  deal: DealRow,
  to: DealStatus,
  kind: 'status_changed' | 'locked',
  notes: string | undefined,
  alsoInTx?: (tx: Tx, now: Date) => Promise<void>,
): Promise<DealRow> {
  const now = services.now();
  return services.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(deals).where(eq(deals.id, deal.id)).for('update');
    if (current && current.status === deal.status) await checkMove(tx, user, current, to, now);
    const [updated] = await tx
      .update(deals)
      .set({
        status: to,
        updatedAt: now,
        ...(kind === 'locked' ? { lockedAt: now, lockedBy: user.id } : {}),
      })
      .where(and(eq(deals.id, deal.id), eq(deals.status, deal.status)))
      .returning();
    if (!updated) {
      const [current] = await tx
        .select({ status: deals.status })
        .from(deals)
        .where(eq(deals.id, deal.id));
      throw transitionConflict(
        current!.status,
        `The deal moved to ${label(current!.status)} meanwhile; it cannot move to ${label(to)} now`,
      );
    }
    // Leaving negotiation (the lock, or the plain move to lc_pending) freezes the terms as they stand;
    // a cancellation ends the negotiation.
    if (to === lockTargetStatus || to === 'cancelled')
      await tx
        .update(dealProposals)
        .set({ status: 'closed', respondedAt: now })
        .where(and(eq(dealProposals.dealId, deal.id), eq(dealProposals.status, 'open')));
    await tx.insert(dealEvents).values({
      dealId: deal.id,
      actorId: user.id,
      kind,
      fromStatus: deal.status,
      toStatus: to,
      notes: notes ?? null,
      createdAt: now,
    });
    if (to === lockTargetStatus) await writeContract(services, tx, updated, now);
    await alsoInTx?.(tx, now);
    await notify(
      tx,
      [deal.brokerId, deal.sellerId, deal.buyerId],
      kind === 'locked'
        ? {
            title: 'Trade locked',
            message: `Deal ${deal.dealNumber} is locked and moving to LC confirmation.`,
            type: 'success',
            relatedEntityType: 'deal',
            relatedEntityId: deal.id,
          }
        : {
            title: 'Deal status changed',
            message: `Deal ${deal.dealNumber} moved from ${label(deal.status)} to ${label(to)}.`,
            type: to === 'cancelled' ? 'warning' : to === 'completed' ? 'success' : 'info',
            relatedEntityType: 'deal',
            relatedEntityId: deal.id,
          },
      user.id,
    );
    return updated;
  });
}

/** Records the LC or the shipment on a deal still in one of `editable`, with its event and notice. */
export function recordOnDeal(
  db: Db,
  user: UserRow,
  deal: DealRow,
  change: {
    editable: readonly DealStatus[];
    refusal: string;
    set: Pick<Partial<NewDeal>, 'lcDetails' | 'shippingDetails'>;
    event: { kind: 'lc_recorded' | 'shipping_recorded'; notes: string };
    notice: { title: string; message: string };
    now: Date;
  },
): Promise<DealRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(deals)
      .set({ ...change.set, updatedAt: change.now })
      .where(and(eq(deals.id, deal.id), inArray(deals.status, [...change.editable])))
      .returning();
    if (!updated) {
      const [current] = await tx
        .select({ status: deals.status })
        .from(deals)
        .where(eq(deals.id, deal.id));
      throw conflict(`${change.refusal} (the deal is in ${label(current!.status)})`);
    }
    await tx.insert(dealEvents).values({
      dealId: deal.id,
      actorId: user.id,
      kind: change.event.kind,
      notes: change.event.notes,
      createdAt: change.now,
    });
    await notify(
      tx,
      [deal.brokerId, deal.sellerId, deal.buyerId],
      { ...change.notice, type: 'info', relatedEntityType: 'deal', relatedEntityId: deal.id },
      user.id,
    );
    return updated;
  });
}
