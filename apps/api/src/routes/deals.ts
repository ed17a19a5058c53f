/** Deals: lists, detail with timeline, creation (broker, from offer, from RFQ), transitions, lock. */
import { Readable } from 'node:stream';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  allowedNextStatuses,
  canLock,
  canTransition,
  commissionAmount,
  commissionStateOf,
  dealStatuses,
  fromScaled,
  toScaled,
  isAdminRole,
  isPastDate,
  productTypesMatching,
  validationMessages,
  lockTargetStatus,
  totalValue,
  evidenceMissing,
  evidenceMessage,
  termsNotAgreedReason,
  lcEditableStatuses,
  shippingEditableStatuses,
  contractConsentText,
  dealExportCells,
  dealExportHeader,
  type DealStatus,
} from '@petrobridge/domain';
import {
  companies,
  dealContracts,
  dealEvents,
  dealProposals,
  dealSignatures,
  deals,
  offers,
  rfqs,
  users,
} from '../db/schema';
import type { Queryable, Tx } from '../db/tx';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import type { UserRow } from '../auth/sessions';
import { userOf } from '../http/context';
import { isVerifiedStaff } from '../lib/access';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { seesDealEvent, toDeal, toDealEvent, toDealProposal } from '../http/serialize';
import { lcSummary, proposalSummary, shippingSummary } from '../lib/deal-desk';
import { renderContract } from '../lib/contract';
import { sendDocumentFile } from '../lib/uploads';
import type { S } from '../http/serialize';
import { dealCompanyNames } from '../lib/deal-view';
import { dealFor, dealsFor } from '../lib/deal-view';
import {
  assertMayTrade,
  assertUsersMayTrade,
  COMPANY_DEACTIVATED,
  tradingCompany,
} from '../lib/companies';
import { recordAudit } from '../lib/audit';
import { notify } from '../lib/notify';
import { nextDealNumber } from '../lib/deal-numbers';
import { csvRow } from '../lib/csv';

type DealRow = typeof deals.$inferSelect;
type NewDeal = typeof deals.$inferInsert;

/** The deals a user may see: brokers theirs, sellers their sales, buyers their purchases, admins all. */
/**
 * `listDeals?companyId=`: the deals in which the company is a party. Sellers and buyers filter on their
 * own companies only — filtering on a counterparty's id would tell who the anonymous side of their deal
 * is before the lock — so another company's id matches nothing for them.
 */
function companyFilter(user: UserRow, companyId: string): SQL {
  return and(
    or(eq(deals.sellerCompanyId, companyId), eq(deals.buyerCompanyId, companyId)),
    isVerifiedStaff(user)
      ? undefined
      : sql`exists (select 1 from ${companies} where ${companies.id} = ${companyId} and ${companies.ownerId} = ${user.id})`,
  )!;
}

export function dealScope(user: UserRow): SQL | undefined {
  switch (user.role) {
    case 'broker':
      return eq(deals.brokerId, user.id);
    case 'seller':
      return eq(deals.sellerId, user.id);
    case 'buyer':
      return eq(deals.buyerId, user.id);
    default:
      return undefined;
  }
}

export const canSeeDeal = (user: UserRow, deal: DealRow) =>
  isAdminRole(user.role) ||
  deal.brokerId === user.id ||
  deal.sellerId === user.id ||
  deal.buyerId === user.id;

const transitionConflict = (current: DealStatus, message: string) =>
  new HttpError(409, message, {
    currentStatus: current,
    allowedStatuses: [...allowedNextStatuses(current)],
  });

const label = (status: string) => status.replaceAll('_', ' ');

/**
 * The `q` of the deal lists: a deal number containing the text, or a product whose enum value (with
 * spaces), or display name contains it. LIKE wildcards in the text match themselves.
 */
export function dealSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim().toLowerCase();
  if (!text) return undefined;
  const products = productTypesMatching(text);
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(deals.dealNumber, pattern),
    products.length ? inArray(deals.productType, products) : undefined,
  );
}

/** Rows per query while streaming the CSV export. */
const EXPORT_BATCH = 500;

