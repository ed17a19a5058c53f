import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, resetMockDb } from '../../../mocks/db';
import {
  address,
  dropStaleAnnouncements,
  withAddress,
  withUnauthorizedQueries,
} from '../../../mocks/decorators';
import { empty, fail, failBare, mockOverrides, signedOut, slow } from '../../../mocks/handlers';
import { busyMarket, withoutApprovedKyc } from '../../../mocks/market-fixtures';
import { asRole } from '../../../mocks/role';
import { usersByRole } from '../../../mocks/users';
import { apiSettled } from '../../../mocks/in-flight';
import {
  MarketplacePage,
  anonymityNotice,
  contactBrokerReason,
  priceSortNote,
  staffSubtitle,
} from './MarketplacePage';
import { DELIVERY_PASSED } from './ListingCard';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../../mocks/screen-meta';

const meta = {
  title: 'Features/Marketplace/Browse',
  component: MarketplacePage,
  ...screenMeta({
    decorators: [withAddress],
    shots: shots.screen,
    route: '/marketplace',
    role: 'buyer',
    beforeEach: () => {
      // A market with every case: priced and on request, dated and flexible (the handlers anonymise it).
      resetMockDb(busyMarket(6));
    },
  }),
} satisfies Meta<typeof MarketplacePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const cards = async () => {
  const list = await page.findByRole('list', { name: /offers|RFQs/ });
  return within(list).getAllByRole('listitem');
};
async function openDialog(button: string, title: string) {
  const [first] = await cards();
  const action = within(first!).getByRole('button', { name: button });
  // A trader's action is enabled once their companies (their KYC) have loaded, after the cards.
  await waitFor(() => expect(action).toBeEnabled());
  await userEvent.click(action);
  const d = await page.findByRole('dialog', { name: title });
  await waitFor(() => expect(d).toBeVisible());
  return d;
}

/** A buyer: offers anonymised, the anonymity notice, Create Deal on each offer. */
export const Buyer: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    await expect(await page.findByText(anonymityNotice)).toBeVisible();
    // All six are loaded; at 390 px only the rows near the viewport are in the DOM.
    await expect(await page.findByText('6 of 6 offers loaded')).toBeVisible();
    const items = await cards();
    await expect(items[0]).toHaveAttribute('aria-setsize', '6');
    await expect(page.getByRole('tab', { name: /Offers/ })).toHaveTextContent('6');
    // The RFQs' total comes with their own request, which may answer after the offers.
    await waitFor(() => expect(page.getByRole('tab', { name: /RFQs/ })).toHaveTextContent('6'));
    // Enabled once the buyer's companies (their KYC) have loaded, a moment after the cards.
    await waitFor(() =>
      expect(within(items[0]!).getByRole('button', { name: 'Create Deal' })).toBeEnabled(),
    );
    // The last cards (scrolled into the DOM at 390 px): no price, no delivery date.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect((await page.findAllByText('Price on request')).length).toBeGreaterThan(0);
    await expect(page.getAllByText('Flexible').length).toBeGreaterThan(0);
    // No seller identity reaches a buyer's screen.
    await expect(document.body).not.toHaveTextContent('Niger Delta');
    await expect(document.body).not.toHaveTextContent(usersByRole.seller.email);
    window.scrollTo(0, 0);
  },
};

/** An offer with approved proof of product carries "Verified supply" for buyers, naming no one. */
export const VerifiedSupplyBadge: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    const market = busyMarket(3);
    market.offers[0]!.verifiedSupply = true;
    resetMockDb(market);
  },
  play: async () => {
    const items = await cards();
    await expect(within(items[0]!).getByText('Verified supply')).toBeVisible();
    await expect(within(items[1]!).queryByText('Verified supply')).toBeNull();
    await expect(document.body).not.toHaveTextContent('Niger Delta');
  },
};

