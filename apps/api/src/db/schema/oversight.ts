/** Oversight: the admin audit log. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { tz } from './common';
import { users } from './accounts';

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
