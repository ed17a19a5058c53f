/** Marketplace: offers, RFQs, proof-of-product documents and listing counts. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { normalisedPriceSql } from '../normalised-price';
import {
  tz,
  productTypeEnum,
  volumeUnitEnum,
  offerDocumentTypeEnum,
  offerDocumentStatusEnum,
  timestamps,
} from './common';
import { users } from './accounts';
import { companies } from './companies';

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productType: productTypeEnum('product_type').notNull(),
    volume: integer('volume').notNull(),
    volumeUnit: volumeUnitEnum('volume_unit').notNull().default('bbl'),
    pricePerUnit: numeric('price_per_unit', { precision: 10, scale: 2 }),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    deliveryLocation: varchar('delivery_location', { length: 255 }),
    deliveryDate: date('delivery_date'),
    terms: text('terms'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when an admin took the listing down (the owner is told why); null when the owner closed it. */
    deactivationReason: text('deactivation_reason'),
    deactivatedBy: uuid('deactivated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Taken down because an admin deactivated its company: back on the market when it is reactivated. */
    withdrawnWithCompany: boolean('withdrawn_with_company').notNull().default(false),
    /** Taken down because an admin deactivated its owner's account: back when the account is reactivated. */
    withdrawnWithOwner: boolean('withdrawn_with_owner').notNull().default(false),
    /**
     * Volume committed to locked deals (lc_pending through completed), kept by the lock and by the
     * cancellation of a locked deal in their transactions: remaining = volume − committed.
     */
    committedVolume: integer('committed_volume').notNull().default(0),
    /** Taken off the market because locked deals committed all of it: back when one is cancelled. */
    fullyCommitted: boolean('fully_committed').notNull().default(false),
    isAnonymized: boolean('is_anonymized').notNull().default(true),
    /**
     * 'Verified supply': an approved inspection_report and an approved storage_receipt among the offer's
     * documents. Kept by reviewOfferDocument in the review's transaction, so the feed reads a column.
     */
    verifiedSupply: boolean('verified_supply').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The marketplace feed: active offers newest first (with the id tie-breaker the list sorts by).
    index('offers_feed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index('offers_product_feed_idx')
      .on(t.productType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index('offers_seller_created_idx').on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('offers_company_id_idx').on(t.companyId),
    // The marketplace's free-text search (`q`): trigram indexes (pg_trgm) serve `ILIKE '%text%'` on the
    // delivery place and the terms, so a search and its total read the matches, not every active offer.
    index('offers_location_trgm_idx')
      .using('gin', t.deliveryLocation.op('gin_trgm_ops'))
      .where(sql`${t.isActive}`),
    index('offers_terms_trgm_idx')
      .using('gin', t.terms.op('gin_trgm_ops'))
      .where(sql`${t.isActive}`),
    // The marketplace's sorts (GET /api/offers?sort=…): one partial index per order, each ending in the
    // newest-first tie-breaker the list sorts by, so a deep page is an index walk, not a sort.
    // Price sorts compare the normalised price per MT (issue 27, db/normalised-price.ts): indexed on
    // that very expression, so that a sorted page stays an index walk.
    index('offers_price_norm_asc_idx')
      .on(
        sql`${normalisedPriceSql(t.pricePerUnit, t.productType, t.volumeUnit)} asc nulls last`,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isActive}`),
    index('offers_price_norm_desc_idx')
      .on(
        sql`${normalisedPriceSql(t.pricePerUnit, t.productType, t.volumeUnit)} desc nulls last`,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isActive}`),
    index('offers_volume_asc_idx')
      .on(t.volume.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index('offers_volume_desc_idx')
      .on(t.volume.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index('offers_delivery_asc_idx')
      .on(
        t.deliveryDate.asc().nullsLast(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isActive}`),
  ],
);

export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productType: productTypeEnum('product_type').notNull(),
    volume: integer('volume').notNull(),
    volumeUnit: volumeUnitEnum('volume_unit').notNull().default('bbl'),
    maxPricePerUnit: numeric('max_price_per_unit', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    deliveryLocation: varchar('delivery_location', { length: 255 }).notNull(),
    requiredDeliveryDate: date('required_delivery_date').notNull(),
    specifications: text('specifications'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when an admin took the listing down (the owner is told why); null when the owner closed it. */
    deactivationReason: text('deactivation_reason'),
    deactivatedBy: uuid('deactivated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Taken down because an admin deactivated its company: back on the market when it is reactivated. */
    withdrawnWithCompany: boolean('withdrawn_with_company').notNull().default(false),
    /** Taken down because an admin deactivated its owner's account: back when the account is reactivated. */
    withdrawnWithOwner: boolean('withdrawn_with_owner').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('rfqs_feed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index('rfqs_product_feed_idx')
      .on(t.productType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index('rfqs_buyer_created_idx').on(
      t.buyerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('rfqs_company_id_idx').on(t.companyId),
    // The marketplace's free-text search, as for offers.
    index('rfqs_location_trgm_idx')
      .using('gin', t.deliveryLocation.op('gin_trgm_ops'))
      .where(sql`${t.isActive}`),
    index('rfqs_specifications_trgm_idx')
      .using('gin', t.specifications.op('gin_trgm_ops'))
      .where(sql`${t.isActive}`),
    // The marketplace's sorts (GET /api/rfqs?sort=…): one partial index per order, each ending in the
    // newest-first tie-breaker the list sorts by, so a deep page is an index walk, not a sort.
    // On the normalised price per MT, as the offers' (issue 27).
    index('rfqs_price_norm_asc_idx')
      .on(
        sql`${normalisedPriceSql(t.maxPricePerUnit, t.productType, t.volumeUnit)} asc nulls last`,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isActive}`),
    index('rfqs_price_norm_desc_idx')
      .on(
        sql`${normalisedPriceSql(t.maxPricePerUnit, t.productType, t.volumeUnit)} desc nulls last`,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isActive}`),
    index('rfqs_volume_asc_idx')
      .on(t.volume.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index('rfqs_volume_desc_idx')
      .on(t.volume.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index('rfqs_delivery_asc_idx')
      .on(
        t.requiredDeliveryDate.asc().nullsLast(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isActive}`),
  ],
);

/** Proof-of-product documents of offers (storage receipts, inspection reports, Q88s), reviewed by admins. */
export const offerDocuments = pgTable(
  'offer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    documentType: offerDocumentTypeEnum('document_type').notNull(),
    originalFileName: varchar('original_file_name', { length: 255 }).notNull(),
    /** Opaque storage key (see src/storage). */
    filePath: varchar('file_path', { length: 512 }).notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: varchar('mime_type', { length: 255 }).notNull(),
    status: offerDocumentStatusEnum('status').notNull().default('pending'),
    reviewNotes: text('review_notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tz('reviewed_at'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: tz('uploaded_at').notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('offer_documents_offer_idx').on(t.offerId, t.uploadedAt),
    // The admins' review queue: one status, oldest upload first.
    index('offer_documents_queue_idx').on(t.status, t.uploadedAt, t.id),
  ],
);

/**
 * Active listings per kind and product, kept exact by the `listing_counts_apply` statement-level triggers on offers and
 * rfqs (written at the end of the initial migration): the marketplace's `X-Total-Count` without counting
 * 100,000 rows per request.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    kind: varchar('kind', { length: 8 }).$type<'offer' | 'rfq'>().notNull(),
    productType: productTypeEnum('product_type').notNull(),
    activeCount: bigint('active_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.productType] })],
);

/**
 * Active listings per kind, product and delivery place (`''` for none), kept exact by the
 * `listing_place_counts_apply` statement-level triggers of migration 0011: a marketplace search's
 * `X-Total-Count` sums the cells whose product or place matches instead of checking every matching row
 * (a port's name matches a quarter of 100,000 offers), then counts only the rows matched by their terms
 * or specifications alone. Cells that fall to zero stay (one per product and place ever listed).
 */
export const listingPlaceCounts = pgTable(
  'listing_place_counts',
  {
    kind: varchar('kind', { length: 8 }).$type<'offer' | 'rfq'>().notNull(),
    productType: productTypeEnum('product_type').notNull(),
    deliveryLocation: varchar('delivery_location', { length: 255 }).notNull(),
    activeCount: bigint('active_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.productType, t.deliveryLocation] })],
);
