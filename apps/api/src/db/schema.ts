/**
 * Database schema (drizzle-orm) for every entity of docs/product.md#records, the deal audit trail and what the
 * server's rules need (upload tokens, sign-in flows, rate limits). Migrations in apps/api/drizzle are
 * generated from this file (`npm run db:generate -w @petrobridge/api -- <name>`, one new migration per
 * change; committed migrations are never edited) and committed.
 *
 * Money is PostgreSQL numeric — prices (10,2), totals and commission amounts (15,2), commission rates
 * (5,2), crypto amounts (18,8) — read and written as decimal strings, never binary floats.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  dealProposalStatuses,
  dealStatuses,
  documentTypes,
  kycStatuses,
  notificationTypes,
  offerDocumentStatuses,
  offerDocumentTypes,
  productTypes,
  roles,
  volumeUnits,
  type LcDetailsValues,
  type ShippingDetailsValues,
} from '@petrobridge/domain';
import { normalisedPriceSql } from './normalised-price';

/** Who recorded a deal's letter of credit or shipping details, and when (ISO time). */
export interface Recorded {
  recordedBy: string;
  recordedAt: string;
}
export type LcDetailsRecord = LcDetailsValues & Recorded;
export type ShippingDetailsRecord = ShippingDetailsValues & Recorded;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const tz = (name: string) => timestamp(name, { withTimezone: true });

export const roleEnum = pgEnum('role', roles);
export const authProviderEnum = pgEnum('auth_provider', ['local', 'oidc']);
export const productTypeEnum = pgEnum('product_type', productTypes);
export const volumeUnitEnum = pgEnum('volume_unit', volumeUnits);
export const kycStatusEnum = pgEnum('kyc_status', kycStatuses);
export const documentTypeEnum = pgEnum('document_type', documentTypes);
export const offerDocumentTypeEnum = pgEnum('offer_document_type', offerDocumentTypes);
export const offerDocumentStatusEnum = pgEnum('offer_document_status', offerDocumentStatuses);
export const dealStatusEnum = pgEnum('deal_status', dealStatuses);
export const dealEventKindEnum = pgEnum('deal_event_kind', [
  'created',
  'status_changed',
  'locked',
  'commission_changed',
  'proposal',
  'proposal_accepted',
  'lc_recorded',
  'shipping_recorded',
  'contract_generated',
  'contract_signed',
]);
export const contractSideEnum = pgEnum('contract_side', ['seller', 'buyer']);
export const dealProposalStatusEnum = pgEnum('deal_proposal_status', dealProposalStatuses);
export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);
export const paymentStatusEnum = pgEnum('payment_status', [
  'pending',
  'paid',
  'expired',
  'failed',
  'refunded',
]);
export const subscriptionStatusEnum = pgEnum('subscription_status', [
  'active',
  'expired',
  'cancelled',
  'suspended',
]);
/** A broker account's verification: self-registered brokers start pending until an admin decides. */
export const approvalStatusEnum = pgEnum('approval_status', ['pending', 'approved', 'rejected']);
export const billingIntervalEnum = pgEnum('billing_interval', ['monthly', 'yearly', 'one-time']);

// ───────────────────────────── accounts ─────────────────────────────

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: unique case-insensitively. */
    email: varchar('email', { length: 320 }).notNull().unique(),
    firstName: varchar('first_name', { length: 255 }),
    lastName: varchar('last_name', { length: 255 }),
    profileImageUrl: text('profile_image_url'),
    role: roleEnum('role').notNull().default('buyer'),
    /** scrypt hash in PHC-like form (`scrypt$N$r$p$salt$hash`); null for identity-provider accounts. */
    passwordHash: text('password_hash'),
    authProvider: authProviderEnum('auth_provider').notNull().default('oidc'),
    /** The identity provider's issuer and subject once the account signed in through it. */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /**
     * Broker verification (docs/security.md): a broker who registered themselves is `pending` until an
     * admin or super admin approves or rejects them. Every other account is `approved`.
     */
    approvalStatus: approvalStatusEnum('approval_status').notNull().default('approved'),
    approvalNotes: text('approval_notes'),
    approvalReviewedBy: uuid('approval_reviewed_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    approvalReviewedAt: tz('approval_reviewed_at'),
    /**
     * Deactivation by an admin or super admin (issue 16): a deactivated account cannot sign in and its
     * sessions are deleted in the same transaction. Null while the account is active.
     */
    deactivatedAt: tz('deactivated_at'),
    deactivatedBy: uuid('deactivated_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    deactivationReason: text('deactivation_reason'),
    /** The last successful sign-in (password or identity provider): the admins' user list shows it. */
    lastSignInAt: tz('last_sign_in_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_oidc_identity_unique').on(t.oidcIssuer, t.oidcSubject),
    index('users_role_idx').on(t.role),
    index('users_role_approval_idx').on(t.role, t.approvalStatus),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (base64url) of the 256-bit random cookie value; the cookie value itself is never stored. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry (createdAt + absolute time-out). */
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Failed sign-ins and registrations per key (`login:account:…`, `login:ip:…`, `register:ip:…`). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 400 }).primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: tz('window_started_at').notNull().defaultNow(),
  blockedUntil: tz('blocked_until'),
});