/**
 * The approved broker with the fewest open deals (oldest account on a tie); undefined when none exists.
 * Pending, rejected and deactivated brokers never receive deals.
 */
async function pickBroker(db: Queryable): Promise<string | undefined> {
  const open = db
    .select({ brokerId: deals.brokerId, n: count().as('n') })
    .from(deals)
    .where(notInArray(deals.status, ['completed', 'cancelled']))
    .groupBy(deals.brokerId)
    .as('open');
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(open, eq(open.brokerId, users.id))
    .where(
      and(
        eq(users.role, 'broker'),
        eq(users.approvalStatus, 'approved'),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(sql`coalesce(${open.n}, 0)`, asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id;
}

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

const money = (total: string | null, rate: string) => ({
  totalValue: total,
  commissionAmount: total === null ? null : commissionAmount(total, rate),
});

/** The commission rate (%) of the deals traders propose on offers and RFQs. */
const PROPOSAL_COMMISSION_RATE = '2.50';

/** The values of a proposal's deal that come from the listing and the proposer's side. */
type ProposalValues = Pick<NewDeal, 'offerId' | 'rfqId'> &
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

export function dealHandlers(services: Services) {
  const { db } = services.database;

  /** 403 when the other side's company (of the listing proposed on) was deactivated by an admin. */
  async function assertCompanyMayTrade(companyId: string, side: 'Seller' | 'Buyer') {
    const [company] = await db
      .select({ isActive: companies.isActive })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    if (company && !company.isActive) throw forbidden(`${side} company has been deactivated`);
  }

  /**
   * The deal gate (docs/security.md#the-deal-gate): every operation that changes a deal — a proposal,
   * an acceptance, the lock, a status move, a signature, the LC or the shipment — passes here first. 403
   * when a company of the deal was deactivated by an admin, or the seller's or buyer's account was (or
   * they own a deactivated company). The caller's own company is named as theirs. Only a cancellation
   * passes a deactivated party: ending a deal binds no one.
   */
  async function dealGate(q: Queryable, deal: DealRow, user: UserRow) {
    const rows = await q
      .select({ id: companies.id, isActive: companies.isActive })
      .from(companies)
      .where(inArray(companies.id, [deal.sellerCompanyId, deal.buyerCompanyId]));
    for (const side of ['Seller', 'Buyer'] as const) {
      const companyId = side === 'Seller' ? deal.sellerCompanyId : deal.buyerCompanyId;
      if (rows.find((c) => c.id === companyId)?.isActive !== false) continue;
      const own = (side === 'Seller' ? deal.sellerId : deal.buyerId) === user.id;
      throw forbidden(own ? COMPANY_DEACTIVATED : `${side} company has been deactivated`);
    }
    await assertUsersMayTrade(q, { Seller: deal.sellerId, Buyer: deal.buyerId });
  }

  /** 409 VOLUME_EXCEEDED: more than the offer's volume not yet committed to locked deals. */
  const volumeExceeded = (
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

  /** 409 VOLUME_EXCEEDED when `volume` exceeds what the deal's offer has left (no lock: a read). */
  async function assertWithinOffer(q: Queryable, offerId: string | null, volume: number) {
    if (!offerId) return;
    const [offer] = await q.select().from(offers).where(eq(offers.id, offerId));
    if (offer && volume > offer.volume - offer.committedVolume) throw volumeExceeded(offer, volume);
  }

  async function loadVisible(request: FastifyRequest): Promise<{ user: UserRow; deal: DealRow }> {
    const user = userOf(request);
    const { id } = request.params as { id: string };
    const [deal] = await db.select().from(deals).where(eq(deals.id, id)).limit(1);
    if (!deal || !canSeeDeal(user, deal)) throw notFound('Deal not found');
    return { user, deal };
  }

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

  /** Records the LC or the shipment on a deal still in one of `editable`, with its event and notice. */
  async function recordOnDeal(
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

  /**
   * The sales contract of a deal being locked, in `tx`: the PDF from its frozen terms into storage, its
   * row with the SHA-256, and the `contract_generated` event. The file is written before the row, so a
   * row never names a missing file (a rolled-back lock leaves an unreferenced file at most).
   */
  async function writeContract(tx: Tx, deal: DealRow, now: Date) {
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

  /** A deal's contract with its signatures as `viewer` sees them; null before the lock. */
  async function contractOf(
    db2: Queryable,
    dealId: string,
    viewer: UserRow,
  ): Promise<S<'DealContract'> | null> {
    const [contract] = await db2
      .select()
      .from(dealContracts)
      .where(eq(dealContracts.dealId, dealId));
    if (!contract) return null;
    const signatures = await db2
      .select()
      .from(dealSignatures)
      .where(eq(dealSignatures.dealId, dealId))
      .orderBy(asc(dealSignatures.signedAt), asc(dealSignatures.side));
    return {
      dealId,
      sha256: contract.sha256,
      fileSize: contract.fileSize,
      generatedAt: contract.generatedAt.toISOString(),
      signatures: signatures.map((sig) => ({
        side: sig.side,
        fullName: sig.fullName,
        signedAt: sig.signedAt.toISOString(),
        documentHash: sig.documentHash,
        isMine: sig.userId === viewer.id,
      })),
    };
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
  async function move(
    user: UserRow,
    deal: DealRow,
    to: DealStatus,
    kind: 'status_changed' | 'locked',
    notes: string | undefined,
    alsoInTx?: (tx: Tx, now: Date) => Promise<void>,
  ): Promise<DealRow> {
    const now = services.now();
    return db.transaction(async (tx) => {
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
      if (to === lockTargetStatus) await writeContract(tx, updated, now);
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

  /**
   * A trader's proposal on a listing at `body.proposedPrice`: a deal in negotiation at the standard
   * commission with the least busy broker, and its proposal event. The listing's owner (`notice.to`)
   * and the broker are notified.
   */
  async function propose(
    user: UserRow,
    body: { proposedPrice: string; notes?: string },
    values: ProposalValues,
    notice: { to: string; title: string; message: (dealNumber: string) => string },
  ): Promise<DealRow> {
    const { currency, volumeUnit: unit, volume } = values;
    const now = services.now();
    const total = totalValue(volume, body.proposedPrice);
    return db.transaction(async (tx) => {
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

  return {
    async listDeals(request, reply) {
      const user = userOf(request);
      const q = request.query;
      const where = and(
        dealScope(user),
        q.status ? eq(deals.status, q.status) : undefined,
        dealSearch(q.q),
        q.offerId ? eq(deals.offerId, q.offerId) : undefined,
        q.rfqId ? eq(deals.rfqId, q.rfqId) : undefined,
        q.companyId ? companyFilter(user, q.companyId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(deals)
          .where(where)
          .orderBy(desc(deals.createdAt), desc(deals.id))
          .limit(q.limit ?? 100)
          .offset(q.offset ?? 0),
        db.select({ n: count() }).from(deals).where(where),
      ]);
      reply.header('x-total-count', String(total?.n ?? 0));
      return dealsFor(db, rows, user);
    },

    async getDealSummary(request) {
      const user = userOf(request);
      const where = and(dealScope(user), dealSearch(request.query.q));
      const usd = sql`${deals.currency} = 'USD'`;
      const rows = await db
        .select({
          status: deals.status,
          n: count(),
          value: sql<string>`coalesce(sum(${deals.totalValue}) filter (where ${usd}), 0)::numeric(18,2)::text`,
          commission: sql<string>`coalesce(sum(${deals.commissionAmount}) filter (where ${usd}), 0)::numeric(18,2)::text`,
          other: sql<number>`(count(*) filter (where not (${usd})))::int`,
        })
        .from(deals)
        .where(where)
        .groupBy(deals.status);
      const byStatus = dealStatuses.map((status) => {
        const row = rows.find((r) => r.status === status);
        return { status, count: row?.n ?? 0, totalValue: row?.value ?? '0.00' };
      });
      const sum = (values: string[]) =>
        fromScaled(
          values.reduce((acc, v) => acc + toScaled(v, 2), 0n),
          2,
        );
      const live = rows.filter((r) => r.status !== 'cancelled');
      return {
        byStatus,
        totalCount: rows.reduce((n, r) => n + r.n, 0),
        totalValue: sum(live.map((r) => r.value)),
        otherCurrencyCount: rows.reduce((n, r) => n + Number(r.other), 0),
        // Commission earned (docs/product.md#figures): completed deals only, as everywhere else.
        ...(isVerifiedStaff(user)
          ? {
              commissionTotal: sum(
                rows
                  .filter((r) => commissionStateOf(r.status) === 'earned')
                  .map((r) => r.commission),
              ),
            }
          : {}),
      };
    },

    async exportDeals(request, reply) {
      const user = userOf(request);
      const q = request.query;
      const where = and(
        dealScope(user),
        q.status ? eq(deals.status, q.status) : undefined,
        dealSearch(q.q),
      );
      const staff = isVerifiedStaff(user);
      const header = dealExportHeader(staff);
      // Keyset pages on (createdAt, id), the list's order and index: memory stays flat at any size.
      async function* lines() {
        yield `\uFEFF${csvRow(header)}`;
        let after: { createdAt: Date; id: string } | undefined;
        for (;;) {
          const rows = await db
            .select()
            .from(deals)
            .where(
              and(
                where,
                after
                  ? or(
                      lt(deals.createdAt, after.createdAt),
                      and(eq(deals.createdAt, after.createdAt), lt(deals.id, after.id)),
                    )
                  : undefined,
              ),
            )
            .orderBy(desc(deals.createdAt), desc(deals.id))
            .limit(EXPORT_BATCH);
          if (!rows.length) return;
          const namesOf = await dealCompanyNames(db, rows);
          let chunk = '';
          for (const row of rows) {
            const d = toDeal(row, user, namesOf(row));
            chunk += csvRow(dealExportCells(d, staff));
          }
          yield chunk;
          if (rows.length < EXPORT_BATCH) return;
          const last = rows[rows.length - 1]!;
          after = { createdAt: last.createdAt, id: last.id };
        }
      }
      const today = services.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="deals-${today}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines()));
    },

    async listDealParties() {
      const rows = await db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          country: companies.country,
          ownerId: companies.ownerId,
          role: users.role,
        })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.ownerId))
        .where(
          and(
            eq(companies.kycStatus, 'approved'),
            eq(companies.isActive, true),
            inArray(users.role, ['seller', 'buyer']),
          ),
        )
        .orderBy(asc(companies.name), asc(companies.id));
      const side = (role: 'seller' | 'buyer') =>
        rows.filter((r) => r.role === role).map(({ role: _role, ...party }) => party);
      return { sellers: side('seller'), buyers: side('buyer') };
    },

    async getDeal(request) {
      const { user, deal } = await loadVisible(request);
      const [events, proposals, contract, view] = await Promise.all([
        db
          .select({ event: dealEvents, actorRole: users.role })
          .from(dealEvents)
          .leftJoin(users, eq(users.id, dealEvents.actorId))
          .where(eq(dealEvents.dealId, deal.id))
          .orderBy(asc(dealEvents.createdAt), asc(dealEvents.seq)),
        db
          .select()
          .from(dealProposals)
          .where(eq(dealProposals.dealId, deal.id))
          .orderBy(asc(dealProposals.createdAt), asc(dealProposals.seq)),
        contractOf(db, deal.id, user),
        dealFor(db, deal, user),
      ]);
      return {
        ...view,
        events: events
          .filter((e) => seesDealEvent(e.event, user))
          .map((e) => toDealEvent(e.event, e.actorRole, deal, user)),
        proposals: proposals.map((p) => toDealProposal(p, user)),
        contract,
      };
    },

    async createDeal(request, reply) {
      const user = userOf(request);
      const body = request.body;
      const [seller] = await db.select().from(users).where(eq(users.id, body.sellerId));
      const [buyer] = await db.select().from(users).where(eq(users.id, body.buyerId));
      const [sellerCompany] = await db
        .select()
        .from(companies)
        .where(eq(companies.id, body.sellerCompanyId));
      const [buyerCompany] = await db
        .select()
        .from(companies)
        .where(eq(companies.id, body.buyerCompanyId));
      const errors = [];
      if (!seller || seller.role !== 'seller')
        errors.push({ path: 'sellerId', message: 'Choose a seller' });
      if (!buyer || buyer.role !== 'buyer')
        errors.push({ path: 'buyerId', message: 'Choose a buyer' });
      if (!sellerCompany || sellerCompany.ownerId !== body.sellerId)
        errors.push({
          path: 'sellerCompanyId',
          message: 'The seller company must belong to the seller',
        });
      if (!buyerCompany || buyerCompany.ownerId !== body.buyerId)
        errors.push({
          path: 'buyerCompanyId',
          message: 'The buyer company must belong to the buyer',
        });
      const today = services.now().toISOString().slice(0, 10);
      if (body.deliveryDate && isPastDate(body.deliveryDate, today))
        errors.push({ path: 'deliveryDate', message: validationMessages.deliveryDatePast });
      // A matched deal names the listings it comes from: the seller's offer, the buyer's RFQ.
      if (body.offerId !== undefined) {
        const [offer] = await db.select().from(offers).where(eq(offers.id, body.offerId));
        if (!offer || offer.sellerId !== body.sellerId || offer.productType !== body.productType)
          errors.push({
            path: 'offerId',
            message: 'The offer must be the seller’s, of the same product',
          });
      }
      if (body.rfqId !== undefined) {
        const [rfq] = await db.select().from(rfqs).where(eq(rfqs.id, body.rfqId));
        if (!rfq || rfq.buyerId !== body.buyerId || rfq.productType !== body.productType)
          errors.push({
            path: 'rfqId',
            message: 'The RFQ must be the buyer’s, of the same product',
          });
      }
      if (errors.length) throw badRequest('Invalid request', errors);
      assertMayTrade(sellerCompany!, 'Seller');
      assertMayTrade(buyerCompany!, 'Buyer');
      await assertUsersMayTrade(db, { Seller: body.sellerId, Buyer: body.buyerId });
      await assertWithinOffer(db, body.offerId ?? null, body.volume);

      const total =
        body.pricePerUnit === undefined ? null : totalValue(body.volume, body.pricePerUnit);
      const now = services.now();
      const deal = await db.transaction(async (tx) => {
        const created = await insertDeal(
          tx,
          {
            brokerId: user.id,
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
          user.id,
          now,
        );
        // The broker's terms are a proposal: they bind only once the seller and the buyer each accept.
        if (body.pricePerUnit !== undefined)
          await tx.insert(dealProposals).values({
            dealId: created.id,
            authorId: user.id,
            authorRole: user.role,
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
          user.id,
        );
        return created;
      });
      return reply
        .status(201)
        .send(toDeal(deal, user, { seller: sellerCompany!.name, buyer: buyerCompany!.name }));
    },

    async createDealFromOffer(request, reply) {
      const user = userOf(request);
      const buyerCompany = await tradingCompany(services.database, user);
      if (buyerCompany === 'not-owned') throw forbidden();
      const body = request.body;
      const [offer] = await db.select().from(offers).where(eq(offers.id, body.offerId)).limit(1);
      if (!offer) throw notFound('Offer not found');
      if (!offer.isActive) throw conflict('This offer is no longer active');
      if (offer.sellerId === user.id) throw conflict('You cannot trade on your own offer');
      await assertCompanyMayTrade(offer.companyId, 'Seller');
      await assertUsersMayTrade(db, { Seller: offer.sellerId, Buyer: user.id });
      const today = services.now().toISOString().slice(0, 10);
      if (offer.deliveryDate && offer.deliveryDate < today)
        throw conflict(
          `This offer's delivery date (${offer.deliveryDate}) has passed: it can no longer be traded`,
        );
      // A proposal is a share of what is on offer, never more.
      if (body.quantity > offer.volume)
        throw badRequest('Invalid request', [
          {
            path: 'quantity',
            message: `Quantity must not exceed the offer's volume (${offer.volume.toLocaleString('en-US')} ${offer.volumeUnit})`,
          },
        ]);
      if (body.quantity > offer.volume - offer.committedVolume)
        throw volumeExceeded(offer, body.quantity);
      const deal = await propose(
        user,
        body,
        {
          sellerId: offer.sellerId,
          buyerId: user.id,
          sellerCompanyId: offer.companyId,
          buyerCompanyId: buyerCompany.id,
          offerId: offer.id,
          productType: offer.productType,
          volume: body.quantity,
          volumeUnit: offer.volumeUnit,
          currency: offer.currency,
          deliveryLocation: offer.deliveryLocation,
          deliveryDate: offer.deliveryDate,
        },
        {
          to: offer.sellerId,
          title: 'Deal proposal received',
          message: (dealNumber) =>
            `A buyer proposed ${body.proposedPrice} ${offer.currency}/${offer.volumeUnit} for ${body.quantity} ${offer.volumeUnit} (deal ${dealNumber}).`,
        },
      );
      return reply.status(201).send(await dealFor(db, deal, user));
    },

    async createDealFromRfq(request, reply) {
      const user = userOf(request);
      const sellerCompany = await tradingCompany(services.database, user);
      if (sellerCompany === 'not-owned') throw forbidden();
      const body = request.body;
      const [rfq] = await db.select().from(rfqs).where(eq(rfqs.id, body.rfqId)).limit(1);
      if (!rfq) throw notFound('RFQ not found');
      if (!rfq.isActive) throw conflict('This RFQ is no longer active');
      if (rfq.buyerId === user.id) throw conflict('You cannot respond to your own RFQ');
      await assertCompanyMayTrade(rfq.companyId, 'Buyer');
      await assertUsersMayTrade(db, { Seller: user.id, Buyer: rfq.buyerId });
      const deal = await propose(
        user,
        body,
        {
          sellerId: user.id,
          buyerId: rfq.buyerId,
          sellerCompanyId: sellerCompany.id,
          buyerCompanyId: rfq.companyId,
          rfqId: rfq.id,
          productType: rfq.productType,
          volume: rfq.volume,
          volumeUnit: rfq.volumeUnit,
          currency: rfq.currency,
          deliveryLocation: rfq.deliveryLocation,
          deliveryDate: rfq.requiredDeliveryDate,
        },
        {
          to: rfq.buyerId,
          title: 'Proposal received',
          message: (dealNumber) =>
            `A seller offered ${body.proposedPrice} ${rfq.currency}/${rfq.volumeUnit} on your RFQ (deal ${dealNumber}).`,
        },
      );
      return reply.status(201).send(await dealFor(db, deal, user));
    },

    async updateDealStatus(request) {
      const { user, deal } = await loadVisible(request);
      const body = request.body;
      if (!canTransition(deal.status, body.status))
        throw transitionConflict(
          deal.status,
          `A deal in ${label(deal.status)} cannot move to ${label(body.status)}`,
        );
      // An admin cancelling a deal another broker runs answers for it in the audit log (issue 28).
      const audit =
        body.status === 'cancelled' && isAdminRole(user.role) && deal.brokerId !== user.id
          ? (tx: Tx, at: Date) =>
              recordAudit(tx, {
                actorId: user.id,
                action: 'deal_cancelled',
                targetType: 'deal',
                targetId: deal.id,
                details: {
                  dealNumber: deal.dealNumber,
                  fromStatus: deal.status,
                  notes: body.notes ?? null,
                },
                at,
              })
          : undefined;
      const updated = await move(user, deal, body.status, 'status_changed', body.notes, audit);
      return await dealFor(db, updated, user);
    },

    async lockDeal(request) {
      const { user, deal } = await loadVisible(request);
      if (!canLock(deal.status))
        throw transitionConflict(deal.status, 'Only a deal in negotiation can be locked');
      const updated = await move(user, deal, lockTargetStatus, 'locked', undefined);
      return await dealFor(db, updated, user);
    },

    async createDealProposal(request, reply) {
      const { user, deal } = await loadVisible(request);
      await dealGate(db, deal, user);
      const body = request.body;
      const side = deal.sellerId === user.id ? 'seller' : deal.buyerId === user.id ? 'buyer' : null;
      const today = services.now().toISOString().slice(0, 10);
      if (body.deliveryDate && isPastDate(body.deliveryDate, today))
        throw badRequest('Invalid request', [
          { path: 'deliveryDate', message: validationMessages.deliveryDatePast },
        ]);
      const now = services.now();
      const proposal = await db.transaction(async (tx) => {
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
      return reply.status(201).send(toDealProposal(proposal, user));
    },

    async acceptDealProposal(request) {
      const { user, deal } = await loadVisible(request);
      await dealGate(db, deal, user);
      const side = deal.sellerId === user.id ? 'seller' : deal.buyerId === user.id ? 'buyer' : null;
      if (!side) throw forbidden("Only the deal's seller or buyer accepts a proposal");
      const { proposalId } = request.params;
      const now = services.now();
      const updated = await db.transaction(async (tx) => {
        const current = await lockForNegotiation(tx, deal.id);
        const [proposal] = await tx
          .select()
          .from(dealProposals)
          .where(and(eq(dealProposals.id, proposalId), eq(dealProposals.dealId, deal.id)));
        if (!proposal) throw notFound('Proposal not found');
        if (proposal.status !== 'open')
          throw conflict(
            `This proposal is ${proposal.status}; only the open proposal can be accepted`,
          );
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
            ...(agreed
              ? { status: 'accepted' as const, respondedBy: user.id, respondedAt: now }
              : {}),
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
      return await dealFor(db, updated, user);
    },

    async downloadDealContract(request, reply) {
      const { deal } = await loadVisible(request);
      const [contract] = await db
        .select()
        .from(dealContracts)
        .where(eq(dealContracts.dealId, deal.id));
      if (!contract) throw notFound('No contract yet: it is generated when the trade is locked');
      return sendDocumentFile(reply, services.storage, {
        filePath: contract.storageKey,
        mimeType: 'application/pdf',
        originalFileName: `contract-${deal.dealNumber}.pdf`,
      });
    },

    async signDealContract(request, reply) {
      const { user, deal } = await loadVisible(request);
      const side = deal.sellerId === user.id ? 'seller' : deal.buyerId === user.id ? 'buyer' : null;
      if (!side) throw notFound('Deal not found');
      await dealGate(db, deal, user);
      const now = services.now();
      await db.transaction(async (tx) => {
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
            fullName: request.body.fullName,
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
      return reply.status(201).send((await contractOf(db, deal.id, user))!);
    },

    async recordDealLc(request) {
      const { user, deal } = await loadVisible(request);
      if (user.role === 'seller')
        throw forbidden('Only the buyer, the broker or an admin records the letter of credit');
      await dealGate(db, deal, user);
      const body = request.body;
      const now = services.now();
      const updated = await recordOnDeal(user, deal, {
        editable: lcEditableStatuses,
        refusal:
          'The letter of credit is recorded once the trade is locked, until the LC is used for shipment',
        set: { lcDetails: { ...body, recordedBy: user.id, recordedAt: now.toISOString() } },
        event: { kind: 'lc_recorded', notes: lcSummary(body) },
        notice: {
          title: 'Letter of credit recorded',
          message: `The letter of credit of deal ${deal.dealNumber} was recorded: ${body.lcNumber}.`,
        },
        now,
      });
      return await dealFor(db, updated, user);
    },

    async recordDealShipping(request) {
      const { user, deal } = await loadVisible(request);
      if (user.role === 'buyer')
        throw forbidden('Only the seller, the broker or an admin records shipping');
      await dealGate(db, deal, user);
      const body = request.body;
      const now = services.now();
      const updated = await recordOnDeal(user, deal, {
        editable: shippingEditableStatuses,
        refusal: 'Shipping is recorded once the letter of credit is confirmed, until delivery',
        set: { shippingDetails: { ...body, recordedBy: user.id, recordedAt: now.toISOString() } },
        event: { kind: 'shipping_recorded', notes: shippingSummary(body) },
        notice: {
          title: 'Shipping details recorded',
          message: `The shipment of deal ${deal.dealNumber}: ${body.vesselName}, ETA ${body.eta}.`,
        },
        now,
      });
      return await dealFor(db, updated, user);
    },
  } satisfies Partial<Handlers>;
}
