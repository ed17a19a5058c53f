/**
 * Issue 14, end to end on the real server: a new seller registers a company and uploads the four
 * required KYC documents through the UI (small real PDFs), an admin approves each document and the
 * company, the company's KYC is approved and the seller can post an offer; a buyer cannot read the
 * seller's documents.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoPdf } from '../../apps/api/src/seed/demo.ts';
import { apiSession, setUpE2e, signInThroughUi } from '../support/e2e.ts';

const e2e = setUpE2e();
let browser: Browser;
let page: Page;
beforeEach(() => {
  ({ browser, page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;

const apiAs = (email: string, password?: string) => apiSession(e2e, email, password);
const signIn = (email: string, password: string) => signInThroughUi(e2e, email, password);

const required = [
  ['Business License', 'business_license'],
  ['Tax Certificate', 'tax_certificate'],
  ['Bank Statement', 'bank_statement'],
  ['Insurance Certificate', 'insurance_certificate'],
] as const;

test('a new seller passes KYC through the UI and an admin; a buyer cannot read the documents', async () => {
  const email = `kyc-seller-${Date.now()}@example.test`;
  const password = 'kyc-e2e-password';
  const anon = await browser.newContext();
  const registered = await anon.request.post(url('/api/auth/register'), {
    data: { email, password, firstName: 'Kofi', lastName: 'Mensah', role: 'seller' },
  });
  expect(registered.status()).toBe(201);
  await anon.close();

  // Register the company on /companies.
  await signIn(email, password);
  await page.goto(url('/companies'));
  await page.getByRole('heading', { level: 1, name: 'Company Management' }).waitFor();
  await page.getByText('No companies registered yet').waitFor();
  await page.getByRole('button', { name: 'Register Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register Company' });
  await dialog.getByRole('textbox', { name: /^Company name/ }).fill('Volta Petroleum Ltd');
  await dialog.getByRole('textbox', { name: 'Country' }).fill('Ghana');
  await dialog.getByRole('button', { name: 'Register Company' }).click();
  await page
    .getByRole('alertdialog')
    .filter({ hasText: 'Company registered successfully' })
    .waitFor();
  await page.getByRole('grid', { name: 'My Companies' }).getByText('Volta Petroleum Ltd').waitFor();

  // Upload the four required documents on /kyc-workflow.
  await page.goto(url('/kyc-workflow'));
  await page.getByRole('list', { name: 'Required Documents' }).waitFor();
  for (const [label, type] of required) {
    await page.getByRole('button', { name: `Upload ${label}` }).click();
    const upload = page.getByRole('dialog', { name: `Upload ${label}` });
    await upload.locator('input[type="file"]').setInputFiles({
      name: `${type}.pdf`,
      mimeType: 'application/pdf',
      buffer: demoPdf(label),
    });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.waitFor({ state: 'detached' });
    await page.getByRole('listitem', { name: label }).getByText(`${type}.pdf`).waitFor();
  }

  const seller = await apiAs(email, password);
  const [company] = (await (await seller.get(url('/api/companies'))).json()) as {
    id: string;
    kycStatus: string;
  }[];
  expect(company!.kycStatus).toBe('under_review');
  const docs = (await (
    await seller.get(url(`/api/companies/${company!.id}/kyc-documents`))
  ).json()) as { id: string; status: string; originalFileName: string }[];
  expect(docs.map((d) => d.status)).toEqual(['pending', 'pending', 'pending', 'pending']);

  // A buyer cannot read them, by list or by download URL.
  const buyer = await apiAs('buyer@petrobridge.test');
  expect((await buyer.get(url(`/api/companies/${company!.id}/kyc-documents`))).status()).toBe(404);
  expect((await buyer.get(url(`/api/kyc-documents/${docs[0]!.id}/download`))).status()).toBe(404);
  // The owner can download the bytes that were uploaded.
  const download = await seller.get(url(`/api/kyc-documents/${docs[0]!.id}/download`));
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Before approval the seller may not post an offer.
  const offer = { companyId: company!.id, productType: 'crude_oil_brent', volume: 50000 };
  expect((await seller.post(url('/api/offers'), { data: offer })).status()).toBe(403);

  // The admin approves each document and the company.
  const admin = await apiAs('admin@petrobridge.test');
  for (const doc of docs) {
    const reviewed = await admin.put(url(`/api/kyc-documents/${doc.id}/review`), {
      data: { status: 'approved' },
    });
    expect(reviewed.status()).toBe(200);
  }
  const after = (await (await admin.get(url('/api/companies'))).json()) as {
    id: string;
    kycCompletionPercentage: number;
  }[];
  expect(after.find((c) => c.id === company!.id)?.kycCompletionPercentage).toBe(100);
  const decided = await admin.post(url(`/api/companies/${company!.id}/kyc-review`), {
    data: { status: 'approved', notes: 'All four documents verified' },
  });
  expect(decided.status()).toBe(200);

  // The seller sees the approval and can now trade.
  await page.goto(url('/companies'));
  const row = page.getByRole('grid', { name: 'My Companies' }).getByRole('row', { name: /Volta/ });
  await row.getByText('approved').waitFor();
  expect((await seller.post(url('/api/offers'), { data: offer })).status()).toBe(201);
});
