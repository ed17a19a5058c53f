/**
 * The marketplace as the server answers it (apps/api/src/routes/marketplace.ts and the proposal
 * operations of routes/deals.ts): filtered, sorted and paged listings with X-Total-Count, anonymous to
 * sellers and buyers other than the owner, and proposals with the server's KYC 403, quantity rule and
 * 409s. Registered from handlers.ts ahead of its plain listing reads.
 */

import {
  deactivationSchema,
  listingIdentityKeys,
  seesListingIdentity,
  createDealFromOfferSchema,
  createOfferSchema,
  createRfqSchema,
  isStaffRole,
  productTypes,
  productTypesMatching,
  respondToRfqSchema,
  updateOfferSchema,
  updateRfqSchema,
  volumeUnits,
  convertPrice,
  normalisedPrice,
  type ProductType,
  type VolumeUnit,
} from '@petrobridge/domain';
import {
  makeDeal,
  makeOffer,
  makeRfq,
  mockDb,
  type Deal,
  type Offer,
  type Rfq,
  type User,
} from './db';
import { badRequest, caller, http, json, parseBody, problem } from './http';

/** The server's message when the trader has no KYC-approved company. */
export const KYC_REQUIRED_TO_TRADE = 'Your company must be KYC-approved to trade';

/** A listing without its owner's id, company and contact: what other traders read. */
function anonymous<T extends Offer | Rfq>(listing: T, ownerKey: 'sellerId' | 'buyerId'): T {
  const copy = { ...listing };
  for (const key of [ownerKey, ...listingIdentityKeys]) delete copy[key as keyof T];
  return copy;
}

const viewer = (user: User) => ({ id: user.id, isStaff: isStaffRole(user.role) });
const offerAs = (user: User, offer: Offer): Offer =>
  seesListingIdentity(viewer(user), offer.sellerId)
    ? offer
    : { ...anonymous(offer, 'sellerId'), isAnonymized: true };
const rfqAs = (user: User, rfq: Rfq): Rfq =>
  seesListingIdentity(viewer(user), rfq.buyerId) ? rfq : anonymous(rfq, 'buyerId');

const sorts = ['newest', 'price_asc', 'price_desc', 'volume_desc', 'volume_asc', 'delivery_asc'];
const decimal = /^\d{1,8}(\.\d{1,2})?$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

interface Fields {
  price: string | null;
  date: string | null;
  text: string | null;
}

