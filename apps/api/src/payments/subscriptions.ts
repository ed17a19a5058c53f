/** What a payment does to a customer's subscription: a paid link starts or extends it, a refund ends it. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { subscriptionEnd } from '@petrobridge/domain';
import { customerSubscriptions, subscriptionPlans } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { LinkRow } from '../db/rows';
import { recordAudit } from '../lib/audit';

/**
 * Starts the customer's subscription to the plan a paid link names, or extends their active one from
 * its end. Answers the subscription's id.
 */
export async function startSubscription(
  tx: Queryable,
  link: LinkRow,
  customerEmail: string,
  customerName: string | null,
  now: Date,
): Promise<string | null> {
  if (!link.subscriptionPlanId) return null;
  const [plan] = await tx
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, link.subscriptionPlanId));
  if (!plan) return null;
  const [current] = await tx
    .select()
    .from(customerSubscriptions)
    .where(
      and(
        eq(customerSubscriptions.customerEmail, customerEmail),
        eq(customerSubscriptions.subscriptionPlanId, plan.id),
        eq(customerSubscriptions.status, 'active'),
      ),
    )
    .orderBy(desc(customerSubscriptions.createdAt))
    .limit(1)
    .for('update');
  if (current) {
    const from = current.endDate && current.endDate > now ? current.endDate : now;
    await tx
      .update(customerSubscriptions)
      .set({ endDate: subscriptionEnd(from, plan.billingInterval), updatedAt: now })
      .where(eq(customerSubscriptions.id, current.id));
    return current.id;
  }
  const [created] = await tx
    .insert(customerSubscriptions)
    .values({
      customerEmail,
      customerName,
      subscriptionPlanId: plan.id,
      paymentLinkId: link.id,
      status: 'active',
      startDate: now,
      endDate: subscriptionEnd(now, plan.billingInterval),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created!.id;
}

/** A refunded payment ends the subscription it started (if still running). */
export async function endSubscriptionOnRefund(
  tx: Queryable,
  subscriptionId: string | null,
  now: Date,
  actorId: string | null,
) {
  if (!subscriptionId) return;
  const [sub] = await tx
    .update(customerSubscriptions)
    .set({ status: 'cancelled', endDate: now, updatedAt: now })
    .where(
      and(
        eq(customerSubscriptions.id, subscriptionId),
        inArray(customerSubscriptions.status, ['active', 'suspended']),
      ),
    )
    .returning();
  if (sub)
    await recordAudit(tx, {
      actorId,
      action: 'customer_subscription_cancelled',
      targetType: 'customer_subscription',
      targetId: sub.id,
      details: { reason: 'payment refunded' },
      at: now,
    });
}
