import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeDeal, makeOffer, makeOfferDocument, mockDb, resetMockDb } from '../../../mocks/db';
import {
  currentPath,
  dropStaleAnnouncements,
  withRoutePattern,
  withUnauthorizedQueries,
} from '../../../mocks/decorators';
import { fail, mockOverrides, signedOut, slow } from '../../../mocks/handlers';
import { usersByRole } from '../../../mocks/users';
import { SellerDashboard } from './SellerDashboard';
import { contractReason } from './parts';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../../mocks/screen-meta';

const withDashboardRoute = withRoutePattern('/seller-dashboard/:tab?');
const path = currentPath;

/**
 * The demo seller's book on a fixed clock: offers dated far ahead (one on request, one inactive), and
 * sales in three states, one locked so that its buyer is named.
 */
function sellersBook() {
  const seller = usersByRole.seller.id;
  const at = (day: number) => new Date(Date.UTC(2024, 5, day, 9, 45)).toISOString();
  const offers = [
    makeOffer({
      productType: 'diesel',
      volume: 15000,
      volumeUnit: 'MT',
      pricePerUnit: '705.00',
      deliveryDate: '2031-03-01',
      createdAt: at(6),
    }),
    makeOffer({
      productType: 'crude_oil_brent',
      volume: 600000,
      volumeUnit: 'bbl',
      pricePerUnit: '81.90',
      deliveryDate: '2031-04-01',
      createdAt: at(5),
    }),
    makeOffer({
      productType: 'natural_gas',
      volume: 3400000,
      volumeUnit: 'MMBtu',
      pricePerUnit: null,
      deliveryDate: null,
      createdAt: at(4),
    }),
    makeOffer({
      productType: 'jet_fuel',
      volume: 8000,
      volumeUnit: 'MT',
      pricePerUnit: '760.00',
      deliveryDate: '2031-05-01',
      isActive: false,
      createdAt: at(3),
    }),
  ];
  const deals = [
    makeDeal({
      sellerId: seller,
      offerId: offers[0]!.id,
      productType: 'diesel',
      volume: 5000,
      volumeUnit: 'MT',
      pricePerUnit: '700.00',
      status: 'negotiation',
      createdAt: at(7),
    }),
    makeDeal({
      sellerId: seller,
      productType: 'crude_oil_brent',
      volume: 500000,
      pricePerUnit: '80.10',
      status: 'shipped',
      lockedAt: at(2),
      createdAt: at(2),
    }),
    makeDeal({
      sellerId: seller,
      productType: 'gasoline',
      volume: 12000,
      volumeUnit: 'MT',
      pricePerUnit: '820.00',
      status: 'completed',
      lockedAt: at(1),
      createdAt: at(1),
    }),
  ];
  return { offers, deals };
}

const meta = {
  title: 'Features/Dashboards/Seller Dashboard',
  component: SellerDashboard,
  ...screenMeta({
    decorators: [withDashboardRoute],
    shots: shots.screen,
    route: '/seller-dashboard',
    role: 'seller',
    beforeEach: () => {
      resetMockDb(sellersBook());
    },
  }),
} satisfies Meta<typeof SellerDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const table = async (name: string) =>
  within(await page.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1);

/** Overview: the four figures from the seller's read models, recent offers and the deal pipeline. */
export const Overview: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Seller Dashboard' }),
    ).toBeVisible();
    // Total Sold: the completed sale only (12,000 MT × 820); the shipped one is committed, the one in
    // negotiation neither. No commission: it is the broker's.
    await expect(await page.findByText('$9,840,000')).toBeVisible();
    await expect(await page.findByText('$40,050,000 committed in locked deals')).toBeVisible();
    await expect(page.queryByText(/commission/i)).toBeNull();
    await expect(await table('Recent offers')).toHaveLength(4);
    await expect(await table('Deal pipeline')).toHaveLength(3);
    await expect(page.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  },
};

export const Loading: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(
      slow('get', '/api/seller/metrics'),
      slow('get', '/api/seller/offers'),
      slow('get', '/api/seller/deals'),
    ),
  },
};

