import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeDeal, makeOffer, makeRfq, mockDb, resetMockDb } from '../../../mocks/db';
import {
  currentPath,
  dropStaleAnnouncements,
  withRoutePattern,
  withUnauthorizedQueries,
} from '../../../mocks/decorators';
import { fail, mockOverrides, signedOut, slow } from '../../../mocks/handlers';
import { selectOption, typeDate } from '../../../mocks/listing-screen';
import { usersByRole } from '../../../mocks/users';
import { BuyerDashboard } from './BuyerDashboard';
import { contractReason } from './parts';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../../mocks/screen-meta';

const withDashboardRoute = withRoutePattern('/buyer-dashboard/:tab?');
const path = currentPath;

/**
 * The demo buyer's book on a fixed clock: two open RFQs that sellers' offers match (diesel and Brent),
 * one closed; a natural gas offer that matches nothing; purchases in three states, one locked so that
 * its seller is named.
 */
function buyersBook() {
  const buyer = usersByRole.buyer.id;
  const at = (day: number) => new Date(Date.UTC(2024, 5, day, 9, 45)).toISOString();
  const rfqs = [
    makeRfq({
      productType: 'diesel',
      volume: 10000,
      volumeUnit: 'MT',
      maxPricePerUnit: '720.00',
      deliveryLocation: 'Gothenburg',
      requiredDeliveryDate: '2031-06-01',
      createdAt: at(6),
    }),
    makeRfq({
      productType: 'crude_oil_brent',
      volume: 500000,
      volumeUnit: 'bbl',
      maxPricePerUnit: '82.00',
      deliveryLocation: 'Rotterdam',
      requiredDeliveryDate: '2031-05-01',
      createdAt: at(5),
    }),
    makeRfq({
      productType: 'jet_fuel',
      volume: 5000,
      volumeUnit: 'MT',
      maxPricePerUnit: '700.00',
      requiredDeliveryDate: '2031-07-01',
      isActive: false,
      createdAt: at(4),
    }),
  ];
  const offers = [
    makeOffer({
      productType: 'diesel',
      volume: 15000,
      volumeUnit: 'MT',
      pricePerUnit: '705.00',
      deliveryLocation: 'Lagos',
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
  ];
  const deals = [
    makeDeal({
      buyerId: buyer,
      rfqId: rfqs[0]!.id,
      productType: 'diesel',
      volume: 5000,
      volumeUnit: 'MT',
      pricePerUnit: '700.00',
      status: 'negotiation',
      createdAt: at(7),
    }),
    makeDeal({
      buyerId: buyer,
      productType: 'crude_oil_brent',
      volume: 500000,
      pricePerUnit: '80.10',
      status: 'shipped',
      lockedAt: at(2),
      createdAt: at(2),
    }),
    makeDeal({
      buyerId: buyer,
      productType: 'gasoline',
      volume: 12000,
      volumeUnit: 'MT',
      pricePerUnit: '820.00',
      status: 'completed',
      lockedAt: at(1),
      createdAt: at(1),
    }),
  ];
  return { rfqs, offers, deals };
}

const meta = {
  title: 'Features/Dashboards/Buyer Dashboard',
  component: BuyerDashboard,
  ...screenMeta({
    decorators: [withDashboardRoute],
    shots: shots.screen,
    route: '/buyer-dashboard',
    role: 'buyer',
    beforeEach: () => {
      resetMockDb(buyersBook());
    },
  }),
} satisfies Meta<typeof BuyerDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const table = async (name: string) =>
  within(await page.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1);

/** Overview: the four figures from the buyer's read models, recent RFQs and matched offers. */
export const Overview: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Buyer Dashboard' }),
    ).toBeVisible();
    // Spent: the completed purchase only (9,840,000); the shipped one is committed, the one in
    // negotiation neither (docs/product.md#figures).
    await expect(await page.findByText('$9,840,000')).toBeVisible();
    await expect(page.getByText('$40,050,000 committed in locked deals')).toBeVisible();
    await expect(await table('Recent RFQs')).toHaveLength(3);
    const matches = await table('Matched offers');
    await expect(matches).toHaveLength(2);
    await expect(matches[0]!).toHaveTextContent(/Brent.*Verified seller · Nigeria.*96 % match/);
    await expect(matches[1]!).toHaveTextContent(/Diesel.*92 % match/);
    await expect(
      await page.findByRole('heading', { level: 2, name: 'AI Seller Recommendations' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  },
};

export const Loading: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(
      slow('get', '/api/buyer/metrics'),
      slow('get', '/api/buyer/rfqs'),
      slow('get', '/api/buyer/matched-offers'),
      slow('get', '/api/buyer/ai-insights'),
    ),
  },
};