export const Seller: Story = {
  ...asRole('seller'),
  parameters: { route: '/marketplace?tab=rfqs' },
  play: async () => {
    await expect(await page.findByText(anonymityNotice)).toBeVisible();
    const items = await cards();
    // Enabled once the seller's companies (their KYC) have loaded, a moment after the cards.
    await waitFor(() =>
      expect(within(items[0]!).getByRole('button', { name: 'Respond to RFQ' })).toBeEnabled(),
    );
    await expect(document.body).not.toHaveTextContent('Nordic Fuels');
  },
};

/** Brokers see who posted each listing, and start deals from it. */
export const Broker: Story = {
  ...asRole('broker'),
  play: async () => {
    await expect(await page.findByText(staffSubtitle)).toBeVisible();
    const items = await cards();
    await expect(items[0]!).toHaveTextContent('Niger Delta Petroleum Ltd');
    await expect(within(items[0]!).getByRole('button', { name: 'Facilitate Deal' })).toBeEnabled();
  },
};

export const BrokerRfqs: Story = {
  ...asRole('broker'),
  parameters: { route: '/marketplace?tab=rfqs', chromatic: shots.off },
  play: async () => {
    const items = await cards();
    await expect(items[0]!).toHaveTextContent('Nordic Fuels AB');
    await expect(
      within(items[0]!).getByRole('button', { name: 'Match Participants' }),
    ).toBeEnabled();
  },
};

/** Admins cannot act on a listing, and read why on the card. */
export const Admin: Story = {
  ...asRole('admin'),
  play: async () => {
    await expect(await page.findByText(staffSubtitle)).toBeVisible();
    const [first] = await cards();
    await expect(within(first!).getByRole('button', { name: 'Contact Broker' })).toBeDisabled();
    await expect(within(first!).getByText(contactBrokerReason)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mockOverrides(slow('get', '/api/offers'), slow('get', '/api/rfqs')),
};

export const Empty: Story = {
  parameters: mockOverrides(empty('/api/offers'), empty('/api/rfqs')),
  play: async () => {
    await apiSettled();
    await expect(await page.findByText('No offers found')).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: /RFQs/ }));
    await expect(await page.findByText('No RFQs found')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: mockOverrides(fail('get', '/api/offers')),
  play: async () => {
    await expect(await page.findByText('The offers could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** §8: the logged-out toast, then sign-in after 500 ms. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: mockOverrides(signedOut('get', '/api/offers'), signedOut('get', '/api/rfqs')),
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
  },
};

/** The loaded cards' status line, e.g. "100 of 120 offers loaded", as numbers. */
async function loaded(what = 'offers') {
  const status = await page.findByText(new RegExp(`^[\\d,]+ of [\\d,]+ ${what} loaded$`));
  const [count, total] = (status.textContent ?? '')
    .match(/[\d,]+/g)!
    .map((n) => Number(n.replace(/,/g, '')));
  return { count: count!, total: total! };
}

/**
 * A deep market: the totals are the server's, 50 cards a request; "Load more offers" (the keyboard's
 * way, and the fallback without an IntersectionObserver) brings the next 50, the address unchanged.
 */
export const Many: Story = {
  // At 390 px the windowed list is the Buyer story's; this one's picture is its status line.
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    resetMockDb(busyMarket(120));
  },
  play: async () => {
    await apiSettled();
    await expect(await page.findByText('50 of 120 offers loaded')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Offers/ })).toHaveTextContent('120');
    const [first] = await cards();
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(first).toHaveAttribute('aria-setsize', '120');
    await userEvent.click(page.getByRole('button', { name: 'Load more offers' }));
    await waitFor(async () => expect((await loaded()).count).toBeGreaterThanOrEqual(100));
    await expect(address().get('page')).toBeNull();
  },
};

/**
 * Scrolling to the end of the loaded cards asks for the next page; only the rows near the viewport
 * are in the DOM, however many cards are loaded.
 */
