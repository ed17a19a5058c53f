import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DealStatus } from '@petrobridge/domain';
import { mockDb, resetMockDb, seedMockDb } from '../../mocks/db';
import {
  dropStaleAnnouncements,
  resetToasts,
  withToasts,
  withUnauthorizedQueries,
} from '../../mocks/decorators';
import {
  fail,
  mockHandlers,
  mockOverrides,
  setProposals,
  signedOut,
  slow,
} from '../../mocks/handlers';
import { usersByRole } from '../../mocks/users';
import { navigationSpy, resetNavigationSpy, withNavigationSpy } from '../../mocks/navigation';
import { asRole } from '../../mocks/role';
import { apiSettled } from '../../mocks/in-flight';
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
    await apiSettled();
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

/** A date (MMDDYYYY) typed into the `index`-th date field of `scope`. */
async function typeDateAt(scope: HTMLElement, index: number, mmddyyyy: string) {
  await userEvent.click(within(scope).getAllByRole('spinbutton', { name: /month/ })[index]!);
  await userEvent.keyboard(mmddyyyy);
}

/**
 * LC confirmed waits for the letter of credit: the move is disabled with what it needs; the broker
 * records the LC, then confirms it with a note, and both are on the timeline.
 */
export const BrokerRecordsTheLcThenConfirms: Story = {
  parameters: { route: routeTo('lc_pending'), chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await expect(await events()).toHaveLength(2);
    const move = await page.findByRole('button', { name: 'Move to lc confirmed' });
    await expect(move).toBeDisabled();
    await expect(move).toHaveAccessibleDescription(
      'Record the letter of credit before confirming it.',
    );
    await userEvent.click(page.getByRole('button', { name: 'Record letter of credit' }));
    const dialog = await page.findByRole('dialog', { name: 'Letter of credit' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Issuing bank/ }), 'HSBC');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /LC number/ }), 'LC 4471');
    await typeDateAt(dialog, 0, '09302024');
    await typeDateAt(dialog, 1, '10312024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save letter of credit' }));
    // The shipment date after the expiry is a field message; the dialog keeps what was typed.
    await expect(
      await within(dialog).findByText('Latest shipment date must be on or before the expiry date'),
    ).toBeVisible();
    await typeDateAt(dialog, 1, '08312024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save letter of credit' }));
    await waitFor(() =>
      expect(page.getByRole('alertdialog')).toHaveTextContent('Letter of credit recorded'),
    );
    await waitFor(() => expect(term('LC number')).toBe('LC 4471'));
    await expect(term('Issuing bank')).toBe('HSBC');
    await waitFor(() => expect(move).toBeEnabled());
    // Saving reloads the deal: its answer before the next step.
    await apiSettled();
    await userEvent.click(move);
    const confirm = await page.findByRole('dialog', { name: 'Move to lc confirmed?' });
    await userEvent.type(
      within(confirm).getByRole('textbox', { name: 'Notes' }),
      'LC 4471 confirmed by the issuing bank',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Move to lc confirmed' }));
    await waitFor(async () => expect(await events()).toHaveLength(4));
    const [newest, recorded] = await events();
    await expect(newest).toHaveTextContent('Status changed: lc pending → lc confirmed');
    await expect(newest).toHaveTextContent('LC 4471 confirmed by the issuing bank');
    await expect(recorded).toHaveTextContent('Letter of credit recorded');
    dropStaleAnnouncements();
  },
};

