import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companyIds, makeDocument, mockDb, resetMockDb } from '../../mocks/db';
import { dropStaleAnnouncements, withUnauthorizedQueries } from '../../mocks/decorators';
import { fail, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { navigationSpy } from '../../mocks/navigation';
import { asRole } from '../../mocks/role';
import { CompanyPage } from './CompanyPage';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

/** The page reads its company id from the path, as in the app's router. */
const withCompanyRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/companies/:id" element={<Story />} />
  </Routes>
);

/** Two reviewed documents of Niger Delta Petroleum (the seller's approved company). */
function seedNigerDeltaDocuments() {
  mockDb().documents.push(
    makeDocument({
      companyId: companyIds.nigerDelta,
      documentType: 'business_license',
      originalFileName: 'niger-delta-licence.pdf',
      status: 'approved',
      reviewedAt: '2024-05-01T09:00:00.000Z',
    }),
    makeDocument({
      companyId: companyIds.nigerDelta,
      documentType: 'tax_certificate',
      originalFileName: 'tax-2023.pdf',
      status: 'rejected',
      reviewNotes: 'The certificate expired in March.',
      reviewedAt: '2024-04-30T15:30:00.000Z',
    }),
  );
}

const meta = {
  title: 'Features/Companies/Company page',
  component: CompanyPage,
  ...screenMeta({
    decorators: [withCompanyRoute],
    shots: shots.screen,
    route: `/companies/${companyIds.nigerDelta}`,
    role: 'admin',
    beforeEach: () => {
      resetMockDb();
      seedNigerDeltaDocuments();
    },
  }),
} satisfies Meta<typeof CompanyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const decisions = async () =>
  within(await page.findByRole('list', { name: 'KYC decisions' })).getAllByRole('listitem');

/**
 * An admin on an approved company: details, the documents with their states (a rejected one with its
 * notes), the deals it is a party to with both sides named, and its KYC decisions, newest first.
 */
export const Admin: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Niger Delta Petroleum Ltd' }),
    ).toBeVisible();
    await expect(await page.findByText('100% complete')).toBeVisible();
    const documents = await page.findByRole('grid', { name: 'Documents' });
    await expect(within(documents).getByText('niger-delta-licence.pdf')).toBeVisible();
    await expect(within(documents).getByText('The certificate expired in March.')).toBeVisible();
    await expect(within(documents).getAllByText('Not uploaded')).toHaveLength(2);
    const deals = await page.findByRole('grid', { name: 'Deals of Niger Delta Petroleum Ltd' });
    await waitFor(() =>
      expect(within(deals).getAllByRole('link', { name: /^PB-2024-/ }).length).toBeGreaterThan(0),
    );
    await expect(within(deals).getAllByText('Nordic Fuels AB').length).toBeGreaterThan(0);
    const [newest, second, third] = await decisions();
    await expect(newest).toHaveTextContent('Company KYC: under review → approved');
    await expect(newest).toHaveTextContent('Amara Okafor (Broker)');
    await expect(second).toHaveTextContent('Business License: pending → approved');
    await expect(third).toHaveTextContent('Tax Certificate: pending → rejected');
    await expect(third).toHaveTextContent('The certificate expired in March.');
    await expect(
      page.getByRole('link', { name: 'Open in KYC Document Verification' }),
    ).toHaveAttribute('href', `/kyc-workflow?company=${companyIds.nigerDelta}`);
  },
};

/**
 * The owner (a seller): the same page, and their deals as the identity rules show them — the buyer
 * stays anonymous until the trade is locked.
 */
export const Owner: Story = {
  ...asRole('seller'),
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Niger Delta Petroleum Ltd' }),
    ).toBeVisible();
    const deals = await page.findByRole('grid', { name: 'Deals of Niger Delta Petroleum Ltd' });
    await waitFor(() =>
      expect(within(deals).getAllByText('Anonymous buyer').length).toBeGreaterThan(0),
    );
    await expect(await decisions()).toHaveLength(3);
  },
};

/** A broker on a company awaiting review: its documents and decisions, no deal of theirs yet. */
export const BrokerOnReviewQueue: Story = {
  ...asRole('broker'),
  parameters: { route: `/companies/${companyIds.rhine}`, chromatic: shots.desktopOnly },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Rhine Refining GmbH' }),
    ).toBeVisible();
    await expect(await page.findByText('No deals yet')).toBeVisible();
    await expect(await decisions()).toHaveLength(2);
    await expect(
      page.queryByRole('link', { name: 'Open in KYC Document Verification' }),
    ).toBeNull();
  },
};

