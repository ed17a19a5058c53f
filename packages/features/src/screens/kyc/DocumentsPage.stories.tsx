import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  companyIds,
  makeOffer,
  makeOfferDocument,
  mockDb,
  resetMockDb,
  type MockDb,
} from '../../mocks/db';
import { dropStaleAnnouncements } from '../../mocks/decorators';
import { empty, fail, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { navigationSpy } from '../../mocks/navigation';
import { asRole } from '../../mocks/role';
import { DocumentsPage } from './DocumentsPage';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

const meta = {
  title: 'Features/KYC/Documents',
  component: DocumentsPage,
  ...screenMeta({ shots: shots.screen, role: 'buyer' }),
} satisfies Meta<typeof DocumentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The buyer's companies, each with its documents: type, status, date and a download link. */
export const Buyer: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const rhine = await canvas.findByRole('grid', { name: 'Documents of Rhine Refining GmbH' });
    await waitFor(() => expect(within(rhine).getAllByRole('row')).toHaveLength(5));
    await expect(rhine).toHaveTextContent('Business License');
    await expect(rhine).toHaveTextContent('rejected');
    const link = within(rhine).getAllByRole('link')[0]!;
    await expect(link.getAttribute('href')).toMatch(/^\/api\/kyc-documents\/.+\/download$/);
    await expect(
      await canvas.findByRole('grid', { name: 'Documents of Nordic Fuels AB' }),
    ).toHaveTextContent('No documents uploaded yet');
    // A seller's company is not the buyer's to see.
    await expect(canvas.queryByText('Niger Delta Petroleum Ltd')).toBeNull();
  },
};

/** Filtering by status keeps only the matching documents. */
export const FilterByStatus: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    const rhine = await canvas.findByRole('grid', { name: 'Documents of Rhine Refining GmbH' });
    await waitFor(() => expect(within(rhine).getAllByRole('row')).toHaveLength(5));
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await page.findByRole('option', { name: 'approved' }));
    await waitFor(() => expect(within(rhine).getAllByRole('row')).toHaveLength(2));
    await expect(rhine).toHaveTextContent('approved');
    await expect(rhine).not.toHaveTextContent('rejected');
  },
};

