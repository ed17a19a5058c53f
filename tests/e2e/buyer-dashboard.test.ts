/**
 * The buyer dashboard end to end on the real server (issue 15): the demo buyer lands on it at `/`, reads
 * Total Spent Value (completed purchases) with what is committed, creates
 * an RFQ from the rfqs tab, reads an RFQ's matches and proposes on one, uploads three KYC documents at
 * once and sees them listed, and follows Track to a deal's timeline.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAccounts } from '@petrobridge/domain';
import { demoPdf } from '../../apps/api/src/seed/demo.ts';
import { apiSession, setUpE2e, signInThroughUi } from '../support/e2e.ts';

const e2e = setUpE2e();
let page: Page;
beforeEach(() => {
  ({ page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;
const rows = (name: string) => page.getByRole('table', { name }).getByRole('row');

test('the demo buyer works from the buyer dashboard', async () => {
  await signInThroughUi(e2e, demoAccounts.buyer.email);
  await page.getByRole('heading', { level: 1, name: 'Buyer Dashboard' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await rows('Recent RFQs').nth(1).waitFor();
  await rows('Matched offers').nth(1).waitFor();
  expect(await rows('Matched offers').nth(1).textContent()).toMatch(/\d+ % match/);

  // Total Spent Value counts completed purchases, with what is committed in locked deals beside it.
  const api = await apiSession(e2e, demoAccounts.buyer.email);
  const metrics = (await (await api.get(url('/api/buyer/metrics'))).json()) as {
    totalSpentValue: string;
    totalCommittedValue: string;
  };
  const usd = (v: string) => `$${Math.round(Number(v)).toLocaleString('en-US')}`;
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect.poll(() => figures.getAttribute('aria-busy')).toBe('false');
  expect(await figures.textContent()).toContain(
    `Total Spent Value${usd(metrics.totalSpentValue)}${usd(metrics.totalCommittedValue)} committed in locked deals`,
  );

  // RFQs: a new RFQ from Create New RFQ joins the table.
  await page.getByRole('tab', { name: 'RFQs' }).click();
  await page.waitForURL(url('/buyer-dashboard/rfqs'));
  await rows('My RFQs').nth(1).waitFor();
  const before = await rows('My RFQs').count();
  const create = page.getByRole('button', { name: 'Create New RFQ' });
  await expect.poll(() => create.isEnabled()).toBe(true);
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Create RFQ' });
  await dialog.getByRole('button', { name: /Product/ }).click();
  await page.getByRole('option', { name: 'Heating Oil' }).click();
  await dialog.getByRole('textbox', { name: /^Volume\b/ }).fill('0');
  await dialog.getByRole('textbox', { name: /^Max price per unit/ }).click();
  await dialog.getByText('Volume must be greater than 0').waitFor();
  await dialog.getByRole('textbox', { name: /^Volume\b/ }).fill('6543');
  await dialog.getByRole('textbox', { name: /^Max price per unit/ }).fill('95');
  await dialog.getByRole('textbox', { name: /^Delivery location/ }).fill('Antwerp');
  await dialog.getByRole('spinbutton', { name: /month/ }).click();
  await page.keyboard.type('03152031');
  await dialog.getByRole('button', { name: 'Create RFQ' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'RFQ Created' }).waitFor();
  await expect.poll(() => rows('My RFQs').count()).toBe(before + 1);
  await rows('My RFQs').filter({ hasText: 'Antwerp' }).first().waitFor();

  // Matches of the Brent RFQ: scored offers, and a proposal on the best one.
  const brent = rows('My RFQs').filter({ hasText: 'Brent Crude Oil' }).first();
  await brent.getByRole('button', { name: 'Matches' }).click();
  const matches = page.getByRole('dialog', { name: 'Matches for Brent Crude Oil' });
  const best = matches.getByRole('list', { name: 'Matching offers' }).getByRole('listitem').first();
  await best.waitFor();
  expect(await best.textContent()).toMatch(/\d+ % match/);
  await best.getByRole('button', { name: 'Create Deal' }).click();
  const proposal = page.getByRole('dialog', { name: 'Create Deal' });
  await proposal.getByRole('button', { name: 'Send Proposal' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Deal Created' }).waitFor();
  // Back on the matches, to propose on another or close.
  await matches.getByRole('button', { name: 'Close', exact: true }).last().click();
  await matches.waitFor({ state: 'detached' });

  // Deals: Track opens the deal's page at its timeline.
  await page.getByRole('tab', { name: 'Deals' }).click();
  await page.waitForURL(url('/buyer-dashboard/deals'));
  const first = rows('Deal tracking').nth(1);
  await first.waitFor();
  await first.getByRole('link', { name: 'Track' }).click();
  await page.waitForURL(/\/deals\/[0-9a-f-]{36}#timeline$/);
  await page.getByRole('list', { name: 'Deal timeline' }).waitFor();

  // Documents: three files at once, each with its type, then listed with the company's documents.
  await page.goto(url('/buyer-dashboard/documents'));
  await page.getByRole('heading', { level: 2, name: 'Upload KYC documents' }).waitFor();
  const names = ['q3-financials.pdf', 'trade-licence.pdf', 'iso-compliance.pdf'];
  const choose = page.getByRole('button', { name: 'Choose files' });
  await expect.poll(() => choose.isEnabled()).toBe(true);
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      names.map((name) => ({ name, mimeType: 'application/pdf', buffer: demoPdf(name) })),
    );
  await page.getByRole('button', { name: 'Upload 3 documents' }).click();
  await page.getByText('3 documents uploaded and submitted for review.').waitFor();
  for (const name of names)
    await rows('Uploaded documents').filter({ hasText: name }).first().waitFor();

  // The other tabs, straight from their paths.
  await page.goto(url('/buyer-dashboard/insights'));
  await page.getByRole('tab', { name: 'Insights', selected: true }).waitFor();
  await page.goto(url('/buyer-dashboard/notifications'));
  await page.getByRole('list', { name: 'Notifications' }).waitFor();
});
