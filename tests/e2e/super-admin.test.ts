/**
 * The Super Admin Panel end to end on the real server (issue 16): the demo super admin lands on it at
 * `/`, reads the platform figures and Recent Activity, filters the deals, adjusts a deal's commission
 * (the table shows the new rate and the deal's history records it), approves the pending broker, who
 * can then read the KYC review queue, and reviews a KYC document from the Documents tab.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAccounts, demoOtherAccounts } from '@petrobridge/domain';
import { apiSession, setUpE2e, signInThroughUi } from '../support/e2e.ts';

const e2e = setUpE2e();
let page: Page;
beforeEach(() => {
  ({ page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;
const rows = (name: string) => page.getByRole('table', { name }).getByRole('row');

test('the demo super admin oversees deals, approves a broker and reviews a document', async () => {
  const pending = await apiSession(e2e, demoOtherAccounts.brokerPending.email);
  expect((await pending.get(url('/api/companies/kyc-review'))).status()).toBe(403);

  await signInThroughUi(e2e, demoAccounts.superAdmin.email);
  await page.getByRole('heading', { level: 1, name: 'Super Admin Panel' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  // Overview: the figures from the server, each with its change or why there is none.
  const figures = page.getByRole('region', { name: 'Key figures' });
  await figures.getByText('Total Deals').waitFor();
  await expect.poll(() => figures.getAttribute('aria-busy')).toBe('false');
  expect(await figures.textContent()).toMatch(/Total Deals\d+/);
  expect(await figures.textContent()).toMatch(/Volume Traded[\d,]+ MT/);
  expect(await figures.textContent()).toMatch(/Commission Earned\$[\d,]+[^.]/);
  expect(await figures.textContent()).toMatch(/AI Match Success\d+%/);
  const activity = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
  await activity.first().waitFor();
  expect(await activity.count()).toBeGreaterThan(0);

  // Deal Management: the filter is in the address and the server filters.
  await page.getByRole('tab', { name: 'Deal Management' }).click();
  await page.waitForURL(url('/super-admin/deals'));
  await rows('Deals').nth(1).waitFor();
  const all = await rows('Deals').count();
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Negotiation' }).click();
  await page.waitForURL(url('/super-admin/deals?status=negotiation'));
  await expect.poll(async () => (await rows('Deals').count()) < all).toBe(true);
  const statuses = await rows('Deals').allTextContents();
  for (const row of statuses.slice(1)) expect(row).toMatch(/negotiation/);

  // Adjust Commission Rate: the estimate follows, the row shows the new rate.
  const first = rows('Deals').nth(1);
  await first.getByRole('button', { name: 'Commission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust Commission Rate' });
  await dialog.getByRole('textbox', { name: 'Commission Rate (%)' }).fill('3.7');
  await dialog.getByText(/Estimated Commission: \$[\d,]+\.\d\d/).waitFor();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Desk agreement');
  await dialog.getByRole('button', { name: 'Update Commission' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Commission Updated' }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => rows('Deals').nth(1).textContent()).toMatch(/3\.7%/);

  // Its history records the change.
  await rows('Deals').nth(1).getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Deal Details' });
  await details
    .getByRole('list', { name: 'Deal history' })
    .getByText(/Commission rate changed \(.* → 3\.70: Desk agreement\)/)
    .waitFor();
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await details.waitFor({ state: 'detached' });

  // Users: approve the pending broker; they can then review KYC.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.waitForURL(url('/super-admin/users'));
  const name = `${demoOtherAccounts.brokerPending.firstName} ${demoOtherAccounts.brokerPending.lastName}`;
  await page.getByRole('button', { name: `Approve ${name}` }).click();
  const approve = page.getByRole('dialog', { name: 'Approve broker' });
  await approve.getByRole('textbox', { name: 'Notes' }).fill('Licence verified.');
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Broker approved' }).waitFor();
  await page.getByRole('button', { name: `Approve ${name}` }).waitFor({ state: 'detached' });
  expect((await pending.get(url('/api/companies/kyc-review'))).status()).toBe(200);

  // Documents: a KYC document awaiting review is reviewed in place and leaves the queue.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.waitForURL(url('/super-admin/documents'));
  const queue = page.getByRole('list', { name: 'KYC documents awaiting review' });
  await queue.getByRole('listitem').first().waitFor();
  await expect.poll(() => page.getByLabel('Loading the documents').count()).toBe(0);
  const waiting = await queue.getByRole('listitem').count();
  await queue
    .getByRole('button', { name: /^Review / })
    .first()
    .click();
  const review = page.getByRole('dialog', { name: 'Review Document' });
  // RAC radios are visually hidden inputs inside their labels.
  await review.getByRole('radio', { name: 'Approve' }).check({ force: true });
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Review submitted' }).waitFor();
  await expect.poll(() => queue.getByRole('listitem').count()).toBe(waiting - 1);
});