export const Empty: Story = {
  beforeEach: () => {
    resetMockDb({ offers: [], deals: [] });
  },
  play: async () => {
    await expect(await page.findByText('No offers yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post your first offer' })).toHaveAttribute(
      'href',
      '/my-offers',
    );
    await expect(await page.findByText('No deals yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(fail('get', '/api/seller/metrics'), fail('get', '/api/seller/deals')),
  },
  play: async () => {
    await expect(
      await page.findByText('The figures could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
    await expect(
      await page.findByText('Your deals could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
  },
};

/** §8: the logged-out toast, then sign-in after 500 ms. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(
      signedOut('get', '/api/seller/metrics'),
      signedOut('get', '/api/seller/offers'),
      signedOut('get', '/api/seller/deals'),
    ),
  },
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
  },
};

/** The tab is in the path; the default one is left out. */
export const TabsInThePath: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await userEvent.click(await page.findByRole('tab', { name: 'Deals' }));
    await waitFor(() => expect(path()).toBe('/seller-dashboard/deals'));
    await userEvent.click(page.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(path()).toBe('/seller-dashboard'));
  },
};

/** Offers: every offer with its state (and Verified supply); View, Edit, Upload Docs, Create New Offer. */
export const Offers: Story = {
  parameters: { route: '/seller-dashboard/offers' },
  beforeEach: () => {
    const book = sellersBook();
    book.offers[1]!.verifiedSupply = true;
    resetMockDb(book);
  },
  play: async () => {
    const rows = await table('My offers');
    await expect(rows).toHaveLength(4);
    await expect(rows[2]!).toHaveTextContent('Price on request');
    await expect(rows[1]!).toHaveTextContent('Verified supply');
    await expect(rows[0]!).not.toHaveTextContent('Verified supply');
    await expect(within(rows[0]!).getByRole('button', { name: 'Upload Docs' })).toBeEnabled();
    // docs/product.md#unit-policy: the offer's own unit and price, as My Offers shows them; MT under.
    await expect(rows[1]!).toHaveTextContent('600,000 bbl');
    await expect(rows[1]!).toHaveTextContent('$81.90 / bbl');
    await expect(rows[1]!).toHaveTextContent('≈ 80,000 MT');
    await expect(rows[1]!).toHaveTextContent('≈ $614.25 / MT');
    await expect(rows[0]!).toHaveTextContent('15,000 MT');
    await expect(rows[0]!).not.toHaveTextContent('≈');
  },
};

/**
 * Upload Docs: the offer's proof of product — what is on file with its review, what Verified supply
 * still needs, and one more document uploaded as the type it defaults to.
 */
export const UploadDocs: Story = {
  parameters: { route: '/seller-dashboard/offers', chromatic: shots.off },
  beforeEach: () => {
    const book = sellersBook();
    resetMockDb({
      ...book,
      offerDocuments: [
        makeOfferDocument({
          offerId: book.offers[0]!.id,
          documentType: 'inspection_report',
          originalFileName: 'sgs-q-and-q.pdf',
          status: 'approved',
        }),
      ],
    });
  },
  play: async () => {
    const [first] = await table('My offers');
    await userEvent.click(within(first!).getByRole('button', { name: 'Upload Docs' }));
    const d = await page.findByRole('dialog', { name: 'Proof of product · Diesel' });
    await waitFor(() =>
      expect(
        within(d).getByText('Still needed for Verified supply: an approved storage receipt.'),
      ).toBeVisible(),
    );
    await expect(
      within(d).getByRole('list', { name: 'Documents on this offer' }),
    ).toHaveTextContent(/Inspection report.*approved.*sgs-q-and-q\.pdf/);
    // The type defaults to what Verified supply still needs.
    await expect(within(d).getByRole('button', { name: /Document type/ })).toHaveTextContent(
      'Storage receipt',
    );
    await userEvent.upload(
      d.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.4 tank receipt'], 'tank-receipt.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Upload document' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      /Document uploaded successfully.*Storage receipt submitted for review/,
    );
    await waitFor(() =>
      expect(within(d).getByRole('list', { name: 'Documents on this offer' })).toHaveTextContent(
        /tank-receipt\.pdf/,
      ),
    );
    await expect(mockDb().offerDocuments[0]).toMatchObject({
      documentType: 'storage_receipt',
      status: 'pending',
    });
    dropStaleAnnouncements();
  },
};

export const ViewAnOffer: Story = {
  parameters: { route: '/seller-dashboard/offers', chromatic: shots.off },
  play: async () => {
    const [first] = await table('My offers');
    await userEvent.click(within(first!).getByRole('button', { name: 'View' }));
    const d = await page.findByRole('dialog', { name: 'Diesel' });
    await expect(d).toHaveTextContent('15,000 MT');
    await expect(d).not.toHaveTextContent('Niger Delta');
  },
};

export const EditAnOffer: Story = {
  parameters: { route: '/seller-dashboard/offers', chromatic: shots.off },
  play: async () => {
    const [first] = await table('My offers');
    await userEvent.click(within(first!).getByRole('button', { name: 'Edit' }));
    const d = await page.findByRole('dialog', { name: 'Edit Offer' });
    const price = within(d).getByRole('textbox', { name: /^Price per unit/ });
    await waitFor(() => expect(price).toHaveValue('705'));
    await userEvent.clear(price);
    await userEvent.type(price, '699.5');
    await userEvent.click(within(d).getByRole('button', { name: 'Save Changes' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Offer Updated');
    await expect(mockDb().offers[0]!.pricePerUnit).toBe('699.50');
    await waitFor(async () => expect((await table('My offers'))[0]!).toHaveTextContent('$699.50'));
    dropStaleAnnouncements();
  },
};

export const CreateNewOffer: Story = {
  parameters: { route: '/seller-dashboard/offers', chromatic: shots.off },
  play: async () => {
    await table('My offers');
    await userEvent.click(page.getByRole('button', { name: 'Create New Offer' }));
    const d = await page.findByRole('dialog', { name: 'Create Offer' });
    await userEvent.click(within(d).getByRole('button', { name: /Product/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Heating Oil' }));
    await userEvent.type(within(d).getByRole('textbox', { name: /^Volume\b/ }), '4200');
    await userEvent.click(within(d).getByRole('button', { name: 'Create Offer' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Offer Created');
    await waitFor(async () => expect(await table('My offers')).toHaveLength(5));
    dropStaleAnnouncements();
  },
};

/** Deals: the buyer anonymous until the lock, no commission, Details to the deal page, Contract disabled. */
export const Deals: Story = {
  parameters: { route: '/seller-dashboard/deals' },
  play: async () => {
    const rows = await table('Deal tracking');
    await expect(rows).toHaveLength(3);
    await expect(page.queryByRole('columnheader', { name: /commission/i })).toBeNull();
    await expect(rows[0]!).toHaveTextContent('Anonymous buyer');
    await expect(rows[1]!).toHaveTextContent('Nordic Fuels AB');
    await expect(within(rows[0]!).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      `/deals/${mockDb().deals[0]!.id}`,
    );
    await expect(within(rows[0]!).getByRole('button', { name: 'Contract' })).toBeDisabled();
    // A locked deal's contract is on its page, to read and sign.
    await expect(within(rows[1]!).getByRole('link', { name: 'Contract' })).toHaveAttribute(
      'href',
      `/deals/${mockDb().deals[1]!.id}#contract`,
    );
    await expect(page.getByText(new RegExp(contractReason))).toBeVisible();
  },
};

/** The offers and deals tabs in their other states: empty (what to do next) and failed. */
export const OffersEmpty: Story = {
  parameters: { route: '/seller-dashboard/offers', chromatic: shots.off },
  beforeEach: () => {
    resetMockDb({ ...sellersBook(), offers: [] });
  },
  play: async () => {
    await expect(await page.findByText('No offers yet')).toBeVisible();
    const create = page.getByRole('button', { name: 'Create New Offer' });
    await waitFor(() => expect(create).toBeEnabled());
  },
};

export const OffersLoadError: Story = {
  parameters: {
    route: '/seller-dashboard/offers',
    chromatic: shots.off,
    ...mockOverrides(fail('get', '/api/seller/offers')),
  },
  play: async () => {
    await expect(
      await page.findByText('Your offers could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
  },
};

/** A seller without a KYC-approved company reads why Create New Offer is disabled. */
export const OffersKycBlocked: Story = {
  parameters: { route: '/seller-dashboard/offers', chromatic: shots.off },
  beforeEach: () => {
    const book = sellersBook();
    resetMockDb({
      ...book,
      companies: mockDb().companies.map((c) =>
        c.ownerId === usersByRole.seller.id ? { ...c, kycStatus: 'pending' } : c,
      ),
    });
  },
  play: async () => {
    await expect(await page.findByText('You cannot post offers yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create New Offer' })).toBeDisabled();
  },
};

export const DealsEmpty: Story = {
  parameters: { route: '/seller-dashboard/deals', chromatic: shots.off },
  beforeEach: () => {
    resetMockDb({ ...sellersBook(), deals: [] });
  },
  play: async () => {
    await expect(await page.findByText('No deals found')).toBeVisible();
  },
};

export const DealsLoadError: Story = {
  parameters: {
    route: '/seller-dashboard/deals',
    chromatic: shots.off,
    ...mockOverrides(fail('get', '/api/seller/deals')),
  },
  play: async () => {
    await expect(
      await page.findByText('Your deals could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
  },
};

export const Insights: Story = {
  parameters: { route: '/seller-dashboard/insights', chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByText(/priced 3.1 % above the market/)).toBeVisible();
  },
};

export const Documents: Story = {
  parameters: { route: '/seller-dashboard/documents', chromatic: shots.desktopOnly },
  play: async () => {
    // The seller's companies to choose from, and the chosen one's documents (the demo seller's first).
    await expect(await page.findByRole('button', { name: /Company/ })).toBeVisible();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Upload KYC documents' }),
    ).toBeVisible();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Uploaded documents' }),
    ).toBeVisible();
  },
};

export const Notifications: Story = {
  parameters: { route: '/seller-dashboard/notifications', chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByRole('list', { name: 'Notifications' })).toBeVisible();
  },
};
