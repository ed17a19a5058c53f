import { useApi, type Schema } from '@petrobridge/api-client';

export type Notification = Schema<'Notification'>;

/** GET /api/notifications: the caller's notifications, newest first (same key as the shell's badge). */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useApi('/api/notifications', { enabled });
}
