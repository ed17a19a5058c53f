/**
 * Payments (issue 16): subscription plans, payment links with their provider invoices, transactions,
 * customer subscriptions, the provider's signed webhook and the Simulator's operations.
 *
 * Transactions move pending → paid | expired | failed and paid → refunded, subscriptions active →
 * expired | cancelled | suspended (suspended → active | cancelled), only here: through the webhook
 * (signed, replay-protected, idempotent by event id and by the provider's transaction id) or an admin
 * action (audited). Who may call what is the contract's x-roles; the webhook is public and
 * authenticated by its signature instead.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  adminPaymentStatuses,
  canMovePayment,
  canMoveSubscription,
  expiryProblem,
  paymentTransitions,
  subscriptionEnd,
  subscriptionTransitions,
  toScaled,
  type CryptoCurrency,
  type PaymentLinkStatus,
  type PaymentStatus,
  type SubscriptionStatus,
} from '@petrobridge/domain';
import {
  customerSubscriptions,
  paymentLinks,
  paymentTransactions,
  paymentWebhookEvents,
  subscriptionPlans,
} from '../db/schema';
import type { Queryable } from '../db/tx';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import type { S } from '../http/serialize';
import { recordAudit } from '../lib/audit';
import { ProviderInputError, type ProviderEvent } from '../payments/provider';
import { SimulatorProvider } from '../payments/simulator';
import { SIGNATURE_HEADER, webhookSignatureProblem } from '../payments/signature';
import type { LinkRow, PlanRow, SubscriptionRow, TransactionRow, UserRow } from '../db/rows';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body as received (set for the payment webhook only: its signature covers it). */
    rawBody?: string;
  }
}

/** The operation whose raw body app.ts keeps for the signature check. */
export const WEBHOOK_OPERATION = 'receivePaymentWebhook';

type Counts = Record<PaymentStatus, number>;

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const isAdmin = (user: UserRow) => user.role === 'admin' || user.role === 'super_admin';
const emptyCounts = (): Counts => ({ pending: 0, paid: 0, expired: 0, failed: 0, refunded: 0 });

export function toPlan(p: PlanRow): S<'SubscriptionPlan'> {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    currency: p.currency,
    billingInterval: p.billingInterval,
    features: p.features,
    isActive: p.isActive,
    createdAt: iso(p.createdAt),
  };
}

/** A link's state as shown (see PaymentLinkStatus in openapi.yaml). */
export function linkStatus(link: LinkRow, counts: Counts, now: Date): PaymentLinkStatus {
  if (counts.paid > 0) return 'paid';
  if (counts.refunded > 0) return 'refunded';
  if (!link.isActive) return 'inactive';
  if ((link.expiresAt && link.expiresAt <= now) || counts.expired > 0) return 'expired';
  if (counts.pending > 0) return 'pending';
  return 'active';
}

function providerLabel(link: LinkRow, services: Services): string {
  return link.cryptoInvoiceId?.startsWith('sim_') ? 'Simulator' : services.payments.label;
}

function toLink(
  services: Services,
  link: LinkRow,
  planName: string | null,
  counts: Counts,
): S<'PaymentLink'> {
  return {
    id: link.id,
    title: link.title,
    description: link.description,
    amount: link.amount,
    currency: link.currency,
    status: linkStatus(link, counts, services.now()),
    provider: providerLabel(link, services),
    cryptoInvoiceId: link.cryptoInvoiceId,
    paymentUrl: link.paymentUrl,
    qrCodeUrl: link.qrCodeUrl,
    subscriptionPlanId: link.subscriptionPlanId,
    planName,
    expiresAt: isoOrNull(link.expiresAt),
    isActive: link.isActive,
    createdAt: iso(link.createdAt),
    transactionCounts: counts,
  };
}

/** A transaction's link as its view needs it: title, and the invoice's amount and currency. */
interface InvoiceOf {
  title: string;
  amount: string;
  currency: string;
}

const invoiceColumns = {
  title: paymentLinks.title,
  amount: paymentLinks.amount,
  currency: paymentLinks.currency,
};