export const LoadsMoreOnScroll: Story = {
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    resetMockDb(busyMarket(240));
  },
  play: async () => {
    await expect(await page.findByText('50 of 240 offers loaded')).toBeVisible();
    for (const target of [100, 150]) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitFor(async () => expect((await loaded()).count).toBeGreaterThanOrEqual(target), {
        timeout: 5000,
      });
    }
    const { count } = await loaded();
    // Let the window follow the last scroll, then look at the bottom of the list.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(async () => {
      const positions = (await cards()).map((c) => Number(c.getAttribute('aria-posinset')));
      // The cards of the latest page are the ones on screen…
      await expect(Math.max(...positions)).toBeGreaterThan(count - 50);
      // …and far fewer cards are in the DOM than are loaded.
      await expect(positions.length).toBeLessThan(count / 3);
    });
    for (const card of await cards()) await expect(card).toHaveAttribute('aria-setsize', '240');
    window.scrollTo(0, 0);
    await waitFor(async () => expect((await cards())[0]).toHaveAttribute('aria-posinset', '1'));
  },
};

/** An old paged link (`?page=3`) shows the start of the list and drops the param. */
export const OldPageLink: Story = {
  parameters: { chromatic: shots.off, route: '/marketplace?page=3&sort=price_desc' },
  beforeEach: () => {
    resetMockDb(busyMarket(120));
  },
  play: async () => {
    await expect(await page.findByText('50 of 120 offers loaded')).toBeVisible();
    await waitFor(() => expect(address().get('page')).toBeNull());
    await expect(address().get('sort')).toBe('price_desc');
    await expect((await cards())[0]).toHaveAttribute('aria-posinset', '1');
  },
};

/** Typing searches after a pause; the search is in the URL, and the results follow it. */
export const Search: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await cards();
    await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'rotterdam');
    await waitFor(() => expect(address().get('q')).toBe('rotterdam'));
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    await expect(page.getByRole('tab', { name: /Offers/ })).toHaveTextContent('1');
    await expect((await cards())[0]!).toHaveTextContent('Rotterdam');
  },
};

export const FilterByProduct: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await cards();
    await userEvent.click(page.getByRole('button', { name: /Product/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Diesel' }));
    await waitFor(() => expect(address().get('product')).toBe('diesel'));
    await waitFor(async () => {
      for (const card of await cards()) await expect(card).toHaveTextContent('Diesel');
    });
  },
};

export const TabSwitch: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await cards();
    await userEvent.click(page.getByRole('tab', { name: /RFQs/ }));
    await waitFor(() => expect(address().get('tab')).toBe('rfqs'));
    await expect(page.getByRole('tab', { name: /RFQs/ })).toHaveAttribute('aria-selected', 'true');
    await expect(await page.findByRole('list', { name: 'RFQs' })).toBeVisible();
  },
};

