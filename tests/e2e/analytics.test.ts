/**
 * The analytics dashboard end to end on the real server: the demo broker opens Analytics from the side
 * menu and sees the figures of their deals in the demo data (apps/api/src/seed/data.ts), worked out here
 * from the same records; the demo seller sees their sales and no commission anywhere.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  commissionAmount,
  demoAccounts,
  productTypeNames,
  totalValue,
  type DealStatus,
} from '@petrobridge/domain';
import { demoCompanies, demoDeals, type DealSeed } from '../../apps/api/src/seed/data.ts';
import { setUpE2e, signInThroughUi } from '../support/e2e.ts';

const e2e = setUpE2e();
let page: Page;
beforeEach(() => {
  ({ page } = e2e);
});

const seeds: DealSeed[] = Object.values(demoDeals);
const usd = (n: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(n);
const ownerOf = (company: DealSeed['sellerCompany']) =>
  (demoCompanies[company] as { owner: string }).owner;

async function openAnalytics() {
  await page
    .getByRole('navigation', { name: 'Trading Hub' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await page.waitForURL(`${e2e.server.url}/analytics`);
  await page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }).waitFor();
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect.poll(() => figures.getAttribute('aria-busy')).toBe('false');
  return figures;
}

/** A figure card's text, e.g. 'Total Deals7'. */
const card = async (figures: ReturnType<Page['getByRole']>, label: string) =>
  (await figures.getByText(label, { exact: true }).locator('..').textContent())?.replace(
    /\s+/g,
    '',
  );

test('a broker opens Analytics from the menu and sees the figures of their deals', async () => {
  await signInThroughUi(e2e, demoAccounts.broker.email);
  const figures = await openAnalytics();

  const mine = seeds.filter((d) => d.broker === 'broker');
  const completed = mine.filter((d) => d.status === 'completed').length;
  const open = mine.filter((d) => d.status !== 'completed' && d.status !== 'cancelled').length;
  // Commission earned (docs/product.md#figures): the completed deals only.
  const commission = mine
    .filter((d) => d.status === 'completed')
    .reduce(
      (sum, d) => sum + Number(commissionAmount(totalValue(d.volume, d.price), d.rate ?? '2.50')),
      0,
    );
  expect(await card(figures, 'Total Deals')).toContain(`TotalDeals${mine.length}`);
  expect(await card(figures, 'Active Deals')).toContain(`ActiveDeals${open}`);
  expect(await card(figures, 'Total Commission')).toContain(usd(commission).replace(/\s/g, ''));
  await page
    .getByText('Success Rate', { exact: true })
    .locator('..')
    .getByText(`${Math.round((completed / mine.length) * 100)}%`)
    .waitFor();

  // Market Activity over the last 30 days: the broker's deals created in the period (a seed's `ago`
  // is days before seeding; 29 and more could fall either side of the window's midnight start).
  await page.getByText('Last 30 days', { exact: true }).waitFor();
  const recent = mine.filter((d) => d.ago < 29);
  expect(mine.some((d) => d.ago >= 30)).toBe(true); // the window really leaves some out
  const products = page.getByRole('list', { name: 'Product distribution' }).getByRole('listitem');
  for (const product of ['crude_oil_wti', 'crude_oil_brent', 'natural_gas', 'diesel'] as const) {
    const n = recent.filter((d) => d.productType === product).length;
    await products
      .filter({ hasText: productTypeNames[product] })
      .filter({ hasText: `${n}` })
      .waitFor();
  }
  const statuses = page.getByRole('list', { name: 'Deal status' }).getByRole('listitem');
  for (const status of ['negotiation', 'lc_pending', 'shipped', 'completed'] as DealStatus[]) {
    const n = recent.filter((d) => d.status === status).length;
    expect(
      (await statuses.filter({ hasText: status.replace('_', ' ') }).textContent())?.trim(),
    ).toBe(`${status.replace('_', ' ')}${n}`);
  }

  // The charts, each with its data as a table; commission by month for brokers.
  for (const name of [
    'Deals per day',
    'Deal value per day',
    'Status funnel',
    'Commission by month',
  ])
    await page.getByRole('figure', { name: new RegExp(name) }).waitFor();
  await page.getByRole('button', { name: 'Table view: Deals per day' }).click();
  const perDay = page.getByRole('table', { name: 'Deals per day' });
  await expect.poll(() => perDay.getByRole('row').count()).toBe(31);

  // Recent Deals: the 5 newest, each linking to its page.
  const rows = page.getByRole('table', { name: 'Recent deals' }).getByRole('row');
  await expect.poll(() => rows.count()).toBe(6);
  await rows.nth(1).getByRole('link').click();
  await page.waitForURL(/\/deals\/[0-9a-f-]{36}$/);
});

test('a seller sees their sales and no commission', async () => {
  await signInThroughUi(e2e, demoAccounts.seller.email);
  const figures = await openAnalytics();
  const sales = seeds.filter((d) => ownerOf(d.sellerCompany) === 'seller');
  expect(await card(figures, 'Total Deals')).toContain(`TotalDeals${sales.length}`);
  await page.getByText('Your sales').waitFor();
  await page.getByRole('figure', { name: /Deals per day/ }).waitFor();
  expect(await figures.textContent()).not.toMatch(/commission/i);
  expect(await page.getByRole('figure', { name: /Commission by month/ }).count()).toBe(0);
  const body = await page.request.get(`${e2e.server.url}/api/analytics/metrics`);
  const metrics = (await body.json()) as Record<string, unknown>;
  expect(metrics).not.toHaveProperty('commission');
  expect(metrics).not.toHaveProperty('commissionByMonth');
  expect(metrics.totalDeals).toBe(sales.length);
});
