import { apiClient, type Schema } from '@petrobridge/api-client';
import { mutation, query } from './core';

export type Notification = Schema<'Notification'>;

/** GET /api/notifications: the caller's notifications, newest first (the badge and the centre). */
export const useNotifications = query('/api/notifications');

/** How many of the notifications are unread (the badge's count). */
export const unreadCount = (notifications: readonly Notification[] | undefined) =>
  notifications?.filter((n) => !n.isRead).length ?? 0;

/** POST /api/notifications/{id}/read: marks one of the caller's notifications read (204, no body). */
export async function markNotificationRead(id: string): Promise<void> {
  await apiClient().POST('/api/notifications/{id}/read', { params: { path: { id } } });
}

/** POST /api/notifications/read-all: marks every notification of the caller read (204, no body). */
export async function markAllNotificationsRead(): Promise<void> {
  await apiClient().POST('/api/notifications/read-all');
}

export const useMarkNotificationRead = mutation(markNotificationRead, {
  revalidate: ['/api/notifications'],
});
export const useMarkAllNotificationsRead = mutation(markAllNotificationsRead, {
  revalidate: ['/api/notifications'],
});