/** A shared link restores tab, search, product and sort. */
export const SharedLink: Story = {
  parameters: {
    chromatic: shots.off,
    route: '/marketplace?tab=rfqs&q=luanda&product=natural_gas&sort=price_desc',
  },
  play: async () => {
    await expect(await page.findByRole('tab', { name: /RFQs/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('luanda');
    await expect(page.getByRole('button', { name: /Product/ })).toHaveTextContent('Natural Gas');
    await expect(page.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Price: high to low',
    );
  },
};

/** Create Deal opens prefilled from the offer; the proposal is sent and the deal exists. */
export const BuyerProposes: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const d = await openDialog('Create Deal', 'Create Deal');
    const offer = mockDb().offers.find((o) => o.pricePerUnit !== null)!;
    const quantity = within(d).getByRole('textbox', { name: /^Quantity/ });
    await expect(quantity).toHaveValue(offer.volume.toLocaleString('en-US'));
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5000');
    const before = mockDb().deals.length;
    await userEvent.click(within(d).getByRole('button', { name: 'Send Proposal' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Deal Created');
    await expect(toast).toHaveTextContent('Your deal proposal has been sent to the seller');
    await expect(mockDb().deals).toHaveLength(before + 1);
    await expect(mockDb().deals[0]).toMatchObject({ volume: 5000, buyerId: usersByRole.buyer.id });
    await expect(await page.findByRole('link', { name: 'View your deals' })).toBeVisible();
    dropStaleAnnouncements();
  },
};

/** §5: 'Price is required', 'Quantity is required'; nothing is sent. */
export const ProposalValidation: Story = {
  play: async () => {
    await apiSettled();
    const d = await openDialog('Create Deal', 'Create Deal');
    await userEvent.clear(within(d).getByRole('textbox', { name: /^Proposed price/ }));
    await userEvent.clear(within(d).getByRole('textbox', { name: /^Quantity/ }));
    const before = mockDb().deals.length;
    await userEvent.click(within(d).getByRole('button', { name: 'Send Proposal' }));
    await expect(await within(d).findByText('Price is required')).toBeVisible();
    await expect(within(d).getByText('Quantity is required')).toBeVisible();
    await expect(mockDb().deals).toHaveLength(before);
  },
};

/** A proposal is at most what remains of the offer: said under the field, nothing is sent. */
export const ProposalTooLarge: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const d = await openDialog('Create Deal', 'Create Deal');
    const quantity = within(d).getByRole('textbox', { name: /^Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99999999');
    const before = mockDb().deals.length;
    await userEvent.click(within(d).getByRole('button', { name: 'Send Proposal' }));
    await expect(
      await within(d).findByText(/of this offer remain: propose at most that/),
    ).toBeVisible();
    await expect(mockDb().deals).toHaveLength(before);
  },
};

/** Issue 27's offer: 650,000 bbl of Brent, 600,000 committed to locked deals. */
function partlyCommitted() {
  const market = busyMarket(3);
  Object.assign(market.offers[0]!, {
    productType: 'crude_oil_brent',
    volume: 650_000,
    volumeUnit: 'bbl',
    pricePerUnit: '81.75',
    remainingVolume: 50_000,
  });
  return market;
}

/**
 * The card shows what remains of a partly committed offer; the buyer's proposal is limited to it, the
 * dialog saying why, and a quantity above it is refused before anything is sent.
 */
export const RemainingVolume: Story = {
  beforeEach: () => {
    resetMockDb(partlyCommitted());
  },
  play: async () => {
    const [first] = await cards();
    await expect(first!).toHaveTextContent('50,000 bbl remaining');
    await expect(first!).toHaveTextContent('of 650,000 bbl offered');
    await apiSettled();
    const d = await openDialog('Create Deal', 'Create Deal');
    const quantity = within(d).getByRole('textbox', { name: /^Quantity/ });
    await expect(quantity).toHaveValue('50,000');
    await expect(d).toHaveTextContent(
      'At most 50,000 bbl: 600,000 of the 650,000 bbl offered are committed to locked deals.',
    );
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '60000');
    const before = mockDb().deals.length;
    await userEvent.click(within(d).getByRole('button', { name: 'Send Proposal' }));
    await expect(
      await within(d).findByText('Only 50,000 bbl of this offer remain: propose at most that'),
    ).toBeVisible();
    await expect(mockDb().deals).toHaveLength(before);
  },
};

/** Another deal locked meanwhile: the server's 409 (VOLUME_EXCEEDED) reaches the dialog. */
export const RemainingVolumeShrankMeanwhile: Story = {
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    resetMockDb(partlyCommitted());
  },
  play: async () => {
    const d = await openDialog('Create Deal', 'Create Deal');
    // The card was read with 50,000 left; the server now has 20,000.
    mockDb().offers[0]!.remainingVolume = 20_000;
    await userEvent.click(within(d).getByRole('button', { name: 'Send Proposal' }));
    const message = 'Only 20,000 bbl of the offer remain uncommitted; 50,000 bbl cannot be traded';
    await expect(await within(d).findByText(message)).toBeVisible();
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(message);
  },
};

/** An offer past its delivery date is marked for a buyer, its Create Deal disabled with the reason. */
export const DeliveryPassedForBuyer: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    const market = busyMarket(3);
    Object.assign(market.offers[0]!, { deliveryDate: '2024-05-20', deliveryPassed: true });
    resetMockDb(market);
  },
  play: async () => {
    await apiSettled();
    const [first, second] = await cards();
    // The badge in its facts and the reason beside the disabled action.
    await expect(within(first!).getAllByText(DELIVERY_PASSED)).toHaveLength(2);
    const action = within(first!).getByRole('button', { name: 'Create Deal' });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription(DELIVERY_PASSED);
    await waitFor(() =>
      expect(within(second!).getByRole('button', { name: 'Create Deal' })).toBeEnabled(),
    );
  },
};

