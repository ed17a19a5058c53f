import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import {
  DEMO_PASSWORD,
  allowedNextStatuses,
  canLock,
  canTransition,
  companyKycReviewSchema,
  kycApprovalGaps,
  kycIncompleteMessage,
  createDealSchema,
  dealStatusChangeSchema,
  dealProposalSchema,
  contractSignatureSchema,
  lcDetailsSchema,
  shippingDetailsSchema,
  lcEditableStatuses,
  shippingEditableStatuses,
  evidenceMissing,
  evidenceMessage,
  termsNotAgreedReason,
  totalValue,
  commissionAmount,
  commissionFigures,
  commissionStateOf,
  isAdminRole,
  isOpenDeal,
  isPastDate,
  isStaffRole,
  lockTargetStatus,
  productTypeNames,
  dealStatuses,
  validationMessages,
  loginSchema,
  registerCompanySchema,
  registerSchema,
  toFieldProblems,
  type Role,
} from '@petrobridge/domain';
import * as z from 'zod/mini';
import {
  makeCompany,
  makeDeal,
  mockDb,
  type Company,
  type Deal,
  type Offer,
  type Rfq,
  type User,
} from './db';
import { displayNow } from '../kit/clock';
import { analyticsFigures } from './analytics';
import { kycHandlers } from './kyc';
import { kycHistoryOf } from './kyc-history';
import { mockUser, setMockRole } from './role';
import { marketplaceHandlers } from './marketplace';
import { matchingHandlers } from './matching';
import { traderDashboardHandlers } from './trader-dashboards';
import { offerDocumentHandlers } from './offer-documents';
import { oversightHandlers, superAdminHandlers } from './super-admin';
import { paymentHandlers } from './payments';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Same paths on any origin: Storybook's and a Node test's (which has no origin of its own). */
const anyOrigin = (path: string) => (path.startsWith('/') ? `*${path}` : path);

const json = (body: unknown, status = 200, headers?: Record<string, string>) =>
  HttpResponse.json(body as never, { status, headers });
const problem = (status: number, message: string, extra: object = {}) =>
  json({ message, ...extra }, status);

/** The server's 401 body: the client's §8 rule matches "401" and "Unauthorized". */
export const unauthorizedResponse = () => problem(401, 'Unauthorized');

/** The caller, or the 401 the server answers without a session. */
function caller(): User | Response {
  return mockUser() ?? unauthorizedResponse();
}

/** Validates a body like the server: 400 `{ message: 'Invalid request', errors: [{ path, message }] }`. */
async function parseBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Response> {
  const body: unknown = await request.json().catch(() => null);
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  return problem(400, 'Invalid request', { errors: toFieldProblems(result.error) });
}

/** limit/offset paging with X-Total-Count, as the list endpoints do. */
function page<T>(request: Request, items: T[]) {
  const url = new URL(request.url);
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  return json(items.slice(offset, offset + limit), 200, { 'X-Total-Count': String(items.length) });
}

/**
 * A deal as `user` may see it, like the server: company names, no commission for sellers and buyers,
 * and the counterparty anonymous to them until the lock.
 */
function dealAs(user: User, deal: Deal): Deal {
  const companies = mockDb().companies;
  const nameOf = (id: string | null) => companies.find((c) => c.id === id)?.name ?? '';
  const named: Deal = {
    ...deal,
    sellerCompanyName: nameOf(deal.sellerCompanyId),
    buyerCompanyName: nameOf(deal.buyerCompanyId),
  };
  if (isStaffRole(user.role)) return named;
  const { commissionRate: _rate, commissionAmount: _amount, ...rest } = named;
  const revealed =
    deal.lockedAt !== null || (deal.status !== 'negotiation' && deal.status !== 'cancelled');
  if (revealed) return rest as Deal;
  if (user.id === deal.sellerId)
    return {
      ...rest,
      buyerId: null,
      buyerCompanyId: null,
      buyerCompanyName: 'Anonymous buyer',
    } as Deal;
  if (user.id === deal.buyerId)
    return {
      ...rest,
      sellerId: null,
      sellerCompanyId: null,
      sellerCompanyName: 'Anonymous seller',
    } as Deal;
  return rest as Deal;
}

