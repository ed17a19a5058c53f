import { useApi, type Schema } from '@petrobridge/api-client';

export type Notification = Schema<'Notification'>;

/** GET /api/notifications, only when signed in (client-spec §7); the badge counts the unread ones. */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useApi('/api/notifications', { enabled });
}

export const unreadCount = (notifications: readonly Notification[] | undefined) =>
  notifications?.filter((n) => !n.isRead).length ?? 0;
