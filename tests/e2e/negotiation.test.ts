/**
 * The deal desk's journey on the real server, through the UI of each side: a buyer's proposal on an
 * offer, the seller's counter, the buyer's acceptance (the deal takes the terms), the broker's lock,
 * both parties' signatures of the contract it writes, the buyer's letter of credit, the LC confirmed,
 * the seller's shipment with its bill of lading, the moves to shipped, delivered and completed — every
 * step on the deal's timeline — and the commission earned on the broker's ledger. The seller never sees
 * the commission, the buyer no seller before the lock.
 */
import { beforeEach, expect, test } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { demoAccounts, demoOtherAccounts } from '@petrobridge/domain';
import { apiSession, setUpE2e, signInThroughUi } from '../support/e2e.ts';

const e2e = setUpE2e();
let page: Page;
beforeEach(() => {
  ({ page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;
const apiAs = (email: string) => apiSession(e2e, email);

async function json<T>(pending: ReturnType<APIRequestContext['get']>): Promise<T> {
  const res = await pending;
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** Signs the page in as `email` (after signing out whoever was signed in). */
async function signInAs(email: string) {
  await page.context().clearCookies();
  await signInThroughUi(e2e, email);
}

const timeline = () => page.getByRole('list', { name: 'Deal timeline' }).getByRole('listitem');
const proposals = () => page.getByRole('list', { name: 'Proposals' }).getByRole('listitem');
/** The value of the term `name` in the deal page's facts. */
const term = (name: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Types a date (MMDDYYYY) into the `index`-th date field of `scope`. */
async function typeDate(scope: ReturnType<Page['getByRole']>, index: number, mmddyyyy: string) {
  await scope.getByRole('spinbutton', { name: /month/ }).nth(index).click();
  await page.keyboard.type(mmddyyyy);
}

test('propose, counter, accept, lock, LC, shipment: the deal runs through the UI and its timeline', async () => {
  // The buyer proposes on the demo seller's offer (the marketplace's dialog is tested on its own).
  const buyerApi = await apiAs(demoAccounts.buyer.email);
  const sellerApi = await apiAs(demoAccounts.seller.email);
  const [offer] = await json<Array<{ id: string }>>(sellerApi.get(url('/api/seller/offers')));
  const proposed = await buyerApi.post(url('/api/deals/from-offer'), {
    data: { offerId: offer!.id, proposedPrice: '80.00', quantity: 10000, notes: 'Opening bid' },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const deal = (await proposed.json()) as { id: string; dealNumber: string };

  // The seller counters on the deal page.
  await signInAs(demoAccounts.seller.email);
  await page.goto(url(`/deals/${deal.id}#negotiation`));
  await proposals().first().filter({ hasText: 'The buyer proposed $80.00 / bbl' }).waitFor();
  await page.getByRole('button', { name: 'Counter' }).click();
  const counter = page.getByRole('dialog', { name: 'Counter proposal' });
  await counter.getByRole('textbox', { name: /Price/ }).fill('81.75');
  await counter.getByRole('textbox', { name: 'Notes' }).fill('Firm for 48 hours');
  await counter.getByRole('button', { name: 'Send Proposal' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Proposal Sent' }).waitFor();
  await proposals().first().filter({ hasText: 'You proposed $81.75 / bbl' }).waitFor();
  await expect(page.locator('dt', { hasText: 'Commission' }).count()).resolves.toBe(0);

  // The buyer accepts the counter: the deal takes its price.
  await signInAs(demoAccounts.buyer.email);
  await page.goto(url(`/deals/${deal.id}`));
  const theirs = proposals().first();
  await theirs.filter({ hasText: 'The seller proposed $81.75 / bbl' }).waitFor();
  await theirs.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Terms accepted' }).waitFor();
  await term('Total value').filter({ hasText: '$817,500' }).waitFor();
  // Before the lock the buyer does not learn who sells.
  await expect(term('Seller').textContent()).resolves.toBe('Anonymous seller');

  // The deal's broker locks the trade.
  const admin = await apiAs(demoAccounts.admin.email);
  const { brokerId } = await json<{ brokerId: string }>(admin.get(url(`/api/deals/${deal.id}`)));
  const users = await json<Array<{ id: string; email: string }>>(
    admin.get(url('/api/super-admin/users')),
  );
  const broker = await apiAs(users.find((u) => u.id === brokerId)!.email);
  expect((await broker.patch(url(`/api/deals/${deal.id}/lock`))).status()).toBe(200);

  // The lock wrote the sales contract: the buyer signs it.
  await page.reload();
  await page.getByRole('button', { name: 'Sign contract' }).click();
  const sign = page.getByRole('dialog', { name: 'Sign contract' });
  await sign.getByRole('textbox', { name: /Full name/ }).fill('Chidi Buyer');
  await sign.getByText(/I agree to sign this contract electronically/).click();
  await sign.getByRole('button', { name: 'Sign contract' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Contract signed' }).waitFor();
  await page
    .getByRole('list', { name: 'Signatures' })
    .getByText(/You signed on/)
    .waitFor();

  // The buyer records the letter of credit; the broker confirms it.
  await page.getByRole('button', { name: 'Record letter of credit' }).click();
  const lc = page.getByRole('dialog', { name: 'Letter of credit' });
  await lc.getByRole('textbox', { name: /Issuing bank/ }).fill('Citibank N.A., New York');
  await lc.getByRole('textbox', { name: /LC number/ }).fill('CITI-LC-5521');
  await typeDate(lc, 0, '12312031');
  await typeDate(lc, 1, '11302031');
  await lc.getByRole('button', { name: 'Save letter of credit' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Letter of credit recorded' }).waitFor();
  await term('LC number').filter({ hasText: 'CITI-LC-5521' }).waitFor();
  const confirmed = await broker.patch(url(`/api/deals/${deal.id}/status`), {
    data: { status: 'lc_confirmed' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The seller signs the contract too, then records the shipment and marks the deal shipped.
  await signInAs(demoAccounts.seller.email);
  await page.goto(url(`/deals/${deal.id}#contract`));
  await page.getByRole('button', { name: 'Sign contract' }).click();
  const sellerSign = page.getByRole('dialog', { name: 'Sign contract' });
  await sellerSign.getByRole('textbox', { name: /Full name/ }).fill('Ngozi Seller');
  await sellerSign.getByText(/I agree to sign this contract electronically/).click();
  await sellerSign.getByRole('button', { name: 'Sign contract' }).click();
  await page.getByText('Both parties have signed this contract.').waitFor();
  await page.getByRole('button', { name: 'Record shipping details' }).click();
  const shipping = page.getByRole('dialog', { name: 'Shipping details' });
  await shipping.getByRole('textbox', { name: /Vessel/ }).fill('MT Bonny Star');
  await shipping.getByRole('textbox', { name: /Load port/ }).fill('Bonny Terminal, Nigeria');
  await shipping.getByRole('textbox', { name: /Discharge port/ }).fill('Houston, TX');
  await shipping.getByRole('textbox', { name: /B\/L number/ }).fill('BL-5521');
  await typeDate(shipping, 0, '11202031');
  await typeDate(shipping, 1, '12102031');
  await shipping.getByRole('button', { name: 'Save shipping details' }).click();
  await term('B/L number').filter({ hasText: 'BL-5521' }).waitFor();
  await page.getByRole('button', { name: 'Move to shipped' }).click();
  await page
    .getByRole('dialog', { name: 'Move to shipped?' })
    .getByRole('button', { name: 'Move to shipped' })
    .click();
  await timeline().first().filter({ hasText: 'Status changed: lc confirmed → shipped' }).waitFor();

  // The broker completes the deal; the commission is earned on the broker's ledger.
  for (const status of ['delivered', 'completed']) {
    const moved = await broker.patch(url(`/api/deals/${deal.id}/status`), { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await page.reload();
  await timeline().first().filter({ hasText: 'delivered → completed' }).waitFor();

  const steps = (await timeline().allTextContents()).reverse();
  const kinds = [
    'Deal created',
    'Terms proposed',
    'Terms proposed',
    'Terms accepted',
    'Trade locked',
    'Sales contract generated',
    'Contract signed',
    'Letter of credit recorded',
    'Status changed: lc pending → lc confirmed',
    'Contract signed',
    'Shipping details recorded',
    'Status changed: lc confirmed → shipped',
    'Status changed: shipped → delivered',
    'Status changed: delivered → completed',
  ];
  expect(steps).toHaveLength(kinds.length);
  kinds.forEach((kind, i) => expect(steps[i]).toContain(kind));
  // The buyer is named to the seller from the lock on.
  await expect(term('Buyer').textContent()).resolves.not.toBe('Anonymous buyer');
  // The seller never sees the commission.
  await expect(page.locator('dt', { hasText: 'Commission' }).count()).resolves.toBe(0);

  // The deal's broker finds it earned on the commission ledger: 2.5 % of $817,500.
  const brokerEmail = users.find((u) => u.id === brokerId)!.email;
  await signInAs(brokerEmail);
  await page.goto(url('/commission?state=earned'));
  const row = page
    .getByRole('table', { name: 'Commission ledger' })
    .getByRole('row')
    .filter({ hasText: deal.dealNumber });
  await row.filter({ hasText: '$20,437.50' }).waitFor();
  await expect(row.textContent()).resolves.toContain('earned');
});

test('a buyer who is not on the deal cannot see its negotiation', async () => {
  const buyerApi = await apiAs(demoAccounts.buyer.email);
  const sellerApi = await apiAs(demoAccounts.seller.email);
  const [offer] = await json<Array<{ id: string }>>(sellerApi.get(url('/api/seller/offers')));
  const proposed = await buyerApi.post(url('/api/deals/from-offer'), {
    data: { offerId: offer!.id, proposedPrice: '79.00', quantity: 500 },
  });
  const deal = (await proposed.json()) as { id: string };
  await signInAs(demoOtherAccounts.buyerRotterdam.email);
  await page.goto(url(`/deals/${deal.id}`));
  await page.getByRole('heading', { level: 1, name: 'Deal not found' }).waitFor();
  await expect(proposals().count()).resolves.toBe(0);
});
