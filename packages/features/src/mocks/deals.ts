/** The deals as the server answers them (apps/api/src/routes/deals.ts): lists, summary, export, detail, the moves. */
import { delay, HttpResponse } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import {
  allowedNextStatuses,
  csvRow,
  dealExportCells,
  dealExportHeader,
  canLock,
  canTransition,
  contractSignatureSchema,
  createDealSchema,
  dealProposalSchema,
  dealStatusChangeSchema,
  dealStatuses,
  evidenceMessage,
  evidenceMissing,
  commissionAmount,
  commissionFigures,
  isAdminRole,
  isPastDate,
  isStaffRole,
  lcDetailsSchema,
  lcEditableStatuses,
  lockTargetStatus,
  shippingDetailsSchema,
  shippingEditableStatuses,
  totalValue,
  validationMessages,
  type Role,
} from '@petrobridge/domain';
import { displayNow } from '../kit/clock';
import { makeDeal, mockDb } from './db';
import {
  DAY_MS,
  commitVolume,
  contractAs,
  contractOf,
  dealAs,
  dealDetailAs,
  eventsOf,
  filteredDeals,
  proposalsOf,
  recordMove,
  termsNotAgreed,
  termsText,
  visibleDeals,
  volumeExceeded,
} from './deal-state';
import { caller, http, json, page, parseBody, problem } from './http';

const cents = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100);
const fromCentsText = (n: number) => (n / 100).toFixed(2);

