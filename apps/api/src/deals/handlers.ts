/** Deals: lists, detail with timeline, creation (broker, from offer, from RFQ), transitions, lock. */
import { Readable } from 'node:stream';
import {
  canLock,
  canTransition,
  isAdminRole,
  isPastDate,
  lcEditableStatuses,
  lockTargetStatus,
  shippingEditableStatuses,
  validationMessages,
} from '@petrobridge/domain';
import type { Tx } from '../db/tx';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { seesDealEvent, toDeal, toDealEvent, toDealProposal } from '../http/serialize';
import { isVerifiedStaff } from '../lib/access';
import { lcSummary, shippingSummary } from '../lib/deal-desk';
import { sendDocumentFile } from '../lib/uploads';
import { dealCompanyNames, dealFor, dealsFor } from '../lib/deal-view';
import { assertMayTrade, assertUsersMayTrade, tradingCompany } from '../lib/companies';
import { recordAudit } from '../lib/audit';
import { csvRow } from '../lib/csv';
import {
  assertCompanyMayTrade,
  assertWithinOffer,
  brokerDealParties,
  contractOf,
  contractRow,
  dealGate,
  dealPage,
  dealParties,
  dealsAfter,
  dealsWhere,
  dealTimeline,
  findOffer,
  findRfq,
  summaryRows,
  visibleDeal,
} from './queries';
import { createBrokerDeal, move, propose, recordOnDeal } from './transitions';
import { acceptProposal, addProposal, signContract } from './negotiation';
import {
  dealSummary,
  exportCells,
  exportHeader,
  label,
  sideOf,
  transitionConflict,
  volumeExceeded,
} from './rules';

/** Rows per query while streaming the CSV export. */
const EXPORT_BATCH = 500;

