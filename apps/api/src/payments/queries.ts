/**
 * The payments' SQL outside the webhook: plans, links (with their transactions counted), transactions
 * and subscriptions, read as their views and changed by an admin (each change audited in its
 * transaction).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  canMovePayment,
  canMoveSubscription,
  subscriptionTransitions,
  type PaymentStatus,
  type SubscriptionStatus,
} from '@petrobridge/domain';
import {
  customerSubscriptions,
  paymentLinks,
  paymentTransactions,
  subscriptionPlans,
} from '../db/schema';
import type { Queryable } from '../db/tx';
import type { Db } from '../db/client';
import type { PlanRow, UserRow } from '../db/rows';
import type { Services } from '../services';
import type { RequestBody } from '../http/handlers';
import { conflict, notFound } from '../http/errors';
import type { S } from '../http/serialize';
import { recordAudit } from '../lib/audit';
import { adminMoves, emptyCounts, transitionConflict, type Counts } from './rules';
import { toLink, toSubscription, toTransaction } from './serialize';
import { endSubscriptionOnRefund } from './subscriptions';
import type { Invoice } from './provider';

const invoiceColumns = {
  title: paymentLinks.title,
  amount: paymentLinks.amount,
  currency: paymentLinks.currency,
};

// ───────────── plans ─────────────

export function listPlans(db: Queryable): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .orderBy(
      desc(subscriptionPlans.isActive),
      desc(subscriptionPlans.createdAt),
      desc(subscriptionPlans.id),
    );
}

export function createPlan(
  db: Db,
  admin: UserRow,
  body: RequestBody<'createSubscriptionPlan'>,
  now: Date,
): Promise<PlanRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscriptionPlans)
      .values({
        name: body.name,
        description: body.description ?? null,
        price: body.price,
        currency: body.currency,
        billingInterval: body.billingInterval,
        features: body.features,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'subscription_plan_created',
      targetType: 'subscription_plan',
      targetId: created!.id,
      details: { name: created!.name, price: created!.price, currency: created!.currency },
      at: now,
    });
    return created!;
  });
}

export function deactivatePlan(db: Db, admin: UserRow, id: string, now: Date): Promise<PlanRow> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, id))
      .for('update');
    if (!plan) throw notFound('Plan not found');
    if (!plan.isActive) throw conflict('The plan is already inactive');
    const [updated] = await tx
      .update(subscriptionPlans)
      .set({ isActive: false, updatedAt: now })
      .where(eq(subscriptionPlans.id, plan.id))
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'subscription_plan_deactivated',
      targetType: 'subscription_plan',
      targetId: plan.id,
      details: { name: plan.name },
      at: now,
    });
    return updated!;
  });
}

/** Whether the plan exists and is active (a new link may name only such a plan). */
export async function planIsActive(db: Queryable, id: string): Promise<boolean> {
  const [plan] = await db
    .select({ isActive: subscriptionPlans.isActive })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id));
  return plan?.isActive === true;
}

// ───────────── links ─────────────

/** Transactions counted by status, per link. */
async function countsByLink(db: Queryable, linkIds?: string[]): Promise<Map<string, Counts>> {
  const rows = await db
    .select({
      linkId: paymentTransactions.paymentLinkId,
      status: paymentTransactions.status,
      n: sql<number>`count(*)::int`,
    })
    .from(paymentTransactions)
    .where(linkIds ? inArray(paymentTransactions.paymentLinkId, linkIds) : undefined)
    .groupBy(paymentTransactions.paymentLinkId, paymentTransactions.status);
  const out = new Map<string, Counts>();
  for (const r of rows) {
    if (!r.linkId) continue;
    const counts = out.get(r.linkId) ?? emptyCounts();
    counts[r.status] = Number(r.n);
    out.set(r.linkId, counts);
  }
  return out;
}

export async function linkViews(services: Services, db: Queryable): Promise<S<'PaymentLink'>[]> {
  const rows = await db
    .select({ link: paymentLinks, planName: subscriptionPlans.name })
    .from(paymentLinks)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, paymentLinks.subscriptionPlanId))
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id));
  const counts = await countsByLink(db);
  return rows.map((r) =>
    toLink(services, r.link, r.planName, counts.get(r.link.id) ?? emptyCounts()),
  );
}

export async function linkView(services: Services, db: Queryable, id: string) {
  const [row] = await db
    .select({ link: paymentLinks, planName: subscriptionPlans.name })
    .from(paymentLinks)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, paymentLinks.subscriptionPlanId))
    .where(eq(paymentLinks.id, id));
  if (!row) return undefined;
  const counts = (await countsByLink(db, [id])).get(id) ?? emptyCounts();
  return toLink(services, row.link, row.planName, counts);
}

/** A new link with the provider's invoice, audited; answers its id. */
export function insertLink(
  services: Services,
  admin: UserRow,
  body: RequestBody<'createPaymentLink'>,
  invoice: Invoice,
  expiresAt: Date | null,
  now: Date,
): Promise<string> {
  return services.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(paymentLinks)
      .values({
        title: body.title,
        description: body.description ?? null,
        amount: body.amount,
        currency: body.currency,
        cryptoInvoiceId: invoice.invoiceId,
        paymentUrl: invoice.paymentUrl,
        qrCodeUrl: invoice.qrCodeUrl,
        subscriptionPlanId: body.subscriptionPlanId ?? null,
        createdById: admin.id,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'payment_link_created',
      targetType: 'payment_link',
      targetId: created!.id,
      details: {
        title: created!.title,
        amount: created!.amount,
        currency: created!.currency,
        invoiceId: invoice.invoiceId,
        provider: services.payments.name,
      },
      at: now,
    });
    return created!.id;
  });
}

