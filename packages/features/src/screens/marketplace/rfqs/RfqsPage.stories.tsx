import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeDeal, makeRfq, mockDb, resetMockDb } from '../../../mocks/db';
import {
  address,
  dropStaleAnnouncements,
  withAddress,
  withUnauthorizedQueries,
} from '../../../mocks/decorators';
import { empty, fail, failBare, mockOverrides, signedOut, slow } from '../../../mocks/handlers';
import { busyMarket, withoutApprovedKyc } from '../../../mocks/market-fixtures';
import { navigationSpy } from '../../../mocks/navigation';
import { asRole } from '../../../mocks/role';
import { usersByRole } from '../../../mocks/users';
import { RfqsPage, buyerSubtitle, staffSubtitle } from './RfqsPage';
import { ownListingScreen, selectOption, typeDate } from '../../../mocks/listing-screen';
import { apiSettled } from '../../../mocks/in-flight';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../../mocks/screen-meta';

/**
 * The buyer's RFQs: open ones with delivery dates far ahead (the pictures do not age), one whose date
 * has passed, one closed. Another buyer's RFQ is there too, and never reaches this buyer's list.
 */
function buyersRfqs() {
  const { rfqs } = busyMarket(5);
  rfqs.forEach((rfq, i) => {
    rfq.requiredDeliveryDate = `2031-0${1 + i}-15`;
  });
  rfqs[3]!.requiredDeliveryDate = '2024-08-01';
  rfqs[4]!.isActive = false;
  const others = makeRfq({
    buyerId: usersByRole.seller.id,
    companyName: 'Someone Else Trading',
    deliveryLocation: 'Elsewhere',
    requiredDeliveryDate: '2031-06-01',
    createdAt: '2024-01-02T09:45:00.000Z',
  });
  return { rfqs: [...rfqs, others] };
}

const meta = {
  title: 'Features/Marketplace/RFQ Requests',
  component: RfqsPage,
  ...screenMeta({
    decorators: [withAddress],
    shots: shots.screen,
    route: '/rfqs',
    role: 'buyer',
    beforeEach: () => {
      resetMockDb(buyersRfqs());
    },
  }),
} satisfies Meta<typeof RfqsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const { page, cards, createButton, openCreate } = ownListingScreen({
  list: 'RFQs',
  create: 'Create RFQ',
});

async function fillValid(d: HTMLElement) {
  await selectOption(d, /Product/, 'Jet Fuel');
  await userEvent.type(within(d).getByRole('textbox', { name: /^Volume\b/ }), '25000');
  await userEvent.type(within(d).getByRole('textbox', { name: /^Max price per unit/ }), '812.5');
  await userEvent.type(within(d).getByRole('textbox', { name: /^Delivery location/ }), 'Houston');
  await typeDate(d, '03152031');
}

/** A buyer's own RFQs, each with its state and the owner's actions; others' RFQs are not listed. */
export const Buyer: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    await expect(await page.findByText(buyerSubtitle)).toBeVisible();
    const items = await cards();
    await expect(items).toHaveLength(5);
    await expect(document.body).not.toHaveTextContent('Someone Else Trading');
    await expect(within(items[0]!).getByText('Open')).toBeVisible();
    await expect(within(items[3]!).getByText('Delivery date passed')).toBeVisible();
    await expect(within(items[4]!).getByText('Closed')).toBeVisible();
    await expect(within(items[4]!).getByRole('button', { name: 'Reopen' })).toBeEnabled();
    await expect(within(items[0]!).getByRole('button', { name: 'Close RFQ' })).toBeEnabled();
    await createButton();
  },
};

/** Brokers see every open RFQ with the buyer behind it, and match it with offers. */
export const Broker: Story = {
  ...asRole('broker'),
  play: async () => {
    await expect(await page.findByText(staffSubtitle)).toBeVisible();
    const items = await cards();
    // Open ones only, of every buyer.
    await expect(items).toHaveLength(5);
    await expect(document.body).toHaveTextContent('Someone Else Trading');
    await expect(items[0]!).toHaveTextContent('Nordic Fuels AB');
    await expect(page.queryByRole('button', { name: 'Create RFQ' })).toBeNull();
    await expect(
      within(items[0]!).getByRole('button', { name: 'Match Participants' }),
    ).toBeEnabled();
  },
};