/** The list of one kind as GET /api/offers or /api/rfqs answers it, or the server's 400. */
function listing<T extends Offer | Rfq>(
  request: Request,
  rows: T[],
  fields: (row: T) => Fields,
  viewer: { user: User; ownerOf: (row: T) => string | undefined },
) {
  const p = new URL(request.url).searchParams;
  const get = (name: string) => p.get(name) ?? undefined;
  const [product, unit, sort] = [get('productType'), get('volumeUnit'), get('sort') ?? 'newest'];
  const [minPrice, maxPrice, from, to] = [
    get('minPrice'),
    get('maxPrice'),
    get('deliveryFrom'),
    get('deliveryTo'),
  ];
  if (product && !productTypes.includes(product as ProductType))
    return badRequest('productType', 'must be one of the product types');
  if (unit && !(volumeUnits as readonly string[]).includes(unit))
    return badRequest('volumeUnit', 'must be one of the volume units');
  const asked = get('priceUnit');
  if (asked && !(volumeUnits as readonly string[]).includes(asked))
    return badRequest('priceUnit', 'must be one of the volume units');
  if (!sorts.includes(sort)) return badRequest('sort', `must be one of ${sorts.join(', ')}`);
  for (const name of ['mine', 'active'])
    if (p.has(name) && !['true', 'false'].includes(p.get(name)!))
      return badRequest(name, 'must be boolean');
  // As the server: active ones by default; `mine` adds the caller's closed ones; closed ones of
  // others are the staff's only.
  const mine = p.get('mine') === 'true';
  const active = p.has('active') ? p.get('active') === 'true' : mine ? undefined : true;
  const ownOnly = mine || (active !== true && !isStaffRole(viewer.user.role));
  for (const [name, value] of [
    ['minPrice', minPrice],
    ['maxPrice', maxPrice],
  ] as const)
    if (value && !decimal.test(value))
      return badRequest(name, 'must be a decimal with at most 2 decimals');
  for (const [name, value] of [
    ['deliveryFrom', from],
    ['deliveryTo', to],
  ] as const)
    if (value && !isoDate.test(value)) return badRequest(name, 'must be a date (YYYY-MM-DD)');
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice))
    return badRequest('minPrice', 'The minimum price must not exceed the maximum price');
  if (from && to && from > to)
    return badRequest('deliveryFrom', 'The delivery window must not start after it ends');
  const priceUnit = (get('priceUnit') ?? unit ?? 'MT') as VolumeUnit;
  const q = get('q')?.trim().toLowerCase();
  const location = get('location')?.trim().toLowerCase();
  const has = (value: string | null, text: string) => (value ?? '').toLowerCase().includes(text);
  const matches = rows.filter((row) => {
    const f = fields(row);
    if (active !== undefined && row.isActive !== active) return false;
    if (ownOnly && viewer.ownerOf(row) !== viewer.user.id) return false;
    if (product && row.productType !== product) return false;
    if (unit && row.volumeUnit !== unit) return false;
    if (
      q &&
      !productTypesMatching(q).includes(row.productType) &&
      !has(row.productType, q) &&
      !has(row.deliveryLocation, q) &&
      !has(f.text, q)
    )
      return false;
    if (location && !has(row.deliveryLocation, location)) return false;
    // As the server: bounds per `priceUnit` (the unit filter's, else MT), through the density.
    const priced =
      f.price === null
        ? null
        : Number(convertPrice(f.price, row.volumeUnit, priceUnit, row.productType));
    if (minPrice && (priced === null || priced < Number(minPrice))) return false;
    if (maxPrice && (priced === null || priced > Number(maxPrice))) return false;
    if (from && (f.date === null || f.date < from)) return false;
    if (to && (f.date === null || f.date > to)) return false;
    return true;
  });
  // Missing prices and dates last; ties newest first, then by id (the server's index order).
  const key = (row: T): number | string | null =>
    sort.startsWith('price')
      ? // The normalised price per MT (docs/product.md#unit-policy), as the server's SQL.
        fields(row).price &&
        Number(normalisedPrice(fields(row).price!, row.volumeUnit, row.productType))
      : sort.startsWith('volume')
        ? row.volume
        : sort === 'delivery_asc'
          ? fields(row).date
          : null;
  const direction = sort.endsWith('desc') ? -1 : 1;
  const sorted = [...matches].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return (ka < kb ? -1 : 1) * direction;
    }
    return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
  });
  const limit = Number(get('limit') ?? 100);
  const offset = Number(get('offset') ?? 0);
  return { total: sorted.length, items: sorted.slice(offset, offset + limit) };
}

/** The trader's first KYC-approved company, or the server's 403. */
function tradingCompany(user: User) {
  const company = mockDb().companies.find(
    (c) => c.ownerId === user.id && c.kycStatus === 'approved',
  );
  return company ?? problem(403, KYC_REQUIRED_TO_TRADE);
}

function withoutCommission(deal: Deal): Deal {
  const { commissionRate: _rate, commissionAmount: _amount, ...rest } = deal;
  return rest as Deal;
}

const offerById = (id: unknown) => mockDb().offers.find((o) => o.id === id);
const rfqById = (id: unknown) => mockDb().rfqs.find((r) => r.id === id);

