/**
 * Issue 14's case actions, end to end on the real server: an admin requests a re-upload of a KYC
 * document on the company's page, the seller sees the reason on /kyc-workflow and replaces the
 * document, and the company's page shows the history of its KYC decisions.
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

test('an admin requests a re-upload; the seller sees the reason and replaces it; the company page shows the decisions', async () => {
  const email = `reupload-seller-${Date.now()}@example.test`;
  const password = 'reupload-e2e-password';
  const anon = await browser.newContext();
  const registered = await anon.request.post(url('/api/auth/register'), {
    data: { email, password, firstName: 'Ama', lastName: 'Owusu', role: 'seller' },
  });
  expect(registered.status()).toBe(201);
  await anon.close();

  // The seller's company and its business licence, through the API.
  const seller = await apiSession(e2e, email, password);
  const created = await seller.post(url('/api/companies'), {
    data: { name: 'Ashanti Fuels Ltd', country: 'Ghana' },
  });
  expect(created.status()).toBe(201);
  const company = (await created.json()) as { id: string };
  const { uploadURL } = (await (
    await seller.post(url('/api/kyc-documents/upload-url'))
  ).json()) as {
    uploadURL: string;
  };
  const stored = await seller.put(uploadURL, {
    data: demoPdf('licence'),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(stored.status()).toBe(200);
  const recorded = await seller.post(url('/api/kyc-documents'), {
    data: {
      companyId: company.id,
      documentType: 'business_license',
      originalFileName: 'licence-scan.pdf',
      ...((await stored.json()) as object),
    },
  });
  expect(recorded.status()).toBe(201);
  const first = (await recorded.json()) as { id: string };

  // The admin rejects it with notes (a decision), then asks for a re-upload on the company's page.
  const admin = await apiSession(e2e, 'admin@petrobridge.test');
  const rejected = await admin.put(url(`/api/kyc-documents/${first.id}/review`), {
    data: { status: 'rejected', reviewNotes: 'The stamp is cut off.' },
  });
  expect(rejected.status()).toBe(200);
  await signInThroughUi(e2e, 'admin@petrobridge.test');
  await page.goto(url(`/companies/${company.id}`));
  await page.getByRole('heading', { level: 1, name: 'Ashanti Fuels Ltd' }).waitFor();
  await page.getByRole('button', { name: 'Request re-upload of Business License' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Re-upload' });
  await dialog.getByRole('button', { name: 'Request Re-upload' }).click();
  await dialog.getByText('Reason is required').waitFor();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Please scan the whole page.');
  await dialog.getByRole('button', { name: 'Request Re-upload' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Re-upload requested' }).waitFor();
  await page.getByText('Re-upload requested: Please scan the whole page.').waitFor();

  // The seller is notified, sees the reason on /kyc-workflow and replaces the document.
  const notes = (await (await seller.get(url('/api/notifications'))).json()) as Array<{
    title: string;
    message: string;
  }>;
  expect(notes.find((n) => n.title === 'Re-upload requested')?.message).toContain(
    'Please scan the whole page.',
  );
  await e2e.context.clearCookies();
  await signInThroughUi(e2e, email, password);
  await page.goto(url('/kyc-workflow'));
  const row = page.getByRole('listitem', { name: 'Business License' });
  await row.getByText('Re-upload requested: Please scan the whole page.').waitFor();
  await row.getByText('re-upload requested', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Replace Business License' }).click();
  const upload = page.getByRole('dialog', { name: 'Replace Business License' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'licence-full.pdf',
    mimeType: 'application/pdf',
    buffer: demoPdf('licence, whole page'),
  });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await upload.waitFor({ state: 'detached' });
  await row.getByText('licence-full.pdf').waitFor();
  expect(await row.getByText(/Re-upload requested/).count()).toBe(0);

  // The company's page: the decisions, newest first, with who decided and the notes.
  await page.goto(url(`/companies/${company.id}`));
  const history = page.getByRole('list', { name: 'KYC decisions' });
  await history.waitFor();
  const entries = history.getByRole('listitem');
  await expect.poll(() => entries.count()).toBe(2);
  expect(await entries.nth(0).textContent()).toContain('Business License: re-upload requested');
  expect(await entries.nth(0).textContent()).toContain('Please scan the whole page.');
  expect(await entries.nth(0).textContent()).toContain('Daniel Keller (Admin)');
  expect(await entries.nth(1).textContent()).toContain('Business License: pending → rejected');
  expect(await entries.nth(1).textContent()).toContain('The stamp is cut off.');
  await page.getByRole('grid', { name: 'Documents' }).getByText('licence-full.pdf').waitFor();
});
