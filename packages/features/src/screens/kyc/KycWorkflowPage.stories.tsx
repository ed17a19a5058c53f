import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companyIds, makeDocument, mockDb, resetMockDb } from '../../mocks/db';
import { dropStaleAnnouncements } from '../../mocks/decorators';
import { empty, fail, mockOverrides, neverAnswer, signedOut, slow } from '../../mocks/handlers';
import { navigationSpy } from '../../mocks/navigation';
import { asRole } from '../../mocks/role';
import { apiSettled } from '../../mocks/in-flight';
import { KycWorkflowPage } from './KycWorkflowPage';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

const meta = {
  title: 'Features/KYC/KYC document verification',
  component: KycWorkflowPage,
  ...screenMeta({ shots: shots.screen, role: 'buyer' }),
} satisfies Meta<typeof KycWorkflowPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** A small real PDF, as a user would pick it. */
const pdf = (name = 'licence.pdf') =>
  new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], name, {
    type: 'application/pdf',
  });

async function openDialog(name: string | RegExp) {
  const d = await page.findByRole('dialog', { name });
  await waitFor(() => expect(d).toBeVisible());
  return d;
}

async function row(canvasElement: HTMLElement, label: string) {
  const list = await within(canvasElement).findByRole('list', { name: 'Required Documents' });
  await waitFor(() => expect(list).toBeVisible());
  return within(canvasElement).getByRole('listitem', { name: label });
}

/** Chooses a company in the selector (they are listed by name). */
async function choose(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Company/ }));
  await userEvent.click(await page.findByRole('option', { name: new RegExp(name) }));
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: /Company/ })).toHaveTextContent(name),
  );
}

/** The buyer's Rhine Refining (under review): four documents in every state, optional ones missing. */
export const Buyer: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvasElement, canvas }) => {
    await apiSettled();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'KYC Document Verification' }),
    ).toBeVisible();
    await choose(canvasElement, 'Rhine Refining GmbH');
    const required = await canvas.findByRole('list', { name: 'Required Documents' });
    await waitFor(() => expect(within(required).getAllByRole('listitem')).toHaveLength(4));
    const bank = await row(canvasElement, 'Bank Statement');
    await expect(bank).toHaveTextContent('last 3 months');
    await expect(within(required).getAllByRole('button', { name: /^Replace/ })).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: /^Review/ })).toBeNull();
    const optional = canvas.getByRole('list', { name: 'Optional Documents' });
    await expect(within(optional).getAllByRole('button', { name: /^Upload/ })).toHaveLength(3);
  },
};

/**
 * The owner of a company whose KYC was rejected reads the reviewer's reason, and what to do about it
 * (the buyer's Baltic Bunkering, rejected because its tax certificate expired).
 */
export const OwnerSeesRejectionReason: Story = {
  play: async ({ canvasElement, canvas }) => {
    await apiSettled();
    await choose(canvasElement, 'Baltic Bunkering');
    const alert = await canvas.findByText('KYC rejected');
    const box = alert.closest('[data-tone]') as HTMLElement;
    await expect(box).toHaveTextContent('Reason: The tax certificate has expired.');
    await expect(box).toHaveTextContent(
      'Upload or replace the documents it names: the company goes back to review.',
    );
  },
};