export function deactivateLink(db: Db, admin: UserRow, id: string, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.id, id))
      .for('update');
    if (!link) throw notFound('Payment link not found');
    if (!link.isActive) throw conflict('The payment link is already inactive');
    await tx
      .update(paymentLinks)
      .set({ isActive: false, updatedAt: now })
      .where(eq(paymentLinks.id, link.id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'payment_link_deactivated',
      targetType: 'payment_link',
      targetId: link.id,
      details: { title: link.title },
      at: now,
    });
  });
}

// ───────────── transactions ─────────────

export async function transactionViews(
  db: Queryable,
  filter: { status?: PaymentStatus; paymentLinkId?: string },
  viewer: UserRow,
) {
  const rows = await db
    .select({ t: paymentTransactions, invoice: invoiceColumns })
    .from(paymentTransactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, paymentTransactions.paymentLinkId))
    .where(
      and(
        filter.status ? eq(paymentTransactions.status, filter.status) : undefined,
        filter.paymentLinkId
          ? eq(paymentTransactions.paymentLinkId, filter.paymentLinkId)
          : undefined,
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id));
  return rows.map((r) => toTransaction(r.t, r.invoice, viewer));
}

export async function transactionView(db: Queryable, where: SQL, viewer: UserRow | null) {
  const [row] = await db
    .select({ t: paymentTransactions, invoice: invoiceColumns })
    .from(paymentTransactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, paymentTransactions.paymentLinkId))
    .where(where);
  return row ? toTransaction(row.t, row.invoice, viewer) : undefined;
}

/** An admin's move of a transaction (a refund ends the subscription it started), audited. */
export function moveTransaction(
  db: Db,
  admin: UserRow,
  id: string,
  { status, reason }: RequestBody<'updatePaymentTransactionStatus'>,
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, id))
      .for('update');
    if (!t) throw notFound('Transaction not found');
    const allowed = adminMoves(t.status);
    if (!canMovePayment(t.status, status))
      throw transitionConflict('transaction', t.status, status, allowed);
    const [moved] = await tx
      .update(paymentTransactions)
      .set({ status, updatedAt: now })
      .where(and(eq(paymentTransactions.id, t.id), eq(paymentTransactions.status, t.status)))
      .returning();
    if (!moved) throw transitionConflict('transaction', t.status, status, allowed);
    await recordAudit(tx, {
      actorId: admin.id,
      action: `payment_transaction_${status}`,
      targetType: 'payment_transaction',
      targetId: t.id,
      details: { from: t.status, to: status, ...(reason ? { reason } : {}) },
      at: now,
    });
    if (status === 'refunded')
      await endSubscriptionOnRefund(tx, t.customerSubscriptionId, now, admin.id);
  });
}

/** A transaction with its invoice's id at the provider (the Simulator's next event needs it). */
export async function transactionWithInvoice(db: Queryable, id: string) {
  const [row] = await db
    .select({ t: paymentTransactions, invoiceId: paymentLinks.cryptoInvoiceId })
    .from(paymentTransactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, paymentTransactions.paymentLinkId))
    .where(eq(paymentTransactions.id, id));
  return row;
}

// ───────────── subscriptions ─────────────

export async function subscriptionViews(db: Queryable, status: SubscriptionStatus | undefined) {
  const rows = await db
    .select({ s: customerSubscriptions, planName: subscriptionPlans.name })
    .from(customerSubscriptions)
    .innerJoin(
      subscriptionPlans,
      eq(subscriptionPlans.id, customerSubscriptions.subscriptionPlanId),
    )
    .where(status ? eq(customerSubscriptions.status, status) : undefined)
    .orderBy(desc(customerSubscriptions.createdAt), desc(customerSubscriptions.id));
  return rows.map((r) => toSubscription(r.s, r.planName));
}

/** An admin's move of a subscription (cancelled and expired end it now), audited. */
export function moveSubscription(
  db: Db,
  admin: UserRow,
  id: string,
  { status, reason }: RequestBody<'updateCustomerSubscriptionStatus'>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ s: customerSubscriptions, planName: subscriptionPlans.name })
      .from(customerSubscriptions)
      .innerJoin(
        subscriptionPlans,
        eq(subscriptionPlans.id, customerSubscriptions.subscriptionPlanId),
      )
      .where(eq(customerSubscriptions.id, id))
      .for('update', { of: customerSubscriptions });
    if (!row) throw notFound('Subscription not found');
    const from: SubscriptionStatus = row.s.status;
    const allowed = subscriptionTransitions[from];
    if (!canMoveSubscription(from, status))
      throw transitionConflict('subscription', from, status, allowed);
    const ends = status === 'cancelled' || status === 'expired';
    const [moved] = await tx
      .update(customerSubscriptions)
      .set({ status, updatedAt: now, ...(ends ? { endDate: now } : {}) })
      .where(and(eq(customerSubscriptions.id, row.s.id), eq(customerSubscriptions.status, from)))
      .returning();
    if (!moved) throw transitionConflict('subscription', from, status, allowed);
    await recordAudit(tx, {
      actorId: admin.id,
      action: `customer_subscription_${status}`,
      targetType: 'customer_subscription',
      targetId: row.s.id,
      details: { from, to: status, ...(reason ? { reason } : {}) },
      at: now,
    });
    return toSubscription(moved, row.planName);
  });
}