/** The LC form's field messages: what a bank's letter of credit must name. */
export const LcFormMessages: Story = {
  parameters: { route: routeTo('lc_pending'), chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Record letter of credit' }));
    const dialog = await page.findByRole('dialog', { name: 'Letter of credit' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save letter of credit' }));
    for (const message of [
      'Issuing bank is required',
      'LC number is required',
      'Expiry date is required',
      'Latest shipment date is required',
    ])
      await expect(await within(dialog).findByText(message)).toBeVisible();
  },
};

/**
 * The seller nominates the vessel once the LC is confirmed; shipped waits for the bill of lading,
 * which the seller adds when the cargo is loaded.
 */
export const SellerRecordsTheShipment: Story = {
  ...asRole('seller'),
  parameters: { route: routeTo('lc_confirmed'), chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await waitFor(() => expect(term('LC number')).toBe('CITI/LC/9002'));
    const shipped = await page.findByRole('button', { name: 'Move to shipped' });
    await expect(shipped).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Record shipping details' }));
    let dialog = await page.findByRole('dialog', { name: 'Shipping details' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Vessel/ }), 'MT Bonny Star');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /IMO number/ }), '93214');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Load port/ }),
      'Bonny Terminal, Nigeria',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shipping details' }));
    await expect(await within(dialog).findByText('IMO number has 7 digits')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /IMO number/ }), '83');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shipping details' }));
    await waitFor(() => expect(term('Vessel')).toBe('MT Bonny Star (IMO 9321483)'));
    await expect(term('B/L number')).toBe('Not issued yet');
    await expect(shipped).toBeDisabled();
    // Saving reloads the deal: its answer before the edit.
    await apiSettled();

    await userEvent.click(page.getByRole('button', { name: 'Edit shipping details' }));
    dialog = await page.findByRole('dialog', { name: 'Shipping details' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /B\/L number/ }), 'BL-77');
    await typeDateAt(dialog, 0, '07202024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shipping details' }));
    await waitFor(() => expect(term('B/L number')).toBe('BL-77'));
    await waitFor(() => expect(shipped).toBeEnabled());
    dropStaleAnnouncements();
  },
};

/** A shipped deal whose ETA has passed: the shipment with the warning, as the buyer sees it. */
export const BuyerShippedEtaPassed: Story = {
  ...asRole('buyer'),
  parameters: { route: routeTo('shipped') },
  play: async () => {
    await waitFor(() => expect(term('Vessel')).toBe('MT Atlantic Dawn (IMO 9321483)'));
    await expect(
      page.getByText('The ETA has passed and the deal is not delivered yet.'),
    ).toBeVisible();
    // The buyer sees the shipment but does not record it.
    await expect(page.queryByRole('button', { name: /shipping details/ })).toBeNull();
  },
};

/** The negotiation deal with the buyer's opening proposal on it (the deal made on an offer). */
function withOpening(counter?: 'seller') {
  return () => {
    const deal = mockDb().deals.find((d) => d.status === 'negotiation')!;
    const opening = {
      id: '00000000-0000-4000-9000-000000000001',
      authorId: usersByRole.buyer.id,
      authorRole: 'buyer' as const,
      pricePerUnit: '82.45',
      volume: 50000,
      deliveryDate: '2027-01-15',
      notes: 'Can lift in January',
      status: counter ? ('countered' as const) : ('open' as const),
      createdAt: deal.createdAt,
      respondedAt: null,
    };
    setProposals(
      deal,
      counter
        ? [
            opening,
            {
              ...opening,
              id: '00000000-0000-4000-9000-000000000002',
              authorId: usersByRole.seller.id,
              authorRole: 'seller',
              pricePerUnit: '84.10',
              volume: 60000,
              notes: 'Firm for 48 hours',
              status: 'open',
              createdAt: new Date(Date.parse(deal.createdAt) + 3_600_000).toISOString(),
            },
          ]
        : [opening],
    );
  };
}