/** A rejected document shows its review notes in red. */
export const RejectedWithNotes: Story = {
  beforeEach: () => {
    resetMockDb({
      documents: [
        makeDocument({
          companyId: companyIds.baltic,
          documentType: 'tax_certificate',
          status: 'rejected',
          reviewNotes: 'The certificate expired in March.',
        }),
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const tax = await row(canvasElement, 'Tax Certificate');
    await waitFor(() => expect(tax).toHaveTextContent('rejected'));
    await expect(within(tax).getByText('The certificate expired in March.')).toBeVisible();
    await expect(
      within(tax).getByRole('button', { name: 'Replace Tax Certificate' }),
    ).toBeVisible();
  },
};

/**
 * An admin asked for a re-upload: the owner sees the state and the reason on the document, and
 * Replace is how they answer it.
 */
export const ReuploadRequested: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    resetMockDb({
      documents: [
        makeDocument({
          companyId: companyIds.baltic,
          documentType: 'bank_statement',
          status: 'under_review',
          reuploadReason: 'The statement covers only two months: please send the last three.',
          reuploadRequestedAt: '2026-11-20T10:00:00.000Z',
        }),
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const bank = await row(canvasElement, 'Bank Statement');
    await waitFor(() => expect(bank).toHaveTextContent('re-upload requested'));
    await expect(
      within(bank).getByText(
        'Re-upload requested: The statement covers only two months: please send the last three.',
      ),
    ).toBeVisible();
    await expect(
      within(bank).getByRole('button', { name: 'Replace Bank Statement' }),
    ).toBeVisible();
  },
};

/**
 * An approved insurance certificate past its last valid day shows as expired and counts as missing;
 * a licence still valid shows until when.
 */
export const Expired: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    resetMockDb({
      documents: [
        makeDocument({
          companyId: companyIds.baltic,
          documentType: 'insurance_certificate',
          status: 'approved',
          expiresAt: '2026-06-30',
        }),
        makeDocument({
          companyId: companyIds.baltic,
          documentType: 'business_license',
          status: 'approved',
          expiresAt: '2027-03-31',
        }),
      ],
    });
  },
  play: async ({ canvasElement, canvas }) => {
    await apiSettled();
    const insurance = await row(canvasElement, 'Insurance Certificate');
    await waitFor(() => expect(insurance).toHaveTextContent('expired'));
    await expect(within(insurance).getByText('Expired on Jun 30, 2026')).toBeVisible();
    const licence = await row(canvasElement, 'Business License');
    await expect(licence).toHaveTextContent('approved');
    await expect(within(licence).getByText('Valid until Mar 31, 2027')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    // The expired one no longer counts as approved.
    await expect((await canvas.findByText('Approved')).parentElement).toHaveTextContent('1');
  },
};

/**
 * An admin requests a re-upload: the reason is required, then the request is sent, the toast
 * confirms it and the document shows the request.
 */
export const AdminRequestsReupload: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.off },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Rhine Refining GmbH');
    const license = await row(canvasElement, 'Business License');
    await userEvent.click(
      within(license).getByRole('button', { name: 'Request re-upload of Business License' }),
    );
    const d = await openDialog('Request Re-upload');
    await userEvent.click(within(d).getByRole('button', { name: 'Request Re-upload' }));
    await expect(await within(d).findByText('Reason is required')).toBeVisible();
    await userEvent.type(
      within(d).getByRole('textbox', { name: /Reason/ }),
      'The licence number is unreadable.',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Request Re-upload' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Re-upload requested');
    await waitFor(() =>
      expect(license).toHaveTextContent('Re-upload requested: The licence number is unreadable.'),
    );
    await expect(
      within(license).queryByRole('button', { name: 'Request re-upload of Business License' }),
    ).toBeNull();
    dropStaleAnnouncements();
  },
};

/** Upload a PDF by the picker: progress, the toast, and the document appears pending. */
export const Upload: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvasElement }) => {
    const license = await row(canvasElement, 'Trade License');
    await userEvent.click(within(license).getByRole('button', { name: 'Upload Trade License' }));
    const d = await openDialog('Upload Trade License');
    const input = d.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, pdf('trade-license.pdf'));
    await expect(d).toHaveTextContent('trade-license.pdf');
    await userEvent.click(within(d).getByRole('button', { name: 'Upload' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Document uploaded successfully',
    );
    await waitFor(() => expect(license).toHaveTextContent('trade-license.pdf'));
    await expect(license).toHaveTextContent('pending');
    const stored = mockDb().documents.find((x) => x.originalFileName === 'trade-license.pdf');
    await expect(stored).toMatchObject({
      documentType: 'trade_license',
      mimeType: 'application/pdf',
      fileSize: pdf().size,
    });
    dropStaleAnnouncements();
  },
};

/** Too large or of a wrong type: turned away before sending, with a clear message. */
export const UploadRejectedFiles: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvasElement }) => {
    const license = await row(canvasElement, 'Trade License');
    await userEvent.click(within(license).getByRole('button', { name: 'Upload Trade License' }));
    const d = await openDialog('Upload Trade License');
    const input = d.querySelector('input[type="file"]') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      '".exe" files are not accepted — use .pdf, .jpg, .jpeg, .png, .doc or .docx',
    );
    await expect(within(d).getByRole('button', { name: 'Upload' })).toBeDisabled();
    const big = new File([new Uint8Array(10_485_761)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    await waitFor(() =>
      expect(within(d).getByRole('alert')).toHaveTextContent('"scan.pdf" is larger than 10 MB'),
    );
    await expect(within(d).getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

/** The server refuses the bytes (415): 'Upload failed' with its message; nothing is recorded. */
export const UploadRefusedByServer: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvasElement }) => {
    const license = await row(canvasElement, 'Trade License');
    await userEvent.click(within(license).getByRole('button', { name: 'Upload Trade License' }));
    const d = await openDialog('Upload Trade License');
    const input = d.querySelector('input[type="file"]') as HTMLInputElement;
    // A .pdf name on bytes that are no PDF: only the server's magic-byte check can tell.
    await userEvent.upload(
      input,
      new File(['<html></html>'], 'fake.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Upload' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Upload failed');
    await expect(toast).toHaveTextContent(/Only \.pdf, \.jpg/);
    await expect(d).toBeVisible();
    await expect(mockDb().documents.some((x) => x.originalFileName === 'fake.pdf')).toBe(false);
  },
};

/** Cancel while sending: the transfer stops, nothing is recorded, no failure toast. */
export const UploadCancel: Story = {
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(http.put('*/api/uploads/:token', ({ request }) => neverAnswer(request))),
  },
  play: async ({ canvasElement }) => {
    const tax = await row(canvasElement, 'Trade License');
    await userEvent.click(within(tax).getByRole('button', { name: 'Upload Trade License' }));
    const d = await openDialog('Upload Trade License');
    const input = d.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, pdf());
    await userEvent.click(within(d).getByRole('button', { name: 'Upload' }));
    await expect(
      await within(d).findByRole('progressbar', { name: /Uploading licence\.pdf/ }),
    ).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() =>
      expect(within(d).queryByRole('progressbar', { name: /Uploading/ })).toBeNull(),
    );
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await expect(mockDb().documents.some((x) => x.documentType === 'trade_license')).toBe(false);
    dropStaleAnnouncements();
  },
};