/** A browser sign-in in progress with the identity provider (state, nonce, PKCE verifier, chosen role). */
export const authFlows = pgTable(
  'auth_flows',
  {
    /** SHA-256 of the random value in the short-lived `pb_oidc` cookie. */
    id: varchar('id', { length: 64 }).primaryKey(),
    state: varchar('state', { length: 128 }).notNull(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    role: roleEnum('role'),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('auth_flows_expires_at_idx').on(t.expiresAt)],
);

// ───────────────────────────── companies and KYC ─────────────────────────────

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    registrationNumber: varchar('registration_number', { length: 255 }),
    address: varchar('address', { length: 1000 }),
    country: varchar('country', { length: 255 }),
    industry: varchar('industry', { length: 255 }).default('oil_gas'),
    website: varchar('website', { length: 255 }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kycStatus: kycStatusEnum('kyc_status').notNull().default('pending'),
    kycNotes: text('kyc_notes'),
    kycReviewedBy: uuid('kyc_reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    kycReviewedAt: tz('kyc_reviewed_at'),
    kycSubmittedAt: tz('kyc_submitted_at'),
    kycRequiredDocuments: jsonb('kyc_required_documents')
      .$type<string[]>()
      .notNull()
      .default(
        sql`'["business_license","tax_certificate","bank_statement","insurance_certificate"]'::jsonb`,
      ),
    kycCompletionPercentage: integer('kyc_completion_percentage').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Why an admin deactivated the company (its users cannot trade while it is inactive). */
    deactivationReason: text('deactivation_reason'),
    deactivatedAt: tz('deactivated_at'),
    ...timestamps,
  },
  (t) => [
    index('companies_owner_id_idx').on(t.ownerId),
    index('companies_name_idx').on(t.name),
    index('companies_kyc_queue_idx').on(t.kycStatus, t.kycSubmittedAt, t.createdAt),
  ],
);

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentType: documentTypeEnum('document_type').notNull(),
    originalFileName: varchar('original_file_name', { length: 255 }).notNull(),
    /** Opaque storage key (see src/storage). */
    filePath: varchar('file_path', { length: 512 }).notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: varchar('mime_type', { length: 255 }).notNull(),
    status: kycStatusEnum('status').notNull().default('pending'),
    reviewNotes: text('review_notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tz('reviewed_at'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: tz('uploaded_at').notNull().defaultNow(),
    /** Set when a newer version of the same type replaced this one (history). */
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => kycDocuments.id, {
      onDelete: 'set null',
    }),
    replacedAt: tz('replaced_at'),
    /**
     * A re-upload an admin or approved broker requested (Ballerine's case action), with its required
     * reason; a replacement is a new row without one, so uploading clears the request.
     */
    reuploadReason: text('reupload_reason'),
    reuploadRequestedBy: uuid('reupload_requested_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    reuploadRequestedAt: tz('reupload_requested_at'),
    /** The last day the document is valid (insurance, licences); from the next day it counts as missing. */
    expiresAt: date('expires_at'),
    /** When its owner was told it expires soon (once per document: the expiry sweep's mark). */
    expiryNoticeAt: tz('expiry_notice_at'),
    ...timestamps,
  },
  (t) => [
    // One current document per company and type; replaced versions are history.
    uniqueIndex('kyc_documents_current_unique')
      .on(t.companyId, t.documentType)
      .where(sql`${t.replacedAt} is null`),
    index('kyc_documents_company_type_idx').on(t.companyId, t.documentType, t.uploadedAt),
    index('kyc_documents_status_idx').on(t.status),
  ],
);

