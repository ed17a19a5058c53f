/**
 * Issue 12 (listings), end to end on the real server: a buyer's RFQ and a seller's offer of the same
 * product; a broker finds the pair on /rfq-matching, ranked with its reasons, and creates the deal
 * from it — the deal exists and links both listings. The buyer and the seller post through the API
 * here; rfqs.test.ts and my-offers.test.ts post through their screens.
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
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const apiAs = (email: string) => apiSession(e2e, email);
const signIn = (email: string) => signInThroughUi(e2e, email);

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