/** Admins see every company and a Review button per document. */
export const AdminApprove: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.off },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Rhine Refining GmbH');
    const license = await row(canvasElement, 'Business License');
    await userEvent.click(within(license).getByRole('button', { name: 'Review Business License' }));
    const d = await openDialog('Review Document');
    await userEvent.click(within(d).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Review submitted');
    await waitFor(() => expect(license).toHaveTextContent('approved'));
    dropStaleAnnouncements();
  },
};

export const AdminReject: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.off },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Rhine Refining GmbH');
    const tax = await row(canvasElement, 'Tax Certificate');
    await userEvent.click(within(tax).getByRole('button', { name: 'Review Tax Certificate' }));
    const d = await openDialog('Review Document');
    // No decision: the schema's message, nothing sent.
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    await expect(await within(d).findByText('Decision is required')).toBeVisible();
    await userEvent.click(within(d).getByRole('radio', { name: 'Reject' }));
    await userEvent.type(
      within(d).getByRole('textbox', { name: 'Review Notes' }),
      'Unreadable scan',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Review submitted');
    await waitFor(() => expect(tax).toHaveTextContent('Unreadable scan'));
    dropStaleAnnouncements();
  },
};

export const ReviewFailure: Story = {
  ...asRole('admin'),
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(fail('put', '/api/kyc-documents/{id}/review', 502, '')),
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Rhine Refining GmbH');
    const license = await row(canvasElement, 'Business License');
    await userEvent.click(within(license).getByRole('button', { name: 'Review Business License' }));
    const d = await openDialog('Review Document');
    await userEvent.click(within(d).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Review failed');
    await expect(toast).toHaveTextContent('Failed to submit review.');
  },
};

/** Overview: completion and counts of the selected company. */
export const Overview: Story = {
  ...asRole('admin'),
  play: async ({ canvas, canvasElement }) => {
    await apiSettled();
    await choose(canvasElement, 'Rhine Refining GmbH');
    await canvas.findByRole('list', { name: 'Required Documents' });
    // The chosen company's documents, which the overview counts.
    await apiSettled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(await canvas.findByRole('progressbar', { name: 'KYC completion' })).toBeVisible();
    await expect(canvas.getByText('Total documents').parentElement).toHaveTextContent('4');
  },
};

/** Brokers review companies elsewhere: no company of their own here. */
export const Broker: Story = {
  ...asRole('broker'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No companies registered yet')).toBeVisible();
    await expect(canvas.getByText(/Brokers review companies/)).toBeVisible();
  },
};

export const SellerPending: Story = {
  ...asRole('seller'),
  play: async ({ canvas, canvasElement }) => {
    await apiSettled();
    await choose(canvasElement, 'Sahara Crude Trading');
    const required = await canvas.findByRole('list', { name: 'Required Documents' });
    await waitFor(() =>
      expect(within(required).getAllByRole('button', { name: /^Upload/ })).toHaveLength(4),
    );
    await expect(canvas.getAllByText('pending')[0]).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mockOverrides(slow('get', '/api/companies')),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('No companies registered yet')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: mockOverrides(empty('/api/companies')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No companies registered yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: mockOverrides(
    fail('get', '/api/companies'),
    fail('get', '/api/companies/{id}/kyc-documents'),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The companies could not be loaded.')).toBeVisible();
  },
};

export const SessionExpired: Story = {
  parameters: mockOverrides(signedOut('get', '/api/companies')),
  play: async () => {
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Unauthorized: You are logged out. Logging in again...');
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};