export const dealHandlers = [
  http.get('/api/deals', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    return page(request, filteredDeals(user, request));
  }),
  http.get('/api/deals/summary', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const url = new URL(request.url);
    url.searchParams.delete('status');
    const list = filteredDeals(user, new Request(url));
    const usd = list.filter((d) => d.currency === 'USD');
    const live = usd.filter((d) => d.status !== 'cancelled');
    return json({
      byStatus: dealStatuses.map((status) => ({
        status,
        count: list.filter((d) => d.status === status).length,
        totalValue: fromCentsText(
          usd.filter((d) => d.status === status).reduce((n, d) => n + cents(d.totalValue), 0),
        ),
      })),
      totalCount: list.length,
      totalValue: fromCentsText(live.reduce((n, d) => n + cents(d.totalValue), 0)),
      otherCurrencyCount: list.length - usd.length,
      ...(isStaffRole(user.role)
        ? {
            // Commission earned (docs/product.md#figures), as the server.
            commissionTotal: commissionFigures(
              list.map((d) => ({ ...d, commissionAmount: d.commissionAmount ?? null })),
            ).earned,
          }
        : {}),
    } satisfies Schema<'DealSummary'>);
  }),
  http.get('/api/deals/export', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const staff = isStaffRole(user.role);
    const text = [
      dealExportHeader(staff),
      ...filteredDeals(user, request).map((d) => dealExportCells(d, staff)),
    ]
      .map(csvRow)
      .join('');
    return new HttpResponse<string>(`\uFEFF${text}`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="deals.csv"',
      },
    });
  }),
  http.get('/api/deals/parties', () => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isStaffRole(user.role)) return problem(403, 'Only brokers create deals');
    const db = mockDb();
    const side = (role: Role): Schema<'DealParty'>[] =>
      db.companies
        .filter(
          (c) =>
            c.kycStatus === 'approved' && db.users.find((u) => u.id === c.ownerId)?.role === role,
        )
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((c) => ({
          companyId: c.id,
          companyName: c.name,
          country: c.country,
          ownerId: c.ownerId,
        }));
    return json({ sellers: side('seller'), buyers: side('buyer') } satisfies Schema<'DealParties'>);
  }),
  http.get('/api/deals/{id}', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const deal = visibleDeals(user).find((d) => d.id === params.id);
    return deal ? json(dealDetailAs(user, deal)) : problem(404, 'Deal not found');
  }),
  http.post('/api/deals', async ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role !== 'broker') return problem(403, 'Only brokers can create deals');
    const body = await parseBody(request, createDealSchema);
    if (body instanceof Response) return body;
    const db = mockDb();
    if (body.deliveryDate && isPastDate(body.deliveryDate, new Date().toISOString().slice(0, 10)))
      return problem(400, 'Invalid request', {
        errors: [{ path: 'deliveryDate', message: validationMessages.deliveryDatePast }],
      });
    for (const [id, side] of [
      [body.sellerCompanyId, 'Seller'],
      [body.buyerCompanyId, 'Buyer'],
    ] as const) {
      const company = db.companies.find((c) => c.id === id);
      if (company?.kycStatus !== 'approved')
        return problem(403, `${side} company KYC is not approved`);
    }
    const deal = makeDeal({
      ...body,
      volume: Number(body.volume),
      pricePerUnit: body.pricePerUnit ?? null,
      deliveryLocation: body.deliveryLocation ?? null,
      deliveryDate: body.deliveryDate ?? null,
      notes: body.notes ?? null,
      brokerId: user.id,
      createdAt: new Date().toISOString(),
    });
    db.deals.unshift(deal);
    await delay(150);
    return json(dealAs(user, deal), 201);
  }),
  http.patch('/api/deals/{id}/status', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const deal = visibleDeals(user).find((d) => d.id === params.id);
    if (!deal) return problem(404, 'Deal not found');
    const body = await parseBody(request, dealStatusChangeSchema);
    if (body instanceof Response) return body;
    if (!canTransition(deal.status, body.status))
      return problem(409, `Cannot move a deal from ${deal.status} to ${body.status}`, {
        currentStatus: deal.status,
        allowedStatuses: allowedNextStatuses(deal.status),
      });
    if (body.status === lockTargetStatus) {
      const refused = termsNotAgreed(deal) ?? volumeExceeded(deal, deal.volume);
      if (refused) return refused;
    }
    const missing = evidenceMissing(
      body.status,
      {
        ...deal,
        signedSides: contractOf(deal)?.signatures.map((sig) => sig.side) ?? [],
      },
      displayNow().toISOString().slice(0, 10),
    );
    if (missing.length)
      return problem(409, evidenceMessage(body.status, missing), {
        code: 'EVIDENCE_MISSING',
        missing,
        currentStatus: deal.status,
        allowedStatuses: allowedNextStatuses(deal.status),
      });
    recordMove(user, deal, {
      kind: 'status_changed',
      toStatus: body.status,
      notes: body.notes?.trim() || null,
    });
    if (body.status === lockTargetStatus) commitVolume(deal, 'commit');
    if (body.status === 'cancelled' && deal.status !== 'negotiation') commitVolume(deal, 'release');
    deal.status = body.status;
    deal.updatedAt = new Date().toISOString();
    return json(dealAs(user, deal));
  }),
  http.patch('/api/deals/{id}/lock', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const deal = visibleDeals(user).find((d) => d.id === params.id);
    if (!deal) return problem(404, 'Deal not found');
    if (!canLock(deal.status))
      return problem(409, 'Only a deal in negotiation can be locked', {
        currentStatus: deal.status,
        allowedStatuses: allowedNextStatuses(deal.status),
      });
    const refused = termsNotAgreed(deal) ?? volumeExceeded(deal, deal.volume);
    if (refused) return refused;
    commitVolume(deal, 'commit');
    recordMove(user, deal, { kind: 'locked', toStatus: lockTargetStatus, notes: null });
    for (const p of proposalsOf(deal)) if (p.status === 'open') p.status = 'closed';
    Object.assign(deal, {
      status: lockTargetStatus,
      lockedAt: eventsOf(deal).at(-1)!.createdAt,
      lockedBy: user.id,
    });
    return json(dealAs(user, deal));
  }),
  http.post('/api/deals/{id}/contract/signatures', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role !== 'seller' && user.role !== 'buyer')
      return problem(403, "Only the deal's seller and buyer sign its contract");
    const deal = visibleDeals(user).find((d) => d.id === params.id);
    if (!deal) return problem(404, 'Deal not found');
    const body = await parseBody(request, contractSignatureSchema);
    if (body instanceof Response) return body;
    const contract = contractOf(deal);
    if (!contract) return problem(404, 'No contract yet: it is generated when the trade is locked');
    const side = deal.sellerId === user.id ? 'seller' : 'buyer';
    if (contract.signatures.some((sig) => sig.side === side))
      return problem(409, 'You have signed this contract already');
    contract.signatures.push({
      side,
      fullName: body.fullName,
      signedAt: displayNow().toISOString(),
      documentHash: contract.sha256,
      isMine: true,
      userId: user.id,
    });
    recordMove(user, deal, {
      kind: 'contract_signed',
      toStatus: null,
      notes: `Contract signed by the ${side}: ${body.fullName}`,
    });
    eventsOf(deal).at(-1)!.fromStatus = null;
    await delay(150);
    return json(contractAs(user, deal)!, 201);
  }),
  http.post('/api/deals/{id}/proposals', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (isAdminRole(user.role))
      return problem(403, "Only the deal's seller, buyer and broker negotiate");
    const deal = visibleDeals(user).find((d) => d.id === params.id);
    if (!deal) return problem(404, 'Deal not found');
    const body = await parseBody(request, dealProposalSchema);
    if (body instanceof Response) return body;
    if (body.deliveryDate && isPastDate(body.deliveryDate, displayNow().toISOString().slice(0, 10)))
      return problem(400, 'Invalid request', {
        errors: [{ path: 'deliveryDate', message: validationMessages.deliveryDatePast }],
      });
    if (deal.status !== 'negotiation')
      return problem(
        409,
        `The deal is in ${deal.status.replaceAll('_', ' ')}: terms are negotiated only before the trade is locked`,
      );
    const tooMuch = volumeExceeded(deal, body.volume);
    if (tooMuch) return tooMuch;
    const proposals = proposalsOf(deal);
    for (const p of proposals) if (p.status === 'open') p.status = 'countered';
    // A principal's own terms are accepted by their side at once; a broker's by neither yet.
    const side = deal.sellerId === user.id ? 'seller' : deal.buyerId === user.id ? 'buyer' : null;
    const events = eventsOf(deal);
    const at = new Date(Date.parse(events.at(-1)?.createdAt ?? deal.createdAt) + DAY_MS);
    const proposal = {
      id: `00000000-0000-4000-9000-${String(proposals.length + 1).padStart(12, '0')}`,
      dealId: deal.id,
      authorId: user.id,
      authorRole: user.role,
      onBehalfOf: side ? null : (body.onBehalfOf ?? null),
      sellerAccepted: side === 'seller',
      buyerAccepted: side === 'buyer',
      isMine: true,
      pricePerUnit: body.pricePerUnit,
      volume: body.volume,
      deliveryDate: body.deliveryDate ?? null,
      notes: body.notes ?? null,
      status: 'open' as const,
      createdAt: at.toISOString(),
      respondedAt: null,
    };
    proposals.push(proposal);
    recordMove(user, deal, {
      kind: 'proposal',
      toStatus: null,
      notes: termsText('Proposed', body, deal) + (body.notes ? `: ${body.notes}` : ''),
    });
    events.at(-1)!.fromStatus = null;
    await delay(150);
    const { authorId: _author, ...answer } = proposal;
    return json(answer, 201);
  }),
  http.post('/api/deals/{id}/proposals/{proposalId}/accept', async ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role !== 'seller' && user.role !== 'buyer')
      return problem(403, "Only the deal's seller or buyer accepts a proposal");
    const deal = visibleDeals(user).find((d) => d.id === params.id);
    if (!deal) return problem(404, 'Deal not found');
    const proposal = proposalsOf(deal).find((p) => p.id === params.proposalId);
    if (!proposal) return problem(404, 'Proposal not found');
    if (proposal.status !== 'open' || deal.status !== 'negotiation')
      return problem(
        409,
        `This proposal is ${proposal.status}; only the open proposal can be accepted`,
      );
    const side = deal.sellerId === user.id ? 'seller' : 'buyer';
    const other = side === 'seller' ? 'buyer' : 'seller';
    if (side === 'seller' ? proposal.sellerAccepted : proposal.buyerAccepted)
      return problem(
        409,
        proposal.authorId === user.id
          ? 'You cannot accept your own proposal'
          : 'You have accepted this proposal already',
      );
    if (side === 'seller') proposal.sellerAccepted = true;
    else proposal.buyerAccepted = true;
    const agreed = proposal.sellerAccepted && proposal.buyerAccepted;
    const at = new Date(
      Date.parse(eventsOf(deal).at(-1)?.createdAt ?? deal.createdAt) + DAY_MS,
    ).toISOString();
    if (agreed) {
      proposal.status = 'accepted';
      proposal.respondedAt = at;
      const total = totalValue(proposal.volume, proposal.pricePerUnit);
      Object.assign(deal, {
        pricePerUnit: proposal.pricePerUnit,
        volume: proposal.volume,
        deliveryDate: proposal.deliveryDate ?? deal.deliveryDate,
        totalValue: total,
        commissionAmount:
          total === null ? null : commissionAmount(total, deal.commissionRate ?? '2.50'),
        termsAgreedAt: at,
      });
    }
    recordMove(user, deal, {
      kind: 'proposal_accepted',
      toStatus: null,
      notes: agreed
        ? termsText('Agreed', proposal, deal)
        : `${termsText(`Accepted by the ${side}`, proposal, deal)}; awaiting the ${other}'s acceptance`,
    });
    eventsOf(deal).at(-1)!.fromStatus = null;
    await delay(150);
    return json(dealAs(user, deal));
  }),
  http.put('/api/deals/{id}/lc', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role === 'seller')
      return problem(403, 'Only the buyer, the broker or an admin records the letter of credit');
    const deal = visibleDeals(user).find((d) => d.id === params.id);
    if (!deal) return problem(404, 'Deal not found');
    const body = await parseBody(request, lcDetailsSchema);
    if (body instanceof Response) return body;
    if (!lcEditableStatuses.includes(deal.status))
      return problem(
        409,
        'The letter of credit is recorded once the trade is locked, until the LC is used for shipment',
      );
    deal.lcDetails = {
      ...body,
      tolerancePercent: body.tolerancePercent ?? 0,
      confirmingBank: body.confirmingBank ?? null,
      recordedAt: displayNow().toISOString(),
    };
    recordMove(user, deal, {
      kind: 'lc_recorded',
      toStatus: null,
      notes: `LC ${body.lcNumber} issued by ${body.issuingBank}`,
    });
    eventsOf(deal).at(-1)!.fromStatus = null;
    await delay(150);
    return json(dealAs(user, deal));
  }),
  http.put('/api/deals/{id}/shipping', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role === 'buyer')
      return problem(403, 'Only the seller, the broker or an admin records shipping');
    const deal = visibleDeals(user).find((d) => d.id === params.id);
    if (!deal) return problem(404, 'Deal not found');
    const body = await parseBody(request, shippingDetailsSchema);
    if (body instanceof Response) return body;
    if (!shippingEditableStatuses.includes(deal.status))
      return problem(
        409,
        'Shipping is recorded once the letter of credit is confirmed, until delivery',
      );
    deal.shippingDetails = {
      vesselName: body.vesselName,
      imoNumber: body.imoNumber ?? null,
      billOfLadingNumber: body.billOfLadingNumber ?? null,
      billOfLadingDate: body.billOfLadingDate ?? null,
      loadPort: body.loadPort,
      dischargePort: body.dischargePort,
      eta: body.eta,
      deliveredDate: body.deliveredDate ?? null,
      recordedAt: displayNow().toISOString(),
    };
    recordMove(user, deal, {
      kind: 'shipping_recorded',
      toStatus: null,
      notes: `${body.vesselName}, ${body.loadPort} → ${body.dischargePort}, ETA ${body.eta}`,
    });
    eventsOf(deal).at(-1)!.fromStatus = null;
    await delay(150);
    return json(dealAs(user, deal));
  }),
];
