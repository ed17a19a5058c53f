/**
 * Payments (issue 16): plans and payment links with the §5 messages, roles, the Simulator paying an
 * invoice through the real signed webhook, the webhook's signature, replay and idempotency checks, and
 * the transaction and subscription state machines.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog, paymentWebhookEvents } from '../src/db/schema';
import { signWebhook } from '../src/payments/signature';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../src/config';
import { demo, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let admin: Client, superAdmin: Client, broker: Client, seller: Client, buyer: Client;

beforeAll(async () => {
  server = await startServer();
  [admin, superAdmin, broker, seller, buyer] = await Promise.all([
    server.as(demo.admin),
    server.as(demo.superAdmin),
    server.as(demo.broker),
    server.as(demo.seller),
    server.as(demo.buyer),
  ]);
});
afterAll(() => server?.close());

const messagesOf = (body: { errors?: Array<{ path: string; message: string }> }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));

async function newPlan(name = 'Pro') {
  const res = await admin.post('/api/payments/plans', {
    name,
    price: '49.90',
    billingInterval: 'monthly',
    features: ['Alerts'],
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
}

async function newLink(body: Record<string, unknown> = {}) {
  const res = await admin.post('/api/payments/links', {
    title: 'Test link',
    amount: '100.00',
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as {
    id: string;
    cryptoInvoiceId: string;
    paymentUrl: string;
    status: string;
    provider: string;
  };
}

/** A provider event for the link's invoice, signed at `at` (the server's now by default). */
function signedEvent(
  invoiceId: string,
  type: string,
  overrides: {
    id?: string;
    transactionId?: string;
    at?: number;
    secret?: string;
    amount?: string;
    currency?: string;
    customerEmail?: string;
  } = {},
) {
  const event = {
    id: overrides.id ?? `evt_test_${crypto.randomUUID()}`,
    type,
    createdAt: new Date(server.clock.now).toISOString(),
    data: {
      transactionId: overrides.transactionId ?? `tx_test_${crypto.randomUUID()}`,
      invoiceId,
      amount: overrides.amount ?? '100.00',
      currency: overrides.currency ?? 'USD',
      cryptoCurrency: 'USDT',
      cryptoAmount: '100.00000000',
      customerEmail: overrides.customerEmail ?? 'customer@example.com',
      customerName: 'Customer',
      txHash: '0xabc',
      blockConfirmations: 19,
    },
  };
  const raw = JSON.stringify(event);
  const t = Math.floor((overrides.at ?? server.clock.now) / 1000);
  const signature = signWebhook(overrides.secret ?? DEV_PAYMENT_WEBHOOK_SECRET, t, raw);
  return { event, raw, signature };
}

function deliver(raw: string, signature?: string) {
  return server.request('POST', '/api/payments/webhook', {
    body: raw,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'payment-signature': signature }),
    },
  });
}

