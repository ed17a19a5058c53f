import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeOffer, makeRfq, mockDb, resetMockDb } from '../../mocks/db';
import {
  address,
  dropStaleAnnouncements,
  resetToasts,
  withAddress,
  withRoutePattern,
  withToasts,
  withUnauthorizedQueries,
} from '../../mocks/decorators';
import { empty, fail, mockHandlers, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { apiSettled } from '../../mocks/in-flight';
import { resetNavigationSpy, withNavigationSpy } from '../../mocks/navigation';
import { selectOption } from '../../mocks/listing-screen';
import { asRole } from '../../mocks/role';
import { SuperAdminPanel } from './SuperAdminPanel';
import { shots } from '@petrobridge/story-kit';

/**
 * The panel's Offers/RFQs tab (listing oversight): every listing with its owner, price, delivery, proof
 * of product and state; an admin takes one down with a reason or reinstates it.
 */
const meta = {
  title: 'Features/Super Admin/Offers and RFQs',
  component: SuperAdminPanel,
  decorators: [withRoutePattern('/super-admin/:tab?'), withAddress, withNavigationSpy, withToasts],
  parameters: {
    layout: 'padded',
    chromatic: shots.screen,
    route: '/super-admin/offers',
    msw: { handlers: mockHandlers },
  },
  ...asRole('super_admin'),
  beforeEach: () => {
    resetNavigationSpy();
    const db = resetMockDb();
    db.offers[1]!.verifiedSupply = true;
    db.offers.push(
      makeOffer({
        productType: 'jet_fuel',
        volume: 8000,
        volumeUnit: 'MT',
        pricePerUnit: null,
        isActive: false,
      }),
      makeOffer({
        productType: 'natural_gas',
        volume: 60000,
        volumeUnit: 'MT',
        pricePerUnit: '12.40',
        isActive: false,
        deactivationReason: 'Duplicate of an earlier listing',
      }),
    );
    db.rfqs.push(
      makeRfq({
        productType: 'diesel',
        volume: 2000,
        volumeUnit: 'MT',
        isActive: false,
        deactivationReason: 'The buyer could not be verified',
      }),
    );
    return resetToasts();
  },
} satisfies Meta<typeof SuperAdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const rows = async (name: string) =>
  within(await page.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1);
const rowOf = async (table: string, text: RegExp) => {
  const row = (await rows(table)).find((r) => text.test(r.textContent ?? ''));
  if (!row) throw new Error(`no row ${text} in ${table}`);
  return row;
};

/** The active offers with their seller, price ('Price on request' when none) and proof of product. */
export const Offers: Story = {
  parameters: { chromatic: shots.screen },
  play: async () => {
    await expect(await page.findByRole('tab', { name: 'Offers/RFQs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const all = await rows('Offers');
    await expect(all).toHaveLength(2);
    await expect(await page.findByText('2 active offers')).toBeVisible();
    const verified = await rowOf('Offers', /Diesel/);
    await expect(verified).toHaveTextContent('Verified supply');
    await expect(verified).toHaveTextContent('$705.00');
    await expect(all[0]).toHaveTextContent('Niger Delta Petroleum Ltd');
  },
};

/**
 * Take down: the reason is required ('Reason is required'); with one, the offer leaves the active
 * list, the toast says its owner was told, and the inactive list shows it taken down with the reason.
 */
export const TakeDownOffer: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const row = await rowOf('Offers', /Diesel/);
    await userEvent.click(within(row).getByRole('button', { name: 'Take down' }));
    const d = await page.findByRole('dialog', { name: 'Take down offer' });
    await waitFor(() => expect(d).toBeVisible());
    await userEvent.click(within(d).getByRole('button', { name: 'Take down' }));
    await expect(await within(d).findByText('Reason is required')).toBeVisible();
    await userEvent.type(
      within(d).getByRole('textbox', { name: /Reason/ }),
      'Misleading specifications',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Take down' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Offer taken down');
    await expect(toast).toHaveTextContent('its owner has been told why');
    await waitFor(async () => expect(await rows('Offers')).toHaveLength(1));
    await expect(mockDb().offers.find((o) => o.productType === 'diesel')).toMatchObject({
      isActive: false,
      deactivationReason: 'Misleading specifications',
    });
    // The take-down's answer and the list it reloads, before the status filter changes the list.
    await apiSettled();
    await selectOption(document.body, /Status/, 'Inactive or taken down');
    await waitFor(() => expect(address().get('state')).toBe('closed'));
    const down = await rowOf('Offers', /Diesel/);
    await expect(down).toHaveTextContent('Taken down');
    await expect(down).toHaveTextContent('Misleading specifications');
    // The dialog's pending button, announced while it closed, is gone.
    dropStaleAnnouncements();
  },
};

/** Inactive listings: one its owner closed (Take down still possible), one taken down (Reinstate). */
export const InactiveOffers: Story = {
  parameters: { route: '/super-admin/offers?state=closed' },
  play: async () => {
    const closed = await rowOf('Offers', /Jet Fuel/);
    await expect(closed).toHaveTextContent('Inactive');
    await expect(closed).toHaveTextContent('Price on request');
    const down = await rowOf('Offers', /Natural Gas/);
    await expect(down).toHaveTextContent('Duplicate of an earlier listing');
    await apiSettled();
    await userEvent.click(within(down).getByRole('button', { name: 'Reinstate' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Offer reinstated');
    await waitFor(async () => expect(await rows('Offers')).toHaveLength(1));
    // The pending button's announcement names a row that has left the list.
    dropStaleAnnouncements();
  },
};

/** RFQs (the listings filter in the address): the buyer's company and the maximum price. */
export const Rfqs: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await selectOption(document.body, /Listings/, 'RFQs');
    await waitFor(() => expect(address().get('listings')).toBe('rfqs'));
    const all = await rows('RFQs');
    await expect(all).toHaveLength(2);
    await expect(page.getByRole('columnheader', { name: 'Max price' })).toBeVisible();
    await expect(await page.findByText('2 active RFQs')).toBeVisible();
  },
};

/** A taken-down RFQ, reinstated from the inactive list. */
export const TakenDownRfq: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    route: '/super-admin/offers?listings=rfqs&state=closed',
  },
  play: async () => {
    const down = await rowOf('RFQs', /Diesel/);
    await expect(down).toHaveTextContent('The buyer could not be verified');
    await expect(within(down).getByRole('button', { name: 'Reinstate' })).toBeEnabled();
  },
};

/** The server refuses: the failure toast with its message, the dialog stays open with the reason. */
export const TakeDownFails: Story = {
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(
      fail('post', '/api/admin/offers/{id}/deactivation', 409, 'This offer is already taken down'),
    ),
  },
  play: async () => {
    await apiSettled();
    const row = await rowOf('Offers', /Diesel/);
    await userEvent.click(within(row).getByRole('button', { name: 'Take down' }));
    const d = await page.findByRole('dialog', { name: 'Take down offer' });
    await userEvent.type(within(d).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await userEvent.click(within(d).getByRole('button', { name: 'Take down' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Error');
    await expect(toast).toHaveTextContent('This offer is already taken down');
    await expect(within(d).getByRole('textbox', { name: /Reason/ })).toHaveValue('Spam');
  },
};

export const Empty: Story = {
  parameters: { chromatic: shots.desktopOnly, ...mockOverrides(empty('/api/offers')) },
  play: async () => {
    await expect(await page.findByText('No offers found')).toBeVisible();
    await expect(await page.findByText('0 active offers')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { chromatic: shots.desktopOnly, ...mockOverrides(fail('get', '/api/offers')) },
  play: async () => {
    await expect(
      await page.findByText('The offers could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { chromatic: shots.desktopOnly, ...mockOverrides(slow('get', '/api/offers')) },
};

/** §8: the logged-out toast, then sign-in. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: { chromatic: shots.desktopOnly, ...mockOverrides(signedOut('get', '/api/offers')) },
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
  },
};

/** An admin (not only the super admin) oversees listings the same way. */
export const AsAdmin: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.off },
  play: async () => {
    await expect(await rows('Offers')).toHaveLength(2);
    await expect(page.getAllByRole('button', { name: 'Take down' })).toHaveLength(2);
  },
};
