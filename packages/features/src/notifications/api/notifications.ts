import { apiClient, useApi, type Schema } from '@petrobridge/api-client';
import { useApiMutation } from '../../shared/mutation';

export type Notification = Schema<'Notification'>;

const LIST = '/api/notifications';

/** GET /api/notifications (newest first), only when signed in (client-spec §7). */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useApi(LIST, { enabled });
}

export const unreadCount = (notifications: readonly Notification[] | undefined) =>
  notifications?.filter((n) => !n.isRead).length ?? 0;

/** POST /api/notifications/{id}/read; the list (and so the badge) refreshes after it. */
export function useMarkNotificationRead() {
  return useApiMutation(
    async (id: string) => {
      await apiClient().POST('/api/notifications/{id}/read', { params: { path: { id } } });
    },
    { revalidate: [LIST] },
  );
}

/** POST /api/notifications/read-all; the list (and so the badge) refreshes after it. */
export function useMarkAllNotificationsRead() {
  return useApiMutation(
    async () => {
      await apiClient().POST('/api/notifications/read-all');
    },
    { revalidate: [LIST] },
  );
}
