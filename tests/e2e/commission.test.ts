/**
 * The broker's commission ledger on the real server: opened from the menu, it lists the broker's deals
 * with their commission state and the earned total the API computes; the CSV export downloads; a seller
 * has no Commission entry and is refused the address. The super admin's commission dialog keeps 1.75 as
 * typed and refuses 150 with the product's bounds.
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

test('the broker opens Commission from the menu and reads the ledger the server keeps', async () => {
  const api = await apiSession(e2e, demoAccounts.broker.email);
  const ledger = (await (await api.get(url('/api/commission?limit=20'))).json()) as {
    total: number;
    totals: { earned: string };
    entries: Array<{ dealNumber: string; state: string }>;
  };
  expect(ledger.total).toBeGreaterThan(0);

  await signInThroughUi(e2e, demoAccounts.broker.email);
  await page
    .getByRole('navigation', { name: 'Trading Hub' })
    .getByRole('link', { name: 'Commission' })
    .click();
  await page.waitForURL(url('/commission'));
  await page.getByRole('heading', { level: 1, name: 'Commission' }).waitFor();
  const earned = `$${Math.round(Number(ledger.totals.earned)).toLocaleString('en-US')}`;
  await page.getByRole('region', { name: 'Commission totals' }).getByText(earned).waitFor();
  const table = page.getByRole('table', { name: 'Commission ledger' });
  await table.getByRole('link', { name: ledger.entries[0]!.dealNumber }).waitFor();
  await expect(table.getByRole('row').count()).resolves.toBe(Math.min(ledger.total, 20) + 1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV of the commission ledger' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^commission-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('a seller has no Commission in the menu and the address is not theirs', async () => {
  await signInThroughUi(e2e, demoAccounts.seller.email);
  const menu = page.getByRole('navigation', { name: 'Trading Hub' });
  await expect(menu.getByRole('link', { name: 'Commission' }).count()).resolves.toBe(0);
  const api = await apiSession(e2e, demoAccounts.seller.email);
  expect((await api.get(url('/api/commission'))).status()).toBe(403);
});

test("the super admin's commission dialog keeps 1.75 and refuses 150", async () => {
  await signInThroughUi(e2e, demoAccounts.superAdmin.email);
  await page.goto(url('/super-admin/deals?status=negotiation'));
  const rows = page.getByRole('table', { name: 'Deals' }).getByRole('row');
  await rows.nth(1).waitFor();
  await rows.nth(1).getByRole('button', { name: 'Commission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust Commission Rate' });
  const rate = dialog.getByRole('textbox', { name: 'Commission Rate (%)' });
  const update = dialog.getByRole('button', { name: 'Update Commission' });

  // 150 is refused with the bounds, not clamped; the reason is required.
  await rate.fill('150');
  await update.click();
  await dialog.getByText('Commission rate must be between 0 and 10').waitFor();
  await dialog.getByText('Reason is required').waitFor();
  expect(await rate.inputValue()).toBe('150');

  // 1.75 stays 1.75: in the estimate, on the server and in the row.
  await rate.fill('1.75');
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('Volume rebate agreed with the broker');
  await update.click();
  await page.getByRole('alertdialog').filter({ hasText: 'Commission Updated' }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => rows.nth(1).textContent()).toMatch(/1\.75%/);

  const api = await apiSession(e2e, demoAccounts.superAdmin.email);
  const list = (await (
    await api.get(url('/api/super-admin/deals?status=negotiation'))
  ).json()) as Array<{
    commissionRate: string;
  }>;
  expect(list[0]!.commissionRate).toBe('1.75');
});
