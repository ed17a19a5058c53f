/**
 * The deal desk's journey on the real server, through the UI of each side (docs/product.md
 * #agreement-before-binding, #evidence-per-move): a buyer's proposal on an offer, the seller's counter
 * (accepted by the seller's side by sending it), the buyer's confirmed acceptance (both sides accepted:
 * the deal's agreed terms), the broker's confirmed lock, both parties' signatures of the contract it
 * writes, the buyer's letter of credit (covering the value, issued today), the LC confirmed, the
 * seller's shipment (B/L dated today, IMO 9321483), its delivery date, the moves to shipped, delivered
 * and completed — each refused first without its evidence, every step on the deal's timeline — and the
 * commission earned on the broker's ledger. The seller never sees the commission, the buyer no seller
 * before the lock; a buyer cannot lock their own lowball proposal.
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
/** The open proposal of the deal page's negotiation, apart from the earlier ones. */
const openProposal = () => page.getByRole('group', { name: 'Open proposal' });
const proposals = () => page.getByTestId('deal-proposal');
/** The value of the term `name` in the deal page's facts. */
const term = (name: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Today (the server's date, UTC) as the date fields take it, MMDDYYYY. */
const todayTyped = () => {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${m}${d}${y}`;
};

/** A deal PATCH refused with 409 and the rule's code; returns the body. */
async function refused(
  pending: ReturnType<APIRequestContext['patch']>,
  code: string,
): Promise<{ message: string; missing?: string[] }> {
  const res = await pending;
  const text = await res.text();
  expect(res.status(), text).toBe(409);
  const body = JSON.parse(text) as { code: string; message: string; missing?: string[] };
  expect(body.code).toBe(code);
  return body;
}

/** Types a date (MMDDYYYY) into the `index`-th date field of `scope`. */
async function typeDate(scope: ReturnType<Page['getByRole']>, index: number, mmddyyyy: string) {
  await scope.getByRole('spinbutton', { name: /month/ }).nth(index).click();
  await page.keyboard.type(mmddyyyy);
}

// Its 600 s are a hang guard sized for its ~60 steps at load (190 s at load 26 on two cores); each step
// has its own 60 s (docs/testing.md, "Time limits are hang guards").
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

  // The seller counters on the deal page: the seller's side accepts its own counter by sending it.
  await signInAs(demoAccounts.seller.email);
  await page.goto(url(`/deals/${deal.id}#negotiation`));
  await openProposal().filter({ hasText: 'The buyer proposed $80.00 / bbl' }).waitFor();
  await page.getByRole('button', { name: 'Counter' }).click();
  const counter = page.getByRole('dialog', { name: 'Counter proposal' });
  await counter.getByRole('textbox', { name: /Price/ }).fill('81.75');
  await counter.getByRole('textbox', { name: 'Notes' }).fill('Firm for 48 hours');
  await counter.getByRole('button', { name: 'Send Proposal' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Proposal Sent' }).waitFor();
  await openProposal().filter({ hasText: 'You proposed $81.75 / bbl' }).waitFor();
  await openProposal().filter({ hasText: 'Seller acceptedBuyer awaiting' }).waitFor();
  await expect(page.locator('dt', { hasText: 'Commission' }).count()).resolves.toBe(0);

  // The buyer accepts the counter after reading its terms: both sides have accepted it, so they are
  // the deal's agreed terms.
  await signInAs(demoAccounts.buyer.email);
  await page.goto(url(`/deals/${deal.id}`));
  const theirs = openProposal();
  await theirs.filter({ hasText: 'The seller proposed $81.75 / bbl' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Proposed terms' }).waitFor();
  await theirs.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept these terms?' });
  const summary = accept.getByRole('group', { name: 'Terms to accept' });
  await summary.filter({ hasText: '$81.75 / bbl' }).waitFor();
  for (const text of ['10,000 bbl', '$817,500.00', 'USD'])
    await expect(summary.textContent()).resolves.toContain(text);
  await accept.getByRole('button', { name: 'Accept terms' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Terms agreed' }).waitFor();
  await accept.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 2, name: 'Agreed terms' }).waitFor();
  await term('Total value').filter({ hasText: '$817,500' }).waitFor();
  // Before the lock the buyer does not learn who sells.
  await expect(term('Seller').textContent()).resolves.toBe('Anonymous seller');

  // The deal's broker locks the trade on its page, after confirming the terms it binds.
  const admin = await apiAs(demoAccounts.admin.email);
  const { brokerId } = await json<{ brokerId: string }>(admin.get(url(`/api/deals/${deal.id}`)));
  const users = await json<Array<{ id: string; email: string }>>(
    admin.get(url('/api/super-admin/users')),
  );
  const brokerEmail = users.find((u) => u.id === brokerId)!.email;
  const broker = await apiAs(brokerEmail);
  await signInAs(brokerEmail);
  await page.goto(url(`/deals/${deal.id}`));
  await page.getByRole('button', { name: 'Lock Trade' }).click();
  const lock = page.getByRole('dialog', { name: 'Lock Trade?' });
  await lock
    .filter({ hasText: 'Locking binds both sides to these terms and reveals the counterparties' })
    .waitFor();
  await expect(lock.getByRole('group', { name: 'Terms to lock' }).textContent()).resolves.toContain(
    '$817,500.00',
  );
  await lock.getByRole('button', { name: 'Lock Trade' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Trade Locked' }).waitFor();
  await lock.waitFor({ state: 'detached' });
  await timeline().first().filter({ hasText: 'Sales contract generated' }).waitFor();

  // The lock wrote the sales contract: the buyer signs it; the seller is named now.
  await signInAs(demoAccounts.buyer.email);
  await page.goto(url(`/deals/${deal.id}`));
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
  await expect(term('Seller').textContent()).resolves.not.toBe('Anonymous seller');

  // The buyer records the letter of credit (its amount the contract value, issued today).
  await page.getByRole('button', { name: 'Record letter of credit' }).click();
  const lc = page.getByRole('dialog', { name: 'Letter of credit' });
  await lc.getByRole('textbox', { name: /Issuing bank/ }).fill('Citibank N.A., New York');
  await lc.getByRole('textbox', { name: /LC number/ }).fill('CITI-LC-5521');
  await typeDate(lc, 0, todayTyped());
  await typeDate(lc, 1, '12312031');
  await typeDate(lc, 2, '11302031');
  await lc.getByRole('button', { name: 'Save letter of credit' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Letter of credit recorded' }).waitFor();
  await term('LC number').filter({ hasText: 'CITI-LC-5521' }).waitFor();
  // LC confirmed still waits for the seller's signature: the server names it.
  const unsigned = await refused(
    broker.patch(url(`/api/deals/${deal.id}/status`), { data: { status: 'lc_confirmed' } }),
    'EVIDENCE_MISSING',
  );
  expect(unsigned.missing).toEqual(["The seller's signature on the contract"]);

  // The seller signs the contract too; the broker confirms the LC.
  await signInAs(demoAccounts.seller.email);
  await page.goto(url(`/deals/${deal.id}#contract`));
  await page.getByRole('button', { name: 'Sign contract' }).click();
  const sellerSign = page.getByRole('dialog', { name: 'Sign contract' });
  await sellerSign.getByRole('textbox', { name: /Full name/ }).fill('Ngozi Seller');
  await sellerSign.getByText(/I agree to sign this contract electronically/).click();
  await sellerSign.getByRole('button', { name: 'Sign contract' }).click();
  await page.getByText('Both parties have signed this contract.').waitFor();
  const confirmed = await broker.patch(url(`/api/deals/${deal.id}/status`), {
    data: { status: 'lc_confirmed' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // Shipped waits for the bill of lading and the vessel's IMO number: the button says so.
  await page.reload();
  const shippedMove = page.getByRole('button', { name: 'Move to shipped' });
  await page.getByRole('list', { name: 'Required to move to shipped' }).waitFor();
  await expect(shippedMove.isDisabled()).resolves.toBe(true);
  // The seller records the shipment (B/L dated today, a valid IMO number) and marks it shipped.
  await page.getByRole('button', { name: 'Record shipping details' }).click();
  const shipping = page.getByRole('dialog', { name: 'Shipping details' });
  await shipping.getByRole('textbox', { name: /Vessel/ }).fill('MT Bonny Star');
  await shipping.getByRole('textbox', { name: /IMO number/ }).fill('9321483');
  await shipping.getByRole('textbox', { name: /Load port/ }).fill('Bonny Terminal, Nigeria');
  await shipping.getByRole('textbox', { name: /Discharge port/ }).fill('Houston, TX');
  await shipping.getByRole('textbox', { name: /B\/L number/ }).fill('BL-5521');
  await typeDate(shipping, 0, todayTyped());
  await typeDate(shipping, 1, '12102031');
  await shipping.getByRole('button', { name: 'Save shipping details' }).click();
  await term('B/L number').filter({ hasText: 'BL-5521' }).waitFor();
  await page
    .getByRole('list', { name: 'Required to move to shipped' })
    .waitFor({ state: 'detached' });
  await shippedMove.click();
  await page
    .getByRole('dialog', { name: 'Move to shipped?' })
    .getByRole('button', { name: 'Move to shipped' })
    .click();
  await timeline().first().filter({ hasText: 'Status changed: lc confirmed → shipped' }).waitFor();

  // Delivered waits for the delivery date; the seller records it (today).
  const undelivered = await refused(
    broker.patch(url(`/api/deals/${deal.id}/status`), { data: { status: 'delivered' } }),
    'EVIDENCE_MISSING',
  );
  expect(undelivered.missing).toEqual(['The delivery date']);
  await page.getByRole('list', { name: 'Required to move to delivered' }).waitFor();
  await page.getByRole('button', { name: 'Edit shipping details' }).click();
  const delivery = page.getByRole('dialog', { name: 'Shipping details' });
  await typeDate(delivery, 2, todayTyped());
  await delivery.getByRole('button', { name: 'Save shipping details' }).click();
  await page
    .getByRole('list', { name: 'Required to move to delivered' })
    .waitFor({ state: 'detached' });

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
    'Contract signed',
    'Status changed: lc pending → lc confirmed',
    'Shipping details recorded',
    'Status changed: lc confirmed → shipped',
    'Shipping details recorded',
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
  await signInAs(brokerEmail);
  await page.goto(url('/commission?state=earned'));
  const row = page
    .getByRole('table', { name: 'Commission ledger' })
    .getByRole('row')
    .filter({ hasText: deal.dealNumber });
  await row.filter({ hasText: '$20,437.50' }).waitFor();
  await expect(row.textContent()).resolves.toContain('earned');
}, 600_000);

test('a buyer cannot lock their own lowball proposal, and the seller stays anonymous', async () => {
  const buyerApi = await apiAs(demoAccounts.buyer.email);
  const sellerApi = await apiAs(demoAccounts.seller.email);
  const [offer] = await json<Array<{ id: string }>>(sellerApi.get(url('/api/seller/offers')));
  const proposed = await buyerApi.post(url('/api/deals/from-offer'), {
    data: { offerId: offer!.id, proposedPrice: '60.00', quantity: 10000, notes: 'Lowball' },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const deal = (await proposed.json()) as { id: string };
  const reason = "The terms are not agreed yet: the open proposal awaits the seller's acceptance";

  // On the deal page Lock Trade stays where it is, disabled with the reason; the buyer has nothing
  // to accept (their side accepted their own proposal).
  await signInAs(demoAccounts.buyer.email);
  await page.goto(url(`/deals/${deal.id}`));
  await openProposal().filter({ hasText: 'You proposed $60.00 / bbl' }).waitFor();
  await expect(openProposal().getByRole('button', { name: 'Accept' }).count()).resolves.toBe(0);
  const lock = page.getByRole('button', { name: 'Lock Trade' });
  await expect(lock.isDisabled()).resolves.toBe(true);
  await page.getByText(`${reason}.`).waitFor();

  // The API refuses the lock and the plain move to lc pending alike, with the same reason.
  const locked = await refused(
    buyerApi.patch(url(`/api/deals/${deal.id}/lock`)),
    'TERMS_NOT_AGREED',
  );
  expect(locked.message).toBe(reason);
  await refused(
    buyerApi.patch(url(`/api/deals/${deal.id}/status`), { data: { status: 'lc_pending' } }),
    'TERMS_NOT_AGREED',
  );

  // Still in negotiation, and the seller is not revealed.
  const after = await json<{ status: string; sellerId: string | null; sellerCompanyName: string }>(
    buyerApi.get(url(`/api/deals/${deal.id}`)),
  );
  expect(after.status).toBe('negotiation');
  expect(after.sellerId).toBeNull();
  expect(after.sellerCompanyName).toBe('Anonymous seller');
  await page.reload();
  await openProposal().waitFor();
  await expect(term('Seller').textContent()).resolves.toBe('Anonymous seller');
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