/** A new buyer: every panel says what to do next. */
export const Empty: Story = {
  beforeEach: () => {
    resetMockDb({ rfqs: [], offers: [], deals: [] });
  },
  play: async () => {
    await expect(await page.findByText('No RFQs yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create your first RFQ' })).toHaveAttribute(
      'href',
      '/buyer-dashboard/rfqs',
    );
    await expect(await page.findByText('No matching offers yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(fail('get', '/api/buyer/metrics'), fail('get', '/api/buyer/matched-offers')),
  },
  play: async () => {
    await expect(
      await page.findByText('The figures could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
    await expect(
      await page.findByText(
        'The matched offers could not be loaded. Reload the page to try again.',
      ),
    ).toBeVisible();
  },
};

/** §8: the logged-out toast, then sign-in after 500 ms. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(
      signedOut('get', '/api/buyer/metrics'),
      signedOut('get', '/api/buyer/rfqs'),
      signedOut('get', '/api/buyer/matched-offers'),
    ),
  },
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
  },
};

/** The tab is in the path; the default one is left out; arrow keys move between tabs. */
export const TabsInThePath: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await userEvent.click(await page.findByRole('tab', { name: 'RFQs' }));
    await waitFor(() => expect(path()).toBe('/buyer-dashboard/rfqs'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(path()).toBe('/buyer-dashboard/deals'));
    await userEvent.click(page.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(path()).toBe('/buyer-dashboard'));
  },
};

/** RFQs: every RFQ with its state and match count; View, Matches, Edit and Create New RFQ work. */
export const Rfqs: Story = {
  parameters: { route: '/buyer-dashboard/rfqs' },
  play: async () => {
    const rows = await table('My RFQs');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]!).toHaveTextContent(/Diesel.*10,000 MT.*\$720\.00 \/ MT.*Gothenburg/);
    await expect(rows[0]!).toHaveTextContent(/negotiation/i);
    await expect(rows[1]!).toHaveTextContent(/matched/i);
    // docs/product.md#unit-policy: a barrel RFQ in barrels, MT under it (500,000 ÷ 7.5; 82 × 7.5).
    await expect(rows[1]!).toHaveTextContent(
      /500,000 bbl.*≈ 66,667 MT.*\$82\.00 \/ bbl.*≈ \$615\.00 \/ MT/,
    );
    await expect(rows[2]!).toHaveTextContent(/expired/i);
    // Enabled once the buyer's companies (the KYC gate) are in, which may follow the RFQs.
    const create = await page.findByRole('button', { name: 'Create New RFQ' });
    await waitFor(() => expect(create).toBeEnabled());
  },
};

export const ViewAnRfq: Story = {
  parameters: { route: '/buyer-dashboard/rfqs', chromatic: shots.off },
  play: async () => {
    const [first] = await table('My RFQs');
    await userEvent.click(within(first!).getByRole('button', { name: 'View' }));
    const d = await page.findByRole('dialog', { name: 'Diesel' });
    await expect(d).toHaveTextContent('10,000 MT');
    await expect(d).toHaveTextContent('EN 590, 10 ppm sulphur');
    await expect(d).not.toHaveTextContent('Nordic Fuels');
  },
};

/** A barrel RFQ's matches in their own unit and price, MT under them (docs/product.md#unit-policy). */
export const MatchesInTheirOwnUnit: Story = {
  parameters: { route: '/buyer-dashboard/rfqs', chromatic: shots.off },
  play: async () => {
    const rows = await table('My RFQs');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Matches' }));
    const d = await page.findByRole('dialog', { name: 'Matches for Brent Crude Oil' });
    await expect(d).toHaveTextContent('your RFQ of 500,000 bbl at most $82.00 / bbl');
    const list = await within(d).findByRole('list', { name: 'Matching offers' });
    const [brent] = within(list).getAllByRole('listitem');
    await expect(brent!).toHaveTextContent('600,000 bbl · $81.90 / bbl');
    await expect(brent!).toHaveTextContent('≈ 80,000 MT · $614.25 / MT');
  },
};

