/** Offers and RFQs: browse (anonymised), read one, create, edit or deactivate one's own. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isStaffRole,
  productTypes,
  productTypesMatching,
  toScaled,
  type ProductType,
  type VolumeUnit,
} from '@petrobridge/domain';
import { companies, listingPlaceCounts, offers, rfqs, users } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import type { UserRow } from '../db/rows';
import { userOf } from '../http/context';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { recordAudit } from '../lib/audit';
import { notify } from '../lib/notify';
import { seesIdentity, toOffer, toRfq, type ListingIdentity, type S } from '../http/serialize';
import { tradingCompany } from '../lib/companies';
import type { CompanyRow, OfferRow, RfqRow } from '../db/rows';
import { selectList, type Statement } from '../db/raw';
import { normalisedPriceSql, unitsPerMTSql } from '../db/normalised-price';
import { today } from './read-models';

type ListingRow = OfferRow | RfqRow;

const identityColumns = {
  companyName: companies.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** `%text%` for ILIKE with the wildcards in the text escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const notOwned = () =>
  badRequest('Invalid request', [{ path: 'companyId', message: 'Choose one of your companies' }]);

const totalTooLarge = () =>
  badRequest('Invalid request', [
    { path: 'pricePerUnit', message: 'Total value must be below 10,000,000,000,000' },
  ]);

/** The identity shown on a listing its owner has just posted through `company`. */
const ownIdentity = (company: CompanyRow, user: UserRow): ListingIdentity => ({
  companyName: company.name,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

/** What the offer and RFQ handlers differ in; the handlers are written once, against it. */
interface ListingKind<Row extends ListingRow, Out> {
  /** The key of the trigger-kept listing counters. */
  kind: 'offer' | 'rfq';
  table: typeof offers | typeof rfqs;
  /** The owner's column (the seller's, the buyer's) and its value on a row. */
  ownerColumn: typeof offers.sellerId | typeof rfqs.buyerId;
  ownerOf: (row: Row) => string;
  /** The free text searched besides the product and the delivery location. */
  textColumn: typeof offers.terms | typeof rfqs.specifications;
  /** What the price filters and sorts read (the offer's price, the RFQ's maximum). */
  priceColumn: typeof offers.pricePerUnit | typeof rfqs.maxPricePerUnit;
  /** What the delivery filters and sort read. */
  dateColumn: typeof offers.deliveryDate | typeof rfqs.requiredDeliveryDate;
  /** The row as `viewer` reads it on the server's day `today` (an offer's `deliveryPassed`). */
  serialize: (row: Row, identity: ListingIdentity, viewer: UserRow, today: string) => Out;
  notFound: string;
  forbidden: string;
  /** How messages name the listing ('offer', 'RFQ'). */
  label: string;
  /** A further check of an owner's edit against the stored listing (400 when it fails). */
  checkPatch?: (current: Row, patch: Partial<Row>) => void;
  /** The hot reads on the raw driver (db/raw.ts). */
  statements: ListingStatements;
}

interface ListingStatements {
  byId: Statement;
  /** The feed's page ($1 limit, $2 offset), of every product or of one ($3). */
  page: Statement;
  pageOfProduct: Statement;
}

/**
 * The feed and the detail read as fixed statements: they are most of the marketplace's traffic, and the
 * partial indexes (`*_feed_idx`, `*_product_feed_idx`) serve exactly these shapes.
 */
function listingStatements(table: typeof offers | typeof rfqs, kind: string): ListingStatements {
  const name = table === offers ? 'offers' : 'rfqs';
  const columns = selectList(table);
  const order = 'order by created_at desc, id desc limit $1 offset $2';
  return {
    byId: { name: `${kind}_by_id`, text: `select ${columns} from ${name} where id = $1 limit 1` },
    page: { name: `${kind}_page`, text: `select ${columns} from ${name} where is_active ${order}` },
    pageOfProduct: {
      name: `${kind}_page_of_product`,
      text: `select ${columns} from ${name} where is_active and product_type = $3 ${order}`,
    },
  };
}

/** A new offer, active and anonymised, created and updated now ($11); returns the row. */
const insertOfferStatement: Statement = {
  name: 'offer_insert',
  text:
    'insert into offers (seller_id, company_id, product_type, volume, volume_unit, price_per_unit, ' +
    'currency, delivery_location, delivery_date, terms, is_active, is_anonymized, created_at, ' +
    'updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, true, $11, $11) ' +
    `returning ${selectList(offers)}`,
};

const activeCountStatements = {
  all: {
    name: 'listing_active_count',
    text: 'select coalesce(sum(active_count), 0)::int as n from listing_counts where kind = $1',
  },
  ofProduct: {
    name: 'listing_active_count_of_product',
    text:
      'select coalesce(sum(active_count), 0)::int as n from listing_counts ' +
      'where kind = $1 and product_type = $2',
  },
} satisfies Record<string, Statement>;

// Drizzle types rows of `offers | rfqs` as `OfferRow | RfqRow`; a kind's own table yields its Row.
const rowOf = <Row extends ListingRow>(_kind: ListingKind<Row, unknown>, row: ListingRow) =>
  row as Row;

const offerKind: ListingKind<OfferRow, S<'Offer'>> = {
  kind: 'offer',
  table: offers,
  ownerColumn: offers.sellerId,
  ownerOf: (offer) => offer.sellerId,
  textColumn: offers.terms,
  priceColumn: offers.pricePerUnit,
  dateColumn: offers.deliveryDate,
  serialize: toOffer,
  statements: listingStatements(offers, 'offer'),
  notFound: 'Offer not found',
  forbidden: 'Only the offer’s owner may edit it',
  label: 'offer',
  checkPatch(offer, patch) {
    const volume = patch.volume ?? offer.volume;
    const price = patch.pricePerUnit === undefined ? offer.pricePerUnit : patch.pricePerUnit;
    if (price !== null && BigInt(volume) * toScaled(price, 2) >= 10n ** 15n) throw totalTooLarge();
  },
};

const rfqKind: ListingKind<RfqRow, S<'Rfq'>> = {
  kind: 'rfq',
  table: rfqs,
  ownerColumn: rfqs.buyerId,
  ownerOf: (rfq) => rfq.buyerId,
  textColumn: rfqs.specifications,
  priceColumn: rfqs.maxPricePerUnit,
  dateColumn: rfqs.requiredDeliveryDate,
  serialize: toRfq,
  statements: listingStatements(rfqs, 'rfq'),
  notFound: 'RFQ not found',
  forbidden: 'Only the RFQ’s owner may edit it',
  label: 'RFQ',
};

/**
 * A listing's price per `unit` of its product, to the cent (half up: units.ts's `convertPrice`); per MT
 * it is the normalised price (`normalisedPrice`) that the price sorts order by.
 */
const priceInUnitSql = (kind: ListingKind<ListingRow, unknown>, unit: VolumeUnit = 'MT'): SQL => {
  const { table } = kind;
  if (unit === 'MT')
    return normalisedPriceSql(kind.priceColumn, table.productType, table.volumeUnit);
  const perMT = unitsPerMTSql(table.productType, table.volumeUnit);
  const unitPerMT = unitsPerMTSql(table.productType, table.volumeUnit, unit);
  return sql`round(${kind.priceColumn} * ${perMT} / ${unitPerMT}, 2)`;
};

type ListingSort =
  'newest' | 'price_asc' | 'price_desc' | 'volume_desc' | 'volume_asc' | 'delivery_asc';

interface ListQuery {
  productType?: ProductType;
  q?: string;
  volumeUnit?: VolumeUnit;
  minPrice?: string;
  maxPrice?: string;
  priceUnit?: VolumeUnit;
  deliveryFrom?: string;
  deliveryTo?: string;
  location?: string;
  mine?: boolean;
  active?: boolean;
  sort?: ListingSort;
  limit?: number;
  offset?: number;
}

/**
 * The ORDER BY of a sort: its key (missing prices and dates last), then newest first and the id, the
 * same columns as the partial index of that sort (migration 0002_listing_sorts).
 */
function orderOf(kind: ListingKind<ListingRow, unknown>, sort: ListingSort = 'newest'): SQL[] {
  const { table } = kind;
  const newest = [desc(table.createdAt), desc(table.id)];
  switch (sort) {
    // Across units and products, on the normalised price (docs/product.md#unit-policy).
    case 'price_asc':
      return [sql`${priceInUnitSql(kind)} asc nulls last`, ...newest];
    case 'price_desc':
      return [sql`${priceInUnitSql(kind)} desc nulls last`, ...newest];
    case 'volume_asc':
      return [asc(table.volume), ...newest];
    case 'volume_desc':
      return [desc(table.volume), ...newest];
    case 'delivery_asc':
      return [sql`${kind.dateColumn} asc nulls last`, ...newest];
    default:
      return newest;
  }
}

/** 400 when a range is upside down: the client sent two bounds that no listing can meet. */
function checkRanges(q: ListQuery) {
  const errors = [];
  if (q.minPrice && q.maxPrice && toScaled(q.minPrice, 2) > toScaled(q.maxPrice, 2))
    errors.push({
      path: 'minPrice',
      message: 'The minimum price must not exceed the maximum price',
    });
  if (q.deliveryFrom && q.deliveryTo && q.deliveryFrom > q.deliveryTo)
    errors.push({
      path: 'deliveryFrom',
      message: 'The delivery window must not start after it ends',
    });
  if (errors.length) throw badRequest('Invalid request', errors);
}

export function marketplaceHandlers(services: Services) {
  const { db } = services.database;
  const run = services.database.run.bind(services.database);

  /**
   * Identities of the listings the viewer may see them on (staff: all; others: their own). Anonymous
   * rows need no lookup at all, which keeps the buyers' and sellers' feeds to one query.
   */
  async function identitiesFor(
    viewer: UserRow,
    rows: Array<{ ownerId: string; companyId: string }>,
  ): Promise<(row: { ownerId: string; companyId: string }) => ListingIdentity> {
    const needed = rows.filter((r) => seesIdentity(viewer, r.ownerId));
    const companyIds = [...new Set(needed.map((r) => r.companyId))];
    const ownerIds = [...new Set(needed.map((r) => r.ownerId))];
    const [companyRows, userRows] = await Promise.all([
      companyIds.length
        ? db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, companyIds))
        : [],
      ownerIds.length
        ? db
            .select({
              id: users.id,
              firstName: users.firstName,
              lastName: users.lastName,
              email: users.email,
            })
            .from(users)
            .where(inArray(users.id, ownerIds))
        : [],
    ]);
    const companyName = new Map(companyRows.map((c) => [c.id, c.name]));
    const owner = new Map(userRows.map((u) => [u.id, u]));
    return (row) => {
      const u = owner.get(row.ownerId);
      return {
        companyName: companyName.get(row.companyId) ?? '',
        firstName: u?.firstName ?? null,
        lastName: u?.lastName ?? null,
        email: u?.email ?? '',
      };
    };
  }

  /** Active listings (of a product) from the trigger-kept counters: no scan of the listings. */
  async function activeCount(kind: 'offer' | 'rfq', productType?: ProductType): Promise<number> {
    const [row] = productType
      ? await run<{ n: number }>(activeCountStatements.ofProduct, [kind, productType])
      : await run<{ n: number }>(activeCountStatements.all, [kind]);
    return row?.n ?? 0;
  }

  async function countWhere(table: typeof offers | typeof rfqs, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  }

  /**
   * Active listings whose product is one of `products` or whose place or free text holds `like` (of
   * one product when given), counted without checking each row a place matches: the trigger-kept
   * cells of `listing_place_counts` whose product or place matches, plus the rows matched by their
   * free text alone (few, and found through its trigram index).
   */
  async function searchCount(
    kind: ListingKind<ListingRow, unknown>,
    like: string,
    products: ProductType[],
    productType: ProductType | undefined,
  ): Promise<number> {
    const { table } = kind;
    const cells = listingPlaceCounts;
    const [[cellSum], [textOnly]] = await Promise.all([
      db
        .select({ n: sql<number>`coalesce(sum(${cells.activeCount}), 0)`.mapWith(Number) })
        .from(cells)
        .where(
          and(
            eq(cells.kind, kind.kind),
            productType ? eq(cells.productType, productType) : undefined,
            or(
              products.length ? inArray(cells.productType, products) : undefined,
              ilike(cells.deliveryLocation, like),
            ),
          ),
        ),
      db
        .select({ n: count() })
        .from(table)
        .where(
          and(
            eq(table.isActive, true),
            productType ? eq(table.productType, productType) : undefined,
            ilike(kind.textColumn, like),
            not(
              or(
                products.length ? inArray(table.productType, products) : undefined,
                ilike(sql`coalesce(${table.deliveryLocation}, '')`, like),
              )!,
            ),
          ),
        ),
    ]);
    return (cellSum?.n ?? 0) + (textOnly?.n ?? 0);
  }

  /** The listing if the user may see it: active ones to everyone, inactive to owner and staff. */
  const visible = (user: UserRow, ownerId: string, isActive: boolean) =>
    isActive || isStaffRole(user.role) || user.id === ownerId;

  /** The listing if the user may see it, else 404. */
  function found<Row extends ListingRow>(
    kind: ListingKind<Row, unknown>,
    user: UserRow,
    row: Row | undefined,
  ): Row {
    if (!row || !visible(user, kind.ownerOf(row), row.isActive)) throw notFound(kind.notFound);
    return row;
  }

  /** Listings matching every given filter (active ones by default), in the given order; with the total. */
  async function list<Row extends ListingRow, Out>(
    kind: ListingKind<Row, Out>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Out[]> {
    const user = userOf(request);
    const q = request.query as ListQuery;
    checkRanges(q);
    const { table } = kind;
    const text = q.q?.trim();
    const location = q.location?.trim();
    // Active listings by default; `mine` adds the caller's closed ones, and closed listings of others
    // are the staff's only (as for one listing: `visible`).
    const active = q.active ?? (q.mine ? undefined : true);
    const filters: Array<SQL | undefined> = [];
    if (active !== undefined) filters.push(eq(table.isActive, active));
    if (q.mine || (active !== true && !isStaffRole(user.role)))
      filters.push(eq(kind.ownerColumn, user.id));
    if (q.productType) filters.push(eq(table.productType, q.productType));
    // The products whose name or code holds the text, worked out here rather than by an ILIKE on
    // the enum's text, so that every branch of the OR has an index (the trigram ones of 0007).
    const like = text ? contains(text) : '';
    const lower = text?.toLowerCase() ?? '';
    const products = text
      ? [
          ...new Set([
            ...productTypesMatching(text),
            ...productTypes.filter((p) => p.includes(lower)),
          ]),
        ]
      : [];
    if (text) {
      filters.push(
        or(
          products.length ? inArray(table.productType, products) : undefined,
          ilike(table.deliveryLocation, like),
          ilike(kind.textColumn, like),
        ),
      );
    }
    if (location) filters.push(ilike(table.deliveryLocation, contains(location)));
    if (q.volumeUnit) filters.push(eq(table.volumeUnit, q.volumeUnit));
    // Bounds per `priceUnit` (the unit filter's, else MT): each listing's price in that unit, through
    // its product's density, to the cent (docs/product.md#unit-policy).
    const priced = priceInUnitSql(
      kind as ListingKind<ListingRow, unknown>,
      q.priceUnit ?? q.volumeUnit ?? 'MT',
    );
    if (q.minPrice) filters.push(sql`${priced} >= ${q.minPrice}::numeric`);
    if (q.maxPrice) filters.push(sql`${priced} <= ${q.maxPrice}::numeric`);
    if (q.deliveryFrom) filters.push(gte(kind.dateColumn, q.deliveryFrom));
    if (q.deliveryTo) filters.push(lte(kind.dateColumn, q.deliveryTo));
    const where = and(...filters);
    const limit = q.limit ?? 100;
    const offset = q.offset ?? 0;
    // The plain feed (newest first, at most a product) is a fixed statement with trigger-kept counts;
    // anything else builds its query and counts what it matches.
    const plain =
      active === true &&
      !q.mine &&
      filters.length === (q.productType ? 2 : 1) &&
      (q.sort ?? 'newest') === 'newest';
    // A search of the active listings (of a product at most) is counted from the place counts.
    const searchOnly =
      Boolean(text) && active === true && !q.mine && filters.length === (q.productType ? 3 : 2);
    const [page, total] = await Promise.all([
      plain
        ? q.productType
          ? run<Row>(kind.statements.pageOfProduct, [limit, offset, q.productType])
          : run<Row>(kind.statements.page, [limit, offset])
        : db
            .select()
            .from(table)
            .where(where)
            .orderBy(...orderOf(kind as ListingKind<ListingRow, unknown>, q.sort))
            .limit(limit)
            .offset(offset),
      plain
        ? activeCount(kind.kind, q.productType)
        : searchOnly
          ? searchCount(kind as ListingKind<ListingRow, unknown>, like, products, q.productType)
          : countWhere(table, where),
    ]);
    const rows = page.map((r) => rowOf(kind, r));
    const key = (r: Row) => ({ ownerId: kind.ownerOf(r), companyId: r.companyId });
    const identity = await identitiesFor(user, rows.map(key));
    reply.header('x-total-count', String(total));
    const day = today(services.now());
    return rows.map((r) => kind.serialize(r, identity(key(r)), user, day));
  }

  /** One listing: 404 unless the user may see it. */
  async function get<Row extends ListingRow, Out>(
    kind: ListingKind<Row, Out>,
    request: FastifyRequest,
  ): Promise<Out> {
    const user = userOf(request);
    const { id } = request.params as { id: string };
    const [row] = await run<Row>(kind.statements.byId, [id]);
    const listing = found(kind, user, row);
    const key = { ownerId: kind.ownerOf(listing), companyId: listing.companyId };
    const identity = (await identitiesFor(user, [key]))(key);
    return kind.serialize(listing, identity, user, today(services.now()));
  }

  /** An offer whose whole volume locked deals committed stays off the market until one is cancelled. */
  const fullyCommittedMessage =
    'This offer is fully committed to locked deals: it comes back on the market only if one of them is cancelled';

  /** The owner's edit: 404 unless visible, 403 unless their own, then the patch. */
  async function update<Row extends ListingRow, Out>(
    kind: ListingKind<Row, Out>,
    request: FastifyRequest,
    body: Record<string, unknown>,
  ): Promise<Out> {
    const user = userOf(request);
    const { id } = request.params as { id: string };
    const { table } = kind;
    const [row] = await db
      .select({ listing: table, ...identityColumns })
      .from(table)
      .innerJoin(companies, eq(companies.id, table.companyId))
      .innerJoin(users, eq(users.id, kind.ownerColumn))
      .where(eq(table.id, id))
      .limit(1);
    const listing = found(kind, user, row && rowOf(kind, row.listing));
    if (kind.ownerOf(listing) !== user.id) throw forbidden(kind.forbidden);
    const patch = Object.fromEntries(
      Object.entries(body).filter(([, v]) => v !== undefined),
    ) as Partial<Row>;
    if (patch.isActive === true && listing.deactivationReason)
      throw conflict(
        `An administrator took this ${kind.label} down: ${listing.deactivationReason}. Contact support to have it reinstated.`,
      );
    if (patch.isActive === true && 'fullyCommitted' in listing && listing.fullyCommitted)
      throw conflict(fullyCommittedMessage);
    kind.checkPatch?.(listing, patch);
    const [updated] = await db
      .update(table)
      .set({ ...patch, updatedAt: services.now() })
      .where(eq(table.id, id))
      .returning();
    return kind.serialize(rowOf(kind, updated!), row!, user, today(services.now()));
  }

  /**
   * An admin takes a listing down (`reason` given) or puts it back (`reason` null): the listing, its
   * owner's notification and the audit entry in one transaction; the row is locked so that two admins'
   * answers at once cannot both apply.
   */
  async function oversee<Row extends ListingRow, Out>(
    kind: ListingKind<Row, Out>,
    request: FastifyRequest,
    reason: string | null,
  ): Promise<Out> {
    const admin = userOf(request);
    const { id } = request.params as { id: string };
    const { table } = kind;
    const now = services.now();
    const takeDown = reason !== null;
    const { listing, identity } = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          listing: table,
          companyActive: companies.isActive,
          ownerDeactivatedAt: users.deactivatedAt,
          ...identityColumns,
        })
        .from(table)
        .innerJoin(companies, eq(companies.id, table.companyId))
        .innerJoin(users, eq(users.id, kind.ownerColumn))
        .where(eq(table.id, id))
        .for('update', { of: table });
      if (!row) throw notFound(kind.notFound);
      const current = rowOf(kind, row.listing);
      if (takeDown && current.deactivationReason)
        throw conflict(`This ${kind.label} is already taken down`);
      // A deactivated company's listings come back with the company (oversight.ts), not one by one.
      if (!takeDown && !row.companyActive)
        throw conflict(
          `This ${kind.label}'s company is deactivated: reactivate the company to put its listings back`,
        );
      // Nor one by one while its owner's account is deactivated (their listings come back with it).
      if (!takeDown && row.ownerDeactivatedAt)
        throw conflict(
          `This ${kind.label}'s owner is deactivated: reactivate the account to put its listings back`,
        );
      if (!takeDown && !current.deactivationReason)
        throw conflict(
          `No administrator took this ${kind.label} down: its owner closes and reopens it`,
        );
      if (!takeDown && 'fullyCommitted' in current && current.fullyCommitted)
        throw conflict(fullyCommittedMessage);
      const [updated] = await tx
        .update(table)
        .set({
          isActive: !takeDown,
          deactivationReason: reason,
          deactivatedBy: takeDown ? admin.id : null,
          updatedAt: now,
        })
        .where(eq(table.id, id))
        .returning();
      const label = kind.label === 'offer' ? 'Your offer' : 'Your RFQ';
      await notify(
        tx,
        [kind.ownerOf(current)],
        takeDown
          ? {
              title: `${kind.label === 'offer' ? 'Offer' : 'RFQ'} taken down`,
              message: `${label} was taken down by an administrator: ${reason}`,
              type: 'warning',
              relatedEntityType: kind.kind,
              relatedEntityId: id,
            }
          : {
              title: `${kind.label === 'offer' ? 'Offer' : 'RFQ'} reinstated`,
              message: `${label} is back on the marketplace.`,
              type: 'success',
              relatedEntityType: kind.kind,
              relatedEntityId: id,
            },
        admin.id,
      );
      await recordAudit(tx, {
        actorId: admin.id,
        action: `${kind.kind}_${takeDown ? 'deactivated' : 'reactivated'}`,
        targetType: kind.kind,
        targetId: id,
        details: takeDown
          ? { reason, wasActive: current.isActive }
          : { previousReason: current.deactivationReason },
        at: now,
      });
      return { listing: rowOf(kind, updated!), identity: row };
    });
    return kind.serialize(listing, identity, admin, today(services.now()));
  }

  return {
    deactivateOffer: (request) => oversee(offerKind, request, request.body.reason),
    reactivateOffer: (request) => oversee(offerKind, request, null),
    deactivateRfq: (request) => oversee(rfqKind, request, request.body.reason),
    reactivateRfq: (request) => oversee(rfqKind, request, null),
    listOffers: (request, reply) => list(offerKind, request, reply),
    listRfqs: (request, reply) => list(rfqKind, request, reply),
    getOffer: (request) => get(offerKind, request),
    getRfq: (request) => get(rfqKind, request),
    updateOffer: (request) => update(offerKind, request, request.body),
    updateRfq: (request) => update(rfqKind, request, request.body),

    async createOffer(request, reply) {
      const user = userOf(request);
      const body = request.body;
      const company = await tradingCompany(services.database, user, body.companyId);
      if (company === 'not-owned') throw notOwned();
      const now = services.now().toISOString();
      const [created] = await run<OfferRow>(insertOfferStatement, [
        user.id,
        company.id,
        body.productType,
        body.volume,
        body.volumeUnit,
        body.pricePerUnit ?? null,
        body.currency,
        body.deliveryLocation ?? null,
        body.deliveryDate ?? null,
        body.terms ?? null,
        now,
      ]);
      return reply
        .status(201)
        .send(toOffer(created!, ownIdentity(company, user), user, today(services.now())));
    },

    async createRfq(request, reply) {
      const user = userOf(request);
      const body = request.body;
      const company = await tradingCompany(services.database, user, body.companyId);
      if (company === 'not-owned') throw notOwned();
      const now = services.now();
      const [created] = await db
        .insert(rfqs)
        .values({
          buyerId: user.id,
          companyId: company.id,
          productType: body.productType,
          volume: body.volume,
          volumeUnit: body.volumeUnit,
          maxPricePerUnit: body.maxPricePerUnit,
          currency: body.currency,
          deliveryLocation: body.deliveryLocation,
          requiredDeliveryDate: body.requiredDeliveryDate,
          specifications: body.specifications ?? null,
          isActive: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return reply.status(201).send(toRfq(created!, ownIdentity(company, user), user));
    },
  } satisfies Partial<Handlers>;
}