type DealEvent = Schema<'DealEvent'>;
const DAY_MS = 86_400_000;
/** Each deal's timeline, kept beside the deal: the mock database's deals carry none. */
const timelines = new WeakMap<Deal, DealEvent[]>();

/**
 * A deal's events, oldest first, like deal_events on the server: created, then one move per status
 * on the way to where the deal stands (the move out of negotiation is the lock when it was locked),
 * a day apart; the moves made in the story are appended by the status and lock handlers.
 */
function eventsOf(deal: Deal): DealEvent[] {
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
function recordMove(user: User, deal: Deal, e: Pick<DealEvent, 'kind' | 'toStatus' | 'notes'>) {
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

type DealProposal = Schema<'DealProposal'>;
/** Each deal's negotiation, kept beside the deal like its timeline; `isMine` is set per caller. */
const negotiations = new WeakMap<Deal, Array<DealProposal & { authorId: string | null }>>();

/**
 * A deal's proposals, oldest first, like the server's: a deal made on a listing starts with the
 * proposal it was made with (its author's side accepted it), a broker's deal with a price with the
 * broker's (accepted by neither side). Once the terms are agreed (`termsAgreedAt`, every seeded deal
 * past negotiation) both sides have accepted it; a cancelled deal's is closed.
 */
function proposalsOf(deal: Deal) {
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
const openProposalOf = (deal: Deal) => proposalsOf(deal).findLast((p) => p.status === 'open');

/** The 409 TERMS_NOT_AGREED of a lock (or negotiation → lc_pending) before both sides accepted. */
function termsNotAgreed(deal: Deal): Response | null {
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
function contractOf(deal: Deal) {
  const known = contracts.get(deal);
  if (known) return known;
  const locked = deal.lockedAt !== null || !['negotiation', 'cancelled'].includes(deal.status);
  if (!locked) return null;
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
function volumeExceeded(deal: Deal, volume: number): Response | null {
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
function commitVolume(deal: Deal, direction: 'commit' | 'release') {
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

const contractAs = (user: User, deal: Deal): Schema<'DealContract'> | null => {
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
function dealDetailAs(user: User, deal: Deal): Schema<'DealDetail'> {
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
const termsText = (verb: string, p: { pricePerUnit: string; volume: number }, deal: Deal) =>
  `${verb} ${p.pricePerUnit} ${deal.currency}/${deal.volumeUnit} for ${p.volume.toLocaleString('en-US')} ${deal.volumeUnit}`;

/** The server's `q` of the deal lists: part of the deal number, or a product's value or name. */
function matchesDealSearch(deal: Deal, q: string | null): boolean {
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
function filteredDeals(user: User, request: Request): Deal[] {
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

const cents = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100);
const fromCentsText = (n: number) => (n / 100).toFixed(2);
const csvCell = (v: unknown) => {
  let t = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(t)) t = `'${t}`;
  return /[",\r\n]/.test(t) ? `"${t.replaceAll('"', '""')}"` : t;
};

function visibleDeals(user: User): Deal[] {
  const { deals } = mockDb();
  if (isAdminRole(user.role)) return deals;
  if (user.role === 'broker') return deals.filter((d) => d.brokerId === user.id);
  if (user.role === 'seller') return deals.filter((d) => d.sellerId === user.id);
  return deals.filter((d) => d.buyerId === user.id);
}

/** Listings are anonymous to sellers and buyers other than their owner. */
function offerAs(user: User, offer: Offer): Offer {
  if (isStaffRole(user.role) || offer.sellerId === user.id) return offer;
  const {
    sellerId: _s,
    companyId: _c,
    companyName: _n,
    contactName: _cn,
    contactEmail: _e,
    ...rest
  } = offer;
  return { ...rest, isAnonymized: true };
}

function rfqAs(user: User, rfq: Rfq): Rfq {
  if (isStaffRole(user.role) || rfq.buyerId === user.id) return rfq;
  const {
    buyerId: _b,
    companyId: _c,
    companyName: _n,
    contactName: _cn,
    contactEmail: _e,
    ...rest
  } = rfq;
  return rest;
}

const auth: HttpHandler[] = [
  http.get('*/api/config', () =>
    json({ demoData: true, oidcEnabled: false } satisfies Schema<'PublicConfig'>),
  ),
  http.get('*/api/auth/user', () => {
    const user = caller();
    return user instanceof Response ? user : json(user);
  }),
  http.post('*/api/auth/login', async ({ request }) => {
    const body = await parseBody(request, loginSchema);
    if (body instanceof Response) return body;
    const user = mockDb().users.find((u) => u.email === body.email);
    if (!user || body.password !== DEMO_PASSWORD) return problem(401, 'Invalid credentials');
    // Like the server's new session: later requests answer as this user (the mock session holds a
    // role, so this covers the demo accounts, one per role).
    setMockRole(user.role);
    return json(user);
  }),
  http.post('*/api/auth/logout', () => {
    setMockRole('signed-out');
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/api/auth/register', async ({ request }) => {
    const body = await parseBody(request, registerSchema);
    if (body instanceof Response) return body;
    const db = mockDb();
    if (db.users.some((u) => u.email === body.email))
      return problem(409, 'An account with this email already exists');
    const user: User = {
      ...db.users[0]!,
      id: `00000000-0000-4000-8000-${String(100 + db.users.length).padStart(12, '0')}`,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.role,
      authProvider: 'local',
      isEmailVerified: false,
    };
    db.users.push(user);
    return json(user, 201);
  }),
];

const notifications: HttpHandler[] = [
  http.get('*/api/notifications', () => {
    const user = caller();
    if (user instanceof Response) return user;
    return json(
      mockDb()
        .notifications.filter((n) => n.userId === user.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    );
  }),
  http.post('*/api/notifications/read-all', () => {
    const user = caller();
    if (user instanceof Response) return user;
    for (const n of mockDb().notifications) if (n.userId === user.id) n.isRead = true;
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/api/notifications/:id/read', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const found = mockDb().notifications.find((n) => n.id === params.id && n.userId === user.id);
    if (!found) return problem(404, 'Notification not found');
    found.isRead = true;
    return json(found);
  }),
];

const companies: HttpHandler[] = [
  http.get('*/api/companies', () => {
    const user = caller();
    if (user instanceof Response) return user;
    const all = [...mockDb().companies].sort((a, b) => a.name.localeCompare(b.name));
    return json(isStaffRole(user.role) ? all : all.filter((c) => c.ownerId === user.id));
  }),
  http.get('*/api/companies/kyc-review', () => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isStaffRole(user.role)) return problem(403, 'Forbidden');
    // As the server: pending or under review, oldest submission first (never submitted last).
    const queue = mockDb().companies.filter((c) =>
      ['pending', 'under_review'].includes(c.kycStatus),
    );
    const submitted = (c: Company) => c.kycSubmittedAt ?? '9999';
    return json(queue.sort((a, b) => submitted(a).localeCompare(submitted(b))));
  }),
  http.post('*/api/companies', async ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role !== 'seller' && user.role !== 'buyer')
      return problem(403, 'Only sellers and buyers register companies');
    const body = await parseBody(request, registerCompanySchema);
    if (body instanceof Response) return body;
    const db = mockDb();
    const company = makeCompany({
      id: `00000000-0000-4000-b100-${String(db.companies.length + 1).padStart(12, '0')}`,
      name: body.name,
      registrationNumber: body.registrationNumber ?? null,
      address: body.address ?? null,
      country: body.country ?? null,
      industry: body.industry,
      website: body.website ?? null,
      ownerId: user.id, // whatever the body says
      kycStatus: 'pending',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    db.companies.push(company);
    return json(company, 201);
  }),
  http.post('*/api/companies/:id/kyc-review', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isStaffRole(user.role)) return problem(403, 'Only brokers and admins review KYC');
    const body = await parseBody(request, companyKycReviewSchema);
    if (body instanceof Response) return body;
    const company = mockDb().companies.find((c) => c.id === params.id);
    if (!company) return problem(404, 'Company not found');
    if (!isAdminRole(user.role) && !['pending', 'under_review'].includes(company.kycStatus))
      return problem(409, 'This company is not awaiting KYC review');
    // As the server: approval on evidence, else 409 KYC_INCOMPLETE naming each document in the way.
    if (body.status === 'approved') {
      const current = mockDb().documents.filter((d) => d.companyId === company.id);
      const missing = kycApprovalGaps(current, displayNow().toISOString().slice(0, 10));
      if (missing.length)
        return problem(409, kycIncompleteMessage(missing), { code: 'KYC_INCOMPLETE', missing });
    }
    Object.assign(company, {
      kycStatus: body.status,
      kycNotes: body.notes ?? null,
      kycReviewedBy: user.id,
      kycReviewedAt: new Date().toISOString(),
    });
    return json(company);
  }),
  http.get('*/api/companies/:id/kyc-documents', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const company = mockDb().companies.find((c) => c.id === params.id);
    if (!company || (!isStaffRole(user.role) && company.ownerId !== user.id))
      return problem(404, 'Company not found');
    return json(mockDb().documents.filter((d) => d.companyId === company.id));
  }),
  http.get('*/api/companies/:id', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const company = mockDb().companies.find((c) => c.id === params.id);
    if (!company || (!isStaffRole(user.role) && company.ownerId !== user.id))
      return problem(404, 'Company not found');
    return json(company);
  }),
  http.get('*/api/companies/:id/kyc-history', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const company = mockDb().companies.find((c) => c.id === params.id);
    if (!company || (!isStaffRole(user.role) && company.ownerId !== user.id))
      return problem(404, 'Company not found');
    return json(kycHistoryOf(mockDb(), company.id));
  }),
];

const deals: HttpHandler[] = [
  http.get('*/api/deals', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    return page(request, filteredDeals(user, request));
  }),
  http.get('*/api/deals/summary', ({ request }) => {
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
  http.get('*/api/deals/export', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const staff = isStaffRole(user.role);
    const rows = filteredDeals(user, request).map((d) => [
      d.dealNumber,
      productTypeNames[d.productType],
      d.volume,
      d.volumeUnit,
      d.pricePerUnit,
      d.currency,
      d.totalValue,
      d.status.replaceAll('_', ' '),
      d.sellerCompanyName,
      d.buyerCompanyName,
      d.deliveryLocation,
      d.deliveryDate,
      d.createdAt,
      ...(staff ? [d.commissionRate, d.commissionAmount] : []),
    ]);
    const header = [
      'Deal number',
      'Product',
      'Volume',
      'Unit',
      'Price per unit',
      'Currency',
      'Total value',
      'Status',
      'Seller company',
      'Buyer company',
      'Delivery location',
      'Delivery date',
      'Created at',
      ...(staff ? ['Commission rate', 'Commission amount'] : []),
    ];
    const text = [header, ...rows].map((r) => `${r.map(csvCell).join(',')}\r\n`).join('');
    return new HttpResponse(`\uFEFF${text}`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="deals.csv"',
      },
    });
  }),
  http.get('*/api/deals/parties', () => {
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
  http.get('*/api/deals/:id', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const deal = visibleDeals(user).find((d) => d.id === params.id);
    return deal ? json(dealDetailAs(user, deal)) : problem(404, 'Deal not found');
  }),
  http.post('*/api/deals', async ({ request }) => {
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
  http.patch('*/api/deals/:id/status', async ({ request, params }) => {
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
  http.patch('*/api/deals/:id/lock', ({ params }) => {
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
  http.post('*/api/deals/:id/contract/signatures', async ({ request, params }) => {
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
    return json(contractAs(user, deal), 201);
  }),
  http.get('*/api/commission', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isStaffRole(user.role)) return problem(403, 'Only brokers and admins see commission');
    const url = new URL(request.url);
    const wanted = url.searchParams.get('state');
    // An entry from the lock on (docs/product.md#figures): negotiation has no commission state.
    const entries = visibleDeals(user)
      .flatMap((d) => {
        const state = commissionStateOf(d.status);
        return state ? [{ d, state }] : [];
      })
      .map(({ d, state }) => ({
        dealId: d.id,
        dealNumber: d.dealNumber,
        productType: d.productType,
        status: d.status,
        state,
        month: d.createdAt.slice(0, 7),
        totalValue: d.totalValue,
        currency: d.currency,
        commissionRate: d.commissionRate ?? '2.50',
        commissionAmount: d.commissionAmount ?? null,
        brokerName: 'Demo Broker',
      }))
      .filter((e) => !wanted || e.state === wanted);
    const usd = entries.filter((e) => e.currency === 'USD');
    const sumOf = (list: typeof entries, state: string) =>
      list
        .filter((e) => e.state === state)
        .reduce((n, e) => n + Number(e.commissionAmount ?? 0), 0)
        .toFixed(2);
    const months = [...new Set(entries.map((e) => e.month))].sort().reverse().slice(0, 12);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return json({
      entries: entries.slice(offset, offset + limit),
      total: entries.length,
      totals: {
        expected: sumOf(usd, 'expected'),
        earned: sumOf(usd, 'earned'),
        void: sumOf(usd, 'void'),
      },
      byMonth: months.map((month) => {
        const of = usd.filter((e) => e.month === month);
        return {
          month,
          expected: sumOf(of, 'expected'),
          earned: sumOf(of, 'earned'),
          void: sumOf(of, 'void'),
        };
      }),
      otherCurrencyCount: entries.length - usd.length,
    });
  }),
  http.post('*/api/deals/:id/proposals', async ({ request, params }) => {
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
  http.post('*/api/deals/:id/proposals/:proposalId/accept', async ({ params }) => {
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
  http.put('*/api/deals/:id/lc', async ({ request, params }) => {
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
  http.put('*/api/deals/:id/shipping', async ({ request, params }) => {
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

const marketplace: HttpHandler[] = [
  http.get('*/api/offers', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    return page(
      request,
      mockDb()
        .offers.filter((o) => o.isActive)
        .map((o) => offerAs(user, o)),
    );
  }),
  http.get('*/api/rfqs', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    return page(
      request,
      mockDb()
        .rfqs.filter((r) => r.isActive)
        .map((r) => rfqAs(user, r)),
    );
  }),
];

/** Seller and buyer insights as their endpoints compute them. */
export const sampleSellerInsights: Schema<'AiInsight'>[] = [
  {
    id: 'price-position-crude_oil_brent',
    title: 'Your Brent offers are priced 3.1 % above the market',
    body: 'Buyers’ maximum prices for Brent average 591.20 USD/MT. Consider a price closer to the market to win the open RFQs.',
    basis:
      'Your average 612.40 USD/MT over 2 offers; other active offers 594.00 USD/MT over 7 offers',
  },
  {
    id: 'unserved-demand-diesel',
    title: '3 diesel RFQs have no offer from you',
    body: 'Buyers are asking for 36,000 MT of diesel you could supply.',
    basis: '3 active diesel RFQs, 0 matching offers of yours',
  },
];

export const sampleBuyerInsights: Schema<'AiInsight'>[] = [
  {
    id: 'price-gap-crude_oil_brent',
    title: 'Your Brent maximum is 4.0 % below active offers',
    body: 'Raising your maximum price would bring 5 more offers into range.',
    basis: 'Your max 570.00 USD/MT; active offers average 594.00 USD/MT over 7 offers',
  },
];

/** What GET /api/broker/ai-insights computes for the mock market (the demo broker's view). */
export const sampleBrokerInsights: Schema<'AiInsight'>[] = [
  {
    id: 'matchable-rfqs',
    title: '2 open RFQs have a matching offer and no deal yet',
    body: 'Propose a deal from RFQ Matching while the offers are still active.',
    basis:
      '2 of 2 open RFQs without a deal have an active offer scoring 50 or more; best: 92 for Brent crude, 50,000 MT, Nordic Fuels AB',
  },
  {
    id: 'kyc-queue',
    title: '2 companies wait for a KYC decision',
    body: 'Their owners cannot trade until they pass KYC: review them in Company Management.',
    basis: '2 companies pending or under review; the longest has waited 6 days',
  },
  {
    id: 'stalled-deals',
    title: '1 of your deals has not moved for 7 days or more',
    body: 'Follow them up with the parties: a deal waiting on its LC or shipment is the one most likely to fall through.',
    basis: 'PB-2024-000003 in LC pending for 9 days; 5 open deals in all',
  },
];

const dashboards: HttpHandler[] = [
  /** Computed from the database as the server does: open deals, active RFQs, KYC queue, commission. */
  http.get('*/api/analytics/metrics', () => {
    const user = caller();
    if (user instanceof Response) return user;
    const db = mockDb();
    const open = visibleDeals(user).filter((d) => isOpenDeal(d.status));
    // Commission earned (docs/product.md#figures): completed USD deals, as the server.
    const commission = commissionFigures(
      visibleDeals(user).map((d) => ({ ...d, commissionAmount: d.commissionAmount ?? null })),
    ).earned;
    return json({
      activeDeals: open.length,
      pendingRfqs: db.rfqs.filter((r) => r.isActive).length,
      kycReviews: db.companies.filter((c) => ['pending', 'under_review'].includes(c.kycStatus))
        .length,
      ...(isStaffRole(user.role) ? { commission } : {}),
      // The analytics page's figures (mocks/analytics.ts), over the stories' fixed present.
      ...analyticsFigures(user, visibleDeals(user), db, displayNow()),
    } satisfies Schema<'AnalyticsMetrics'>);
  }),
  http.get('*/api/seller/ai-insights', () => {
    const user = caller();
    if (user instanceof Response) return user;
    return user.role === 'seller' ? json(sampleSellerInsights) : problem(403, 'Forbidden');
  }),
  http.get('*/api/buyer/ai-insights', () => {
    const user = caller();
    if (user instanceof Response) return user;
    return user.role === 'buyer' ? json(sampleBuyerInsights) : problem(403, 'Forbidden');
  }),
  http.get('*/api/broker/ai-insights', () => {
    const user = caller();
    if (user instanceof Response) return user;
    return user.role === 'broker' ? json(sampleBrokerInsights) : problem(403, 'Forbidden');
  }),
];

/**
 * Every resource's handlers, keyed for Storybook's `parameters.msw.handlers`. `overrides` comes
 * first and is empty: a story puts the one case it shows there (see {@link mockOverrides}) and it
 * wins over the resource handlers, because MSW answers with the first matching handler.
 */
export const mockHandlers = {
  overrides: [] as HttpHandler[],
  auth,
  notifications,
  companies,
  kyc: kycHandlers,
  offerDocuments: offerDocumentHandlers,
  deals,
  browse: marketplaceHandlers,
  marketplace,
  matching: matchingHandlers,
  traders: traderDashboardHandlers,
  dashboards,
  superAdmin: [...superAdminHandlers, ...oversightHandlers],
  payments: paymentHandlers,
};

/** The handlers as one list (MSW in Node tests: `setupServer(...allMockHandlers)`). */
export const allMockHandlers: HttpHandler[] = Object.values(mockHandlers).flat();

/** Story parameters that answer these cases instead of the database: `parameters: mockOverrides(fail('get', '/api/deals'))`. */
export const mockOverrides = (...handlers: HttpHandler[]) => ({
  msw: { handlers: { overrides: handlers } },
});

/** A server error (500 with the API's body, or `status`/`message` of your choice). */
export const fail = (
  method: Method,
  path: string,
  status = 500,
  message = 'Internal server error',
) => http[method](anyOrigin(path), () => problem(status, message));

/** A response without the API's JSON body (a proxy's 502): the client's fallback texts show. */
export const failBare = (method: Method, path: string, status = 502) =>
  http[method](anyOrigin(path), () => new HttpResponse(null, { status }));

/** The logged-out answer (§8). */
export const signedOut = (method: Method, path: string) =>
  http[method](anyOrigin(path), unauthorizedResponse);

/**
 * A response that never comes (a loading state, an upload cancelled while sending). The request is
 * listed on the page (`__pbNeverAnswered`, method and URL) so that the screenshot runner, which
 * waits for the API requests in flight before a shot, knows this one will not end and does not wait
 * for it (tests/screenshots/run.ts).
 */
export function neverAnswer(request: Request): ReturnType<typeof delay> {
  const page = globalThis as { __pbNeverAnswered?: string[] };
  (page.__pbNeverAnswered ??= []).push(`${request.method.toUpperCase()} ${request.url}`);
  return delay('infinite');
}

/** Never answers: the loading state. */
export const slow = (method: Method, path: string) =>
  http[method](anyOrigin(path), ({ request }) => neverAnswer(request));

/** An empty list (with `X-Total-Count: 0`). */
export const empty = (path: string) =>
  http.get(anyOrigin(path), () => json([], 200, { 'X-Total-Count': '0' }));

/** A fixed answer. */
export const answer = (method: Method, path: string, body: unknown, status = 200) =>
  http[method](anyOrigin(path), () => json(body, status));
