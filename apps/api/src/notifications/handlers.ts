import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import { toNotification } from '../http/serialize';
import { markAllRead, markRead, notificationsOf } from './queries';

export function notificationHandlers(services: Services) {
  const { db } = services.database;
  return {
    async listNotifications(request) {
      return (await notificationsOf(db, userOf(request).id)).map(toNotification);
    },

    async markNotificationRead(request, reply) {
      const user = userOf(request);
      if (!(await markRead(db, request.params.id, user.id)))
        throw notFound('Notification not found');
      return reply.status(204).send();
    },

    async markAllNotificationsRead(request, reply) {
      await markAllRead(db, userOf(request).id);
      return reply.status(204).send();
    },
  } satisfies Partial<Handlers>;
}