describe('plans', () => {
  test('create, list and deactivate, audited', async () => {
    const res = await admin.post('/api/payments/plans', {
      name: '  Enterprise  ',
      price: 1200.5,
      currency: 'eur',
      billingInterval: 'yearly',
      features: ['SLA', ' Dedicated broker '],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Enterprise',
      price: '1200.50',
      currency: 'EUR',
      billingInterval: 'yearly',
      features: ['SLA', 'Dedicated broker'],
      isActive: true,
    });
    const list = await superAdmin.get('/api/payments/plans');
    expect(list.body.map((p: { id: string }) => p.id)).toContain(res.body.id);

    const off = await admin.post(`/api/payments/plans/${res.body.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect((await admin.post(`/api/payments/plans/${res.body.id}/deactivate`)).status).toBe(409);
    expect((await admin.post(`/api/payments/plans/${crypto.randomUUID()}/deactivate`)).status).toBe(
      404,
    );

    const audit = await server.app.services.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, res.body.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'subscription_plan_created',
      'subscription_plan_deactivated',
    ]);
  });

  test('defaults: USD, monthly, no features', async () => {
    const res = await admin.post('/api/payments/plans', { name: 'Basic', price: '0' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      price: '0.00',
      currency: 'USD',
      billingInterval: 'monthly',
      features: [],
    });
  });

  test('every §5 message', async () => {
    const res = await admin.post('/api/payments/plans', {
      name: '',
      price: '12.345',
      currency: 'EURO',
      billingInterval: 'weekly',
      features: ['ok', '  '],
    });
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({
      name: 'Name is required',
      price: 'Invalid price format',
      currency: 'Currency must be 3 characters',
      billingInterval: 'Billing interval must be monthly, yearly or one-time',
      features: 'Features cannot be blank',
    });
    const more = await admin.post('/api/payments/plans', {
      name: 'x'.repeat(256),
      price: 'abc',
    });
    expect(messagesOf(more.body)).toEqual({
      name: 'Name must be at most 255 characters',
      price: 'Invalid price format',
    });
    const missing = await admin.post('/api/payments/plans', {});
    expect(missing.status).toBe(400);
    expect(messagesOf(missing.body)).toMatchObject({
      name: 'Name is required',
      price: 'Invalid price format',
    });
  });
});

describe('payment links', () => {
  test('create asks the Simulator for an invoice; listed with its status and counts', async () => {
    const plan = await newPlan('Link plan');
    const link = await newLink({
      title: 'Annual access',
      amount: '250.5',
      subscriptionPlanId: plan.id,
      expiresAt: new Date(server.clock.now + 86_400_000).toISOString(),
    });
    expect(link).toMatchObject({
      title: 'Annual access',
      amount: '250.50',
      currency: 'USD',
      status: 'active',
      provider: 'Simulator',
      planName: 'Link plan',
      transactionCounts: { pending: 0, paid: 0, expired: 0, failed: 0, refunded: 0 },
    });
    expect(link.cryptoInvoiceId).toMatch(/^sim_inv_/);
    expect(link.paymentUrl).toContain(link.cryptoInvoiceId);
    const list = await broker.get('/api/payments/links');
    expect(list.status).toBe(200);
    expect(list.body.find((l: { id: string }) => l.id === link.id)).toMatchObject({
      status: 'active',
    });
    const [audit] = await server.app.services.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, link.id));
    expect(audit).toMatchObject({ action: 'payment_link_created', targetType: 'payment_link' });
  });

  test('every §5 message, and the server-side checks', async () => {
    const res = await admin.post('/api/payments/links', {
      title: '',
      amount: '10.999',
      currency: 'US',
      subscriptionPlanId: 'not-a-uuid',
      expiresAt: 'tomorrow',
    });
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({
      title: 'Title is required',
      amount: 'Invalid amount format',
      currency: 'Currency must be 3 characters',
      subscriptionPlanId: 'Invalid plan',
      expiresAt: 'Invalid date and time',
    });
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ title: 'x'.repeat(256), amount: '1' }, { title: 'Title must be at most 255 characters' }],
      [{ title: 'A', amount: '-5' }, { amount: 'Invalid amount format' }],
      [{ title: 'A', amount: '1e3' }, { amount: 'Invalid amount format' }],
      [{ title: 'A', amount: '123456789' }, { amount: 'Invalid amount format' }],
      [{ title: 'A' }, { amount: 'Invalid amount format' }],
      [{ title: 'A', amount: '0.00' }, { amount: 'Amount must be greater than 0' }],
      [
        { title: 'A', amount: '5', currency: '12$' },
        { currency: 'Currency must be 3 letters, e.g. USD' },
      ],
      [
        { title: 'A', amount: '5', currency: 'xyz' },
        { currency: 'Currency must be an ISO 4217 code' },
      ],
      [
        { title: 'A', amount: '5', currency: 'JPY' },
        { currency: 'The Simulator invoices USD, EUR, GBP, AED, CHF only' },
      ],
      [
        { title: 'A', amount: '5', expiresAt: new Date(server.clock.now - 1000).toISOString() },
        { expiresAt: 'Expiry must be in the future' },
      ],
      [
        { title: 'A', amount: '5', subscriptionPlanId: crypto.randomUUID() },
        { subscriptionPlanId: 'Invalid plan' },
      ],
    ];
    for (const [body, expected] of cases) {
      const r = await admin.post('/api/payments/links', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(messagesOf(r.body), JSON.stringify(body)).toEqual(expected);
    }
  });

  test('an inactive plan cannot be sold', async () => {
    const plan = await newPlan('Retired');
    await admin.post(`/api/payments/plans/${plan.id}/deactivate`);
    const r = await admin.post('/api/payments/links', {
      title: 'A',
      amount: '5',
      subscriptionPlanId: plan.id,
    });
    expect(messagesOf(r.body)).toEqual({ subscriptionPlanId: 'Invalid plan' });
  });

  test('deactivate: the link shows inactive and the Simulator refuses to pay it', async () => {
    const link = await newLink();
    const off = await admin.post(`/api/payments/links/${link.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ isActive: false, status: 'inactive' });
    expect((await admin.post(`/api/payments/links/${link.id}/deactivate`)).status).toBe(409);
    const pay = await admin.post(`/api/payments/simulator/links/${link.id}/payments`, {
      customerEmail: 'a@example.com',
    });
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe('This payment link is inactive');
  });

  test('a link past its expiry shows expired', async () => {
    const link = await newLink({
      expiresAt: new Date(server.clock.now + 60_000).toISOString(),
    });
    server.clock.advance(120_000);
    const list = await admin.get('/api/payments/links');
    expect(list.body.find((l: { id: string }) => l.id === link.id).status).toBe('expired');
  });
});

