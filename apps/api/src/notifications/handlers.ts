import { and, desc, eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import { toNotification } from '../http/serialize';

export function notificationHandlers(services: Services) {
  const { db } = services.database;
  return {
    async listNotifications(request) {
      const user = userOf(request);
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(desc(notifications.createdAt), desc(notifications.seq));
      return rows.map(toNotification);
    },

    async markNotificationRead(request, reply) {
      const user = userOf(request);
      const { id } = request.params;
      const updated = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
        .returning({ id: notifications.id });
      if (!updated.length) throw notFound('Notification not found');
      return reply.status(204).send();
    },

    async markAllNotificationsRead(request, reply) {
      const user = userOf(request);
      await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)));
      return reply.status(204).send();
    },
  } satisfies Partial<Handlers>;
}
