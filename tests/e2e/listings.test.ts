/**
 * Issue 12 (listings), end to end on the real server: a buyer's RFQ and a seller's offer of the same
 * product; a broker finds the pair on /rfq-matching, ranked with its reasons, and creates the deal
 * from it — the deal exists and links both listings. The buyer and the seller post through the API
 * (their /rfqs and /my-offers screens are not built yet).
 */
import { beforeEach, expect, test } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, demoAccounts } from '@petrobridge/domain';
import { emailField, passwordField, setUpE2e } from '../support/e2e.ts';

const e2e = setUpE2e();
let browser: Browser;
let page: Page;

beforeEach(() => {
  ({ browser, page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** An API session of a demo account, in a context of its own. */
async function apiAs(email: string): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const login = await context.request.post(url('/api/auth/login'), {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return context.request;
}

async function signIn(email: string) {
  await page.goto(url('/'));
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Petrobridge' });
  await emailField(dialog).fill(email);
  await passwordField(dialog).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('navigation', { name: 'Trading Hub' }).waitFor();
}

test('a broker matches a new RFQ to an offer on /rfq-matching and creates the linked deal', async () => {
  const seller = await apiAs(demoAccounts.seller.email);
  const buyer = await apiAs(demoAccounts.buyer.email);
  const offerRes = await seller.post(url('/api/offers'), {
    data: {
      productType: 'heating_oil',
      volume: 7777,
      volumeUnit: 'MT',
      pricePerUnit: '650.00',
      deliveryLocation: 'Antwerp',
      deliveryDate: inDays(20),
    },
  });
  expect(offerRes.status()).toBe(201);
  const offer = (await offerRes.json()) as { id: string; companyName: string };
  const rfqRes = await buyer.post(url('/api/rfqs'), {
    data: {
      productType: 'heating_oil',
      volume: 7777,
      volumeUnit: 'MT',
      maxPricePerUnit: '700.00',
      deliveryLocation: 'Rotterdam',
      requiredDeliveryDate: inDays(30),
    },
  });
  expect(rfqRes.status()).toBe(201);
  const rfq = (await rfqRes.json()) as { id: string; companyName: string };

  await signIn(demoAccounts.broker.email);
  await page
    .getByRole('navigation', { name: 'Trading Hub' })
    .getByRole('link', { name: 'RFQ Matching' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'RFQ Matching' }).waitFor();

  // The newest RFQ comes first, with the new offer ranked at 100 % and its reasons.
  const best = page.getByRole('list', { name: 'Best offers for the Heating Oil RFQ' }).first();
  const pair = best.getByRole('listitem').filter({ hasText: offer.companyName }).first();
  await pair.getByLabel('Match score 100 %').waitFor();
  expect(await pair.textContent()).toContain('Offers 7,777 MT for 7,777 MT requested');

  await pair
    .getByRole('button', { name: `Create deal: ${offer.companyName} with ${rfq.companyName}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Create New Deal' });
  await form.waitFor();
  await form.getByRole('button', { name: 'Create Deal' }).click();
  await page.getByText('Deal created successfully').waitFor();

  const broker = await apiAs(demoAccounts.broker.email);
  const deals = (await (await broker.get(url('/api/deals?limit=20'))).json()) as Array<{
    offerId: string | null;
    rfqId: string | null;
    volume: number;
    productType: string;
  }>;
  expect(deals.find((d) => d.offerId === offer.id)).toMatchObject({
    rfqId: rfq.id,
    productType: 'heating_oil',
    volume: 7777,
  });
});