describe('roles', () => {
  test('sellers and buyers get 403 everywhere; brokers read links, transactions and rates only', async () => {
    for (const c of [seller, buyer]) {
      expect((await c.get('/api/payments/links')).status).toBe(403);
      expect((await c.get('/api/payments/transactions')).status).toBe(403);
      expect((await c.get('/api/payments/plans')).status).toBe(403);
      expect((await c.get('/api/payments/provider')).status).toBe(403);
      expect((await c.post('/api/payments/links', { title: 'A', amount: '1' })).status).toBe(403);
      expect((await c.post('/api/payments/plans', { name: 'A', price: '1' })).status).toBe(403);
    }
    expect((await broker.get('/api/payments/provider')).status).toBe(200);
    expect((await broker.get('/api/payments/transactions')).status).toBe(200);
    expect((await broker.get('/api/payments/plans')).status).toBe(403);
    expect((await broker.get('/api/payments/subscriptions')).status).toBe(403);
    expect((await broker.post('/api/payments/links', { title: 'A', amount: '1' })).status).toBe(
      403,
    );
    const link = await newLink();
    expect(
      (
        await broker.post(`/api/payments/simulator/links/${link.id}/payments`, {
          customerEmail: 'a@example.com',
        })
      ).status,
    ).toBe(403);
  });

  test('brokers do not see who paid', async () => {
    const txs = (await broker.get('/api/payments/transactions')).body as Array<
      Record<string, unknown>
    >;
    expect(txs.length).toBeGreaterThan(0);
    for (const t of txs) {
      expect(t).not.toHaveProperty('customerEmail');
      expect(t.allowedStatuses).toEqual([]);
    }
    const adminTxs = (await admin.get('/api/payments/transactions')).body as Array<
      Record<string, unknown>
    >;
    expect(adminTxs.some((t) => typeof t.customerEmail === 'string')).toBe(true);
  });

  test('the provider is the Simulator, its rates marked simulated', async () => {
    const res = await admin.get('/api/payments/provider');
    expect(res.body).toMatchObject({
      name: 'simulator',
      label: 'Simulator',
      simulated: true,
      notice: 'Simulator — no real payment provider is connected',
    });
    expect(res.body.rates.length).toBeGreaterThan(0);
    for (const r of res.body.rates) expect(r.simulated).toBe(true);
  });

  test('the currencies the provider lists are the ones a link can be invoiced in', async () => {
    const { invoiceCurrencies } = (await broker.get('/api/payments/provider')).body as {
      invoiceCurrencies: string[];
    };
    expect(invoiceCurrencies).toEqual(['USD', 'EUR', 'GBP', 'AED', 'CHF']);
    for (const currency of invoiceCurrencies) {
      const link = await newLink({ title: `In ${currency}`, currency });
      expect(link).toMatchObject({ currency });
    }
    for (const currency of ['JPY', 'NGN']) {
      const r = await admin.post('/api/payments/links', { title: 'A', amount: '5', currency });
      expect(r.status).toBe(400);
      expect(messagesOf(r.body)).toEqual({
        currency: `The Simulator invoices ${invoiceCurrencies.join(', ')} only`,
      });
    }
  });
});