/** Matches: the offers that fit this RFQ alone, with their score; Create Deal sends a proposal. */
export const MatchesAndCreateDeal: Story = {
  parameters: { route: '/buyer-dashboard/rfqs', chromatic: shots.off },
  play: async () => {
    const [first] = await table('My RFQs');
    await userEvent.click(within(first!).getByRole('button', { name: 'Matches' }));
    const d = await page.findByRole('dialog', { name: 'Matches for Diesel' });
    const list = await within(d).findByRole('list', { name: 'Matching offers' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]!).toHaveTextContent(/92 % match.*15,000 MT · \$705\.00 \/ MT.*Lagos/);
    const before = mockDb().deals.length;
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Create Deal' }));
    const form = await page.findByRole('dialog', { name: 'Create Deal' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send Proposal' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      /Deal Created.*Your deal proposal has been sent to the seller/,
    );
    await waitFor(() => expect(mockDb().deals).toHaveLength(before + 1));
    dropStaleAnnouncements();
  },
};

export const NoMatches: Story = {
  parameters: { route: '/buyer-dashboard/rfqs', chromatic: shots.off },
  beforeEach: () => {
    const book = buyersBook();
    resetMockDb({ ...book, offers: [] });
  },
  play: async () => {
    const [first] = await table('My RFQs');
    await userEvent.click(within(first!).getByRole('button', { name: 'Matches' }));
    const d = await page.findByRole('dialog', { name: 'Matches for Diesel' });
    // The dialog fades in: visible once its animation is done.
    await waitFor(() => expect(within(d).getByText('No matching offers yet')).toBeVisible());
  },
};

export const EditAnRfq: Story = {
  parameters: { route: '/buyer-dashboard/rfqs', chromatic: shots.off },
  play: async () => {
    const [first] = await table('My RFQs');
    await userEvent.click(within(first!).getByRole('button', { name: 'Edit' }));
    const d = await page.findByRole('dialog', { name: 'Edit RFQ' });
    const location = within(d).getByRole('textbox', { name: /^Delivery location/ });
    await waitFor(() => expect(location).toHaveValue('Gothenburg'));
    await userEvent.clear(location);
    await userEvent.type(location, 'Antwerp');
    await userEvent.click(within(d).getByRole('button', { name: 'Save Changes' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('RFQ Updated');
    await waitFor(async () => expect((await table('My RFQs'))[0]!).toHaveTextContent('Antwerp'));
    dropStaleAnnouncements();
  },
};

/** Create New RFQ: §5's messages on change, then the §8 toast and the new row with its matches. */
export const CreateNewRfq: Story = {
  parameters: { route: '/buyer-dashboard/rfqs', chromatic: shots.off },
  play: async () => {
    await table('My RFQs');
    const create = page.getByRole('button', { name: 'Create New RFQ' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    const d = await page.findByRole('dialog', { name: 'Create RFQ' });
    const volume = within(d).getByRole('textbox', { name: /^Volume\b/ });
    await userEvent.type(volume, '0');
    await userEvent.tab();
    await expect(await within(d).findByText('Volume must be greater than 0')).toBeVisible();
    await userEvent.clear(volume);
    await userEvent.type(volume, '600000');
    await selectOption(d, /Product/, 'Brent Crude Oil');
    await userEvent.type(within(d).getByRole('textbox', { name: /^Max price per unit/ }), '83');
    await userEvent.type(within(d).getByRole('textbox', { name: /^Delivery location/ }), 'Hamburg');
    await typeDate(d, '06012031');
    await userEvent.click(within(d).getByRole('button', { name: 'Create RFQ' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('RFQ Created');
    await waitFor(async () => expect(await table('My RFQs')).toHaveLength(4));
    await expect((await table('My RFQs'))[0]!).toHaveTextContent('Hamburg');
    dropStaleAnnouncements();
  },
};

/** A buyer without a KYC-approved company reads why Create New RFQ is disabled. */
export const KycBlockedCreate: Story = {
  parameters: { route: '/buyer-dashboard/rfqs', chromatic: shots.desktopOnly },
  beforeEach: () => {
    const book = buyersBook();
    resetMockDb({
      ...book,
      companies: mockDb().companies.map((c) =>
        c.ownerId === usersByRole.buyer.id ? { ...c, kycStatus: 'under_review' } : c,
      ),
    });
  },
  play: async () => {
    await expect(await page.findByText('You cannot post RFQs yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create New RFQ' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Complete KYC verification' })).toHaveAttribute(
      'href',
      '/kyc-workflow',
    );
  },
};

/** Deals: the seller anonymous until the lock, fees, Details and Track to the deal, Contract disabled. */
export const Deals: Story = {
  parameters: { route: '/buyer-dashboard/deals' },
  play: async () => {
    const rows = await table('Deal tracking');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]!).toHaveTextContent('Anonymous seller');
    await expect(rows[1]!).toHaveTextContent('Niger Delta Petroleum Ltd');
    // Fees: the buyer's half of the 2.5 % brokerage on 3,500,000.
    await expect(rows[0]!).toHaveTextContent('$43,750.00');
    const id = mockDb().deals[0]!.id;
    await expect(within(rows[0]!).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      `/deals/${id}`,
    );
    await expect(within(rows[0]!).getByRole('link', { name: 'Track' })).toHaveAttribute(
      'href',
      `/deals/${id}#timeline`,
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

export const NoDeals: Story = {
  parameters: { route: '/buyer-dashboard/deals', chromatic: shots.off },
  beforeEach: () => {
    resetMockDb({ ...buyersBook(), deals: [] });
  },
  play: async () => {
    await expect(await page.findByText('No deals found')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Find offers on the marketplace' }),
    ).toHaveAttribute('href', '/marketplace');
  },
};

/** The rfqs tab in its other states: loading, empty (what to do next), failed. */
export const RfqsLoading: Story = {
  parameters: {
    route: '/buyer-dashboard/rfqs',
    chromatic: shots.off,
    ...mockOverrides(slow('get', '/api/buyer/rfqs')),
  },
  play: async () => {
    await expect(await page.findByRole('heading', { level: 2, name: 'My RFQs' })).toBeVisible();
    await expect(page.queryByRole('table', { name: 'My RFQs' })).toBeNull();
  },
};

export const RfqsEmpty: Story = {
  parameters: { route: '/buyer-dashboard/rfqs', chromatic: shots.off },
  beforeEach: () => {
    resetMockDb({ ...buyersBook(), rfqs: [] });
  },
  play: async () => {
    await expect(await page.findByText('No RFQs yet')).toBeVisible();
    await expect(
      page.getByText('Create an RFQ: sellers see it without your name and respond with a price.'),
    ).toBeVisible();
  },
};

export const RfqsLoadError: Story = {
  parameters: {
    route: '/buyer-dashboard/rfqs',
    chromatic: shots.off,
    ...mockOverrides(fail('get', '/api/buyer/rfqs')),
  },
  play: async () => {
    await expect(
      await page.findByText('Your RFQs could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
  },
};

/** The deals tab loading and failed. */
export const DealsLoading: Story = {
  parameters: {
    route: '/buyer-dashboard/deals',
    chromatic: shots.off,
    ...mockOverrides(slow('get', '/api/buyer/deals')),
  },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Deal Tracking' }),
    ).toBeVisible();
    await expect(page.queryByRole('table', { name: 'Deal tracking' })).toBeNull();
  },
};

export const DealsLoadError: Story = {
  parameters: {
    route: '/buyer-dashboard/deals',
    chromatic: shots.off,
    ...mockOverrides(fail('get', '/api/buyer/deals')),
  },
  play: async () => {
    await expect(
      await page.findByText('Your deals could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
  },
};

/** The documents tab: the buyer's company and its KYC documents (Trader Documents has every state). */
export const Documents: Story = {
  parameters: { route: '/buyer-dashboard/documents', chromatic: shots.off },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Upload KYC documents' }),
    ).toBeVisible();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Uploaded documents' }),
    ).toBeVisible();
  },
};

export const Insights: Story = {
  parameters: { route: '/buyer-dashboard/insights', chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByRole('heading', { level: 2, name: 'AI Insights' })).toBeVisible();
  },
};

export const Notifications: Story = {
  parameters: { route: '/buyer-dashboard/notifications', chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByRole('list', { name: 'Notifications' })).toBeVisible();
  },
};
