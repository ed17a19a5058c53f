/**
 * Payments end to end on the real server (issue 16): the demo super admin creates a payment link in the
 * panel, pays it through the Simulator (no real payment provider is connected: the Simulator signs an
 * event and POSTs it to the server's webhook) and sees the transaction paid; the webhook itself refuses
 * a bad signature and a replayed (old) delivery.
 */
import { createHmac } from 'node:crypto';
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAccounts } from '@petrobridge/domain';
import { apiSession, setUpE2e, signInThroughUi } from '../support/e2e.ts';

const e2e = setUpE2e();
let page: Page;
beforeEach(() => {
  ({ page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;
const rowOf = (table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('a super admin creates a payment link, pays it through the Simulator and sees it paid', async () => {
  await signInThroughUi(e2e, demoAccounts.superAdmin.email);
  await page.getByRole('heading', { level: 1, name: 'Super Admin Panel' }).waitFor();
  await page.getByRole('tab', { name: 'Payment Links' }).click();
  await page.waitForURL(url('/super-admin/payments'));
  await page.getByText('Simulator — no real payment provider is connected').first().waitFor();

  await page.getByRole('button', { name: 'Create Payment Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Payment Link' });
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await dialog.getByText('Title is required').waitFor();
  await dialog.getByText('Invalid amount format').waitFor();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('E2E inspection deposit');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1300');
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Payment link created' }).waitFor();
  const link = rowOf('Payment links', 'E2E inspection deposit');
  await link.waitFor();
  expect(await link.textContent()).toMatch(/\$1,300\.00.*active.*None.*sim_inv_/);

  const panel = page.getByRole('region', { name: 'Payment simulator' });
  await panel.getByRole('button', { name: /Payment link/ }).click();
  await page.getByRole('option', { name: 'E2E inspection deposit (1300.00 USD)' }).click();
  await panel.getByRole('textbox', { name: 'Customer e-mail' }).fill('buyer@customer.example');
  await panel.getByRole('button', { name: /Pays in/ }).click();
  await page.getByRole('option', { name: 'BTC' }).click();
  await panel.getByRole('button', { name: 'Simulate payment' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Simulated payment: paid' }).waitFor();

  await expect.poll(async () => link.textContent()).toMatch(/paid.*1 paid/);
  const transaction = rowOf('Transactions', 'E2E inspection deposit');
  await transaction.waitFor();
  // 1,300 USD at the Simulator's sample 65,000 USD per BTC, with BTC's 3 confirmations.
  expect(await transaction.textContent()).toMatch(/0\.02000000 BTC.*paid.*3 \/ 3.*buyer@customer/);

  // The server agrees: the payment arrived through the webhook, recorded in the audit log.
  const api = await apiSession(e2e, demoAccounts.superAdmin.email);
  const links = (await (await api.get(url('/api/payments/links'))).json()) as Array<{
    id: string;
    title: string;
    status: string;
  }>;
  expect(links.find((l) => l.title === 'E2E inspection deposit')?.status).toBe('paid');
});

test('the webhook refuses a bad signature and a replayed delivery', async () => {
  const api = await apiSession(e2e, demoAccounts.superAdmin.email);
  const created = await api.post(url('/api/payments/links'), {
    data: { title: 'Webhook check', amount: '10.00' },
  });
  expect(created.status()).toBe(201);
  const { cryptoInvoiceId } = (await created.json()) as { cryptoInvoiceId: string };
  const body = JSON.stringify({
    id: `evt_e2e_${Date.now()}`,
    type: 'payment.paid',
    createdAt: new Date().toISOString(),
    data: {
      transactionId: `tx_e2e_${Date.now()}`,
      invoiceId: cryptoInvoiceId,
      amount: '10.00',
      currency: 'USD',
    },
  });
  const sign = (secret: string, t: number) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
  const post = (signature: string) =>
    fetch(url('/api/payments/webhook'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'payment-signature': signature },
      body,
    });
  const now = Math.floor(Date.now() / 1000);

  const forged = await post(sign('not-the-server-secret', now));
  expect(forged.status).toBe(401);
  expect(await forged.json()).toEqual({ message: 'Invalid webhook signature' });

  // The development secret (PAYMENT_WEBHOOK_SECRET unset), but signed 10 minutes ago: a replay.
  const replay = await post(sign('petrobridge-dev-webhook-secret', now - 600));
  expect(replay.status).toBe(401);
  expect(await replay.json()).toEqual({
    message: 'Webhook timestamp is outside the 5-minute tolerance',
  });

  const fresh = await post(sign('petrobridge-dev-webhook-secret', now));
  expect(fresh.status).toBe(200);
  expect(await fresh.json()).toMatchObject({ received: true, duplicate: false, status: 'paid' });
  const again = await post(sign('petrobridge-dev-webhook-secret', now));
  expect(await again.json()).toMatchObject({ duplicate: true, status: 'paid' });
});

test('a broker reads /crypto-exchange from the side menu: links, invoices, transactions, simulated rates', async () => {
  await signInThroughUi(e2e, demoAccounts.broker.email);
  await page
    .getByRole('navigation', { name: 'Trading Hub' })
    .getByRole('link', { name: 'Crypto exchange' })
    .click();
  await page.waitForURL(url('/crypto-exchange'));
  await page.getByRole('heading', { level: 1, name: 'Crypto exchange' }).waitFor();
  await page.getByText('Simulator — no real payment provider is connected').first().waitFor();
  await rowOf('Payment links', 'Trader plan - monthly').waitFor();
  expect(await rowOf('Invoices', 'Trader plan - monthly').textContent()).toMatch(
    /sim_inv_demo_trader_0001.*paid.*Simulator/,
  );
  expect(await rowOf('Transactions', 'Desk plan - annual').textContent()).toMatch(
    /BTC.*pending.*1 \/ 3/,
  );
  await rowOf('Simulated crypto rates', 'BTC').waitFor();
  expect(await rowOf('Simulated crypto rates', 'BTC').textContent()).toMatch(/Simulated/);
  // Brokers read; they neither create links nor see who paid.
  expect(await page.getByRole('button', { name: 'Create Payment Link' }).count()).toBe(0);
  expect(await page.getByRole('columnheader', { name: 'Customer' }).count()).toBe(0);
});
