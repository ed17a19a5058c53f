/**
 * Listing oversight end to end on the real server (issue 16, the panel's Offers/RFQs tab): a seller's
 * new offer is on the tab with the seller's company; the super admin takes it down with a reason, the
 * buyers' marketplace loses it, the seller reads why on /my-offers and cannot reopen it, and the super
 * admin reinstates it. The panel's Analytics tab shows the platform's figures.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, demoAccounts } from '@petrobridge/domain';
import { apiSession, setUpE2e, signInThroughUi, stepGuardMs } from '../support/e2e.ts';

const e2e = setUpE2e();
let page: Page;
beforeEach(() => {
  ({ page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;
const REASON = 'The storage receipt does not match the volume';

test('a super admin takes a seller’s offer down and reinstates it; the seller sees why', async () => {
  const seller = await apiSession(e2e, demoAccounts.seller.email);
  const buyer = await apiSession(e2e, demoAccounts.buyer.email);
  const posted = await seller.post(url('/api/offers'), {
    data: { productType: 'jet_fuel', volume: 12345, volumeUnit: 'MT', pricePerUnit: 910 },
  });
  expect(posted.status()).toBe(201);
  const offer = (await posted.json()) as { id: string };
  expect((await buyer.get(url(`/api/offers/${offer.id}`))).status()).toBe(200);

  await signInThroughUi(e2e, demoAccounts.superAdmin.email);
  await page.getByRole('heading', { level: 1, name: 'Super Admin Panel' }).waitFor();
  await page.getByRole('tab', { name: 'Offers/RFQs' }).click();
  await page.waitForURL(url('/super-admin/offers'));
  const row = page.getByRole('table', { name: 'Offers' }).getByRole('row').filter({
    hasText: '12,345 MT',
  });
  await row.waitFor();
  expect(await row.textContent()).toContain('Niger Delta Petroleum Ltd');

  // Take down: the reason is required.
  await row.getByRole('button', { name: 'Take down' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take down offer' });
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await dialog.getByText('Reason is required').waitFor();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Offer taken down' }).waitFor();
  await row.waitFor({ state: 'detached' });

  // Off the marketplace for buyers; its owner is told why.
  expect((await buyer.get(url(`/api/offers/${offer.id}`))).status()).toBe(404);
  const notes = (await (await seller.get(url('/api/notifications'))).json()) as Array<{
    message: string;
  }>;
  expect(notes.map((n) => n.message)).toContain(
    `Your offer was taken down by an administrator: ${REASON}`,
  );

  // The seller's /my-offers says why, and Re-activate is disabled.
  const sellerContext = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
  sellerContext.setDefaultTimeout(stepGuardMs);
  try {
    const login = await sellerContext.request.post(url('/api/auth/login'), {
      data: { email: demoAccounts.seller.email, password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto(url('/my-offers?status=closed'));
    const reason = sellerPage.getByText(`Taken down by an administrator: ${REASON}.`);
    await reason.waitFor();
    const card = sellerPage.getByRole('listitem').filter({ has: reason });
    expect(await card.getByRole('button', { name: 'Re-activate' }).isDisabled()).toBe(true);
  } finally {
    await sellerContext.close();
  }

  // The super admin reinstates it from the inactive listings.
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Inactive or taken down' }).click();
  await page.waitForURL(url('/super-admin/offers?state=closed'));
  const down = page.getByRole('table', { name: 'Offers' }).getByRole('row').filter({
    hasText: REASON,
  });
  await down.getByRole('button', { name: 'Reinstate' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Offer reinstated' }).waitFor();
  await down.waitFor({ state: 'detached' });
  expect((await buyer.get(url(`/api/offers/${offer.id}`))).status()).toBe(200);

  // The panel's Analytics tab: the platform's figures and charts from the server.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await page.waitForURL(url('/super-admin/analytics'));
  await page.getByRole('heading', { level: 2, name: 'Analytics Dashboard' }).waitFor();
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect.poll(() => figures.getAttribute('aria-busy')).toBe('false');
  expect(await figures.textContent()).toMatch(/Platform Users\d+/);
});