export function dealHandlers(services: Services) {
  const { db } = services.database;
  const today = () => services.now().toISOString().slice(0, 10);

  return {
    async listDeals(request, reply) {
      const user = userOf(request);
      const q = request.query;
      const { rows, total } = await dealPage(db, dealsWhere(user, q), {
        limit: q.limit ?? 100,
        offset: q.offset ?? 0,
      });
      reply.header('x-total-count', String(total));
      return dealsFor(db, rows, user);
    },

    async getDealSummary(request) {
      const user = userOf(request);
      const rows = await summaryRows(db, dealsWhere(user, { q: request.query.q }));
      return dealSummary(rows, isVerifiedStaff(user));
    },

    async exportDeals(request, reply) {
      const user = userOf(request);
      const { status, q } = request.query;
      const where = dealsWhere(user, { status, q });
      const staff = isVerifiedStaff(user);
      // Keyset pages on (createdAt, id), the list's order and index: memory stays flat at any size.
      async function* lines() {
        yield `\uFEFF${csvRow(exportHeader(staff))}`;
        let after: { createdAt: Date; id: string } | undefined;
        for (;;) {
          const rows = await dealsAfter(db, where, after, EXPORT_BATCH);
          if (!rows.length) return;
          const namesOf = await dealCompanyNames(db, rows);
          let chunk = '';
          for (const row of rows)
            chunk += csvRow(exportCells(toDeal(row, user, namesOf(row)), staff));
          yield chunk;
          if (rows.length < EXPORT_BATCH) return;
          const last = rows[rows.length - 1]!;
          after = { createdAt: last.createdAt, id: last.id };
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="deals-${today()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines()));
    },

    async listDealParties() {
      return dealParties(db);
    },

    async getDeal(request) {
      const user = userOf(request);
      const deal = await visibleDeal(db, user, request.params.id);
      const [[events, proposals], contract, view] = await Promise.all([
        dealTimeline(db, deal.id),
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
      const { seller, buyer, sellerCompany, buyerCompany, offer, rfq } = await brokerDealParties(
        db,
        body,
      );
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
      if (body.deliveryDate && isPastDate(body.deliveryDate, today()))
        errors.push({ path: 'deliveryDate', message: validationMessages.deliveryDatePast });
      // A matched deal names the listings it comes from: the seller's offer, the buyer's RFQ.
      if (
        body.offerId !== undefined &&
        (!offer || offer.sellerId !== body.sellerId || offer.productType !== body.productType)
      )
        errors.push({
          path: 'offerId',
          message: 'The offer must be the seller’s, of the same product',
        });
      if (
        body.rfqId !== undefined &&
        (!rfq || rfq.buyerId !== body.buyerId || rfq.productType !== body.productType)
      )
        errors.push({
          path: 'rfqId',
          message: 'The RFQ must be the buyer’s, of the same product',
        });
      if (errors.length) throw badRequest('Invalid request', errors);
      assertMayTrade(sellerCompany!, 'Seller');
      assertMayTrade(buyerCompany!, 'Buyer');
      await assertUsersMayTrade(db, { Seller: body.sellerId, Buyer: body.buyerId });
      await assertWithinOffer(db, body.offerId ?? null, body.volume);
      const deal = await createBrokerDeal(db, user, body, services.now());
      return reply
        .status(201)
        .send(toDeal(deal, user, { seller: sellerCompany!.name, buyer: buyerCompany!.name }));
    },

    async createDealFromOffer(request, reply) {
      const user = userOf(request);
      const buyerCompany = await tradingCompany(services.database, user);
      if (buyerCompany === 'not-owned') throw forbidden();
      const body = request.body;
      const offer = await findOffer(db, body.offerId);
      if (!offer) throw notFound('Offer not found');
      if (!offer.isActive) throw conflict('This offer is no longer active');
      if (offer.sellerId === user.id) throw conflict('You cannot trade on your own offer');
      await assertCompanyMayTrade(db, offer.companyId, 'Seller');
      await assertUsersMayTrade(db, { Seller: offer.sellerId, Buyer: user.id });
      if (offer.deliveryDate && offer.deliveryDate < today())
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
        services,
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
      const rfq = await findRfq(db, body.rfqId);
      if (!rfq) throw notFound('RFQ not found');
      if (!rfq.isActive) throw conflict('This RFQ is no longer active');
      if (rfq.buyerId === user.id) throw conflict('You cannot respond to your own RFQ');
      await assertCompanyMayTrade(db, rfq.companyId, 'Buyer');
      await assertUsersMayTrade(db, { Seller: user.id, Buyer: rfq.buyerId });
      const deal = await propose(
        services,
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
      const user = userOf(request);
      const deal = await visibleDeal(db, user, request.params.id);
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
      const updated = await move(
        services,
        user,
        deal,
        body.status,
        'status_changed',
        body.notes,
        audit,
      );
      return await dealFor(db, updated, user);
    },

    async lockDeal(request) {
      const user = userOf(request);
      const deal = await visibleDeal(db, user, request.params.id);
      if (!canLock(deal.status))
        throw transitionConflict(deal.status, 'Only a deal in negotiation can be locked');
      const updated = await move(services, user, deal, lockTargetStatus, 'locked', undefined);
      return await dealFor(db, updated, user);
    },

    async createDealProposal(request, reply) {
      const user = userOf(request);
      const deal = await visibleDeal(db, user, request.params.id);
      await dealGate(db, deal, user);
      const body = request.body;
      if (body.deliveryDate && isPastDate(body.deliveryDate, today()))
        throw badRequest('Invalid request', [
          { path: 'deliveryDate', message: validationMessages.deliveryDatePast },
        ]);
      const proposal = await addProposal(db, user, deal, sideOf(deal, user), body, services.now());
      return reply.status(201).send(toDealProposal(proposal, user));
    },

    async acceptDealProposal(request) {
      const user = userOf(request);
      const deal = await visibleDeal(db, user, request.params.id);
      await dealGate(db, deal, user);
      const side = sideOf(deal, user);
      if (!side) throw forbidden("Only the deal's seller or buyer accepts a proposal");
      const { proposalId } = request.params;
      const updated = await acceptProposal(db, user, deal, side, proposalId, services.now());
      return await dealFor(db, updated, user);
    },

    async downloadDealContract(request, reply) {
      const user = userOf(request);
      const deal = await visibleDeal(db, user, request.params.id);
      const contract = await contractRow(db, deal.id);
      if (!contract) throw notFound('No contract yet: it is generated when the trade is locked');
      return sendDocumentFile(reply, services.storage, {
        filePath: contract.storageKey,
        mimeType: 'application/pdf',
        originalFileName: `contract-${deal.dealNumber}.pdf`,
      });
    },

    async signDealContract(request, reply) {
      const user = userOf(request);
      const deal = await visibleDeal(db, user, request.params.id);
      const side = sideOf(deal, user);
      if (!side) throw notFound('Deal not found');
      await dealGate(db, deal, user);
      await signContract(db, user, deal, side, request.body.fullName, services.now());
      return reply.status(201).send((await contractOf(db, deal.id, user))!);
    },

    async recordDealLc(request) {
      const user = userOf(request);
      const deal = await visibleDeal(db, user, request.params.id);
      if (user.role === 'seller')
        throw forbidden('Only the buyer, the broker or an admin records the letter of credit');
      await dealGate(db, deal, user);
      const body = request.body;
      const now = services.now();
      const updated = await recordOnDeal(db, user, deal, {
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
      const user = userOf(request);
      const deal = await visibleDeal(db, user, request.params.id);
      if (user.role === 'buyer')
        throw forbidden('Only the seller, the broker or an admin records shipping');
      await dealGate(db, deal, user);
      const body = request.body;
      const now = services.now();
      const updated = await recordOnDeal(db, user, deal, {
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
