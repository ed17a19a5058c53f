/** The notifications' SQL: a user's notifications, newest first, and marking them read. */
import { and, desc, eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { NotificationRow } from '../db/rows';

/** The user's notifications, newest first. */
export const notificationsOf = (db: Queryable, userId: string): Promise<NotificationRow[]> =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.seq));

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markRead(db: Queryable, id: string, userId: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

/** Marks all the user's unread notifications read. */
export async function markAllRead(db: Queryable, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}
