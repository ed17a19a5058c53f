/**
 * The marketplace's SQL: the feeds (filters, sorts, the trigger-kept counts), one listing, the identities
 * staff and owners see, an owner's edit, an admin's take-down, and new listings.
 */
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
import { isStaffRole, type ProductType, type VolumeUnit } from '@petrobridge/domain';
import { companies, listingPlaceCounts, offers, rfqs, users } from '../db/schema';
import type { Database } from '../db/client';
import type { Queryable } from '../db/tx';
import type { CompanyRow, OfferRow, RfqRow, UserRow } from '../db/rows';
import { selectList, type Statement } from '../db/raw';
import { normalisedPriceSql, unitsPerMTSql } from '../db/normalised-price';
import { conflict, notFound } from '../http/errors';
import type { RequestBody } from '../http/handlers';
import { seesIdentity, type ListingIdentity } from '../http/serialize';
import { notify } from '../lib/notify';
import { recordAudit } from '../lib/audit';
import { rowOf, type AnyListingKind, type ListingKind, type ListingRow } from './kinds';
import {
  contains,
  fullyCommittedMessage,
  productsMatching,
  type ListingSort,
  type ListQuery,
} from './rules';

export const identityColumns = {
  companyName: companies.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

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

/**
 * A listing's price per `unit` of its product, to the cent (half up: units.ts's `convertPrice`); per MT
 * it is the normalised price (`normalisedPrice`) that the price sorts order by.
 */
const priceInUnitSql = (kind: AnyListingKind, unit: VolumeUnit = 'MT'): SQL => {
  const { table } = kind;
  if (unit === 'MT')
    return normalisedPriceSql(kind.priceColumn, table.productType, table.volumeUnit);
  const perMT = unitsPerMTSql(table.productType, table.volumeUnit);
  const unitPerMT = unitsPerMTSql(table.productType, table.volumeUnit, unit);
  return sql`round(${kind.priceColumn} * ${perMT} / ${unitPerMT}, 2)`;
};

/**
 * The ORDER BY of a sort: its key (missing prices and dates last), then newest first and the id, the
 * same columns as the partial index of that sort (migration 0002_listing_sorts).
 */
function orderOf(kind: AnyListingKind, sort: ListingSort = 'newest'): SQL[] {
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

/**
 * Identities of the listings the viewer may see them on (staff: all; others: their own). Anonymous
 * rows need no lookup at all, which keeps the buyers' and sellers' feeds to one query.
 */
export async function identitiesFor(
  db: Queryable,
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
async function activeCount(
  database: Database,
  kind: 'offer' | 'rfq',
  productType?: ProductType,
): Promise<number> {
  const [row] = productType
    ? await database.run<{ n: number }>(activeCountStatements.ofProduct, [kind, productType])
    : await database.run<{ n: number }>(activeCountStatements.all, [kind]);
  return row?.n ?? 0;
}

async function countWhere(
  db: Queryable,
  table: typeof offers | typeof rfqs,
  where: SQL | undefined,
) {
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
  db: Queryable,
  kind: AnyListingKind,
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

/** Listings matching every given filter of `q` (active ones by default), in its order; with the total. */
export async function listingPage<Row extends ListingRow>(
  database: Database,
  kind: ListingKind<Row, unknown>,
  user: UserRow,
  q: ListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const { db } = database;
  const { table } = kind;
  const anyKind = kind as AnyListingKind;
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
  const like = text ? contains(text) : '';
  const products = text ? productsMatching(text) : [];
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
  const priced = priceInUnitSql(anyKind, q.priceUnit ?? q.volumeUnit ?? 'MT');
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
        ? database.run<Row>(kind.statements.pageOfProduct, [limit, offset, q.productType])
        : database.run<Row>(kind.statements.page, [limit, offset])
      : db
          .select()
          .from(table)
          .where(where)
          .orderBy(...orderOf(anyKind, q.sort))
          .limit(limit)
          .offset(offset),
    plain
      ? activeCount(database, kind.kind, q.productType)
      : searchOnly
        ? searchCount(db, anyKind, like, products, q.productType)
        : countWhere(db, table, where),
  ]);
  return { rows: page.map((r) => rowOf(kind, r)), total };
}

/** One listing by id (the detail's fixed statement); undefined when there is none. */
export async function listingById<Row extends ListingRow>(
  database: Database,
  kind: ListingKind<Row, unknown>,
  id: string,
): Promise<Row | undefined> {
  const [row] = await database.run<Row>(kind.statements.byId, [id]);
  return row;
}

/** One listing with its owner's identity; undefined when there is none. */
export async function listingWithIdentity<Row extends ListingRow>(
  db: Queryable,
  kind: ListingKind<Row, unknown>,
  id: string,
) {
  const { table } = kind;
  const [row] = await db
    .select({ listing: table, ...identityColumns })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .innerJoin(users, eq(users.id, kind.ownerColumn))
    .where(eq(table.id, id))
    .limit(1);
  return row && { ...row, listing: rowOf(kind, row.listing) };
}

/** Writes an owner's patch of a listing; answers the updated row. */
export async function patchListing<Row extends ListingRow>(
  db: Queryable,
  kind: ListingKind<Row, unknown>,
  id: string,
  patch: Partial<Row>,
  now: Date,
): Promise<Row> {
  const [updated] = await db
    .update(kind.table)
    .set({ ...patch, updatedAt: now })
    .where(eq(kind.table.id, id))
    .returning();
  return rowOf(kind, updated!);
}

/**
 * An admin takes a listing down (`reason` given) or puts it back (`reason` null): the listing, its
 * owner's notification and the audit entry in one transaction; the row is locked so that two admins'
 * answers at once cannot both apply.
 */
export function overseeListing<Row extends ListingRow>(
  database: Database,
  kind: ListingKind<Row, unknown>,
  admin: UserRow,
  id: string,
  reason: string | null,
  now: Date,
): Promise<{ listing: Row; identity: ListingIdentity }> {
  const { table } = kind;
  const takeDown = reason !== null;
  return database.db.transaction(async (tx) => {
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
}

/** A seller's new offer through `company` (the fixed insert statement). */
export async function insertOffer(
  database: Database,
  user: UserRow,
  company: CompanyRow,
  body: RequestBody<'createOffer'>,
  now: Date,
): Promise<OfferRow> {
  const [created] = await database.run<OfferRow>(insertOfferStatement, [
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
    now.toISOString(),
  ]);
  return created!;
}

/** A buyer's new RFQ through `company`. */
export async function insertRfq(
  db: Queryable,
  user: UserRow,
  company: CompanyRow,
  body: RequestBody<'createRfq'>,
  now: Date,
): Promise<RfqRow> {
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
  return created!;
}
