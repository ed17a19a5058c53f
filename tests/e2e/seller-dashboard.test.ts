/**
 * The seller dashboard end to end on the real server (issue 15): the demo seller lands on it at `/`,
 * reads figures (Total Sold and what is committed, no commission) and offers from their read models,
 * opens each tab by its path, creates an offer from
 * the offers tab, and follows a deal's Details to its page.
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
const rows = (name: string) => page.getByRole('table', { name }).getByRole('row');

test('the demo seller works from the seller dashboard', async () => {
  await signInThroughUi(e2e, demoAccounts.seller.email);
  await page.getByRole('heading', { level: 1, name: 'Seller Dashboard' }).waitFor();
  await rows('Recent offers').nth(1).waitFor();

  // The figures: Total Sold (completed sales) with what is committed, as the server computes them;
  // no commission anywhere (it is the broker's).
  const api = await apiSession(e2e, demoAccounts.seller.email);
  const metrics = (await (await api.get(url('/api/seller/metrics'))).json()) as {
    totalSold: string;
    totalCommitted: string;
  };
  const usd = (v: string) => `$${Math.round(Number(v)).toLocaleString('en-US')}`;
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect.poll(() => figures.getAttribute('aria-busy')).toBe('false');
  expect(await figures.textContent()).toContain(
    `Total Sold${usd(metrics.totalSold)}${usd(metrics.totalCommitted)} committed in locked deals`,
  );
  expect(await page.getByRole('main').textContent()).not.toMatch(/commission/i);
  expect(await (await api.get(url('/api/seller/deals'))).text()).not.toMatch(/commission/i);

  // Offers: a new offer from Create New Offer joins the table.
  await page.getByRole('tab', { name: 'Offers' }).click();
  await page.waitForURL(url('/seller-dashboard/offers'));
  await rows('My offers').nth(1).waitFor();
  const before = await rows('My offers').count();
  await page.getByRole('button', { name: 'Create New Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Offer' });
  await dialog.getByRole('button', { name: /Product/ }).click();
  await page.getByRole('option', { name: 'Heating Oil' }).click();
  await dialog.getByRole('textbox', { name: /^Volume\b/ }).fill('4321');
  await dialog.getByRole('button', { name: /Volume unit/ }).click();
  await page.getByRole('option', { name: 'Metric Tons (MT)' }).click();
  await dialog.getByRole('button', { name: 'Create Offer' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Offer Created' }).waitFor();
  await expect.poll(() => rows('My offers').count()).toBe(before + 1);
  await rows('My offers').filter({ hasText: '4,321 MT' }).first().waitFor();

  // Deals: Details opens the deal's page.
  await page.getByRole('tab', { name: 'Deals' }).click();
  await page.waitForURL(url('/seller-dashboard/deals'));
  const first = rows('Deal tracking').nth(1);
  await first.waitFor();
  await first.getByRole('link', { name: 'Details' }).click();
  await page.waitForURL(/\/deals\/[0-9a-f-]{36}$/);
  await page.getByRole('list', { name: 'Deal timeline' }).waitFor();

  // The other tabs, straight from their paths.
  await page.goto(url('/seller-dashboard/insights'));
  await page.getByRole('tab', { name: 'Insights', selected: true }).waitFor();
  await page.goto(url('/seller-dashboard/notifications'));
  await page.getByRole('list', { name: 'Notifications' }).waitFor();
});