/** One-time upload URLs and the files stored through them, until recorded as a KYC or offer document. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (base64url) of the one-time token in the upload URL. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at').notNull(),
    /** Set by the first successful upload (the token is spent). */
    usedAt: tz('used_at'),
    storageKey: varchar('storage_key', { length: 512 }).unique(),
    fileSize: integer('file_size'),
    mimeType: varchar('mime_type', { length: 255 }),
    /** Set when createKycDocument or createOfferDocument recorded the file. */
    attachedAt: tz('attached_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId)],
);

// ───────────────────────────── marketplace ─────────────────────────────

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

// ───────────────────────────── deals ─────────────────────────────

/** Sequence behind `PB-{year}-{sequence}` deal numbers. */
export const dealNumberSeq = pgSequence('deal_number_seq', { startWith: 1 });

export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealNumber: varchar('deal_number', { length: 32 }).notNull().unique(),
    brokerId: uuid('broker_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerCompanyId: uuid('seller_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    rfqId: uuid('rfq_id').references(() => rfqs.id, { onDelete: 'set null' }),
    productType: productTypeEnum('product_type').notNull(),
    volume: integer('volume').notNull(),
    volumeUnit: volumeUnitEnum('volume_unit').notNull(),
    pricePerUnit: numeric('price_per_unit', { precision: 10, scale: 2 }),
    totalValue: numeric('total_value', { precision: 15, scale: 2 }),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 })
      .notNull()
      .default('2.50'),
    commissionAmount: numeric('commission_amount', { precision: 15, scale: 2 }),
    status: dealStatusEnum('status').notNull().default('negotiation'),
    deliveryLocation: varchar('delivery_location', { length: 255 }),
    deliveryDate: date('delivery_date'),
    /** The letter of credit (lcDetailsSchema's output plus who recorded it when), from lc_pending on. */
    lcDetails: jsonb('lc_details').$type<LcDetailsRecord>(),
    /** Vessel, ports, bill of lading and ETA (shippingDetailsSchema's output plus who recorded it when). */
    shippingDetails: jsonb('shipping_details').$type<ShippingDetailsRecord>(),
    documents: jsonb('documents')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    notes: text('notes'),
    lockedAt: tz('locked_at'),
    lockedBy: uuid('locked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The proposal both principals accepted: the deal's price, volume and delivery are its terms. */
    agreedProposalId: uuid('agreed_proposal_id'),
    termsAgreedAt: tz('terms_agreed_at'),
    ...timestamps,
  },
  (t) => [
    index('deals_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('deals_broker_created_idx').on(
      t.brokerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('deals_seller_created_idx').on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('deals_buyer_created_idx').on(
      t.buyerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('deals_status_idx').on(t.status),
    index('deals_offer_id_idx').on(t.offerId),
    index('deals_rfq_id_idx').on(t.rfqId),
    index('deals_seller_company_idx').on(t.sellerCompanyId),
    index('deals_buyer_company_idx').on(t.buyerCompanyId),
  ],
);

/** The deal audit trail: written in the same transaction as the change it records. */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: dealEventKindEnum('kind').notNull(),
    fromStatus: dealStatusEnum('from_status'),
    toStatus: dealStatusEnum('to_status'),
    notes: text('notes'),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** Insertion order: breaks ties between events of the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('deal_events_deal_created_idx').on(t.dealId, t.createdAt, t.seq)],
);

/**
 * The negotiation of a deal (docs/product.md#deal-page): proposals of price, quantity and delivery by its
 * seller, buyer or broker. A new proposal counters the open one; the other side accepts one, which sets
 * the deal's terms; the lock or a cancellation closes what is still open.
 */
export const dealProposals = pgTable(
  'deal_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: roleEnum('author_role').notNull(),
    pricePerUnit: numeric('price_per_unit', { precision: 10, scale: 2 }).notNull(),
    volume: integer('volume').notNull(),
    deliveryDate: date('delivery_date'),
    notes: text('notes'),
    /** The side a broker's (or admin's) proposal is made for; null for a principal's own proposal. */
    onBehalfOf: contractSideEnum('on_behalf_of'),
    /** Each principal's acceptance: the author's side at once, the other on accepting; both = agreed. */
    sellerAcceptedAt: tz('seller_accepted_at'),
    buyerAcceptedAt: tz('buyer_accepted_at'),
    status: dealProposalStatusEnum('status').notNull().default('open'),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: tz('responded_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** Insertion order: breaks ties between proposals of the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('deal_proposals_deal_created_idx').on(t.dealId, t.createdAt, t.seq)],
);

/**
 * A deal's sales contract (docs/product.md#deal-page): the PDF generated at the lock from the deal's
 * terms, kept in storage under `storageKey`, with the SHA-256 of its bytes that every signature names.
 */
export const dealContracts = pgTable('deal_contracts', {
  dealId: uuid('deal_id')
    .primaryKey()
    .references(() => deals.id, { onDelete: 'cascade' }),
  storageKey: varchar('storage_key', { length: 512 }).notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  fileSize: integer('file_size').notNull(),
  generatedAt: tz('generated_at').notNull().defaultNow(),
});

/** An electronic signature of a deal's contract by its seller or buyer: typed name, consent, hash. */
export const dealSignatures = pgTable(
  'deal_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => dealContracts.dealId, { onDelete: 'cascade' }),
    side: contractSideEnum('side').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: varchar('full_name', { length: 255 }).notNull(),
    consentText: text('consent_text').notNull(),
    documentHash: varchar('document_hash', { length: 64 }).notNull(),
    signedAt: tz('signed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deal_signatures_deal_side_idx').on(t.dealId, t.side)],
);

