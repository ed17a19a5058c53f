import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeDeal, makeOffer, mockDb, resetMockDb } from '../../../mocks/db';
import {
  address,
  dropStaleAnnouncements,
  withAddress,
  withUnauthorizedQueries,
} from '../../../mocks/decorators';
import { empty, fail, failBare, mockOverrides, signedOut, slow } from '../../../mocks/handlers';
import { busyMarket, withoutApprovedKyc } from '../../../mocks/market-fixtures';
import { usersByRole } from '../../../mocks/users';
import { MyOffersPage, myOffersSubtitle } from './MyOffersPage';
import { DELIVERY_PASSED } from '../browse/ListingCard';
import { ownListingScreen, selectOption } from '../../../mocks/listing-screen';
import { apiSettled } from '../../../mocks/in-flight';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../../mocks/screen-meta';

/**
 * The seller's offers: dated far ahead or flexible (the pictures do not age), one whose date has
 * passed, one inactive; another seller's offer is there too, and never reaches this seller's list.
 */
function sellersOffers() {
  const { offers } = busyMarket(5);
  offers.forEach((offer, i) => {
    if (offer.deliveryDate) offer.deliveryDate = `2031-0${1 + i}-20`;
  });
  offers[3]!.deliveryDate = '2024-08-01';
  // Past it by the server's day (issue 27: the server says so, not the browser's clock).
  offers[3]!.deliveryPassed = true;
  offers[4]!.isActive = false;
  const others = makeOffer({
    sellerId: usersByRole.buyer.id,
    companyName: 'Someone Else Petroleum',
    deliveryLocation: 'Elsewhere',
    createdAt: '2024-01-02T09:45:00.000Z',
  });
  return { offers: [...offers, others] };
}

const meta = {
  title: 'Features/Marketplace/My Offers',
  component: MyOffersPage,
  ...screenMeta({
    decorators: [withAddress],
    shots: shots.screen,
    route: '/my-offers',
    role: 'seller',
    beforeEach: () => {
      resetMockDb(sellersOffers());
    },
  }),
} satisfies Meta<typeof MyOffersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const { page, cards, createButton, openCreate } = ownListingScreen({
  list: 'offers',
  create: 'Create Offer',
});

/** A seller's own offers, each with its state and the owner's actions; others' are not listed. */
export const Seller: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    await expect(await page.findByText(myOffersSubtitle)).toBeVisible();
    const items = await cards();
    await expect(items).toHaveLength(5);
    await expect(document.body).not.toHaveTextContent('Someone Else Petroleum');
    await expect(within(items[0]!).getByText('Active')).toBeVisible();
    await expect(within(items[3]!).getByText(DELIVERY_PASSED)).toBeVisible();
    await expect(within(items[4]!).getByText('Inactive')).toBeVisible();
    await expect(within(items[4]!).getByRole('button', { name: 'Re-activate' })).toBeEnabled();
    await expect(within(items[0]!).getByRole('button', { name: 'Deactivate' })).toBeEnabled();
    await createButton();
  },
};