describe('the Simulator pays through the signed webhook', () => {
  test("paid: the transaction is paid and the plan's subscription active; audited", async () => {
    const plan = await newPlan('Sim plan');
    const link = await newLink({ title: 'Sim link', amount: '65000', subscriptionPlanId: plan.id });
    const res = await admin.post(`/api/payments/simulator/links/${link.id}/payments`, {
      customerEmail: 'Buyer@Example.com',
      customerName: 'Sim Buyer',
      cryptoCurrency: 'BTC',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      simulated: true,
      eventType: 'payment.paid',
      webhookStatus: 200,
      transaction: {
        status: 'paid',
        amount: '65000.00',
        cryptoCurrency: 'BTC',
        cryptoAmount: '1.00000000',
        customerEmail: 'buyer@example.com',
        blockConfirmations: 3,
        paymentLinkId: link.id,
      },
    });
    const tx = res.body.transaction;
    expect(tx.paidAt).toBe(new Date(server.clock.now).toISOString());
    expect(tx.customerSubscriptionId).toBeTruthy();

    // The event went through the webhook: it is recorded by its id.
    const events = await server.app.services.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, res.body.eventId));
    expect(events).toHaveLength(1);

    const subs = await admin.get('/api/payments/subscriptions?status=active');
    const sub = subs.body.find((s: { id: string }) => s.id === tx.customerSubscriptionId);
    expect(sub).toMatchObject({
      customerEmail: 'buyer@example.com',
      planName: 'Sim plan',
      status: 'active',
      paymentLinkId: link.id,
    });
    const links = await admin.get('/api/payments/links');
    expect(links.body.find((l: { id: string }) => l.id === link.id)).toMatchObject({
      status: 'paid',
      transactionCounts: { paid: 1 },
    });
    const filtered = await admin.get(
      `/api/payments/transactions?status=paid&paymentLinkId=${link.id}`,
    );
    expect(filtered.body.map((t: { id: string }) => t.id)).toEqual([tx.id]);

    // A paid invoice is not paid twice.
    const again = await admin.post(`/api/payments/simulator/links/${link.id}/payments`, {
      customerEmail: 'b@example.com',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This invoice is already paid');

    const audit = await server.app.services.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, tx.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['payment_transaction_paid', null]]);
  });

  test('pending, then confirmed by a later event; failed and expired outcomes', async () => {
    const link = await newLink();
    const pending = await admin.post(`/api/payments/simulator/links/${link.id}/payments`, {
      customerEmail: 'p@example.com',
      outcome: 'pending',
      cryptoCurrency: 'ETH',
    });
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body.transaction).toMatchObject({ status: 'pending', blockConfirmations: 1 });
    expect(pending.body.transaction.allowedStatuses).toEqual(['expired', 'failed']);
    const settled = await admin.post(
      `/api/payments/simulator/transactions/${pending.body.transaction.id}/events`,
      { outcome: 'paid' },
    );
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body.transaction).toMatchObject({
      id: pending.body.transaction.id,
      status: 'paid',
      blockConfirmations: 12,
    });

    const failing = await newLink();
    const failed = await admin.post(`/api/payments/simulator/links/${failing.id}/payments`, {
      customerEmail: 'f@example.com',
      outcome: 'failed',
    });
    expect(failed.body.transaction.status).toBe('failed');
    const expiring = await newLink();
    const expired = await admin.post(`/api/payments/simulator/links/${expiring.id}/payments`, {
      customerEmail: 'e@example.com',
      outcome: 'expired',
    });
    expect(expired.body.transaction.status).toBe('expired');
    const links = (await admin.get('/api/payments/links')).body as Array<{
      id: string;
      status: string;
    }>;
    expect(links.find((l) => l.id === failing.id)!.status).toBe('active');
    expect(links.find((l) => l.id === expiring.id)!.status).toBe('expired');
  });

  test('the simulator body is validated with its messages', async () => {
    const link = await newLink();
    const res = await admin.post(`/api/payments/simulator/links/${link.id}/payments`, {
      customerEmail: 'nope',
      cryptoCurrency: 'DOGE',
      outcome: 'stolen',
    });
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({
      customerEmail: 'Enter a valid e-mail address',
      cryptoCurrency: 'Crypto currency must be one of USDT, USDC, BTC, ETH',
      outcome: 'Outcome must be paid, pending, failed or expired',
    });
  });
});

