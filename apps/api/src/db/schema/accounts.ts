/** Accounts: users, sessions, rate limits and sign-in flows. */
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tz, roleEnum, authProviderEnum, approvalStatusEnum, timestamps } from './common';

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
