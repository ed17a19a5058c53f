import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DealStatus } from '@petrobridge/domain';
import { resetMockDb, seedMockDb } from '../../mocks/db';
import {
  dropStaleAnnouncements,
  resetToasts,
  withToasts,
  withUnauthorizedQueries,
} from '../../mocks/decorators';
import { fail, mockHandlers, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { navigationSpy, resetNavigationSpy, withNavigationSpy } from '../../mocks/navigation';
import { asRole } from '../../mocks/role';
import { DealPage } from './DealPage';
import { shots } from '../../../../../.storybook/modes';

/** The seeded mock deals: one per status, with fixed ids and numbers. */
const seeded = seedMockDb().deals;
const dealIn = (status: DealStatus) => seeded.find((d) => d.status === status)!;
const routeTo = (status: DealStatus) => `/deals/${dealIn(status).id}`;

/** The page reads its deal id from the path, as in the app's router. */
const withDealRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/deals/:id" element={<Story />} />
  </Routes>
);

const meta = {
  title: 'Features/Deals/Deal page',
  component: DealPage,
  decorators: [withDealRoute, withNavigationSpy, withToasts],
  parameters: {
    chromatic: shots.screen,
    layout: 'padded',
    route: routeTo('negotiation'),
    msw: { handlers: mockHandlers },
  },
  ...asRole('broker'),
  beforeEach: () => {
    resetMockDb();
    resetNavigationSpy();
    return resetToasts();
  },
} satisfies Meta<typeof DealPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const timeline = async () => page.findByRole('list', { name: 'Deal timeline' });
const events = async () => within(await timeline()).getAllByRole('listitem');
const term = (name: string) => {
  const dt = page.queryAllByText(name).find((el) => el.tagName === 'DT');
  return dt?.nextElementSibling?.textContent;
};

/**
 * The broker on a deal in negotiation: terms with both parties and the commission, Lock Trade, and
 * the timeline. Locking records the lock on the timeline, newest first.
 */
export const Broker: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    const deal = dealIn('negotiation');
    await expect(
      await page.findByRole('heading', { level: 1, name: deal.dealNumber }),
    ).toBeVisible();
    await expect(term('Seller')).toBe('Niger Delta Petroleum Ltd');
    await expect(term('Buyer')).toBe('Nordic Fuels AB');
    await expect(term('Commission')).toMatch(/2\.50 %/);
    await expect(await events()).toHaveLength(1);
    await expect((await events())[0]).toHaveTextContent('Deal created');
    await expect((await events())[0]).toHaveTextContent('by the broker');
  },
};

export const BrokerLocksTheTrade: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await events()).toHaveLength(1);
    await userEvent.click(await page.findByRole('button', { name: 'Lock Trade' }));
    await waitFor(() => expect(page.getByRole('alertdialog')).toHaveTextContent('Trade Locked'));
    await waitFor(async () =>
      expect((await events())[0]).toHaveTextContent('Trade locked: negotiation → lc pending'),
    );
    await expect(await events()).toHaveLength(2);
    // The page shows the new status and the moves it allows now.
    await expect(await page.findByRole('button', { name: 'Move to lc confirmed' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Lock Trade' })).toBeNull();
    dropStaleAnnouncements();
  },
};

/** A move with a note: the note is on the timeline with the move. */
export const BrokerMovesWithANote: Story = {
  parameters: { route: routeTo('lc_pending'), chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await events()).toHaveLength(2);
    await userEvent.click(await page.findByRole('button', { name: 'Move to lc confirmed' }));
    const dialog = await page.findByRole('dialog', { name: 'Move to lc confirmed?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Notes' }),
      'LC 4471 confirmed by the issuing bank',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to lc confirmed' }));
    await waitFor(async () => expect(await events()).toHaveLength(3));
    const [newest] = await events();
    await expect(newest).toHaveTextContent('Status changed: lc pending → lc confirmed');
    await expect(newest).toHaveTextContent('LC 4471 confirmed by the issuing bank');
    dropStaleAnnouncements();
  },
};

/** The seller before the lock: the buyer is anonymous, no commission, the anonymity notice. */
export const SellerBeforeLock: Story = {
  ...asRole('seller'),
  play: async () => {
    await expect(
      await page.findByText('The other side stays anonymous until the trade is locked.'),
    ).toBeVisible();
    await expect(term('Buyer')).toBe('Anonymous buyer');
    await expect(term('Commission')).toBeUndefined();
    await expect(document.body).not.toHaveTextContent('Nordic Fuels');
    await expect(page.getByRole('button', { name: 'Lock Trade' })).toBeVisible();
  },
};

/** The buyer of a completed deal: the seller named, no moves left, the whole history. */
export const BuyerCompleted: Story = {
  ...asRole('buyer'),
  parameters: { route: routeTo('completed') },
  play: async () => {
    await waitFor(() => expect(term('Seller')).toBe('Niger Delta Petroleum Ltd'));
    await expect(term('Commission')).toBeUndefined();
    await expect(page.queryByRole('group', { name: /Actions for deal/ })).toBeNull();
    const all = await events();
    await expect(all).toHaveLength(6);
    await expect(all[0]).toHaveTextContent('delivered → completed');
    await expect(all[5]).toHaveTextContent('Deal created');
  },
};

/** An admin on a cancelled deal: the reason given is on the timeline. */
export const AdminCancelled: Story = {
  ...asRole('admin'),
  parameters: { route: routeTo('cancelled'), chromatic: shots.desktopOnly },
  play: async () => {
    const [newest] = await events();
    await expect(newest).toHaveTextContent('Status changed: negotiation → cancelled');
    await expect(newest).toHaveTextContent('The buyer withdrew before the LC was opened.');
  },
};

export const Loading: Story = {
  parameters: { ...mockOverrides(slow('get', '/api/deals/:id')), chromatic: shots.desktopOnly },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(page.getByRole('link', { name: 'Deal Management' })).toHaveAttribute(
      'href',
      '/deals',
    );
  },
};

/** Someone else's deal, or no deal at all: a clear message and the way back. */
export const NotFound: Story = {
  parameters: { route: '/deals/00000000-0000-4000-8000-000000000000' },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Deal not found' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deal Management' })).toHaveAttribute(
      'href',
      '/deals',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { ...mockOverrides(fail('get', '/api/deals/:id')), chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByText('The deal could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Signed out mid-way (§8): the logged-out toast, then sign-in. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: { chromatic: shots.off, ...mockOverrides(signedOut('get', '/api/deals/:id')) },
  play: async () => {
    await waitFor(() =>
      expect(page.getByRole('alertdialog')).toHaveTextContent(
        'Unauthorized: You are logged out. Logging in again...',
      ),
    );
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};