describe('the webhook', () => {
  test('a missing or bad signature is 401 and changes nothing', async () => {
    const link = await newLink();
    const { raw, event } = signedEvent(link.cryptoInvoiceId, 'payment.paid');
    const none = await deliver(raw);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Missing webhook signature' });
    const t = Math.floor(server.clock.now / 1000);
    const wrongKey = await deliver(raw, signWebhook('another-secret-of-16+', t, raw));
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body).toEqual({ message: 'Invalid webhook signature' });
    // Signed, then tampered with: the signature covers the raw body.
    const tampered = raw.replace('"100.00"', '"1.00"');
    const forged = await deliver(tampered, signWebhook(DEV_PAYMENT_WEBHOOK_SECRET, t, raw));
    expect(forged.status).toBe(401);
    expect((await deliver(raw, 'garbage')).status).toBe(401);
    const events = await server.app.services.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event.id));
    expect(events).toEqual([]);
  });

  test('a replay (timestamp older than 5 minutes, or from the future) is 401', async () => {
    const link = await newLink();
    const old = signedEvent(link.cryptoInvoiceId, 'payment.paid', {
      at: server.clock.now - 6 * 60_000,
    });
    const res = await deliver(old.raw, old.signature);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Webhook timestamp is outside the 5-minute tolerance' });
    const future = signedEvent(link.cryptoInvoiceId, 'payment.paid', {
      at: server.clock.now + 6 * 60_000,
    });
    expect((await deliver(future.raw, future.signature)).status).toBe(401);
    // Within the tolerance it is accepted.
    const recent = signedEvent(link.cryptoInvoiceId, 'payment.paid', {
      at: server.clock.now - 4 * 60_000,
    });
    expect((await deliver(recent.raw, recent.signature)).status).toBe(200);
  });

  test('the same delivery captured and sent again later is refused as a replay', async () => {
    const link = await newLink();
    const e = signedEvent(link.cryptoInvoiceId, 'payment.pending');
    expect((await deliver(e.raw, e.signature)).status).toBe(200);
    server.clock.advance(10 * 60_000);
    expect((await deliver(e.raw, e.signature)).status).toBe(401);
  });

  test('a re-delivered event id is applied once', async () => {
    const link = await newLink();
    const first = signedEvent(link.cryptoInvoiceId, 'payment.paid');
    const a = await deliver(first.raw, first.signature);
    expect(a.status, a.text).toBe(200);
    expect(a.body).toMatchObject({ received: true, duplicate: false, status: 'paid' });
    const b = await deliver(first.raw, first.signature);
    expect(b.status).toBe(200);
    expect(b.body).toMatchObject({
      received: true,
      duplicate: true,
      transactionId: a.body.transactionId,
      status: 'paid',
    });
    const txs = await admin.get(`/api/payments/transactions?paymentLinkId=${link.id}`);
    expect(txs.body).toHaveLength(1);
    const audit = await server.app.services.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, a.body.transactionId));
    expect(audit).toHaveLength(1);
  });

  test('events are idempotent by the provider transaction id; an invalid move is 409 and not recorded', async () => {
    const link = await newLink();
    const transactionId = `tx_${crypto.randomUUID()}`;
    const paid = signedEvent(link.cryptoInvoiceId, 'payment.paid', { transactionId });
    expect((await deliver(paid.raw, paid.signature)).status).toBe(200);
    // Another event id with the same outcome: nothing new.
    const paidAgain = signedEvent(link.cryptoInvoiceId, 'payment.paid', { transactionId });
    const again = await deliver(paidAgain.raw, paidAgain.signature);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('paid');
    // paid → failed is not a move.
    const failed = signedEvent(link.cryptoInvoiceId, 'payment.failed', { transactionId });
    const refused = await deliver(failed.raw, failed.signature);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'The transaction is paid: it cannot become failed',
      allowedStatuses: ['refunded'],
    });
    const events = await server.app.services.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, failed.event.id));
    expect(events).toEqual([]);
    const txs = await admin.get(`/api/payments/transactions?paymentLinkId=${link.id}`);
    expect(txs.body).toHaveLength(1);
    expect(txs.body[0].status).toBe('paid');
  });

  test('an unknown invoice is 404; a malformed event is 400 once signed', async () => {
    const e = signedEvent('sim_inv_unknown', 'payment.paid');
    expect((await deliver(e.raw, e.signature)).status).toBe(404);
    const raw = JSON.stringify({ id: 'evt_bad', type: 'payment.stolen', data: {} });
    const bad = await deliver(
      raw,
      signWebhook(DEV_PAYMENT_WEBHOOK_SECRET, Math.floor(server.clock.now / 1000), raw),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid request');
  });
});

