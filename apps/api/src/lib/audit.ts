/**
 * The admin audit log (issue 16): every administrative action is recorded in the transaction that makes
 * it, so an action and its record stand or fall together.
 */
import { adminAuditLog } from '../db/schema';
import type { Queryable } from '../db/tx';

/** What an action was done to. */
export type AuditTargetType =
  | 'user'
  | 'company'
  | 'offer'
  | 'rfq'
  | 'deal'
  | 'kyc_document'
  | 'payment_link'
  | 'subscription_plan'
  | 'payment_transaction'
  | 'customer_subscription';

export interface AuditEntry {
  /** The admin or super admin who acted; null for the payment provider's webhook. */
  actorId: string | null;
  /** snake_case verb phrase, e.g. `user_deactivated`, `broker_approved`, `commission_rate_changed`. */
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  /** Before/after values, the reason or notes: whatever a reviewer needs to understand the action. */
  details?: Record<string, unknown>;
  at?: Date;
}

export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