/** A broker's Facilitate Deal on an offer past its delivery date is disabled with the reason too. */
export const DeliveryPassedForBroker: Story = {
  ...asRole('broker'),
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    const market = busyMarket(2);
    Object.assign(market.offers[0]!, { deliveryDate: '2024-05-20', deliveryPassed: true });
    resetMockDb(market);
  },
  play: async () => {
    const [first, second] = await cards();
    const action = within(first!).getByRole('button', { name: 'Facilitate Deal' });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription(DELIVERY_PASSED);
    await expect(within(second!).getByRole('button', { name: 'Facilitate Deal' })).toBeEnabled();
  },
};

/** The RFQs sorted by price: a maximum per bbl shows its per-MT figure under it too. */
export const RfqsSortedByNormalisedPrice: Story = {
  ...asRole('seller'),
  parameters: { route: '/marketplace?tab=rfqs&sort=price_desc', chromatic: shots.off },
  beforeEach: () => {
    const market = busyMarket(2);
    Object.assign(market.rfqs[0]!, {
      productType: 'diesel',
      volumeUnit: 'bbl',
      maxPricePerUnit: '96.64',
    });
    Object.assign(market.rfqs[1]!, {
      productType: 'diesel',
      volumeUnit: 'MT',
      maxPricePerUnit: '715.00',
    });
    resetMockDb(market);
  },
  play: async () => {
    await expect(await page.findByText(priceSortNote)).toBeVisible();
    // 96.64 USD/bbl of diesel is 719.97 USD/MT: dearer per ton than 715.00, first high to low.
    const [first, second] = await cards();
    await expect(first!).toHaveTextContent('≈ $719.97 / MT (compared per MT)');
    await expect(second!).toHaveTextContent('$715.00 / MT');
  },
};

/**
 * Sorted by price across units: a diesel offer at $612.00/MT comes before Brent at $81.75/bbl, which is
 * $613.13/MT — the card says so under its own price, and the note says what the sort compared.
 */
export const SortedByNormalisedPrice: Story = {
  parameters: { route: '/marketplace?sort=price_asc', chromatic: shots.desktopOnly },
  beforeEach: () => {
    const market = busyMarket(2);
    Object.assign(market.offers[0]!, {
      productType: 'crude_oil_brent',
      volume: 950_000,
      volumeUnit: 'bbl',
      pricePerUnit: '81.75',
    });
    Object.assign(market.offers[1]!, {
      productType: 'diesel',
      volume: 12_000,
      volumeUnit: 'MT',
      pricePerUnit: '612.00',
    });
    resetMockDb(market);
  },
  play: async () => {
    await expect(await page.findByText(priceSortNote)).toBeVisible();
    const [first, second] = await cards();
    await expect(first!).toHaveTextContent('$612.00 / MT');
    await expect(second!).toHaveTextContent('$81.75 / bbl');
    await expect(second!).toHaveTextContent('≈ $613.13 / MT (compared per MT)');
    // An MT offer needs no second figure.
    await expect(first!).not.toHaveTextContent('≈');
    // Back to newest first: the note and the second figure go.
    await apiSettled();
    await selectSort('Newest first');
    await waitFor(() => expect(page.queryByText(priceSortNote)).toBeNull());
    await waitFor(() => expect(document.body).not.toHaveTextContent('compared per MT'));
  },
};

async function selectSort(name: string) {
  await userEvent.click(page.getByRole('button', { name: /Sort by/ }));
  await userEvent.click(await page.findByRole('option', { name }));
}