describe('the webhook checks the event against the invoice (issue 28)', () => {
  const db = () => server.app.services.database.db;
  async function subscriptionsOf(email: string) {
    const subs = (await admin.get('/api/payments/subscriptions')).body as Array<{
      customerEmail: string;
    }>;
    return subs.filter((s) => s.customerEmail === email);
  }
  async function transactionsOf(linkId: string) {
    return (await admin.get(`/api/payments/transactions?paymentLinkId=${linkId}`)).body as Array<{
      id: string;
      status: string;
      amount: string;
      currency: string;
      settlement: string;
      customerSubscriptionId: string | null;
    }>;
  }

  test('an underpayment stays pending for review, audited, and starts no plan', async () => {
    const plan = await newPlan('Underpaid plan');
    const link = await newLink({ amount: '500.00', subscriptionPlanId: plan.id });
    const email = `under-${crypto.randomUUID()}@example.com`;
    const cent = signedEvent(link.cryptoInvoiceId, 'payment.paid', {
      amount: '0.01',
      customerEmail: email,
    });
    const res = await deliver(cent.raw, cent.signature);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', settlement: 'underpaid' });
    const [t] = await transactionsOf(link.id);
    expect(t).toMatchObject({
      status: 'pending',
      amount: '0.01',
      settlement: 'underpaid',
      customerSubscriptionId: null,
    });
    expect(await subscriptionsOf(email)).toEqual([]);
    const links = (await admin.get('/api/payments/links')).body as Array<{
      id: string;
      status: string;
    }>;
    expect(links.find((l) => l.id === link.id)!.status).toBe('pending');
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, t!.id));
    expect(audit.find((a) => a.action === 'payment_transaction_underpaid')?.details).toMatchObject({
      invoiced: '500.00 USD',
      received: '0.01 USD',
    });
    // The rest arrives: the same transaction is paid in full, and only now the plan starts.
    const full = signedEvent(link.cryptoInvoiceId, 'payment.paid', {
      transactionId: cent.event.data.transactionId,
      amount: '500.00',
      customerEmail: email,
    });
    const settled = await deliver(full.raw, full.signature);
    expect(settled.body).toMatchObject({ status: 'paid', settlement: 'exact' });
    expect(await subscriptionsOf(email)).toHaveLength(1);
  });

  test('another currency stays pending for review, whatever the amount', async () => {
    const plan = await newPlan('Currency plan');
    const link = await newLink({ amount: '500.00', subscriptionPlanId: plan.id });
    const email = `eur-${crypto.randomUUID()}@example.com`;
    const e = signedEvent(link.cryptoInvoiceId, 'payment.paid', {
      amount: '0.01',
      currency: 'EUR',
      customerEmail: email,
    });
    const res = await deliver(e.raw, e.signature);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', settlement: 'wrong_currency' });
    expect((await transactionsOf(link.id))[0]).toMatchObject({
      status: 'pending',
      currency: 'EUR',
      settlement: 'wrong_currency',
    });
    const more = signedEvent(link.cryptoInvoiceId, 'payment.paid', {
      amount: '9999.00',
      currency: 'EUR',
      customerEmail: email,
    });
    expect((await deliver(more.raw, more.signature)).body.status).toBe('pending');
    expect(await subscriptionsOf(email)).toEqual([]);
  });

  test('an overpayment is paid and recorded as overpaid', async () => {
    const plan = await newPlan('Overpaid plan');
    const link = await newLink({ amount: '100.00', subscriptionPlanId: plan.id });
    const email = `over-${crypto.randomUUID()}@example.com`;
    const e = signedEvent(link.cryptoInvoiceId, 'payment.paid', {
      amount: '150.00',
      customerEmail: email,
    });
    const res = await deliver(e.raw, e.signature);
    expect(res.body).toMatchObject({ status: 'paid', settlement: 'overpaid' });
    const [t] = await transactionsOf(link.id);
    expect(t).toMatchObject({ status: 'paid', amount: '150.00', settlement: 'overpaid' });
    expect(await subscriptionsOf(email)).toHaveLength(1);
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, t!.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'payment_transaction_overpaid',
      'payment_transaction_paid',
    ]);
  });

  test('an inactive, expired or paid link takes no new payment: 422, nothing recorded', async () => {
    const refused = async (invoiceId: string, message: string) => {
      const e = signedEvent(invoiceId, 'payment.paid');
      const res = await deliver(e.raw, e.signature);
      expect(res.status, res.text).toBe(422);
      expect(res.body).toEqual({ message });
      const events = await db()
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, e.event.id));
      expect(events).toEqual([]);
    };
    const inactive = await newLink();
    await admin.post(`/api/payments/links/${inactive.id}/deactivate`);
    await refused(inactive.cryptoInvoiceId, 'This payment link is inactive: it takes no payment');
    expect(await transactionsOf(inactive.id)).toEqual([]);

    const expiring = await newLink({
      expiresAt: new Date(server.clock.now + 60_000).toISOString(),
    });
    server.clock.advance(120_000);
    await refused(expiring.cryptoInvoiceId, 'This payment link has expired: it takes no payment');
    expect(await transactionsOf(expiring.id)).toEqual([]);

    const paid = await newLink();
    const first = signedEvent(paid.cryptoInvoiceId, 'payment.paid');
    expect((await deliver(first.raw, first.signature)).status).toBe(200);
    await refused(paid.cryptoInvoiceId, 'This invoice is already paid');
    const pendingOnPaid = signedEvent(paid.cryptoInvoiceId, 'payment.pending');
    expect((await deliver(pendingOnPaid.raw, pendingOnPaid.signature)).status).toBe(422);
    expect(await transactionsOf(paid.id)).toHaveLength(1);
    // The paid transaction itself may still be refunded by the provider.
    const refund = signedEvent(paid.cryptoInvoiceId, 'payment.refunded', {
      transactionId: first.event.data.transactionId,
    });
    const refunded = await deliver(refund.raw, refund.signature);
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    await refused(paid.cryptoInvoiceId, 'This invoice is already paid');
  });

  test('a payment recorded while the link was open may still be confirmed', async () => {
    const link = await newLink({ expiresAt: new Date(server.clock.now + 60_000).toISOString() });
    const pending = signedEvent(link.cryptoInvoiceId, 'payment.pending');
    expect((await deliver(pending.raw, pending.signature)).status).toBe(200);
    server.clock.advance(120_000);
    const paid = signedEvent(link.cryptoInvoiceId, 'payment.paid', {
      transactionId: pending.event.data.transactionId,
    });
    const res = await deliver(paid.raw, paid.signature);
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('paid');
  });

  test("link B's invoice with link A's transaction id moves nothing and starts no plan", async () => {
    const planB = await newPlan('Plan B');
    const a = await newLink({ title: 'Link A' });
    const b = await newLink({ title: 'Link B', subscriptionPlanId: planB.id });
    const transactionId = `tx_${crypto.randomUUID()}`;
    const email = `cross-${crypto.randomUUID()}@example.com`;
    const onA = signedEvent(a.cryptoInvoiceId, 'payment.pending', { transactionId });
    expect((await deliver(onA.raw, onA.signature)).status).toBe(200);
    const onB = signedEvent(b.cryptoInvoiceId, 'payment.paid', {
      transactionId,
      customerEmail: email,
    });
    const res = await deliver(onB.raw, onB.signature);
    expect(res.status, res.text).toBe(422);
    expect(res.body).toEqual({
      message: 'The transaction belongs to another invoice: nothing was changed',
    });
    expect((await transactionsOf(a.id)).map((t) => t.status)).toEqual(['pending']);
    expect(await transactionsOf(b.id)).toEqual([]);
    expect(await subscriptionsOf(email)).toEqual([]);
  });
});