/**
 * A broker asks the owner to upload a document again: the reason is required; then the toast, the
 * request on the document, and the request at the top of the history.
 */
export const BrokerRequestsReupload: Story = {
  ...asRole('broker'),
  parameters: { route: `/companies/${companyIds.rhine}`, chromatic: shots.off },
  play: async () => {
    const documents = await page.findByRole('grid', { name: 'Documents' });
    await userEvent.click(
      await within(documents).findByRole('button', {
        name: 'Request re-upload of Business License',
      }),
    );
    const d = await page.findByRole('dialog', { name: 'Request Re-upload' });
    await waitFor(() => expect(d).toBeVisible());
    await userEvent.click(within(d).getByRole('button', { name: 'Request Re-upload' }));
    await expect(await within(d).findByText('Reason is required')).toBeVisible();
    await userEvent.type(within(d).getByRole('textbox', { name: /Reason/ }), 'Expired stamp.');
    await userEvent.click(within(d).getByRole('button', { name: 'Request Re-upload' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Re-upload requested');
    await waitFor(() =>
      expect(within(documents).getByText('Re-upload requested: Expired stamp.')).toBeVisible(),
    );
    await waitFor(async () =>
      expect((await decisions())[0]).toHaveTextContent('Business License: re-upload requested'),
    );
    await expect((await decisions())[0]).toHaveTextContent('Amara Okafor (Broker)');
    dropStaleAnnouncements();
  },
};

/** The owner's view of an expired document and of a re-upload request, with its reason. */
export const ExpiredAndReuploadRequested: Story = {
  ...asRole('seller'),
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    mockDb().documents.push(
      makeDocument({
        companyId: companyIds.nigerDelta,
        documentType: 'insurance_certificate',
        status: 'approved',
        expiresAt: '2026-06-30',
      }),
      makeDocument({
        companyId: companyIds.nigerDelta,
        documentType: 'bank_statement',
        status: 'under_review',
        reuploadReason: 'Two months only: send the last three.',
        reuploadRequestedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
  },
  play: async () => {
    const documents = await page.findByRole('grid', { name: 'Documents' });
    await expect(await within(documents).findByText('Expired on Jun 30, 2026')).toBeVisible();
    await expect(within(documents).getByText('expired')).toBeVisible();
    await expect(within(documents).getByText('re-upload requested')).toBeVisible();
    await expect(
      within(documents).getByText('Re-upload requested: Two months only: send the last three.'),
    ).toBeVisible();
    // Only brokers and admins ask for re-uploads.
    await expect(within(documents).queryByRole('button', { name: /Request re-upload/ })).toBeNull();
  },
};

/** A company nobody has decided on yet: no decisions, no deals, nothing uploaded. */
export const EmptyHistory: Story = {
  ...asRole('seller'),
  parameters: { route: `/companies/${companyIds.sahara}` },
  play: async () => {
    await expect(await page.findByText('No KYC decisions yet')).toBeVisible();
    await expect(await page.findByText('No deals yet')).toBeVisible();
    const documents = await page.findByRole('grid', { name: 'Documents' });
    await expect(within(documents).getAllByText('Not uploaded')).toHaveLength(4);
  },
};

export const Loading: Story = {
  parameters: {
    ...mockOverrides(slow('get', '/api/companies/{id}')),
    chromatic: shots.desktopOnly,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(page.getByRole('link', { name: 'Company Management' })).toHaveAttribute(
      'href',
      '/companies',
    );
  },
};

/** Someone else's company (a buyer opening the seller's): a clear message and the way back. */
export const NotFound: Story = {
  ...asRole('buyer'),
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    ...mockOverrides(fail('get', '/api/companies/{id}')),
    chromatic: shots.desktopOnly,
  },
  play: async () => {
    await expect(await page.findByText('The company could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The history alone fails: the rest of the page stands, the history offers Try again. */
export const HistoryError: Story = {
  parameters: {
    ...mockOverrides(fail('get', '/api/companies/{id}/kyc-history')),
    chromatic: shots.desktopOnly,
  },
  play: async () => {
    await expect(await page.findByText('The KYC history could not be loaded')).toBeVisible();
    await expect(await page.findByRole('grid', { name: 'Documents' })).toBeVisible();
  },
};

/** Signed out mid-way (§8): the logged-out toast, then sign-in. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: { chromatic: shots.off, ...mockOverrides(signedOut('get', '/api/companies/{id}')) },
  play: async () => {
    await waitFor(() =>
      expect(page.getByRole('alertdialog')).toHaveTextContent(
        'Unauthorized: You are logged out. Logging in again...',
      ),
    );
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};
