/**
 * Notifications created by real events (deal created, status changed, lock, proposal, KYC reviews, the
 * decision on a broker's account).
 */
import { notifications } from '../db/schema';
import type { Queryable } from '../db/tx';

export interface NewNotification {
  title: string;
  message: string;
  type: 'success' | 'info' | 'warning';
  /** Null for a notification about the recipient's own account (no object to open). */
  relatedEntityType: 'deal' | 'company' | 'kyc_document' | 'offer' | 'rfq' | null;
  relatedEntityId: string | null;
}

/** Notifies each distinct user in `userIds` except `exceptUserId` (the one who acted). */
export async function notify(
  db: Queryable,
  userIds: Array<string | null | undefined>,
  notification: NewNotification,
  exceptUserId?: string,
): Promise<void> {
  const recipients = [...new Set(userIds.filter((id): id is string => !!id))].filter(
    (id) => id !== exceptUserId,
  );
  if (!recipients.length) return;
  await db.insert(notifications).values(recipients.map((userId) => ({ userId, ...notification })));
}