describe('admin actions follow the state machines', () => {
  test('a pending transaction cannot be refunded; a paid one can, which cancels its subscription', async () => {
    const plan = await newPlan('Refundable');
    const link = await newLink({ subscriptionPlanId: plan.id });
    const pending = await admin.post(`/api/payments/simulator/links/${link.id}/payments`, {
      customerEmail: 'r@example.com',
      outcome: 'pending',
    });
    const id = pending.body.transaction.id as string;
    const refused = await admin.patch(`/api/payments/transactions/${id}/status`, {
      status: 'refunded',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'The transaction is pending: it cannot become refunded',
      allowedStatuses: ['expired', 'failed'],
    });
    // Only the provider confirms a payment.
    const paidByHand = await admin.patch(`/api/payments/transactions/${id}/status`, {
      status: 'paid',
    });
    expect(paidByHand.status).toBe(400);
    expect(messagesOf(paidByHand.body)).toEqual({
      status: 'Status must be failed, expired or refunded',
    });

    await admin.post(`/api/payments/simulator/transactions/${id}/events`, { outcome: 'paid' });
    const refunded = await superAdmin.patch(`/api/payments/transactions/${id}/status`, {
      status: 'refunded',
      reason: 'Customer request',
    });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', allowedStatuses: [] });
    const subs = await admin.get('/api/payments/subscriptions');
    expect(
      subs.body.find((s: { id: string }) => s.id === refunded.body.customerSubscriptionId),
    ).toMatchObject({ status: 'cancelled', allowedStatuses: [] });
    const audit = await server.app.services.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, id));
    expect(audit.map((a) => a.action)).toContain('payment_transaction_refunded');

    // Refunded is final: the Simulator's later event is refused by the webhook.
    const late = await admin.post(`/api/payments/simulator/transactions/${id}/events`, {
      outcome: 'paid',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('it cannot become paid');
  });

  test('subscriptions: suspend, resume, cancel; cancelled is final', async () => {
    const subs = (await admin.get('/api/payments/subscriptions?status=active')).body as Array<{
      id: string;
    }>;
    const id = subs[0]!.id;
    const suspended = await admin.patch(`/api/payments/subscriptions/${id}/status`, {
      status: 'suspended',
    });
    expect(suspended.body).toMatchObject({
      status: 'suspended',
      allowedStatuses: ['active', 'cancelled'],
    });
    expect(
      (await admin.patch(`/api/payments/subscriptions/${id}/status`, { status: 'expired' })).status,
    ).toBe(409);
    const resumed = await admin.patch(`/api/payments/subscriptions/${id}/status`, {
      status: 'active',
    });
    expect(resumed.body.status).toBe('active');
    const cancelled = await admin.patch(`/api/payments/subscriptions/${id}/status`, {
      status: 'cancelled',
      reason: 'Fraud',
    });
    expect(cancelled.body.status).toBe('cancelled');
    const again = await admin.patch(`/api/payments/subscriptions/${id}/status`, {
      status: 'active',
    });
    expect(again.status).toBe(409);
    expect(again.body.allowedStatuses).toEqual([]);
    const audit = await server.app.services.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'customer_subscription_suspended',
        'customer_subscription_active',
        'customer_subscription_cancelled',
      ]),
    );
    expect(
      (
        await admin.patch(`/api/payments/subscriptions/${crypto.randomUUID()}/status`, {
          status: 'cancelled',
        })
      ).status,
    ).toBe(404);
  });
});

describe('demo data', () => {
  test('plans, links in several states and their transactions', async () => {
    const links = (await admin.get('/api/payments/links')).body as Array<{
      title: string;
      status: string;
    }>;
    const byTitle = Object.fromEntries(links.map((l) => [l.title, l.status]));
    expect(byTitle).toMatchObject({
      'Trader plan - monthly': 'paid',
      'Desk plan - annual': 'pending',
      'Cargo inspection fee': 'active',
      'Broker onboarding fee': 'active',
    });
    const statuses = (
      (await admin.get('/api/payments/transactions')).body as Array<{
        status: string;
      }>
    ).map((t) => t.status);
    expect(statuses).toEqual(expect.arrayContaining(['paid', 'pending', 'failed']));
  });
});