/** The identity and times of a listing a trader posts now. */
function postedBy(user: User, company: { id: string; name: string }) {
  const now = new Date().toISOString();
  return {
    companyId: company.id,
    companyName: company.name,
    contactName: `${user.firstName} ${user.lastName}`,
    contactEmail: user.email,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * An owner's edit of a listing, as the server answers it: 404 for a closed listing of someone else
 * (non-staff), 403 for anyone but the owner, the body's 400, else the listing with the changes.
 */
async function patchListing<L extends Offer | Rfq>(
  request: Request,
  listing: L | undefined,
  ownerId: string | undefined,
  schema: typeof updateOfferSchema | typeof updateRfqSchema,
  name: 'Offer' | 'RFQ',
  noun: 'offer' | 'RFQ',
) {
  const user = caller();
  if (user instanceof Response) return user;
  if (!listing || (!listing.isActive && !isStaffRole(user.role) && ownerId !== user.id))
    return problem(404, `${name} not found`);
  if (ownerId !== user.id) return problem(403, `Only the ${noun}’s owner may edit it`);
  const body = await parseBody(request, schema);
  if (body instanceof Response) return body;
  if (body.isActive === true && listing.deactivationReason)
    return problem(
      409,
      `An administrator took this ${noun} down: ${listing.deactivationReason}. Contact support to have it reinstated.`,
    );
  Object.assign(listing, body, { updatedAt: new Date().toISOString() });
  return json(listing);
}

/**
 * An admin takes a listing down (`reason`) or puts it back (null), as the server answers: 403 for other
 * roles, the reason's 400, 404, and 409 when it is already (or not) taken down.
 */
async function overseeListing<L extends Offer | Rfq>(
  request: Request,
  listing: L | undefined,
  takeDown: boolean,
  name: 'Offer' | 'RFQ',
  noun: 'offer' | 'RFQ',
) {
  const user = caller();
  if (user instanceof Response) return user;
  if (user.role !== 'admin' && user.role !== 'super_admin')
    return problem(403, 'Only admins take listings down');
  let reason: string | null = null;
  if (takeDown) {
    const body = await parseBody(request, deactivationSchema);
    if (body instanceof Response) return body;
    reason = body.reason;
  }
  if (!listing) return problem(404, `${name} not found`);
  if (takeDown && listing.deactivationReason)
    return problem(409, `This ${noun} is already taken down`);
  if (!takeDown && !listing.deactivationReason)
    return problem(409, `No administrator took this ${noun} down: its owner closes and reopens it`);
  Object.assign(listing, {
    isActive: !takeDown,
    deactivationReason: reason,
    updatedAt: new Date().toISOString(),
  });
  return json(listing);
}

export const marketplaceHandlers = [
  http.get('/api/offers', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const result = listing(
      request,
      mockDb().offers,
      (o) => ({
        price: o.pricePerUnit,
        date: o.deliveryDate,
        text: o.terms,
      }),
      { user, ownerOf: (o) => o.sellerId },
    );
    if (result instanceof Response) return result;
    return json(
      result.items.map((o) => offerAs(user, o)),
      200,
      { 'X-Total-Count': String(result.total) },
    );
  }),
  http.get('/api/rfqs', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const result = listing(
      request,
      mockDb().rfqs,
      (r) => ({
        price: r.maxPricePerUnit,
        date: r.requiredDeliveryDate,
        text: r.specifications,
      }),
      { user, ownerOf: (r) => r.buyerId },
    );
    if (result instanceof Response) return result;
    return json(
      result.items.map((r) => rfqAs(user, r)),
      200,
      { 'X-Total-Count': String(result.total) },
    );
  }),
  http.get('/api/offers/{id}', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const offer = mockDb().offers.find((o) => o.id === params.id);
    if (!offer || (!offer.isActive && !isStaffRole(user.role) && offer.sellerId !== user.id))
      return problem(404, 'Offer not found');
    return json(offerAs(user, offer));
  }),
  http.get('/api/rfqs/{id}', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const rfq = mockDb().rfqs.find((r) => r.id === params.id);
    if (!rfq || (!rfq.isActive && !isStaffRole(user.role) && rfq.buyerId !== user.id))
      return problem(404, 'RFQ not found');
    return json(rfqAs(user, rfq));
  }),
  http.post('/api/offers', async ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role !== 'seller') return problem(403, 'Only sellers post offers');
    const body = await parseBody(request, createOfferSchema);
    if (body instanceof Response) return body;
    const company = tradingCompany(user);
    if (company instanceof Response) return company;
    const offer = makeOffer({
      productType: body.productType,
      volume: body.volume,
      volumeUnit: body.volumeUnit,
      pricePerUnit: body.pricePerUnit ?? null,
      currency: body.currency,
      deliveryLocation: body.deliveryLocation ?? null,
      deliveryDate: body.deliveryDate ?? null,
      terms: body.terms ?? null,
      sellerId: user.id,
      ...postedBy(user, company),
    });
    mockDb().offers.unshift(offer);
    return json(offer, 201);
  }),
  http.patch('/api/offers/{id}', async ({ request, params }) => {
    const offer = mockDb().offers.find((o) => o.id === params.id);
    return patchListing(request, offer, offer?.sellerId, updateOfferSchema, 'Offer', 'offer');
  }),
  http.post('/api/rfqs', async ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role !== 'buyer') return problem(403, 'Only buyers post RFQs');
    const body = await parseBody(request, createRfqSchema);
    if (body instanceof Response) return body;
    const company = tradingCompany(user);
    if (company instanceof Response) return company;
    const rfq = makeRfq({
      ...body,
      specifications: body.specifications ?? null,
      buyerId: user.id,
      ...postedBy(user, company),
    });
    mockDb().rfqs.unshift(rfq);
    return json(rfq, 201);
  }),
  http.patch('/api/rfqs/{id}', async ({ request, params }) => {
    const rfq = mockDb().rfqs.find((r) => r.id === params.id);
    return patchListing(request, rfq, rfq?.buyerId, updateRfqSchema, 'RFQ', 'RFQ');
  }),
  http.post('/api/admin/offers/{id}/deactivation', ({ request, params }) =>
    overseeListing(request, offerById(params.id), true, 'Offer', 'offer'),
  ),
  http.delete('/api/admin/offers/{id}/deactivation', ({ request, params }) =>
    overseeListing(request, offerById(params.id), false, 'Offer', 'offer'),
  ),
  http.post('/api/admin/rfqs/{id}/deactivation', ({ request, params }) =>
    overseeListing(request, rfqById(params.id), true, 'RFQ', 'RFQ'),
  ),
  http.delete('/api/admin/rfqs/{id}/deactivation', ({ request, params }) =>
    overseeListing(request, rfqById(params.id), false, 'RFQ', 'RFQ'),
  ),
  http.post('/api/deals/from-offer', async ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role !== 'buyer') return problem(403, 'Only buyers propose deals on offers');
    // Like the server: the contract's body check runs before the handler's KYC check.
    const body = await parseBody(request, createDealFromOfferSchema);
    if (body instanceof Response) return body;
    const company = tradingCompany(user);
    if (company instanceof Response) return company;
    const offer = mockDb().offers.find((o) => o.id === body.offerId);
    if (!offer) return problem(404, 'Offer not found');
    if (!offer.isActive) return problem(409, 'This offer is no longer active');
    if (body.quantity > offer.volume)
      return badRequest(
        'quantity',
        `Quantity must not exceed the offer's volume (${offer.volume.toLocaleString('en-US')} ${offer.volumeUnit})`,
      );
    // As the server (routes/deals.ts): a passed delivery date, then the remaining volume (issue 27).
    if (offer.deliveryPassed)
      return problem(
        409,
        `This offer's delivery date (${offer.deliveryDate}) has passed: it can no longer be traded`,
      );
    if (body.quantity > offer.remainingVolume)
      return problem(
        409,
        `Only ${offer.remainingVolume.toLocaleString('en-US')} ${offer.volumeUnit} of the offer remain uncommitted; ${body.quantity.toLocaleString('en-US')} ${offer.volumeUnit} cannot be traded`,
        { code: 'VOLUME_EXCEEDED', remaining: offer.remainingVolume },
      );
    const deal = makeDeal({
      sellerId: offer.sellerId!,
      buyerId: user.id,
      sellerCompanyId: offer.companyId!,
      buyerCompanyId: company.id,
      offerId: offer.id,
      productType: offer.productType,
      volume: body.quantity,
      volumeUnit: offer.volumeUnit,
      pricePerUnit: body.proposedPrice,
      currency: offer.currency,
      deliveryLocation: offer.deliveryLocation,
      deliveryDate: offer.deliveryDate,
      notes: body.notes ?? null,
      createdAt: new Date().toISOString(),
    });
    mockDb().deals.unshift(deal);
    return json(withoutCommission(deal), 201);
  }),
  http.post('/api/deals/from-rfq', async ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role !== 'seller') return problem(403, 'Only sellers respond to RFQs');
    // Like the server: the contract's body check runs before the handler's KYC check.
    const body = await parseBody(request, respondToRfqSchema);
    if (body instanceof Response) return body;
    const company = tradingCompany(user);
    if (company instanceof Response) return company;
    const rfq = mockDb().rfqs.find((r) => r.id === body.rfqId);
    if (!rfq) return problem(404, 'RFQ not found');
    if (!rfq.isActive) return problem(409, 'This RFQ is no longer active');
    const deal = makeDeal({
      sellerId: user.id,
      buyerId: rfq.buyerId!,
      sellerCompanyId: company.id,
      buyerCompanyId: rfq.companyId!,
      rfqId: rfq.id,
      productType: rfq.productType,
      volume: rfq.volume,
      volumeUnit: rfq.volumeUnit,
      pricePerUnit: body.proposedPrice,
      currency: rfq.currency,
      deliveryLocation: rfq.deliveryLocation,
      deliveryDate: rfq.requiredDeliveryDate,
      notes: body.notes ?? null,
      createdAt: new Date().toISOString(),
    });
    mockDb().deals.unshift(deal);
    return json(withoutCommission(deal), 201);
  }),
];