function toTransaction(
  t: TransactionRow,
  invoice: InvoiceOf | null,
  viewer: UserRow | null,
): S<'PaymentTransaction'> {
  const admin = viewer ? isAdmin(viewer) : false;
  return {
    id: t.id,
    providerTransactionId: t.providerTransactionId,
    paymentLinkId: t.paymentLinkId,
    paymentLinkTitle: invoice?.title ?? null,
    customerSubscriptionId: t.customerSubscriptionId,
    amount: t.amount,
    currency: t.currency,
    cryptoCurrency: t.cryptoCurrency,
    cryptoAmount: t.cryptoAmount,
    status: t.status,
    settlement: invoice ? settlementOf(invoice, t) : null,
    // Customers' identities are for admins; brokers see the payment, not who paid.
    ...(admin ? { customerEmail: t.customerEmail, customerName: t.customerName } : {}),
    txHash: t.txHash,
    blockConfirmations: t.blockConfirmations,
    paidAt: isoOrNull(t.paidAt),
    createdAt: iso(t.createdAt),
    updatedAt: iso(t.updatedAt),
    allowedStatuses: admin
      ? paymentTransitions[t.status].filter((s) =>
          (adminPaymentStatuses as readonly string[]).includes(s),
        )
      : [],
  };
}

function toSubscription(s: SubscriptionRow, planName: string): S<'CustomerSubscription'> {
  return {
    id: s.id,
    customerEmail: s.customerEmail,
    customerName: s.customerName,
    subscriptionPlanId: s.subscriptionPlanId,
    planName,
    paymentLinkId: s.paymentLinkId,
    status: s.status,
    startDate: iso(s.startDate),
    endDate: isoOrNull(s.endDate),
    autoRenew: s.autoRenew,
    createdAt: iso(s.createdAt),
    allowedStatuses: [...subscriptionTransitions[s.status]],
  };
}

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

async function linkView(services: Services, db: Queryable, id: string) {
  const [row] = await db
    .select({ link: paymentLinks, planName: subscriptionPlans.name })
    .from(paymentLinks)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, paymentLinks.subscriptionPlanId))
    .where(eq(paymentLinks.id, id));
  if (!row) return undefined;
  const counts = (await countsByLink(db, [id])).get(id) ?? emptyCounts();
  return toLink(services, row.link, row.planName, counts);
}

async function transactionView(
  db: Queryable,
  where: ReturnType<typeof eq>,
  viewer: UserRow | null,
) {
  const [row] = await db
    .select({ t: paymentTransactions, invoice: invoiceColumns })
    .from(paymentTransactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, paymentTransactions.paymentLinkId))
    .where(where);
  return row ? toTransaction(row.t, row.invoice, viewer) : undefined;
}

function transitionConflict(kind: string, from: string, to: string, allowed: readonly string[]) {
  return conflict(`The ${kind} is ${from}: it cannot become ${to}`, {
    allowedStatuses: [...allowed],
  });
}

/**
 * Starts the customer's subscription to the plan a paid link names, or extends their active one from
 * its end. Answers the subscription's id.
 */
