import { apiClient, type Schema } from '@petrobridge/api-client';
import { mutation, query } from './core';

export type Notification = Schema<'Notification'>;

/** GET /api/notifications: the caller's notifications, newest first (the badge and the centre). */
export const useNotifications = query('/api/notifications');

/** How many of the notifications are unread (the badge's count). */
export const unreadCount = (notifications: readonly Notification[] | undefined) =>
  notifications?.filter((n) => !n.isRead).length ?? 0;

/** POST /api/notifications/{id}/read: marks one of the caller's notifications read. */
export async function markNotificationRead(id: string): Promise<Notification> {
  const { data } = await apiClient().POST('/api/notifications/{id}/read', {
    params: { path: { id } },
  });
  return data!;
}

/** POST /api/notifications/read-all: marks every notification of the caller read. */
export async function markAllNotificationsRead() {
  const { data } = await apiClient().POST('/api/notifications/read-all');
  return data!;
}

export const useMarkNotificationRead = mutation(markNotificationRead, {
  revalidate: ['/api/notifications'],
});
export const useMarkAllNotificationsRead = mutation(markAllNotificationsRead, {
  revalidate: ['/api/notifications'],
});