export const ProposalFails: Story = {
  parameters: { chromatic: shots.off, ...mockOverrides(failBare('post', '/api/deals/from-offer')) },
  play: async () => {
    const d = await openDialog('Create Deal', 'Create Deal');
    await userEvent.click(within(d).getByRole('button', { name: 'Send Proposal' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Error');
    await expect(toast).toHaveTextContent('Failed to send proposal');
  },
};

/** A seller answers an RFQ at a price; the deal exists. */
export const SellerResponds: Story = {
  ...asRole('seller'),
  parameters: { chromatic: shots.off, route: '/marketplace?tab=rfqs' },
  play: async () => {
    const d = await openDialog('Respond to RFQ', 'Respond to RFQ');
    const price = within(d).getByRole('textbox', { name: /^Proposed price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '61.5');
    const before = mockDb().deals.length;
    await userEvent.click(within(d).getByRole('button', { name: 'Send Response' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Proposal Sent');
    await expect(toast).toHaveTextContent('Your response has been sent to the buyer');
    await expect(mockDb().deals).toHaveLength(before + 1);
    await expect(mockDb().deals[0]).toMatchObject({
      pricePerUnit: '61.50',
      sellerId: usersByRole.seller.id,
    });
    dropStaleAnnouncements();
  },
};

export const ResponseValidation: Story = {
  ...asRole('seller'),
  parameters: { route: '/marketplace?tab=rfqs' },
  play: async () => {
    await apiSettled();
    const d = await openDialog('Respond to RFQ', 'Respond to RFQ');
    await userEvent.clear(within(d).getByRole('textbox', { name: /^Proposed price/ }));
    await userEvent.click(within(d).getByRole('button', { name: 'Send Response' }));
    await expect(await within(d).findByText('Price is required')).toBeVisible();
  },
};

/** A buyer whose company is not KYC-approved reads why, with the way to KYC, before any form. */
export const BuyerKycBlocked: Story = {
  beforeEach: () => withoutApprovedKyc('buyer'),
  play: async () => {
    const alert = await page.findByText('Your company must be KYC-approved to trade.');
    await expect(alert).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete KYC verification' })).toHaveAttribute(
      'href',
      '/kyc-workflow',
    );
    const [first] = await cards();
    await expect(within(first!).getByRole('button', { name: 'Create Deal' })).toBeDisabled();
  },
};

export const SellerKycBlocked: Story = {
  ...asRole('seller'),
  beforeEach: () => withoutApprovedKyc('seller'),
  parameters: { chromatic: shots.off, route: '/marketplace?tab=rfqs' },
  play: async () => {
    await expect(await page.findByText('You cannot respond to RFQs yet')).toBeVisible();
    const [first] = await cards();
    await expect(within(first!).getByRole('button', { name: 'Respond to RFQ' })).toBeDisabled();
  },
};

/**
 * Facilitate Deal opens the broker's matching dialog (marketplace/matching); its deal form outlives
 * it: 'Create without a match' opens Create New Deal with the offer's terms and seller.
 */
export const BrokerFacilitates: Story = {
  ...asRole('broker'),
  parameters: { chromatic: shots.off },
  play: async () => {
    const m = await openDialog('Facilitate Deal', 'Facilitate Deal');
    await userEvent.click(within(m).getByRole('button', { name: 'Create without a match' }));
    const d = await page.findByRole('dialog', { name: 'Create New Deal' });
    await waitFor(() =>
      expect(within(d).getByRole('combobox', { name: /^Seller company/ })).toHaveValue(
        'Niger Delta Petroleum Ltd',
      ),
    );
    const offer = mockDb().offers[0]!;
    await expect(within(d).getByRole('textbox', { name: /^Volume\b/ })).toHaveValue(
      offer.volume.toLocaleString('en-US'),
    );
  },
};

export const BrokerMatches: Story = {
  ...asRole('broker'),
  parameters: { chromatic: shots.off, route: '/marketplace?tab=rfqs' },
  play: async () => {
    const m = await openDialog('Match Participants', 'Match Participants');
    await userEvent.click(within(m).getByRole('button', { name: 'Create without a match' }));
    const d = await page.findByRole('dialog', { name: 'Create New Deal' });
    await waitFor(() =>
      expect(within(d).getByRole('combobox', { name: /^Buyer company/ })).toHaveValue(
        'Nordic Fuels AB',
      ),
    );
  },
};
