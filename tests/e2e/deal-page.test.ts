/**
 * The deal page end to end on the real server: the demo broker follows a deal number from Deal
 * Management to its page, where Lock Trade waits for both sides to accept the broker's terms; once
 * they have, the broker locks the trade (confirming its terms), both sides sign, the broker records
 * the letter of credit (issued today) and moves the deal with a note, and the timeline shows each step;
 * the deal's seller sees the page without the commission; a buyer who is not on the deal gets
 * "Deal not found". Deal Management's table view is remembered per user and shows each side only
 * what the identity rule allows.
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

const apiAs = (email: string) => apiSession(e2e, email);
const signIn = (email: string) => signInThroughUi(e2e, email);

/** A new deal in negotiation between the demo seller's and the demo buyer's companies. */
async function newDeal() {
  const broker = await apiAs(demoAccounts.broker.email);
  const idOf = async (email: string) => {
    const api = await apiAs(email);
    return ((await (await api.get(url('/api/auth/user'))).json()) as { id: string }).id;
  };
  const [sellerId, buyerId] = [
    await idOf(demoAccounts.seller.email),
    await idOf(demoAccounts.buyer.email),
  ];
  const parties = (await (await broker.get(url('/api/deals/parties'))).json()) as {
    sellers: Array<{ companyId: string; ownerId: string }>;
    buyers: Array<{ companyId: string; ownerId: string }>;
  };
  const seller = parties.sellers.find((p) => p.ownerId === sellerId)!;
  const buyer = parties.buyers.find((p) => p.ownerId === buyerId)!;
  const created = await broker.post(url('/api/deals'), {
    data: {
      productType: 'diesel',
      volume: 2500,
      volumeUnit: 'MT',
      pricePerUnit: '712.50',
      sellerId,
      buyerId,
      sellerCompanyId: seller.companyId,
      buyerCompanyId: buyer.companyId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; dealNumber: string };
}

const timeline = () => page.getByRole('list', { name: 'Deal timeline' }).getByRole('listitem');

/** Today (the server's date, UTC) as the date fields take it, MMDDYYYY. */
const todayTyped = () => {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${m}${d}${y}`;
};

/** The seller and the buyer each accept the broker's proposal the deal was made with. */
async function bothAccept(dealId: string) {
  for (const email of [demoAccounts.seller.email, demoAccounts.buyer.email]) {
    const api = await apiAs(email);
    const detail = (await (await api.get(url(`/api/deals/${dealId}`))).json()) as {
      proposals: Array<{ id: string; status: string }>;
    };
    const open = detail.proposals.find((p) => p.status === 'open')!;
    const accepted = await api.post(url(`/api/deals/${dealId}/proposals/${open.id}/accept`));
    expect(accepted.status(), await accepted.text()).toBe(200);
  }
}

/** The seller and the buyer sign the contract the lock wrote. */
async function bothSign(dealId: string) {
  for (const [email, fullName] of [
    [demoAccounts.seller.email, 'Ngozi Seller'],
    [demoAccounts.buyer.email, 'Chidi Buyer'],
  ] as const) {
    const api = await apiAs(email);
    const signed = await api.post(url(`/api/deals/${dealId}/contract/signatures`), {
      data: { fullName, consent: true },
    });
    expect(signed.status(), await signed.text()).toBe(201);
  }
}

test('the broker runs a deal from its page and every step is on its timeline', async () => {
  const deal = await newDeal();
  await signIn(demoAccounts.broker.email);

  // From Deal Management to the deal's page by its number.
  await page.goto(url(`/deals?q=${deal.dealNumber}`));
  await page.getByRole('link', { name: deal.dealNumber }).click();
  await page.waitForURL(url(`/deals/${deal.id}`));
  await page.getByRole('heading', { level: 1, name: deal.dealNumber }).waitFor();
  await expect(page.locator('dd').filter({ hasText: '$1,781,250' }).count()).resolves.toBe(1);
  await expect(timeline().count()).resolves.toBe(1);

  // The broker's terms bind no one yet: Lock Trade is disabled with the reason.
  await page.getByRole('heading', { level: 2, name: 'Proposed terms' }).waitFor();
  const lockTrade = page.getByRole('button', { name: 'Lock Trade' });
  await expect(lockTrade.isDisabled()).resolves.toBe(true);
  await page
    .getByText(
      "The terms are not agreed yet: the open proposal awaits the seller and the buyer's acceptance.",
    )
    .waitFor();

  // Both sides accept them: they are the agreed terms, and the broker locks the trade.
  await bothAccept(deal.id);
  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Agreed terms' }).waitFor();
  const before = await timeline().count();
  await lockTrade.click();
  const confirm = page.getByRole('dialog', { name: 'Lock Trade?' });
  await confirm.getByRole('button', { name: 'Lock Trade' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Trade Locked' }).waitFor();
  // The lock, then the sales contract it writes (newest first).
  await timeline().nth(1).filter({ hasText: 'Trade locked: negotiation → lc pending' }).waitFor();
  await timeline().first().filter({ hasText: 'Sales contract generated' }).waitFor();
  // LC confirmed waits for its evidence: the signatures and the letter of credit.
  const move = page.getByRole('button', { name: 'Move to lc confirmed' });
  await expect(move.isDisabled()).resolves.toBe(true);
  const required = page.getByRole('list', { name: 'Required to move to lc confirmed' });
  await required.filter({ hasText: "The seller's signature on the contract" }).waitFor();
  await bothSign(deal.id);
  await page.reload();
  await required.filter({ hasText: 'A letter of credit on record' }).waitFor();
  await expect(required.textContent()).resolves.not.toContain('signature');
  await page.getByRole('button', { name: 'Record letter of credit' }).click();
  const lc = page.getByRole('dialog', { name: 'Letter of credit' });
  await lc.getByRole('textbox', { name: /Issuing bank/ }).fill('Afreximbank, Cairo');
  await lc.getByRole('textbox', { name: /LC number/ }).fill('LC 88-214');
  await lc.getByRole('spinbutton', { name: /month/ }).nth(0).click();
  await page.keyboard.type(todayTyped());
  await lc.getByRole('spinbutton', { name: /month/ }).nth(1).click();
  await page.keyboard.type('12312031');
  await lc.getByRole('spinbutton', { name: /month/ }).nth(2).click();
  await page.keyboard.type('11302031');
  await lc.getByRole('button', { name: 'Save letter of credit' }).click();
  await timeline().first().filter({ hasText: 'Letter of credit recorded' }).waitFor();
  await move.click();
  const dialog = page.getByRole('dialog', { name: 'Move to lc confirmed?' });
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('LC 88-214 confirmed by Afrexim');
  await dialog.getByRole('button', { name: 'Move to lc confirmed' }).click();
  await timeline().first().filter({ hasText: 'LC 88-214 confirmed by Afrexim' }).waitFor();
  // The lock, the contract, two signatures, the LC and its confirmation.
  await expect(timeline().count()).resolves.toBe(before + 6);
  const newest = await timeline().first().textContent();
  expect(newest).toContain('Status changed: lc pending → lc confirmed');
  expect(newest).toContain('by the broker');

  // A reload shows the same history: it is the server's.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: deal.dealNumber }).waitFor();
  await expect(timeline().count()).resolves.toBe(before + 6);
  await expect(page.locator('dd').filter({ hasText: 'LC 88-214' }).count()).resolves.toBe(1);
});

test('the seller sees the page without commission; a buyer not on the deal gets Deal not found', async () => {
  const deal = await newDeal();
  await signIn(demoAccounts.seller.email);
  await page.goto(url(`/deals/${deal.id}`));
  await page.getByRole('heading', { level: 1, name: deal.dealNumber }).waitFor();
  await page.getByText('The other side stays anonymous until the trade is locked.').waitFor();
  await expect(page.locator('dt').filter({ hasText: 'Commission' }).count()).resolves.toBe(0);
  await expect(page.locator('dd').filter({ hasText: 'Anonymous buyer' }).count()).resolves.toBe(1);

  await page.context().clearCookies();
  await signIn(demoOtherAccounts.buyerRotterdam.email);
  await page.goto(url(`/deals/${deal.id}`));
  await page.getByRole('heading', { level: 1, name: 'Deal not found' }).waitFor();
});

test('Deal Management as a table: remembered per user, the counterparty anonymous, no commission for the seller', async () => {
  const deal = await newDeal();
  await signIn(demoAccounts.seller.email);
  await page.goto(url(`/deals?q=${deal.dealNumber}`));
  // The spec's cards first; the seller chooses the table.
  await page.getByRole('heading', { level: 2, name: deal.dealNumber }).waitFor();
  await page.getByRole('radio', { name: 'Table' }).click();
  const table = page.getByRole('grid', { name: 'Deals' });
  const row = table.getByRole('row').filter({ hasText: deal.dealNumber });
  await row.waitFor();
  await expect(row.textContent()).resolves.toContain('Anonymous buyer');
  await expect(row.textContent()).resolves.toContain('acceptance of terms');
  await expect(row.textContent()).resolves.toContain('$1,781,250 (proposed)');
  await expect(table.getByRole('columnheader', { name: 'Commission' }).count()).resolves.toBe(0);
  await expect(table.getByRole('columnheader', { name: 'Counterparty' }).count()).resolves.toBe(1);

  // Remembered for this user across a reload.
  await page.reload();
  await table.getByRole('link', { name: deal.dealNumber }).waitFor();

  // Another user on the same browser starts from the cards; the broker's table has the commission.
  await page.context().clearCookies();
  await signIn(demoAccounts.broker.email);
  await page.goto(url(`/deals?q=${deal.dealNumber}`));
  await page.getByRole('heading', { level: 2, name: deal.dealNumber }).waitFor();
  await page.getByRole('radio', { name: 'Table' }).click();
  await table.getByRole('columnheader', { name: 'Commission' }).waitFor();
  await expect(row.textContent()).resolves.toContain('acceptance of terms');
  await table.getByRole('link', { name: deal.dealNumber }).click();
  await page.waitForURL(url(`/deals/${deal.id}`));
});
