/**
 * /rfqs end to end on the real server (issue 12): the demo buyer opens RFQ Requests from the side menu,
 * posts an RFQ through Create RFQ, finds it at the head of their list, closes it (sellers no longer see
 * it) and reopens it; the demo broker finds it among the open RFQs with the buyer's company.
 */
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
const signIn = (email: string) => signInThroughUi(e2e, email);

/** A location no seeded RFQ has, so that the test finds its own. */
const location = `Port Arthur ${Date.now().toString(36)}`;

async function sellerSees(): Promise<boolean> {
  const seller = await apiSession(e2e, demoAccounts.seller.email);
  const res = await seller.get(url(`/api/rfqs?q=${encodeURIComponent(location)}`));
  expect(res.status()).toBe(200);
  return ((await res.json()) as unknown[]).length > 0;
}

test('a buyer posts, closes and reopens an RFQ; the broker sees it with the buyer’s company', async () => {
  await signIn(demoAccounts.buyer.email);
  await page
    .getByRole('navigation', { name: 'Trading Hub' })
    .getByRole('link', { name: 'RFQ Requests' })
    .click();
  await page.waitForURL(url('/rfqs'));
  await page.getByRole('heading', { level: 1, name: 'RFQ Requests' }).waitFor();

  // Create RFQ: an empty submit names every required field, then a valid one is sent.
  const create = page.getByRole('button', { name: 'Create RFQ' });
  await expect.poll(() => create.isEnabled()).toBe(true);
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Create RFQ' });
  await dialog.getByRole('button', { name: 'Create RFQ' }).click();
  await dialog.getByText('Delivery location is required').waitFor();
  await dialog.getByRole('button', { name: /Product/ }).click();
  await page.getByRole('option', { name: 'Jet Fuel' }).click();
  await dialog.getByRole('textbox', { name: /^Volume\b/ }).fill('42000');
  await dialog.getByRole('textbox', { name: /^Max price per unit/ }).fill('801.25');
  await dialog.getByRole('textbox', { name: /^Delivery location/ }).fill(location);
  await dialog.getByRole('spinbutton', { name: /month/ }).click();
  await page.keyboard.type('03152031');
  await dialog.getByRole('button', { name: 'Create RFQ' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'RFQ Created' }).waitFor();

  const card = page
    .getByRole('list', { name: 'RFQs' })
    .getByRole('listitem')
    .filter({ hasText: location });
  await card.waitFor();
  const text = await card.textContent();
  expect(text).toContain('Jet Fuel');
  expect(text).toContain('42,000 bbl');
  expect(text).toContain('$801.25 / bbl');
  expect(text).toContain('Mar 15, 2031');
  expect(text).toContain('Open');
  expect(await sellerSees()).toBe(true);

  // Closed: off the market, still in the buyer's list; then reopened.
  await card.getByRole('button', { name: 'Close RFQ' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'RFQ Closed' }).waitFor();
  await card.getByText('Closed', { exact: true }).waitFor();
  expect(await sellerSees()).toBe(false);
  await card.getByRole('button', { name: 'Reopen' }).click();
  await card.getByText('Open', { exact: true }).waitFor();
  expect(await sellerSees()).toBe(true);

  // The broker's list: every open RFQ, with the company behind it.
  await e2e.context.clearCookies();
  await signIn(demoAccounts.broker.email);
  await page.goto(url(`/rfqs?q=${encodeURIComponent(location)}`));
  const brokerCard = page.getByRole('list', { name: 'RFQs' }).getByRole('listitem').first();
  await brokerCard.filter({ hasText: location }).waitFor();
  expect(await brokerCard.textContent()).toContain('Gulf Coast Energy Trading LLC');
  await brokerCard.getByRole('button', { name: 'Match Participants' }).waitFor();
});
