/** Deals: the deal, its audit trail, proposals, contract and signatures. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  type LcDetailsRecord,
  type ShippingDetailsRecord,
  tz,
  roleEnum,
  productTypeEnum,
  volumeUnitEnum,
  dealStatusEnum,
  dealEventKindEnum,
  contractSideEnum,
  dealProposalStatusEnum,
  timestamps,
} from './common';
import { users } from './accounts';
import { companies } from './companies';
import { offers, rfqs } from './marketplace';

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
