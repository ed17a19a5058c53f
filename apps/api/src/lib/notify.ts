/** Notifications created by real events (deal created, status changed, lock, proposal, reviews). */
import { notifications } from '../db/schema';
import type { Queryable } from '../db/tx';

export interface NewNotification {
  title: string;
  message: string;
  type: 'success' | 'info' | 'warning';
  relatedEntityType: 'deal' | 'company' | 'kyc_document' | 'offer' | 'rfq';
  relatedEntityId: string;
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
