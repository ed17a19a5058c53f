/**
 * /my-offers end to end on the real server (issue 12): the demo seller posts an offer through Create
 * Offer; the demo buyer finds it on the marketplace by search — with no trace of the seller on the
 * page — and proposes; the seller opens the proposal under the offer, then deactivates the offer and
 * it leaves the marketplace.
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
const switchTo = async (email: string) => {
  await e2e.context.clearCookies();
  await signIn(email);
};

/** A delivery place no seeded offer has, so that the test finds its own. */
const location = `Bonny Island ${Date.now().toString(36)}`;
const search = `/marketplace?q=${encodeURIComponent(location)}`;

test('a seller posts an offer, a buyer finds it anonymised and proposes, the seller sees the proposal', async () => {
  const sellerApi = await apiSession(e2e, demoAccounts.seller.email);
  const companies = (await (await sellerApi.get(url('/api/companies'))).json()) as Array<{
    name: string;
  }>;
  expect(companies.length).toBeGreaterThan(0);

  // The seller posts through the form.
  await signIn(demoAccounts.seller.email);
  await page
    .getByRole('navigation', { name: 'Trading Hub' })
    .getByRole('link', { name: 'My Offers' })
    .click();
  await page.waitForURL(url('/my-offers'));
  const create = page.getByRole('button', { name: 'Create Offer' });
  await expect.poll(() => create.isEnabled()).toBe(true);
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Create Offer' });
  await dialog.getByRole('button', { name: /Product/ }).click();
  await page.getByRole('option', { name: 'Diesel' }).click();
  await dialog.getByRole('textbox', { name: /^Volume\b/ }).fill('9000');
  await dialog.getByRole('button', { name: /Volume unit/ }).click();
  await page.getByRole('option', { name: 'Metric Tons (MT)' }).click();
  await dialog.getByRole('textbox', { name: /^Price per unit/ }).fill('702.5');
  await dialog.getByRole('textbox', { name: /^Delivery location/ }).fill(location);
  await dialog.getByRole('button', { name: 'Create Offer' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Offer Created' }).waitFor();
  const mine = page
    .getByRole('list', { name: 'offers' })
    .getByRole('listitem')
    .filter({ hasText: location });
  await mine.waitFor();
  expect(await mine.textContent()).toContain('$702.50 / MT');

  // The buyer finds it, sees nothing of the seller, and proposes.
  await switchTo(demoAccounts.buyer.email);
  await page.goto(url(search));
  const card = page
    .getByRole('list', { name: 'offers' })
    .getByRole('listitem')
    .filter({ hasText: location });
  await card.waitFor();
  const body = (await page.locator('body').textContent()) ?? '';
  for (const c of companies) expect(body).not.toContain(c.name);
  expect(body).not.toContain(demoAccounts.seller.email);
  const propose = card.getByRole('button', { name: 'Create Deal' });
  await expect.poll(() => propose.isEnabled()).toBe(true);
  await propose.click();
  const proposal = page.getByRole('dialog', { name: 'Create Deal' });
  await proposal.getByRole('textbox', { name: /^Quantity/ }).fill('4000');
  await proposal.getByRole('button', { name: 'Send Proposal' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Deal Created' }).waitFor();

  // The seller opens the proposal under the offer, then takes the offer off the market.
  await switchTo(demoAccounts.seller.email);
  await page.goto(url(`/my-offers?q=${encodeURIComponent(location)}`));
  await mine.waitFor();
  await mine.getByRole('button', { name: 'Show proposals' }).click();
  const deal = mine.getByRole('list', { name: 'proposals' }).getByRole('listitem');
  await deal.first().waitFor();
  await expect(deal.count()).resolves.toBe(1);
  expect(await deal.first().textContent()).toContain('4,000 MT');
  await mine.getByRole('button', { name: 'Deactivate' }).click();
  await mine.getByText('Inactive', { exact: true }).waitFor();

  const buyerApi = await apiSession(e2e, demoAccounts.buyer.email);
  const listed = await buyerApi.get(url(`/api/offers?q=${encodeURIComponent(location)}`));
  expect(await listed.json()).toEqual([]);
});