async function startSubscription(
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
async function endSubscriptionOnRefund(
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

/** Why the webhook refuses an event for this invoice (422), if it does. */
export const webhookRefusals = {
  otherInvoice: 'The transaction belongs to another invoice: nothing was changed',
  inactive: 'This payment link is inactive: it takes no payment',
  expired: 'This payment link has expired: it takes no payment',
  paid: 'This invoice is already paid',
} as const;

const unprocessable = (message: string) => new HttpError(422, message);

/** How a payment's amount and currency compare with its invoice's. */
export type Settlement = 'exact' | 'underpaid' | 'overpaid' | 'wrong_currency';

export function settlementOf(
  invoice: { amount: string; currency: string },
  paid: { amount: string; currency: string },
): Settlement {
  if (paid.currency !== invoice.currency) return 'wrong_currency';
  const due = toScaled(invoice.amount, 2);
  const got = toScaled(paid.amount, 2);
  return got === due ? 'exact' : got < due ? 'underpaid' : 'overpaid';
}

/**
 * An event that would take a payment for a link that takes none: a new transaction on an inactive,
 * expired or already paid (or refunded) link, or a payment of a transaction first seen after that. A
 * transaction already on record may still fail, expire or be refunded, and one recorded while the link
 * was open may still be confirmed (the customer paid in time; confirmations take a while).
 */
async function webhookRefusal(
  tx: Queryable,
  link: LinkRow,
  known: TransactionRow | undefined,
  target: PaymentStatus,
  now: Date,
): Promise<string | undefined> {
  const takesMoney = target === 'paid' || target === 'pending';
  if (known && !takesMoney) return undefined;
  const [other] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.paymentLinkId, link.id),
        inArray(paymentTransactions.status, ['paid', 'refunded']),
        known ? sql`${paymentTransactions.id} <> ${known.id}` : undefined,
      ),
    )
    .limit(1);
  if (other) return webhookRefusals.paid;
  if (known) return undefined;
  if (!link.isActive) return webhookRefusals.inactive;
  const [expired] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.paymentLinkId, link.id),
        eq(paymentTransactions.status, 'expired'),
      ),
    )
    .limit(1);
  if ((link.expiresAt && link.expiresAt <= now) || expired) return webhookRefusals.expired;
  return undefined;
}

function webhookMessage(body: unknown): string {
  return typeof body === 'object' && body !== null && 'message' in body
    ? String((body as { message: unknown }).message)
    : 'no message';
}

