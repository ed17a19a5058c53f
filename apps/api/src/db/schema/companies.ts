/** Companies, KYC documents and uploads. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tz, kycStatusEnum, documentTypeEnum, timestamps } from './common';
import { users } from './accounts';

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