/** Match Participants opens the broker's matching dialog for that RFQ (marketplace/matching). */
export const BrokerMatches: Story = {
  ...asRole('broker'),
  parameters: { chromatic: shots.off },
  play: async () => {
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Match Participants' }));
    const d = await page.findByRole('dialog', { name: 'Match Participants' });
    await waitFor(() => expect(d).toBeVisible());
  },
};

/** Admins read the open RFQs; they neither post nor match. */
export const Admin: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    const items = await cards();
    await expect(items[0]!).toHaveTextContent('Nordic Fuels AB');
    await expect(within(items[0]!).queryByRole('button')).toBeNull();
    await expect(page.queryByRole('button', { name: 'Create RFQ' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { ...mockOverrides(slow('get', '/api/rfqs')), chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByLabelText('Loading RFQs')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mockOverrides(empty('/api/rfqs')),
  play: async () => {
    await expect(await page.findByText('No RFQs found')).toBeVisible();
    await createButton();
  },
};

export const LoadError: Story = {
  parameters: { ...mockOverrides(fail('get', '/api/rfqs')), chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByText('The RFQs could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** §8: the logged-out toast, then sign-in after 500 ms. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: { ...mockOverrides(signedOut('get', '/api/rfqs')), chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
  },
};

/** A buyer without a KYC-approved company reads why before any form, with the way to KYC. */
export const BuyerKycBlocked: Story = {
  beforeEach: () => withoutApprovedKyc('buyer'),
  play: async () => {
    await expect(await page.findByText('You cannot post RFQs yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete KYC verification' })).toHaveAttribute(
      'href',
      '/kyc-workflow',
    );
    await expect(page.getByRole('button', { name: 'Create RFQ' })).toBeDisabled();
  },
};

/** §5, §8: the RFQ is created (volume an integer, price a decimal) and heads the list. */
export const CreateRfq: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const d = await openCreate();
    await fillValid(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Create RFQ' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('RFQ Created');
    await expect(toast).toHaveTextContent('Your Request for Quote has been created successfully');
    await expect(mockDb().rfqs[0]).toMatchObject({
      productType: 'jet_fuel',
      volume: 25000,
      volumeUnit: 'bbl',
      maxPricePerUnit: '812.50',
      currency: 'USD',
      deliveryLocation: 'Houston',
      requiredDeliveryDate: '2031-03-15',
      buyerId: usersByRole.buyer.id,
    });
    await waitFor(async () => expect((await cards())[0]!).toHaveTextContent('Houston'));
    dropStaleAnnouncements();
  },
};

/** §5 on submit: every required field says what it needs; nothing is sent. */
export const CreateValidation: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const d = await openCreate();
    const before = mockDb().rfqs.length;
    await userEvent.click(within(d).getByRole('button', { name: 'Create RFQ' }));
    for (const message of [
      'Product type is required',
      'Volume is required',
      'Max price is required',
      'Delivery location is required',
      'Delivery date is required',
    ])
      await expect(await within(d).findByText(message)).toBeVisible();
    await expect(mockDb().rfqs).toHaveLength(before);
  },
};

/** §5 validates on change: a zero volume or price is refused as it is typed, before any submit. */
export const ValidatedOnChange: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const d = await openCreate();
    await userEvent.type(within(d).getByRole('textbox', { name: /^Volume\b/ }), '0');
    await userEvent.tab();
    await expect(await within(d).findByText('Volume must be greater than 0')).toBeVisible();
    await userEvent.type(within(d).getByRole('textbox', { name: /^Max price per unit/ }), '0');
    await userEvent.tab();
    await expect(await within(d).findByText('Price must be greater than 0')).toBeVisible();
    await expect(within(d).queryByText('Delivery location is required')).toBeNull();
  },
};