export function paymentHandlers(services: Services) {
  const { db } = services.database;

  function simulator(): SimulatorProvider {
    const provider = services.payments;
    if (!(provider instanceof SimulatorProvider))
      throw notFound('The payment simulator is off: a real payment provider is configured');
    return provider;
  }

  /** The Simulator's delivery, answered as the operation's result (409 when the webhook refused). */
  async function delivered(
    result: Awaited<ReturnType<SimulatorProvider['send']>>,
    admin: UserRow,
    targetType: 'payment_link' | 'payment_transaction',
    targetId: string,
  ): Promise<S<'SimulatorDelivery'>> {
    if (result.status < 200 || result.status >= 300)
      throw conflict(
        `The webhook refused the Simulator's event (${result.status}): ${webhookMessage(result.body)}`,
      );
    await recordAudit(db, {
      actorId: admin.id,
      action: 'payment_simulated',
      targetType,
      targetId,
      details: { eventId: result.event.id, eventType: result.event.type, simulated: true },
      at: services.now(),
    });
    return {
      simulated: true,
      eventId: result.event.id,
      eventType: result.event.type,
      webhookStatus: result.status,
      transaction:
        (await transactionView(
          db,
          eq(paymentTransactions.providerTransactionId, result.event.data.transactionId),
          admin,
        )) ?? null,
    };
  }

  return {
    getPaymentProvider() {
      const p = services.payments;
      return {
        name: p.name,
        label: p.label,
        simulated: p.simulated,
        notice: p.notice,
        invoiceCurrencies: [...p.invoiceCurrencies],
        rates: p.rates(),
      };
    },

    // ───────────── plans ─────────────

    async listSubscriptionPlans() {
      const rows = await db
        .select()
        .from(subscriptionPlans)
        .orderBy(
          desc(subscriptionPlans.isActive),
          desc(subscriptionPlans.createdAt),
          desc(subscriptionPlans.id),
        );
      return rows.map(toPlan);
    },

    async createSubscriptionPlan(request, reply) {
      const admin = userOf(request);
      const body = request.body;
      const now = services.now();
      const plan = await db.transaction(async (tx) => {
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
      return reply.status(201).send(toPlan(plan));
    },

    async deactivateSubscriptionPlan(request) {
      const admin = userOf(request);
      const now = services.now();
      return db.transaction(async (tx) => {
        const [plan] = await tx
          .select()
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.id, request.params.id))
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
        return toPlan(updated!);
      });
    },

    // ───────────── links ─────────────

    async listPaymentLinks() {
      const rows = await db
        .select({ link: paymentLinks, planName: subscriptionPlans.name })
        .from(paymentLinks)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, paymentLinks.subscriptionPlanId))
        .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id));
      const counts = await countsByLink(db);
      return rows.map((r) =>
        toLink(services, r.link, r.planName, counts.get(r.link.id) ?? emptyCounts()),
      );
    },

    async createPaymentLink(request, reply) {
      const admin = userOf(request);
      const body = request.body;
      const now = services.now();
      const past = expiryProblem(body.expiresAt, now);
      if (past) throw badRequest('Invalid request', [{ path: 'expiresAt', message: past }]);
      if (body.subscriptionPlanId) {
        const [plan] = await db
          .select({ isActive: subscriptionPlans.isActive })
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.id, body.subscriptionPlanId));
        if (!plan?.isActive)
          throw badRequest('Invalid request', [
            { path: 'subscriptionPlanId', message: 'Invalid plan' },
          ]);
      }
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      let invoice;
      try {
        invoice = await services.payments.createInvoice({
          linkId: '',
          title: body.title,
          amount: body.amount,
          currency: body.currency,
          expiresAt,
        });
      } catch (error) {
        if (error instanceof ProviderInputError)
          throw badRequest('Invalid request', [{ path: error.path, message: error.message }]);
        throw error;
      }
      const id = await db.transaction(async (tx) => {
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
      return reply.status(201).send((await linkView(services, db, id))!);
    },

    async deactivatePaymentLink(request) {
      const admin = userOf(request);
      const now = services.now();
      await db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(paymentLinks)
          .where(eq(paymentLinks.id, request.params.id))
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
      return (await linkView(services, db, request.params.id))!;
    },

    // ───────────── transactions ─────────────

    async listPaymentTransactions(request) {
      const viewer = userOf(request);
      const q = request.query;
      const rows = await db
        .select({ t: paymentTransactions, invoice: invoiceColumns })
        .from(paymentTransactions)
        .leftJoin(paymentLinks, eq(paymentLinks.id, paymentTransactions.paymentLinkId))
        .where(
          and(
            q.status ? eq(paymentTransactions.status, q.status) : undefined,
            q.paymentLinkId ? eq(paymentTransactions.paymentLinkId, q.paymentLinkId) : undefined,
          ),
        )
        .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id));
      return rows.map((r) => toTransaction(r.t, r.invoice, viewer));
    },

    async updatePaymentTransactionStatus(request) {
      const admin = userOf(request);
      const { status, reason } = request.body;
      const now = services.now();
      await db.transaction(async (tx) => {
        const [t] = await tx
          .select()
          .from(paymentTransactions)
          .where(eq(paymentTransactions.id, request.params.id))
          .for('update');
        if (!t) throw notFound('Transaction not found');
        const allowed = paymentTransitions[t.status].filter((s) =>
          (adminPaymentStatuses as readonly string[]).includes(s),
        );
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
      return (await transactionView(db, eq(paymentTransactions.id, request.params.id), admin))!;
    },

    // ───────────── subscriptions ─────────────

    async listCustomerSubscriptions(request) {
      const q = request.query;
      const rows = await db
        .select({ s: customerSubscriptions, planName: subscriptionPlans.name })
        .from(customerSubscriptions)
        .innerJoin(
          subscriptionPlans,
          eq(subscriptionPlans.id, customerSubscriptions.subscriptionPlanId),
        )
        .where(q.status ? eq(customerSubscriptions.status, q.status) : undefined)
        .orderBy(desc(customerSubscriptions.createdAt), desc(customerSubscriptions.id));
      return rows.map((r) => toSubscription(r.s, r.planName));
    },

    async updateCustomerSubscriptionStatus(request) {
      const admin = userOf(request);
      const { status, reason } = request.body;
      const now = services.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ s: customerSubscriptions, planName: subscriptionPlans.name })
          .from(customerSubscriptions)
          .innerJoin(
            subscriptionPlans,
            eq(subscriptionPlans.id, customerSubscriptions.subscriptionPlanId),
          )
          .where(eq(customerSubscriptions.id, request.params.id))
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
          .where(
            and(eq(customerSubscriptions.id, row.s.id), eq(customerSubscriptions.status, from)),
          )
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
    },

    // ───────────── the provider's webhook ─────────────

    async receivePaymentWebhook(request) {
      const now = services.now();
      // The signature first: nothing about an unauthenticated body is looked at.
      const problem = webhookSignatureProblem(
        services.config.paymentWebhookSecret,
        request.headers[SIGNATURE_HEADER],
        request.rawBody,
        now,
      );
      if (problem) throw new HttpError(401, problem);
      if (request.validationError) throw request.validationError;
      const event = request.body as ProviderEvent;
      const data = event.data;
      const target = event.type.slice('payment.'.length) as PaymentStatus;

      return db.transaction(async (tx) => {
        // Locked: two events for one invoice apply one after the other, so it is paid at most once.
        const [link] = await tx
          .select()
          .from(paymentLinks)
          .where(eq(paymentLinks.cryptoInvoiceId, data.invoiceId))
          .for('update');
        if (!link) throw notFound('Unknown invoice');
        const recorded = await tx
          .insert(paymentWebhookEvents)
          .values({
            eventId: event.id,
            eventType: event.type,
            providerTransactionId: data.transactionId,
            payload: event as unknown as Record<string, unknown>,
            receivedAt: now,
          })
          .onConflictDoNothing()
          .returning({ eventId: paymentWebhookEvents.eventId });
        if (recorded.length === 0) {
          // A re-delivery: applied before, nothing changes now.
          const [t] = await tx
            .select({ id: paymentTransactions.id, status: paymentTransactions.status })
            .from(paymentTransactions)
            .where(
              and(
                eq(paymentTransactions.providerTransactionId, data.transactionId),
                eq(paymentTransactions.paymentLinkId, link.id),
              ),
            );
          return {
            received: true,
            duplicate: true,
            transactionId: t?.id ?? null,
            status: t?.status ?? null,
          };
        }
        // A transaction is the invoice's and the link's together: another invoice's is never moved.
        const [known] = await tx
          .select()
          .from(paymentTransactions)
          .where(eq(paymentTransactions.providerTransactionId, data.transactionId))
          .for('update');
        if (known && known.paymentLinkId !== link.id)
          throw unprocessable(webhookRefusals.otherInvoice);
        const refusal = await webhookRefusal(tx, link, known, target, now);
        if (refusal) throw unprocessable(refusal);
        const settlement = settlementOf(link, data);
        // A payment settles the invoice only when it is complete and in the invoice's currency; less, or
        // another currency, stays pending for an admin to review.
        const settles = target !== 'paid' || settlement === 'exact' || settlement === 'overpaid';
        const applied: PaymentStatus = settles ? target : 'pending';
        let current = known;
        if (!current) {
          [current] = await tx
            .insert(paymentTransactions)
            .values({
              providerTransactionId: data.transactionId,
              paymentLinkId: link.id,
              amount: data.amount,
              currency: data.currency,
              cryptoCurrency: data.cryptoCurrency ?? null,
              cryptoAmount: data.cryptoAmount ?? null,
              status: 'pending',
              customerEmail: data.customerEmail ?? null,
              customerName: data.customerName ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
        }
        const from = current!.status;
        if (from !== applied && !canMovePayment(from, applied))
          throw transitionConflict('transaction', from, applied, paymentTransitions[from]);
        const customerEmail = data.customerEmail ?? current!.customerEmail;
        const customerName = data.customerName ?? current!.customerName;
        let subscriptionId = current!.customerSubscriptionId;
        const newlyPaid = applied === 'paid' && from !== 'paid';
        if (newlyPaid && customerEmail)
          subscriptionId = await startSubscription(tx, link, customerEmail, customerName, now);
        await tx
          .update(paymentTransactions)
          .set({
            status: applied,
            // What the provider says was paid (a refund keeps the amount that was paid).
            ...(target === 'paid' || target === 'pending'
              ? { amount: data.amount, currency: data.currency }
              : {}),
            cryptoCurrency: data.cryptoCurrency ?? current!.cryptoCurrency,
            cryptoAmount: data.cryptoAmount ?? current!.cryptoAmount,
            customerEmail,
            customerName,
            txHash: data.txHash ?? current!.txHash,
            blockConfirmations: data.blockConfirmations ?? current!.blockConfirmations,
            paidAt: newlyPaid ? now : current!.paidAt,
            customerSubscriptionId: subscriptionId,
            webhookData: event as unknown as Record<string, unknown>,
            updatedAt: now,
          })
          .where(eq(paymentTransactions.id, current!.id));
        if (from !== applied) {
          await recordAudit(tx, {
            actorId: null,
            action: `payment_transaction_${applied}`,
            targetType: 'payment_transaction',
            targetId: current!.id,
            details: { from, to: applied, source: 'webhook', eventId: event.id },
            at: now,
          });
          if (applied === 'refunded')
            await endSubscriptionOnRefund(tx, current!.customerSubscriptionId, now, null);
        }
        if (target === 'paid' && settlement !== 'exact')
          await recordAudit(tx, {
            actorId: null,
            action: `payment_transaction_${settlement}`,
            targetType: 'payment_transaction',
            targetId: current!.id,
            details: {
              invoiced: `${link.amount} ${link.currency}`,
              received: `${data.amount} ${data.currency}`,
              status: applied,
              source: 'webhook',
              eventId: event.id,
            },
            at: now,
          });
        return {
          received: true,
          duplicate: false,
          transactionId: current!.id,
          status: applied,
          settlement,
        };
      });
    },

    // ───────────── the Simulator ─────────────

    async simulateLinkPayment(request) {
      const admin = userOf(request);
      const sim = simulator();
      const body = request.body;
      const link = await linkView(services, db, request.params.id);
      if (!link) throw notFound('Payment link not found');
      if (link.status === 'paid' || link.status === 'refunded')
        throw conflict('This invoice is already paid');
      if (link.status === 'inactive') throw conflict('This payment link is inactive');
      if (link.status === 'expired') throw conflict('This payment link has expired');
      if (link.status === 'pending')
        throw conflict('A payment of this invoice awaits confirmation: settle it first');
      const crypto: CryptoCurrency = body.cryptoCurrency;
      const rate = sim.rate(crypto);
      const settled = body.outcome === 'paid';
      const result = await sim.send(`payment.${body.outcome}`, {
        transactionId: sim.newTransactionId(),
        invoiceId: link.cryptoInvoiceId!,
        amount: link.amount,
        currency: link.currency,
        cryptoCurrency: crypto,
        cryptoAmount: sim.quote(link.amount, link.currency, crypto),
        customerEmail: body.customerEmail,
        customerName: body.customerName ?? null,
        txHash: settled || body.outcome === 'pending' ? sim.newTxHash() : null,
        blockConfirmations: settled
          ? rate.confirmationsRequired
          : body.outcome === 'pending'
            ? 1
            : 0,
      });
      return delivered(result, admin, 'payment_link', link.id);
    },

    async simulateTransactionEvent(request) {
      const admin = userOf(request);
      const sim = simulator();
      const { outcome } = request.body;
      const [row] = await db
        .select({ t: paymentTransactions, invoiceId: paymentLinks.cryptoInvoiceId })
        .from(paymentTransactions)
        .leftJoin(paymentLinks, eq(paymentLinks.id, paymentTransactions.paymentLinkId))
        .where(eq(paymentTransactions.id, request.params.id));
      if (!row?.invoiceId) throw notFound('Transaction not found');
      const t = row.t;
      const crypto = (t.cryptoCurrency ?? 'USDT') as CryptoCurrency;
      const required = sim.rates().find((r) => r.cryptoCurrency === crypto)?.confirmationsRequired;
      const result = await sim.send(`payment.${outcome}`, {
        transactionId: t.providerTransactionId,
        invoiceId: row.invoiceId,
        amount: t.amount,
        currency: t.currency,
        cryptoCurrency: t.cryptoCurrency,
        cryptoAmount: t.cryptoAmount,
        customerEmail: t.customerEmail,
        customerName: t.customerName,
        txHash: t.txHash ?? (outcome === 'paid' ? sim.newTxHash() : null),
        blockConfirmations:
          outcome === 'paid' ? Math.max(t.blockConfirmations, required ?? 1) : t.blockConfirmations,
      });
      return delivered(result, admin, 'payment_transaction', t.id);
    },
  } satisfies Partial<Handlers>;
}