// ───────────────────────────── notifications ─────────────────────────────

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    message: text('message').notNull(),
    type: notificationTypeEnum('type').notNull().default('info'),
    isRead: boolean('is_read').notNull().default(false),
    relatedEntityType: varchar('related_entity_type', { length: 32 }),
    relatedEntityId: uuid('related_entity_id'),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** Insertion order: breaks ties between notifications of the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.seq.desc().nullsFirst(),
    ),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

// ───────────────────────────── payments (data model) ─────────────────────────────

export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description'),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('USD'),
  billingInterval: billingIntervalEnum('billing_interval').notNull().default('monthly'),
  features: jsonb('features')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    cryptoInvoiceId: varchar('crypto_invoice_id', { length: 255 }).unique(),
    paymentUrl: text('payment_url'),
    qrCodeUrl: text('qr_code_url'),
    subscriptionPlanId: uuid('subscription_plan_id').references(() => subscriptionPlans.id, {
      onDelete: 'set null',
    }),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    expiresAt: tz('expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('payment_links_created_by_idx').on(t.createdById),
    index('payment_links_plan_idx').on(t.subscriptionPlanId),
  ],
);

export const customerSubscriptions = pgTable(
  'customer_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerEmail: varchar('customer_email', { length: 320 }).notNull(),
    customerName: varchar('customer_name', { length: 255 }),
    subscriptionPlanId: uuid('subscription_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    paymentLinkId: uuid('payment_link_id').references(() => paymentLinks.id, {
      onDelete: 'set null',
    }),
    status: subscriptionStatusEnum('status').notNull().default('active'),
    startDate: tz('start_date').notNull().defaultNow(),
    endDate: tz('end_date'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('customer_subscriptions_email_idx').on(t.customerEmail),
    index('customer_subscriptions_plan_idx').on(t.subscriptionPlanId),
  ],
);

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerTransactionId: varchar('provider_transaction_id', { length: 255 }).notNull().unique(),
    paymentLinkId: uuid('payment_link_id').references(() => paymentLinks.id, {
      onDelete: 'set null',
    }),
    customerSubscriptionId: uuid('customer_subscription_id').references(
      () => customerSubscriptions.id,
      { onDelete: 'set null' },
    ),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    cryptoCurrency: varchar('crypto_currency', { length: 16 }),
    cryptoAmount: numeric('crypto_amount', { precision: 18, scale: 8 }),
    status: paymentStatusEnum('status').notNull().default('pending'),
    customerEmail: varchar('customer_email', { length: 320 }),
    customerName: varchar('customer_name', { length: 255 }),
    txHash: varchar('tx_hash', { length: 255 }),
    blockConfirmations: integer('block_confirmations').notNull().default(0),
    paidAt: tz('paid_at'),
    webhookData: jsonb('webhook_data').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    index('payment_transactions_link_idx').on(t.paymentLinkId),
    index('payment_transactions_subscription_idx').on(t.customerSubscriptionId),
  ],
);

/**
 * The payment provider's webhook deliveries (issue 16): one row per provider event id, so a replayed or
 * re-sent delivery is recognised and answered without being applied twice.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: varchar('event_id', { length: 255 }).primaryKey(),
  eventType: varchar('event_type', { length: 64 }).notNull(),
  providerTransactionId: varchar('provider_transaction_id', { length: 255 }),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: tz('received_at').notNull().defaultNow(),
});

// ───────────────────────────── oversight ─────────────────────────────

/**
 * Every administrative action (issue 16): who did what to which user, company, listing, deal or payment
 * object, when, and the details (before/after, reason). Written in the action's own transaction.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