/** Brokers see the companies' KYC documents only: the proof-of-product queue is the admins'. */
export const Broker: Story = {
  ...asRole('broker'),
  beforeEach: () => {
    resetMockDb(proofQueue());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('grid', { name: 'Documents of Rhine Refining GmbH' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Proof of product' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Proof of product' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'KYC documents' })).toBeNull();
    await expect(
      canvas.getByText('The KYC documents of your companies, in one place.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mockOverrides(slow('get', '/api/companies')),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  ...asRole('seller'),
  parameters: mockOverrides(empty('/api/companies')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No documents yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: mockOverrides(fail('get', '/api/companies/{id}/kyc-documents')),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The documents of Rhine Refining GmbH could not be loaded.'),
    ).toBeVisible();
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

/* Proof of product: the admins' review queue of offer documents. */

const at = (day: number) => new Date(Date.UTC(2024, 5, day, 9, 30)).toISOString();

/**
 * Two offers with proof of product waiting, oldest first: the Brent offer's inspection report and
 * storage receipt (both approved make it Verified supply), and the diesel offer's Q88.
 */
function proofQueue(): Partial<MockDb> {
  const brent = makeOffer({ productType: 'crude_oil_brent' });
  const diesel = makeOffer({
    productType: 'diesel',
    companyId: companyIds.atlantic,
    companyName: 'Atlantic Gulf Energy',
    volume: 15000,
    volumeUnit: 'MT',
    pricePerUnit: '705.00',
  });
  const uploaded = (day: number) => ({
    uploadedAt: at(day),
    createdAt: at(day),
    updatedAt: at(day),
  });
  return {
    offers: [brent, diesel],
    offerDocuments: [
      makeOfferDocument({
        offerId: brent.id,
        documentType: 'inspection_report',
        originalFileName: 'sgs-inspection-bonny.pdf',
        ...uploaded(3),
      }),
      makeOfferDocument({
        offerId: brent.id,
        documentType: 'storage_receipt',
        originalFileName: 'tank-receipt-bonny.pdf',
        fileSize: 96_200,
        ...uploaded(4),
      }),
      makeOfferDocument({
        offerId: diesel.id,
        documentType: 'q88',
        originalFileName: 'q88-mt-aurora.pdf',
        ...uploaded(5),
      }),
    ],
  };
}

const asAdminWithQueue = {
  ...asRole('admin'),
  beforeEach: () => {
    resetMockDb(proofQueue());
  },
};

const proofSection = () => page.findByRole('region', { name: 'Proof of product' });

/** The data rows of the queue's table of that review status, once it is shown. */
async function queueRows(status = 'Pending') {
  const table = await within(await proofSection()).findByRole('table', {
    name: `${status} offer documents`,
  });
  return within(table).getAllByRole('row').slice(1);
}

/** The row of a file, and its Review dialog opened. */
async function openReview(file: string) {
  const row = (await queueRows()).find((r) => r.textContent?.includes(file));
  await expect(row).toBeDefined();
  await userEvent.click(within(row!).getByRole('button', { name: `Review ${file}` }));
  const d = await page.findByRole('dialog', { name: 'Review Document' });
  await waitFor(() => expect(d).toBeVisible());
  return d;
}

const brentOffer = () => mockDb().offers.find((o) => o.productType === 'crude_oil_brent')!;
const offerDocument = (file: string) =>
  mockDb().offerDocuments.find((d) => d.originalFileName === file)!;

/** Chooses a review status in the queue's filter. */
async function showStatus(name: string) {
  const section = within(await proofSection());
  await userEvent.click(section.getByRole('button', { name: /Review status/ }));
  await userEvent.click(await page.findByRole('option', { name }));
  await waitFor(() =>
    expect(section.getByRole('button', { name: /Review status/ })).toHaveTextContent(name),
  );
}

/**
 * Admins: the proof-of-product queue above the KYC documents — product, seller company, document
 * type, the file to download, upload date, status and Review, oldest upload first.
 */
export const AdminProofOfProduct: Story = {
  ...asAdminWithQueue,
  play: async ({ canvas }) => {
    const section = within(await proofSection());
    await expect(
      section.getByRole('heading', { level: 2, name: 'Proof of product' }),
    ).toBeVisible();
    await expect(
      section.getByText(
        /inspection report and storage receipt are approved shows “Verified supply”/,
      ),
    ).toBeVisible();
    const rows = await queueRows();
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Brent Crude Oil');
    await expect(rows[0]).toHaveTextContent('Niger Delta Petroleum Ltd');
    await expect(rows[0]).toHaveTextContent('Inspection report (quality and quantity)');
    await expect(rows[0]).toHaveTextContent('pending');
    await expect(rows[1]).toHaveTextContent('Storage receipt');
    await expect(rows[2]).toHaveTextContent('Diesel');
    await expect(rows[2]).toHaveTextContent('Atlantic Gulf Energy');
    await expect(rows[2]).toHaveTextContent('Q88');
    const link = within(rows[0]!).getByRole('link', { name: 'sgs-inspection-bonny.pdf' });
    await expect(link).toHaveAttribute(
      'href',
      `/api/offer-documents/${offerDocument('sgs-inspection-bonny.pdf').id}/download`,
    );
    await expect(section.getByRole('status')).toHaveTextContent('Showing 1–3 of 3');
    // No second page: no pager.
    await expect(section.queryByRole('button', { name: 'Next' })).toBeNull();
    // The KYC documents follow under their own heading.
    await expect(canvas.getByRole('heading', { level: 2, name: 'KYC documents' })).toBeVisible();
    await expect(
      await canvas.findByRole('grid', { name: 'Documents of Rhine Refining GmbH' }),
    ).toBeVisible();
  },
};

/** Super admins get the same queue. */
export const SuperAdminProofOfProduct: Story = {
  ...asAdminWithQueue,
  ...asRole('super_admin'),
  parameters: { chromatic: shots.off },
  play: async () => {
    await expect(await queueRows()).toHaveLength(3);
  },
};

/**
 * Approving takes the document out of the pending queue; once the offer's inspection report and
 * storage receipt are both approved, the offer is Verified supply.
 */
export const Approve: Story = {
  ...asAdminWithQueue,
  parameters: { chromatic: shots.off },
  play: async () => {
    await expect(await queueRows()).toHaveLength(3);
    let d = await openReview('sgs-inspection-bonny.pdf');
    await expect(d).toHaveTextContent(
      'Inspection report (quality and quantity): sgs-inspection-bonny.pdf (Brent Crude Oil, Niger Delta Petroleum Ltd)',
    );
    await userEvent.click(within(d).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Review submitted');
    await expect(toast).toHaveTextContent('Document review has been recorded successfully');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Review Document' })).toBeNull());
    await waitFor(async () => expect(await queueRows()).toHaveLength(2));
    await expect(
      (await queueRows()).some((r) => r.textContent?.includes('sgs-inspection-bonny.pdf')),
    ).toBe(false);
    await expect(offerDocument('sgs-inspection-bonny.pdf').status).toBe('approved');
    // One of the two: not yet verified.
    await expect(brentOffer().verifiedSupply).toBe(false);

    d = await openReview('tank-receipt-bonny.pdf');
    await userEvent.click(within(d).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Review Document' })).toBeNull());
    await waitFor(async () => expect(await queueRows()).toHaveLength(1));
    await expect(await queueRows()).toSatisfy((rows: HTMLElement[]) =>
      Boolean(rows[0]?.textContent?.includes('q88-mt-aurora.pdf')),
    );
    await expect(offerDocument('tank-receipt-bonny.pdf').status).toBe('approved');
    await expect(brentOffer().verifiedSupply).toBe(true);
    dropStaleAnnouncements();
  },
};

/** Rejecting with notes: the row leaves the pending queue and is listed, with its notes, under Rejected. */
export const RejectWithNotes: Story = {
  ...asAdminWithQueue,
  parameters: { chromatic: shots.off },
  play: async () => {
    const d = await openReview('q88-mt-aurora.pdf');
    // No decision: the schema's message, nothing sent.
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    await expect(await within(d).findByText('Decision is required')).toBeVisible();
    await userEvent.click(within(d).getByRole('radio', { name: 'Reject' }));
    await userEvent.type(
      within(d).getByRole('textbox', { name: 'Review Notes' }),
      'Q88 is for another vessel',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Review submitted');
    await waitFor(async () => expect(await queueRows()).toHaveLength(2));
    const doc = offerDocument('q88-mt-aurora.pdf');
    await expect(doc.status).toBe('rejected');
    await expect(doc.reviewNotes).toBe('Q88 is for another vessel');
    await showStatus('Rejected');
    const rows = await queueRows('Rejected');
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('q88-mt-aurora.pdf');
    await expect(rows[0]).toHaveTextContent('rejected');
    await expect(rows[0]).toHaveTextContent('Q88 is for another vessel');
    dropStaleAnnouncements();
  },
};

/** The review write fails: 'Review failed' with the server's message; the dialog and the row stay. */
export const ReviewFails: Story = {
  ...asAdminWithQueue,
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(
      fail('put', '/api/offer-documents/{id}/review', 500, 'The review could not be recorded'),
    ),
  },
  play: async () => {
    const d = await openReview('sgs-inspection-bonny.pdf');
    await userEvent.click(within(d).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Review failed');
    await expect(toast).toHaveTextContent('The review could not be recorded');
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'The review could not be recorded',
    );
    await expect(d).toBeVisible();
    await expect(await queueRows()).toHaveLength(3);
    await expect(offerDocument('sgs-inspection-bonny.pdf').status).toBe('pending');
    dropStaleAnnouncements();
  },
};

/** Without the server's message, the fallback text. */
export const ReviewFailsBare: Story = {
  ...asAdminWithQueue,
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(
      http.put('*/api/offer-documents/:id/review', () => new HttpResponse(null, { status: 502 })),
    ),
  },
  play: async () => {
    const d = await openReview('q88-mt-aurora.pdf');
    await userEvent.click(within(d).getByRole('radio', { name: 'Reject' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Review failed');
    await expect(toast).toHaveTextContent('Failed to submit review.');
    dropStaleAnnouncements();
  },
};

/** The review status filter: approved documents with their notes; an empty state per status. */
export const ReviewStatusFilter: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    const db = proofQueue();
    const [inspection] = db.offerDocuments!;
    Object.assign(inspection!, {
      status: 'approved',
      reviewNotes: 'Quantity matches the tank gauge',
      reviewedAt: at(6),
    });
    resetMockDb(db);
  },
  play: async () => {
    await expect(await queueRows()).toHaveLength(2);
    await showStatus('Approved');
    const rows = await queueRows('Approved');
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('sgs-inspection-bonny.pdf');
    await expect(rows[0]).toHaveTextContent('approved');
    await expect(rows[0]).toHaveTextContent('Quantity matches the tank gauge');
    await showStatus('Rejected');
    await expect(
      await within(await proofSection()).findByText('No rejected offer documents'),
    ).toBeVisible();
  },
};

/** More than a page: the total drives the pager. */
export const Pagination: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    const db = proofQueue();
    const offerId = db.offers![0]!.id;
    resetMockDb({
      ...db,
      offerDocuments: Array.from({ length: 21 }, (_, i) =>
        makeOfferDocument({
          offerId,
          documentType: 'other',
          originalFileName: `survey-${String(i + 1).padStart(2, '0')}.pdf`,
          uploadedAt: new Date(Date.UTC(2024, 5, 1, 8, i)).toISOString(),
        }),
      ),
    });
  },
  play: async () => {
    const section = within(await proofSection());
    await expect(await queueRows()).toHaveLength(20);
    await expect(section.getByRole('status')).toHaveTextContent('Showing 1–20 of 21');
    await expect(section.getByText('Page 1 of 2')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(section.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(section.getByText('Page 2 of 2')).toBeVisible());
    const rows = await queueRows();
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('survey-21.pdf');
    await expect(section.getByRole('status')).toHaveTextContent('Showing 21–21 of 21');
    await expect(section.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Nothing waiting. */
export const ProofOfProductEmpty: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await expect(
      await within(await proofSection()).findByText('No offer documents awaiting review'),
    ).toBeVisible();
  },
};

export const ProofOfProductLoading: Story = {
  ...asAdminWithQueue,
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(slow('get', '/api/offer-documents')),
  },
  play: async () => {
    const section = await proofSection();
    await expect(section.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(section).getByText('Loading offer documents')).toBeInTheDocument();
  },
};

export const ProofOfProductLoadError: Story = {
  ...asAdminWithQueue,
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(fail('get', '/api/offer-documents')),
  },
  play: async () => {
    const section = within(await proofSection());
    await expect(await section.findByRole('alert')).toHaveTextContent(
      'The offer documents could not be loaded',
    );
    await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Try again after a failed load: the queue shows. */
export const ProofOfProductRetry: Story = {
  ...asAdminWithQueue,
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(
      http.get(
        '*/api/offer-documents',
        () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
        { once: true },
      ),
    ),
  },
  play: async () => {
    const section = within(await proofSection());
    await expect(await section.findByRole('alert')).toHaveTextContent(
      'The offer documents could not be loaded',
    );
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await queueRows()).toHaveLength(3));
    await expect(section.queryByRole('alert')).toBeNull();
  },
};