/** Proof of product opens the offer's documents, where the seller uploads one more. */
export const ProofOfProduct: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Proof of product' }));
    const d = await page.findByRole('dialog', { name: /^Proof of product/ });
    await waitFor(() =>
      expect(within(d).getByText('No documents on this offer yet.')).toBeVisible(),
    );
    await expect(
      within(d).getByText(
        /Still needed for Verified supply: an approved inspection report .* and an approved storage receipt/,
      ),
    ).toBeVisible();
    await expect(within(d).getByRole('button', { name: 'Upload document' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { ...mockOverrides(slow('get', '/api/offers')), chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByLabelText('Loading offers')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mockOverrides(empty('/api/offers')),
  play: async () => {
    await expect(await page.findByText('No offers found')).toBeVisible();
    await createButton();
  },
};

export const LoadError: Story = {
  parameters: { ...mockOverrides(fail('get', '/api/offers')), chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByText('The offers could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** §8: the logged-out toast, then sign-in after 500 ms. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: { ...mockOverrides(signedOut('get', '/api/offers')), chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
  },
};

export const KycBlocked: Story = {
  beforeEach: () => withoutApprovedKyc('seller'),
  play: async () => {
    await expect(await page.findByText('You cannot post offers yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete KYC verification' })).toHaveAttribute(
      'href',
      '/kyc-workflow',
    );
    await expect(page.getByRole('button', { name: 'Create Offer' })).toBeDisabled();
  },
};

/** An offer without a price or date: "Price on request", "Flexible"; it heads the list. */
export const CreateOffer: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const d = await openCreate();
    await selectOption(d, /Product/, 'Natural Gas');
    await userEvent.type(within(d).getByRole('textbox', { name: /^Volume\b/ }), '3400000');
    await selectOption(d, /Volume unit/, 'MMBtu');
    await userEvent.type(within(d).getByRole('textbox', { name: /^Terms/ }), 'DES Bonny');
    await userEvent.click(within(d).getByRole('button', { name: 'Create Offer' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Offer Created');
    await expect(toast).toHaveTextContent('Your offer is live on the marketplace');
    await expect(mockDb().offers[0]).toMatchObject({
      productType: 'natural_gas',
      volume: 3_400_000,
      volumeUnit: 'MMBtu',
      pricePerUnit: null,
      deliveryDate: null,
      terms: 'DES Bonny',
      sellerId: usersByRole.seller.id,
    });
    const [first] = await cards();
    await waitFor(() => expect(first!).toHaveTextContent('DES Bonny'));
    await expect(first!).toHaveTextContent('Price on request');
    dropStaleAnnouncements();
  },
};

/** The server's rules: product and volume required; nothing is sent. */
export const CreateValidation: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const d = await openCreate();
    const before = mockDb().offers.length;
    await userEvent.click(within(d).getByRole('button', { name: 'Create Offer' }));
    await expect(await within(d).findByText('Product type is required')).toBeVisible();
    await expect(within(d).getByText('Volume is required')).toBeVisible();
    await expect(mockDb().offers).toHaveLength(before);
  },
};

export const CreateFails: Story = {
  parameters: { chromatic: shots.off, ...mockOverrides(failBare('post', '/api/offers')) },
  play: async () => {
    const d = await openCreate();
    await selectOption(d, /Product/, 'Diesel');
    await userEvent.type(within(d).getByRole('textbox', { name: /^Volume\b/ }), '1000');
    await userEvent.click(within(d).getByRole('button', { name: 'Create Offer' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Creation Failed');
    await expect(toast).toHaveTextContent('Failed to create offer');
    await expect(within(d).getByRole('textbox', { name: /^Volume\b/ })).toHaveValue('1,000');
  },
};

/** Editing clears a price: the offer becomes "Price on request". */
export const Edit: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Edit' }));
    const d = await page.findByRole('dialog', { name: 'Edit Offer' });
    const offer = mockDb().offers[0]!;
    const price = within(d).getByRole('textbox', { name: /^Price per unit/ });
    await waitFor(() => expect(price).not.toHaveValue(''));
    await userEvent.clear(price);
    await userEvent.click(within(d).getByRole('button', { name: 'Save Changes' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Offer Updated');
    await expect(mockDb().offers[0]).toMatchObject({ id: offer.id, pricePerUnit: null });
    await waitFor(async () => expect((await cards())[0]!).toHaveTextContent('Price on request'));
    dropStaleAnnouncements();
  },
};

/** Deactivating takes an offer off the marketplace; it stays here and can be re-activated. */
export const DeactivateAndReactivate: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Deactivate' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Offer Deactivated');
    await expect(mockDb().offers[0]!.isActive).toBe(false);
    await waitFor(async () =>
      expect(within((await cards())[0]!).getByText('Inactive')).toBeVisible(),
    );
    await userEvent.click(within((await cards())[0]!).getByRole('button', { name: 'Re-activate' }));
    await waitFor(() => expect(mockDb().offers[0]!.isActive).toBe(true));
    dropStaleAnnouncements();
  },
};

/**
 * An offer an admin took down: the seller reads why, and Re-activate is disabled with that reason
 * (the server refuses it too).
 */
export const TakenDownByAdmin: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    const offer = mockDb().offers[0]!;
    offer.isActive = false;
    offer.deactivationReason = 'Misleading specifications';
  },
  play: async () => {
    const [first] = await cards();
    await expect(first!).toHaveTextContent(
      'Taken down by an administrator: Misleading specifications. Contact support to have it reinstated.',
    );
    const reopen = within(first!).getByRole('button', { name: 'Re-activate' });
    await expect(reopen).toBeDisabled();
    await expect(reopen).toHaveAccessibleDescription(
      'Taken down by an administrator: Misleading specifications. Contact support to have it reinstated.',
    );
  },
};

/** The state filter is in the URL: inactive ones only. */
export const StatusFilter: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await cards();
    await selectOption(document.body, /Status/, 'Inactive');
    await waitFor(() => expect(address().get('status')).toBe('closed'));
    await waitFor(async () => expect(await cards()).toHaveLength(1));
  },
};

/** Buyers' proposals on an offer, loaded when the seller opens them; each links to its deal. */
export const Proposals: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    const offer = mockDb().offers[0]!;
    mockDb().deals.unshift(
      makeDeal({
        dealNumber: 'PB-2024-0420',
        offerId: offer.id,
        sellerId: usersByRole.seller.id,
        productType: offer.productType,
        volume: 5000,
        volumeUnit: offer.volumeUnit,
        pricePerUnit: '70.10',
        createdAt: '2024-06-04T10:00:00.000Z',
      }),
    );
  },
  play: async () => {
    await apiSettled();
    await createButton(); // the page has settled: companies and list loaded
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Show proposals' }));
    await expect(await within(first!).findByRole('link', { name: 'PB-2024-0420' })).toBeVisible();
  },
};

/**
 * Issue 27: an offer part of which locked deals committed reads, for its owner, what was offered, what
 * is committed and what remains; one past its delivery date says it is no longer tradeable.
 */
export const RemainingVolumeAndPassedDate: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    const { offers } = sellersOffers();
    Object.assign(offers[0]!, {
      productType: 'crude_oil_brent',
      volume: 650_000,
      volumeUnit: 'bbl',
      pricePerUnit: '81.75',
      remainingVolume: 50_000,
    });
    resetMockDb({ offers });
  },
  play: async () => {
    const items = await cards();
    await expect(items[0]!).toHaveTextContent(
      '650,000 bbl offered · 600,000 committed · 50,000 remaining',
    );
    // Its own unit and price, not tonnes (docs/product.md#unit-policy).
    await expect(items[0]!).toHaveTextContent('$81.75 / bbl');
    await expect(items[0]!).not.toHaveTextContent(/MT/);
    await expect(within(items[3]!).getByText(DELIVERY_PASSED)).toBeVisible();
    // Nothing committed: the volume alone.
    await expect(items[1]!).not.toHaveTextContent('committed');
  },
};
