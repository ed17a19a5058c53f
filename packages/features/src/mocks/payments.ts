/**
 * Payments as the server answers them (apps/api/src/routes/payments.ts): plans, payment links with
 * their derived status, transactions (customers' identities for admins only), subscriptions, the
 * state machines of packages/domain (409 with `allowedStatuses`), the §5 validation (400), and the
 * Simulator (no real payment provider is connected): its "payments" move the mock tables directly,
 * where the real one goes through the signed webhook. Admins and super admins manage; brokers read
 * links, transactions and the provider; 403 for others, 401 signed out.
 */
import type { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import type { Schema } from '@petrobridge/api-client';
import {
  adminPaymentStatuses,
  canMovePayment,
  canMoveSubscription,
  expiryProblem,
  isAdminRole,
  paymentLinkSchema,
  paymentStatusChangeSchema,
  paymentTransitions,
  simulatedEventSchema,
  simulatedPaymentSchema,
  subscriptionEnd,
  subscriptionPlanSchema,
  subscriptionStatusChangeSchema,
  subscriptionTransitions,
  toFieldProblems,
  type PaymentLinkStatus,
  type PaymentStatus,
} from '@petrobridge/domain';
import { displayNow } from '../kit/clock';
import { mockDb, type User } from './db';
import type { PaymentLink, PaymentTransaction } from './payments-data';
import { mockUser } from './role';
import { badRequest, http, json, problem, type Problem } from './http';

export const simulatorNotice = 'Simulator — no real payment provider is connected';

/** The Simulator's fixed sample rates (apps/api/src/payments/simulator.ts). */
export const simulatedRates: Schema<'CryptoRate'>[] = [
  { cryptoCurrency: 'USDT', usdPrice: '1.00000000', confirmationsRequired: 19, simulated: true },
  { cryptoCurrency: 'USDC', usdPrice: '1.00000000', confirmationsRequired: 12, simulated: true },
  { cryptoCurrency: 'BTC', usdPrice: '65000.00000000', confirmationsRequired: 3, simulated: true },
  { cryptoCurrency: 'ETH', usdPrice: '3200.00000000', confirmationsRequired: 12, simulated: true },
];

export const simulatorProvider: Schema<'PaymentProviderInfo'> = {
  name: 'simulator',
  label: 'Simulator',
  simulated: true,
  notice: simulatorNotice,
  invoiceCurrencies: ['USD', 'EUR', 'GBP', 'AED', 'CHF'],
  rates: simulatedRates,
};

function caller(
  roles: 'admin' | 'reader',
  message = 'Only admins manage payments',
): User | HttpResponse<Problem> {
  const user = mockUser();
  if (!user) return problem(401, 'Unauthorized');
  if (isAdminRole(user.role) || (roles === 'reader' && user.role === 'broker')) return user;
  return problem(403, roles === 'reader' ? 'Only admins and brokers see payments' : message);
}

async function parse<S extends z.core.$ZodType>(
  schema: S,
  request: Request,
): Promise<z.output<S> | HttpResponse<Problem>> {
  const body: unknown = await request.json().catch(() => ({}));
  const parsed = z.safeParse(schema, body ?? {});
  if (!parsed.success)
    return problem(400, 'Invalid request', { errors: toFieldProblems(parsed.error) });
  return parsed.data;
}

const bad = badRequest;

/**
 * New ids and invoice numbers count per mock database, and each story starts a fresh one: a story
 * gets the same ones whatever ran before it in the page (its screenshot shows the invoice number).
 */
const sequences = new WeakMap<object, number>();
const sequence = () => sequences.get(mockDb()) ?? 0;
const newId = (block: string) => {
  const n = sequence() + 1;
  sequences.set(mockDb(), n);
  return `00000000-0000-4000-${block}-${String(n).padStart(12, '9')}`;
};
const hex = (n: number) =>
  Array.from({ length: n }, (_, i) => ((i * 7 + sequence()) % 16).toString(16)).join('');

function countsOf(linkId: string) {
  const counts = { pending: 0, paid: 0, expired: 0, failed: 0, refunded: 0 };
  for (const t of mockDb().paymentTransactions) if (t.paymentLinkId === linkId) counts[t.status]++;
  return counts;
}

function statusOf(link: PaymentLink, counts: ReturnType<typeof countsOf>): PaymentLinkStatus {
  if (counts.paid > 0) return 'paid';
  if (counts.refunded > 0) return 'refunded';
  if (!link.isActive) return 'inactive';
  if ((link.expiresAt && new Date(link.expiresAt) <= displayNow()) || counts.expired > 0)
    return 'expired';
  if (counts.pending > 0) return 'pending';
  return 'active';
}

function linkView(link: PaymentLink): PaymentLink {
  const counts = countsOf(link.id);
  return { ...link, transactionCounts: counts, status: statusOf(link, counts) };
}

const adminAllowed = (status: PaymentStatus) =>
  paymentTransitions[status].filter((s) => (adminPaymentStatuses as readonly string[]).includes(s));

function transactionView(t: PaymentTransaction, viewer: User): PaymentTransaction {
  const view = { ...t, allowedStatuses: adminAllowed(t.status) };
  if (isAdminRole(viewer.role)) return view;
  const { customerEmail: _e, customerName: _n, ...rest } = view;
  return { ...rest, allowedStatuses: [] };
}

/** The Simulator's payment: the transaction moves (and a paid plan's subscription starts). */
function applyOutcome(t: PaymentTransaction, to: PaymentStatus, now: string) {
  t.status = to;
  t.updatedAt = now;
  const rate = simulatedRates.find((r) => r.cryptoCurrency === t.cryptoCurrency);
  if (to === 'paid') {
    t.paidAt = now;
    t.blockConfirmations = Math.max(t.blockConfirmations, rate?.confirmationsRequired ?? 1);
    t.txHash ??= `0x${hex(64)}`;
    const link = mockDb().paymentLinks.find((l) => l.id === t.paymentLinkId);
    const plan = mockDb().plans.find((p) => p.id === link?.subscriptionPlanId);
    if (link && plan && t.customerEmail) {
      const end = subscriptionEnd(new Date(now), plan.billingInterval);
      const sub: Schema<'CustomerSubscription'> = {
        id: newId('c400'),
        customerEmail: t.customerEmail,
        customerName: t.customerName ?? null,
        subscriptionPlanId: plan.id,
        planName: plan.name,
        paymentLinkId: link.id,
        status: 'active',
        startDate: now,
        endDate: end ? end.toISOString() : null,
        autoRenew: false,
        createdAt: now,
        allowedStatuses: [...subscriptionTransitions.active],
      };
      mockDb().subscriptions.unshift(sub);
      t.customerSubscriptionId = sub.id;
    }
  }
  if (to === 'refunded' && t.customerSubscriptionId) {
    const sub = mockDb().subscriptions.find((s) => s.id === t.customerSubscriptionId);
    if (sub && (sub.status === 'active' || sub.status === 'suspended')) {
      sub.status = 'cancelled';
      sub.allowedStatuses = [];
      sub.endDate = now;
    }
  }
}

const delivery = (t: PaymentTransaction, viewer: User): Schema<'SimulatorDelivery'> => ({
  simulated: true,
  eventId: `evt_sim_${hex(12)}`,
  eventType: `payment.${t.status}`,
  webhookStatus: 200,
  transaction: transactionView(t, viewer),
});

export const paymentHandlers = [
  http.get('/api/payments/provider', () => {
    const user = caller('reader');
    return user instanceof Response ? user : json(simulatorProvider);
  }),

  http.get('/api/payments/plans', () => {
    const user = caller('admin');
    return user instanceof Response ? user : json(mockDb().plans);
  }),
  http.post('/api/payments/plans', async ({ request }) => {
    const user = caller('admin');
    if (user instanceof Response) return user;
    const body = await parse(subscriptionPlanSchema, request);
    if (body instanceof Response) return body;
    const plan: Schema<'SubscriptionPlan'> = {
      id: newId('c100'),
      name: body.name,
      description: body.description ?? null,
      price: body.price,
      currency: body.currency,
      billingInterval: body.billingInterval,
      features: body.features,
      isActive: true,
      createdAt: displayNow().toISOString(),
    };
    mockDb().plans.unshift(plan);
    return json(plan, 201);
  }),
  http.post('/api/payments/plans/{id}/deactivate', ({ params }) => {
    const user = caller('admin');
    if (user instanceof Response) return user;
    const plan = mockDb().plans.find((p) => p.id === params.id);
    if (!plan) return problem(404, 'Plan not found');
    if (!plan.isActive) return problem(409, 'The plan is already inactive');
    plan.isActive = false;
    return json(plan);
  }),

  http.get('/api/payments/links', () => {
    const user = caller('reader');
    return user instanceof Response ? user : json(mockDb().paymentLinks.map(linkView));
  }),
  http.post('/api/payments/links', async ({ request }) => {
    const user = caller('admin', 'Only admins create payment links');
    if (user instanceof Response) return user;
    const body = await parse(paymentLinkSchema, request);
    if (body instanceof Response) return body;
    const past = expiryProblem(body.expiresAt, displayNow());
    if (past) return bad('expiresAt', past);
    const plan = body.subscriptionPlanId
      ? mockDb().plans.find((p) => p.id === body.subscriptionPlanId && p.isActive)
      : undefined;
    if (body.subscriptionPlanId && !plan) return bad('subscriptionPlanId', 'Invalid plan');
    const { invoiceCurrencies } = simulatorProvider;
    if (!invoiceCurrencies.includes(body.currency))
      return bad('currency', `The Simulator invoices ${invoiceCurrencies.join(', ')} only`);
    const invoice = `sim_inv_${hex(24)}`;
    const link: PaymentLink = {
      id: newId('c200'),
      title: body.title,
      description: body.description ?? null,
      amount: body.amount,
      currency: body.currency,
      status: 'active',
      provider: 'Simulator',
      cryptoInvoiceId: invoice,
      paymentUrl: `https://pay.simulator.invalid/invoices/${invoice}`,
      qrCodeUrl: null,
      subscriptionPlanId: plan?.id ?? null,
      planName: plan?.name ?? null,
      expiresAt: body.expiresAt ?? null,
      isActive: true,
      createdAt: displayNow().toISOString(),
      transactionCounts: { pending: 0, paid: 0, expired: 0, failed: 0, refunded: 0 },
    };
    mockDb().paymentLinks.unshift(link);
    return json(link, 201);
  }),
  http.post('/api/payments/links/{id}/deactivate', ({ params }) => {
    const user = caller('admin');
    if (user instanceof Response) return user;
    const link = mockDb().paymentLinks.find((l) => l.id === params.id);
    if (!link) return problem(404, 'Payment link not found');
    if (!link.isActive) return problem(409, 'The payment link is already inactive');
    link.isActive = false;
    return json(linkView(link));
  }),

  http.get('/api/payments/transactions', ({ request }) => {
    const user = caller('reader');
    if (user instanceof Response) return user;
    const q = new URL(request.url).searchParams;
    const rows = mockDb().paymentTransactions.filter(
      (t) =>
        (!q.get('status') || t.status === q.get('status')) &&
        (!q.get('paymentLinkId') || t.paymentLinkId === q.get('paymentLinkId')),
    );
    return json(rows.map((t) => transactionView(t, user)));
  }),
  http.patch('/api/payments/transactions/{id}/status', async ({ params, request }) => {
    const user = caller('admin');
    if (user instanceof Response) return user;
    const body = await parse(paymentStatusChangeSchema, request);
    if (body instanceof Response) return body;
    const t = mockDb().paymentTransactions.find((x) => x.id === params.id);
    if (!t) return problem(404, 'Transaction not found');
    if (!canMovePayment(t.status, body.status))
      return problem(409, `The transaction is ${t.status}: it cannot become ${body.status}`, {
        allowedStatuses: adminAllowed(t.status),
      });
    applyOutcome(t, body.status, displayNow().toISOString());
    return json(transactionView(t, user));
  }),

  http.get('/api/payments/subscriptions', ({ request }) => {
    const user = caller('admin');
    if (user instanceof Response) return user;
    const status = new URL(request.url).searchParams.get('status');
    return json(mockDb().subscriptions.filter((s) => !status || s.status === status));
  }),
  http.patch('/api/payments/subscriptions/{id}/status', async ({ params, request }) => {
    const user = caller('admin');
    if (user instanceof Response) return user;
    const body = await parse(subscriptionStatusChangeSchema, request);
    if (body instanceof Response) return body;
    const sub = mockDb().subscriptions.find((s) => s.id === params.id);
    if (!sub) return problem(404, 'Subscription not found');
    if (!canMoveSubscription(sub.status, body.status))
      return problem(409, `The subscription is ${sub.status}: it cannot become ${body.status}`, {
        allowedStatuses: [...subscriptionTransitions[sub.status]],
      });
    sub.status = body.status;
    sub.allowedStatuses = [...subscriptionTransitions[body.status]];
    if (body.status === 'cancelled' || body.status === 'expired')
      sub.endDate = displayNow().toISOString();
    return json(sub);
  }),

  http.post('/api/payments/simulator/links/{id}/payments', async ({ params, request }) => {
    const user = caller('admin', 'Only admins use the payment simulator');
    if (user instanceof Response) return user;
    const body = await parse(simulatedPaymentSchema, request);
    if (body instanceof Response) return body;
    const found = mockDb().paymentLinks.find((l) => l.id === params.id);
    if (!found) return problem(404, 'Payment link not found');
    const link = linkView(found);
    if (link.status === 'paid' || link.status === 'refunded')
      return problem(409, 'This invoice is already paid');
    if (link.status === 'inactive') return problem(409, 'This payment link is inactive');
    if (link.status === 'expired') return problem(409, 'This payment link has expired');
    if (link.status === 'pending')
      return problem(409, 'A payment of this invoice awaits confirmation: settle it first');
    const rate = simulatedRates.find((r) => r.cryptoCurrency === body.cryptoCurrency)!;
    const now = displayNow().toISOString();
    const t: PaymentTransaction = {
      id: newId('c300'),
      providerTransactionId: `sim_tx_${hex(24)}`,
      paymentLinkId: link.id,
      paymentLinkTitle: link.title,
      customerSubscriptionId: null,
      amount: link.amount,
      currency: link.currency,
      cryptoCurrency: body.cryptoCurrency,
      cryptoAmount: (Number(link.amount) / Number(rate.usdPrice)).toFixed(8),
      status: 'pending',
      settlement: 'exact',
      customerEmail: body.customerEmail,
      customerName: body.customerName ?? null,
      txHash: body.outcome === 'pending' ? `0x${hex(64)}` : null,
      blockConfirmations: body.outcome === 'pending' ? 1 : 0,
      paidAt: null,
      createdAt: now,
      updatedAt: now,
      allowedStatuses: [],
    };
    mockDb().paymentTransactions.unshift(t);
    if (body.outcome !== 'pending') applyOutcome(t, body.outcome, now);
    return json(delivery(t, user));
  }),
  http.post('/api/payments/simulator/transactions/{id}/events', async ({ params, request }) => {
    const user = caller('admin', 'Only admins use the payment simulator');
    if (user instanceof Response) return user;
    const body = await parse(simulatedEventSchema, request);
    if (body instanceof Response) return body;
    const t = mockDb().paymentTransactions.find((x) => x.id === params.id);
    if (!t) return problem(404, 'Transaction not found');
    if (t.status !== body.outcome && !canMovePayment(t.status, body.outcome))
      return problem(
        409,
        `The webhook refused the Simulator's event (409): The transaction is ${t.status}: it cannot become ${body.outcome}`,
      );
    applyOutcome(t, body.outcome, displayNow().toISOString());
    return json(delivery(t, user));
  }),
];
