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
import { eq } from 'drizzle-orm';
import { expiryProblem, type CryptoCurrency } from '@petrobridge/domain';
import { paymentTransactions } from '../db/schema';
import type { UserRow } from '../db/rows';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import type { S } from '../http/serialize';
import { recordAudit } from '../lib/audit';
import { ProviderInputError } from './provider';
import { SimulatorProvider } from './simulator';
import { SIGNATURE_HEADER, webhookSignatureProblem } from './signature';
import {
  createPlan,
  deactivateLink,
  deactivatePlan,
  insertLink,
  linkView,
  linkViews,
  listPlans,
  moveSubscription,
  moveTransaction,
  planIsActive,
  subscriptionViews,
  transactionView,
  transactionViews,
  transactionWithInvoice,
} from './queries';
import { webhookMessage } from './rules';
import { toPlan } from './serialize';
import { applyWebhookEvent } from './webhook';

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
      return (await listPlans(db)).map(toPlan);
    },

    async createSubscriptionPlan(request, reply) {
      const plan = await createPlan(db, userOf(request), request.body, services.now());
      return reply.status(201).send(toPlan(plan));
    },

    async deactivateSubscriptionPlan(request) {
      return toPlan(await deactivatePlan(db, userOf(request), request.params.id, services.now()));
    },

    // ───────────── links ─────────────

    async listPaymentLinks() {
      return linkViews(services, db);
    },

    async createPaymentLink(request, reply) {
      const admin = userOf(request);
      const body = request.body;
      const now = services.now();
      const past = expiryProblem(body.expiresAt, now);
      if (past) throw badRequest('Invalid request', [{ path: 'expiresAt', message: past }]);
      if (body.subscriptionPlanId && !(await planIsActive(db, body.subscriptionPlanId)))
        throw badRequest('Invalid request', [
          { path: 'subscriptionPlanId', message: 'Invalid plan' },
        ]);
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
      const id = await insertLink(services, admin, body, invoice, expiresAt, now);
      return reply.status(201).send((await linkView(services, db, id))!);
    },

    async deactivatePaymentLink(request) {
      await deactivateLink(db, userOf(request), request.params.id, services.now());
      return (await linkView(services, db, request.params.id))!;
    },

    // ───────────── transactions ─────────────

    async listPaymentTransactions(request) {
      return transactionViews(db, request.query, userOf(request));
    },

    async updatePaymentTransactionStatus(request) {
      const admin = userOf(request);
      await moveTransaction(db, admin, request.params.id, request.body, services.now());
      return (await transactionView(db, eq(paymentTransactions.id, request.params.id), admin))!;
    },

    // ───────────── subscriptions ─────────────

    async listCustomerSubscriptions(request) {
      return subscriptionViews(db, request.query.status);
    },

    async updateCustomerSubscriptionStatus(request) {
      return moveSubscription(db, userOf(request), request.params.id, request.body, services.now());
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
      return applyWebhookEvent(db, request.body, now);
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
      const row = await transactionWithInvoice(db, request.params.id);
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