/** The seller answers the buyer's opening proposal with a counter; the proposal list says so. */
export const SellerCounters: Story = {
  ...asRole('seller'),
  beforeEach: withOpening(),
  parameters: { chromatic: shots.screen },
  play: async () => {
    await apiSettled();
    const list = await page.findByRole('list', { name: 'Proposals' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText(/The buyer proposed/)).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Accept' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Counter' }));
    const dialog = await page.findByRole('dialog', { name: 'Counter proposal' });
    await waitFor(() => expect(dialog).toBeVisible());
    const price = within(dialog).getByRole('textbox', { name: /Price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '84.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Proposal' }));
    await waitFor(() => expect(page.getByRole('alertdialog')).toHaveTextContent('Proposal Sent'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [mine, theirs] = within(list).getAllByRole('listitem');
    await expect(mine).toHaveTextContent('You proposed $84.10 / bbl');
    await expect(mine).toHaveTextContent('open');
    await expect(theirs).toHaveTextContent('countered');
    await expect(within(list).queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect((await events())[0]).toHaveTextContent('Terms proposed');
    dropStaleAnnouncements();
  },
};

/** A counter without a price or quantity: the §5 messages under the fields; nothing is sent. */
export const ProposalMessages: Story = {
  ...asRole('seller'),
  beforeEach: withOpening(),
  parameters: { chromatic: shots.off },
  play: async () => {
    await page.findByRole('list', { name: 'Proposals' });
    await userEvent.click(page.getByRole('button', { name: 'Counter' }));
    const dialog = await page.findByRole('dialog', { name: 'Counter proposal' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Price/ }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Quantity/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Proposal' }));
    await expect(await within(dialog).findByText('Price is required')).toBeVisible();
    await expect(within(dialog).getByText('Quantity is required')).toBeVisible();
    await expect(
      within(await page.findByRole('list', { name: 'Proposals' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  },
};

/** The buyer accepts the seller's counter: the deal takes its price and quantity. */
export const BuyerAcceptsTheCounter: Story = {
  ...asRole('buyer'),
  beforeEach: withOpening('seller'),
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const list = await page.findByRole('list', { name: 'Proposals' });
    const [counter] = within(list).getAllByRole('listitem');
    await expect(counter).toHaveTextContent('The seller proposed $84.10 / bbl for 60,000 bbl');
    await userEvent.click(within(counter!).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(page.getByRole('alertdialog')).toHaveTextContent('Terms accepted'));
    await waitFor(() => expect(term('Volume')).toBe('60,000 bbl'));
    await expect(term('Total value')).toBe('$5,046,000');
    await waitFor(() => expect(counter).toHaveTextContent('accepted'));
    await expect((await events())[0]).toHaveTextContent('Terms accepted');
    dropStaleAnnouncements();
  },
};

/** An admin reads the negotiation; only the deal's parties negotiate. */
export const AdminReadsTheNegotiation: Story = {
  ...asRole('admin'),
  beforeEach: withOpening('seller'),
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    const list = await page.findByRole('list', { name: 'Proposals' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      page.getByText("Only the deal's seller, buyer and broker negotiate."),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Counter' })).toBeNull();
    await expect(within(list).queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/**
 * The buyer signs the contract written at the lock: the typed name and the consent are required; the
 * signature shows as theirs, the seller's is still awaited, and the timeline records it.
 */
export const BuyerSignsTheContract: Story = {
  ...asRole('buyer'),
  parameters: { route: routeTo('lc_pending'), chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const signatures = await page.findByRole('list', { name: 'Signatures' });
    await expect(within(signatures).getAllByText('awaiting signature')).toHaveLength(2);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/deals/${dealIn('lc_pending').id}/contract/pdf`,
    );
    await userEvent.click(page.getByRole('button', { name: 'Sign contract' }));
    const dialog = await page.findByRole('dialog', { name: 'Sign contract' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    await expect(await within(dialog).findByText('Full name is required')).toBeVisible();
    await expect(
      within(dialog).getByText('Confirm that you agree to sign electronically'),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Full name/ }),
      'Lars Nilsson',
    );
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    await waitFor(() => expect(page.getByRole('alertdialog')).toHaveTextContent('Contract signed'));
    await waitFor(() => expect(signatures).toHaveTextContent(/You signed on/));
    await expect(within(signatures).getAllByText('awaiting signature')).toHaveLength(1);
    await expect(page.queryByRole('button', { name: 'Sign contract' })).toBeNull();
    await expect((await events())[0]).toHaveTextContent('Contract signed');
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
    await expect(page.getByText('Both parties have signed this contract.')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Sign contract' })).toBeNull();
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