/** §8: 'Creation Failed' with the fallback text when the server says nothing; the form keeps its values. */
export const CreateFails: Story = {
  parameters: { chromatic: shots.off, ...mockOverrides(failBare('post', '/api/rfqs')) },
  play: async () => {
    const d = await openCreate();
    await fillValid(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Create RFQ' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Creation Failed');
    await expect(toast).toHaveTextContent('Failed to create RFQ');
    await expect(within(d).getByRole('textbox', { name: /^Delivery location/ })).toHaveValue(
      'Houston',
    );
  },
};

/** §8: RFQ creation's own logged-out toast, then sign-in. */
export const CreateSignedOut: Story = {
  parameters: { chromatic: shots.off, ...mockOverrides(signedOut('post', '/api/rfqs')) },
  play: async () => {
    const d = await openCreate();
    await fillValid(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Create RFQ' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Unauthorized');
    await expect(toast).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

/** The owner edits an RFQ in the same form, opened with its values. */
export const Edit: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Edit' }));
    const d = await page.findByRole('dialog', { name: 'Edit RFQ' });
    const rfq = mockDb().rfqs[0]!;
    const location = within(d).getByRole('textbox', { name: /^Delivery location/ });
    await expect(location).toHaveValue(rfq.deliveryLocation);
    await userEvent.clear(location);
    await userEvent.type(location, 'Antwerp');
    await userEvent.click(within(d).getByRole('button', { name: 'Save Changes' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('RFQ Updated');
    await expect(mockDb().rfqs[0]).toMatchObject({ id: rfq.id, deliveryLocation: 'Antwerp' });
    await waitFor(async () => expect((await cards())[0]!).toHaveTextContent('Antwerp'));
    dropStaleAnnouncements();
  },
};

/** Closing takes an RFQ off the market; it stays in the buyer's list and can be reopened. */
export const CloseAndReopen: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Close RFQ' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('RFQ Closed');
    await expect(mockDb().rfqs[0]!.isActive).toBe(false);
    await waitFor(async () =>
      expect(within((await cards())[0]!).getByText('Closed')).toBeVisible(),
    );
    await userEvent.click(within((await cards())[0]!).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(mockDb().rfqs[0]!.isActive).toBe(true));
    dropStaleAnnouncements();
  },
};

/** The state filter is in the URL: closed ones only. */
export const StatusFilter: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await cards();
    await selectOption(document.body, /Status/, 'Closed');
    await waitFor(() => expect(address().get('status')).toBe('closed'));
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    await expect((await cards())[0]!).toHaveTextContent('Closed');
  },
};

/** The sellers' responses to an RFQ, loaded when the buyer opens them; each links to its deal. */
export const Responses: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    const rfq = mockDb().rfqs[0]!;
    mockDb().deals.unshift(
      makeDeal({
        dealNumber: 'PB-2024-0419',
        rfqId: rfq.id,
        buyerId: usersByRole.buyer.id,
        productType: rfq.productType,
        volume: rfq.volume,
        volumeUnit: rfq.volumeUnit,
        pricePerUnit: '61.40',
        createdAt: '2024-06-04T10:00:00.000Z',
      }),
    );
  },
  play: async () => {
    await apiSettled();
    await createButton(); // the page has settled: companies and list loaded
    const [first, second] = await cards();
    // The cards load the deals their responses link to.
    await apiSettled();
    await userEvent.click(within(first!).getByRole('button', { name: 'Show responses' }));
    const link = await within(first!).findByRole('link', { name: 'PB-2024-0419' });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/deals\//));
    await expect(within(first!).getByRole('button', { name: 'Hide responses' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The first card's responses (GET /api/deals) answered before the second card asks for its own.
    await apiSettled();
    await userEvent.click(within(second!).getByRole('button', { name: 'Show responses' }));
    await expect(await within(second!).findByText('No responses yet.')).toBeVisible();
  },
};
