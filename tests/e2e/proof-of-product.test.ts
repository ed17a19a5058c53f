/**
 * Proof of product end to end on the real server (issue 12): the demo seller attaches an inspection
 * report and a storage receipt to a new offer on /my-offers, an admin approves both in the queue on
 * /documents, and a buyer then sees "Verified supply" on the offer in the marketplace, with no seller
 * identity on the card or in the documents the buyer may read.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAccounts } from '@petrobridge/domain';
import { demoPdf } from '../../apps/api/src/seed/demo.ts';
import { apiSession, setUpE2e, signInThroughUi, type E2e } from '../support/e2e.ts';

const e2e = setUpE2e();
let page: Page;
beforeEach(() => {
  ({ page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;

/** Another person's signed-in page, beside the test's own. */
async function pageOf(email: string): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other: E2e = { ...e2e, context, page: await context.newPage() };
  await signInThroughUi(other, email);
  return other.page;
}

test('a seller proves supply, an admin approves it, a buyer sees Verified supply', async () => {
  // A new offer of the demo seller: the newest, so first on /my-offers and in the marketplace.
  const sellerApi = await apiSession(e2e, demoAccounts.seller.email);
  const companies = (await (await sellerApi.get(url('/api/companies'))).json()) as {
    id: string;
    kycStatus: string;
  }[];
  const company = companies.find((c) => c.kycStatus === 'approved')!;
  const created = await sellerApi.post(url('/api/offers'), {
    data: {
      companyId: company.id,
      productType: 'gasoline',
      volume: 31337,
      volumeUnit: 'MT',
      pricePerUnit: '801.25',
      deliveryDate: '2031-04-30',
    },
  });
  expect(created.status()).toBe(201);
  const offer = (await created.json()) as { id: string; verifiedSupply: boolean };
  expect(offer.verifiedSupply).toBe(false);

  // The seller attaches the two documents Verified supply needs, each as the type it defaults to.
  await signInThroughUi(e2e, demoAccounts.seller.email);
  await page.goto(url('/my-offers'));
  const card = page.locator(`[data-listing="${offer.id}"]`);
  await card.getByRole('button', { name: 'Proof of product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Proof of product · Gasoline' });
  await dialog.getByText('No documents on this offer yet.').waitFor();
  for (const [type, file] of [
    ['Inspection report (quality and quantity)', 'sgs-gasoline-q-and-q.pdf'],
    ['Storage receipt', 'tank-7-receipt.pdf'],
  ] as const) {
    await expect
      .poll(() => dialog.getByRole('button', { name: /Document type/ }).textContent())
      .toContain(type);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: file,
      mimeType: 'application/pdf',
      buffer: demoPdf(file),
    });
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await dialog.getByRole('list', { name: 'Documents on this offer' }).getByText(file).waitFor();
  }

  // An admin approves both in the review queue of /documents.
  const admin = await pageOf(demoAccounts.admin.email);
  await admin.goto(url('/documents'));
  const queue = admin.getByRole('region', { name: 'Proof of product' });
  for (const file of ['sgs-gasoline-q-and-q.pdf', 'tank-7-receipt.pdf']) {
    await queue.getByRole('button', { name: `Review ${file}` }).click();
    const review = admin.getByRole('dialog', { name: 'Review Document' });
    await review.getByText('Approve', { exact: true }).click();
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await review.waitFor({ state: 'detached' });
    await queue.getByRole('button', { name: `Review ${file}` }).waitFor({ state: 'detached' });
  }

  // A buyer sees the badge on the offer, and nothing that names the seller.
  const buyer = await pageOf(demoAccounts.buyer.email);
  await buyer.goto(url('/marketplace'));
  const listing = buyer.locator(`[data-listing="${offer.id}"]`);
  await listing.getByText('Verified supply').waitFor();
  expect(await listing.textContent()).not.toContain('Posted by');
  const buyerApi = await apiSession(e2e, demoAccounts.buyer.email);
  const docs = (await (await buyerApi.get(url(`/api/offers/${offer.id}/documents`))).json()) as {
    status: string;
    originalFileName: string | null;
    uploadedBy: string | null;
  }[];
  expect(docs.map((d) => [d.status, d.originalFileName, d.uploadedBy])).toEqual([
    ['approved', null, null],
    ['approved', null, null],
  ]);
});
