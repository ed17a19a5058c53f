/** Notifications. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { tz, notificationTypeEnum } from './common';
import { users } from './accounts';

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
