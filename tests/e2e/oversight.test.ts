/**
 * Oversight end to end on the real server (issue 16): a super admin deactivates a seller who is signed
 * in in another browser; the seller's next page lands on sign-in, their sign-in is refused with the
 * reason why, and the action is in the audit log. Reactivated, they can sign in again. A company
 * deactivated takes its listings off the marketplace (its seller reads why) until it is reactivated.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAccounts, demoOtherAccounts, oversightMessages } from '@petrobridge/domain';
import {
  emailField,
  passwordField,
  setUpE2e,
  signInThroughUi,
  stepGuardMs,
} from '../support/e2e.ts';

const e2e = setUpE2e();
let page: Page;
beforeEach(() => {
  ({ page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;
const seller = demoOtherAccounts.sellerGhana;
const sellerName = `${seller.firstName} ${seller.lastName}`;

/** The sign-in card on a signed-out page of the seller's browser, filled and sent. */
async function signInOn(target: Page) {
  const card = target.locator('body');
  await emailField(card).fill(seller.email);
  await passwordField(card).fill('petrobridge-demo');
  await card.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a deactivated user is signed out at once, cannot sign in, and the audit log says who did it', async () => {
  // The seller, signed in in a browser of their own.
  const sellerContext = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  sellerContext.setDefaultTimeout(stepGuardMs);
  try {
    const sellerPage = await sellerContext.newPage();
    await signInThroughUi({ ...e2e, context: sellerContext, page: sellerPage }, seller.email);

    // The super admin deactivates them from the Users tab.
    await signInThroughUi(e2e, demoAccounts.superAdmin.email);
    await page.goto(url('/super-admin/users'));
    await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: `Deactivate ${sellerName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate account' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Listing stolen cargo');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('alertdialog').filter({ hasText: 'Account deactivated' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page
      .getByRole('table', { name: 'Users' })
      .getByRole('row')
      .filter({ hasText: sellerName });
    await expect.poll(() => row.textContent()).toMatch(/deactivated.*Listing stolen cargo/);

    // The seller's next page lands on sign-in: the session is gone.
    await sellerPage.goto(url('/my-offers'));
    await sellerPage.getByText('Sign in to open').waitFor();
    expect(await sellerPage.getByRole('navigation', { name: 'Trading Hub' }).count()).toBe(0);
    const cookies = await sellerContext.request.get(url('/api/auth/user'));
    expect(cookies.status()).toBe(401);

    // Their sign-in is refused, and says why.
    await signInOn(sellerPage);
    await sellerPage.getByText(oversightMessages.accountDeactivated).first().waitFor();
    expect(await sellerPage.getByRole('navigation', { name: 'Trading Hub' }).count()).toBe(0);

    // The audit log under the users records the action, by the super admin, with the reason.
    const log = page.getByRole('table', { name: 'Audit log' });
    const entry = log.getByRole('row').filter({ hasText: 'Account deactivated' });
    await expect
      .poll(() => entry.first().textContent())
      .toMatch(
        new RegExp(`${seller.email}.*${demoAccounts.superAdmin.email}.*Listing stolen cargo`),
      );

    // Reactivated, they can sign in again.
    await page.getByRole('button', { name: `Reactivate ${sellerName}` }).click();
    const reactivate = page.getByRole('dialog', { name: 'Reactivate account' });
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('alertdialog').filter({ hasText: 'Account reactivated' }).waitFor();
    await sellerPage.goto(url('/my-offers'));
    await signInOn(sellerPage);
    await sellerPage.getByRole('navigation', { name: 'Trading Hub' }).waitFor();
  } finally {
    await sellerContext.close();
  }
});

test('a deactivated company’s offers leave the marketplace, its seller reads why, and they come back with it', async () => {
  const owner = demoOtherAccounts.sellerAngola;
  const company = 'Luanda Offshore Energy SA';
  const takenDown =
    'Taken down by an administrator: Company deactivated: Sanctions screening. Contact support to have it reinstated.';
  const sellerContext = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  sellerContext.setDefaultTimeout(stepGuardMs);
  try {
    const sellerPage = await sellerContext.newPage();
    await signInThroughUi({ ...e2e, context: sellerContext, page: sellerPage }, owner.email);
    await sellerPage.goto(url('/my-offers'));
    await sellerPage.getByText('Cabinda Terminal, Angola').first().waitFor();
    expect(await sellerPage.getByText(takenDown).count()).toBe(0);

    // Both offers delivered at Cabinda are this company's: the super admin's search finds them.
    await signInThroughUi(e2e, demoAccounts.superAdmin.email);
    const cabinda = async (status: RegExp | string) => {
      await page.goto(url('/marketplace?q=cabinda'));
      await page.getByText(status).first().waitFor();
    };
    await cabinda('2 of 2 offers loaded');

    await page.goto(url('/super-admin/companies'));
    await page.getByRole('button', { name: `Deactivate ${company}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate company' });
    await dialog.getByText(/offers and RFQs leave the marketplace/).waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Sanctions screening');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('alertdialog').filter({ hasText: 'Company deactivated' }).waitFor();
    await cabinda('No offers found');

    // The seller reads why on each of their offers that was listed.
    await sellerPage.reload();
    await sellerPage.getByText(takenDown).first().waitFor();

    await page.goto(url('/super-admin/companies'));
    await page.getByRole('button', { name: `Reactivate ${company}` }).click();
    const reactivate = page.getByRole('dialog', { name: 'Reactivate company' });
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('alertdialog').filter({ hasText: 'Company reactivated' }).waitFor();
    await cabinda('2 of 2 offers loaded');
    await sellerPage.reload();
    await sellerPage.getByText('Cabinda Terminal, Angola').first().waitFor();
    expect(await sellerPage.getByText(takenDown).count()).toBe(0);
  } finally {
    await sellerContext.close();
  }
});
