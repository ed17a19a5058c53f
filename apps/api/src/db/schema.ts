/**
 * Database schema (drizzle-orm). Migrations in apps/api/drizzle are generated
 * from this file with `npm run db:generate -w @petrobridge/api` and committed.
 */
import {
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  boolean,
  varchar,
  index,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['super_admin', 'admin', 'broker', 'seller', 'buyer']);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 320 }).notNull().unique(),
  firstName: varchar('first_name', { length: 100 }),
  lastName: varchar('last_name', { length: 100 }),
  profileImageUrl: text('profile_image_url'),
  role: roleEnum('role').notNull().default('buyer'),
  passwordHash: text('password_hash'),
  authProvider: varchar('auth_provider', { length: 50 }).notNull().default('oidc'),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** 256-bit random id, base64url; the cookie value. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);
