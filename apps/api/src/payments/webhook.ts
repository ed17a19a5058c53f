/**
 * The provider's signed webhook, applied: one transaction per event, idempotent by event id and by the
 * provider's transaction id, refused (422) for an invoice that takes no payment.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { canMovePayment, paymentTransitions, type PaymentStatus } from '@petrobridge/domain';
import { paymentLinks, paymentTransactions, paymentWebhookEvents } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { Db } from '../db/client';
import type { LinkRow, TransactionRow } from '../db/rows';
import { notFound } from '../http/errors';
import type { SuccessBody } from '../http/handlers';
import { recordAudit } from '../lib/audit';
import type { ProviderEvent } from './provider';
import {
  eventStatus,
  settlementOf,
  transitionConflict,
  unprocessable,
  webhookRefusals,
} from './rules';
import { endSubscriptionOnRefund, startSubscription } from './subscriptions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body as received (set for the payment webhook only: its signature covers it). */
    rawBody?: string;
  }
}

/** The operation whose raw body app.ts keeps for the signature check. */
export const WEBHOOK_OPERATION = 'receivePaymentWebhook';

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

/** Applies an authenticated event: the acknowledgement the provider gets. */
export function applyWebhookEvent(
  db: Db,
  event: ProviderEvent,
  now: Date,
): Promise<SuccessBody<'receivePaymentWebhook'>> {
  const data = event.data;
  const target = eventStatus(event.type);
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
    if (known && known.paymentLinkId !== link.id) throw unprocessable(webhookRefusals.otherInvoice);
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
}
