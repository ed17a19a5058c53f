/**
 * The broker's commission ledger on the real server: opened from the menu, it lists the broker's deals
 * with their commission state and the earned total the API computes; the CSV export downloads; a seller
 * has no Commission entry and is refused the address.
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
