import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeDeal, mockDb } from '../../mocks/db';
import { dropStaleAnnouncements } from '../../mocks/decorators';
import { empty, fail, failBare, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { asRole } from '../../mocks/role';
import { apiSettled } from '../../mocks/in-flight';
import { withUnauthorizedQueries } from '../../mocks/decorators';
import { navigationSpy } from '../../mocks/navigation';
import { usersByRole } from '../../mocks/users';
import { dealsViewStorageKey } from './deals-view';
import { DealsPage } from './DealsPage';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

const meta = {
  title: 'Features/Deals/Deals page',
  component: DealsPage,
  ...screenMeta({
    // Every resource answers from the mock database as the story's role; a story overrides its case.
    shots: shots.screen,
    route: '/deals',
    role: 'broker',
    beforeEach: () => {
      // Every story starts from the spec's cards unless it chooses the table (the choice is remembered).
      forgetViews();
    },
  }),
} satisfies Meta<typeof DealsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Forgets every user's remembered Cards | Table choice. */
function forgetViews() {
  for (const user of Object.values(usersByRole))
    window.localStorage.removeItem(dealsViewStorageKey(user.id));
}

/** A story whose user chose the table before (remembered in localStorage under their id). */
const inTable = (role: keyof typeof usersByRole) => ({
  ...asRole(role),
  beforeEach: () => {
    window.localStorage.setItem(dealsViewStorageKey(usersByRole[role].id), 'table');
  },
});

/**
 * The deals table, once its rows are in and the page's other requests (the summary) are answered:
 * a play function acts on the whole screen, not on whichever part loaded first.
 */
async function dealsTable(canvas: ReturnType<typeof within>) {
  const table = await canvas.findByRole('grid', { name: 'Deals' });
  await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0));
  await apiSettled();
  return table;
}

/** The deal numbers of the table's rows, top to bottom. */
const rowNumbers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

/** The table's column titles, left to right. */
const columnTitles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** One row by its deal number, as its cells' texts keyed by column title. */
function rowOf(table: HTMLElement, dealNumber: string) {
  const header = within(table).getByRole('rowheader', { name: dealNumber });
  const cells = within(header.closest('[role="row"]') as HTMLElement).getAllByRole(
    /* rowheader and gridcell */ 'gridcell',
  );
  const titles = columnTitles(table);
  return Object.fromEntries(
    [header, ...cells].map((cell, i) => [titles[i], cell.textContent ?? '']),
  ) as Record<string, string>;
}

/** The toast region shows `text` (a toast is an alertdialog; it may still be entering). */
async function expectToast(text: string) {
  await waitFor(() => expect(page.getByRole('alertdialog')).toHaveTextContent(text));
}

/** The card of one deal, by its number, once the page's requests are answered (as `dealsTable`). */
async function card(canvas: ReturnType<typeof within>, dealNumber: string) {
  const heading = await canvas.findByRole('heading', { level: 2, name: dealNumber });
  await apiSettled();
  return heading.closest('article')!;
}

/**
 * The broker: summary with commission, one card per status (newest first), commission on each card,
 * Create Deal and the export of the filtered list.
 */
export const Broker: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deal Management' }),
    ).toBeVisible();
    const summary = canvas.getByRole('region', { name: 'Deal summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Total deals7'));
    await expect(summary).toHaveTextContent('Open deals5');
    await expect(summary).toHaveTextContent('Commission');
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual([
      'PB-2024-000047',
      'PB-2024-000046',
      'PB-2024-000045',
      'PB-2024-000044',
      'PB-2024-000043',
      'PB-2024-000042',
      'PB-2024-000041',
    ]);
    const negotiation = await card(canvas, 'PB-2024-000041');
    await expect(negotiation).toHaveTextContent('Niger Delta Petroleum Ltd');
    await expect(negotiation).toHaveTextContent('Nordic Fuels AB');
    await expect(negotiation).toHaveTextContent('Commission');
    // §4: from negotiation only Lock Trade and Cancel; lc_pending is reached by locking.
    const actions = within(negotiation).getByRole('group');
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Lock Trade', 'Cancel deal']);
    await expect(within(actions).getByRole('button', { name: 'Lock Trade' })).toBeEnabled();
    const shipped = await card(canvas, 'PB-2024-000044');
    await expect(
      within(shipped)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move to delivered']);
    // Delivered waits for its evidence: the button is disabled and says what is still required.
    await expect(within(shipped).getByRole('button', { name: 'Move to delivered' })).toBeDisabled();
    await expect(
      within(shipped).getByRole('list', { name: 'Required to move to delivered' }),
    ).toHaveTextContent('The delivery date');
    // Terminal deals offer no move.
    await expect(within(await card(canvas, 'PB-2024-000046')).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create Deal' })).toBeEnabled();
    await expect(
      canvas.getByRole('link', { name: 'Export CSV of the filtered deals' }),
    ).toHaveAttribute('href', '/api/deals/export');
  },
};

/** A seller: no commission anywhere, the buyer anonymous until the lock, named after it. */
export const Seller: Story = {
  ...asRole('seller'),
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Deal summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Total deals7'));
    await expect(summary).not.toHaveTextContent('Commission');
    const negotiation = await card(canvas, 'PB-2024-000041');
    await expect(negotiation).toHaveTextContent('BuyerAnonymous buyer');
    await expect(negotiation).not.toHaveTextContent('Nordic Fuels AB');
    await expect(await card(canvas, 'PB-2024-000042')).toHaveTextContent('BuyerNordic Fuels AB');
    await expect(canvas.queryByText(/Commission/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create Deal' })).toBeNull();
    // The seller of the deal may move it too (§6).
    await expect(within(negotiation).getByRole('button', { name: 'Lock Trade' })).toBeEnabled();
  },
};

/** A buyer: the seller anonymous before the lock. */
export const Buyer: Story = {
  ...asRole('buyer'),
  play: async ({ canvas }) => {
    const negotiation = await card(canvas, 'PB-2024-000041');
    await expect(negotiation).toHaveTextContent('SellerAnonymous seller');
    await expect(negotiation).not.toHaveTextContent('Niger Delta');
    await expect(await card(canvas, 'PB-2024-000043')).toHaveTextContent(
      'SellerNiger Delta Petroleum Ltd',
    );
    await expect(canvas.queryByText('Commission')).toBeNull();
  },
};

/** Admins see every deal and may move any; no commission total (brokers only, §6). */
export const Admin: Story = {
  ...asRole('admin'),
  play: async ({ canvas }) => {
    const negotiation = await card(canvas, 'PB-2024-000041');
    await expect(within(negotiation).getByRole('button', { name: 'Lock Trade' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Create Deal' })).toBeNull();
  },
};

/** A deal the caller is not party to (an admin's view of another broker's deal is not this): no moves. */
export const OtherBrokersDeal: Story = {
  ...asRole('seller'),
  beforeEach: () => {
    mockDb().deals.forEach((d) => {
      d.brokerId = '00000000-0000-4000-8000-00000000beef';
    });
  },
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    // The seller still is the deal's seller: moves stay (the broker changed, not the parties).
    await expect(
      within(await card(canvas, 'PB-2024-000041')).getByRole('button', { name: 'Lock Trade' }),
    ).toBeVisible();
  },
};

/** Search and status filter go into the address and narrow list, summary and export together. */
export const SearchAndFilter: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    await card(canvas, 'PB-2024-000047');
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'natural gas{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1));
    await expect(canvas.getByRole('heading', { level: 2, name: 'PB-2024-000042' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Export CSV of the filtered deals' }),
    ).toHaveAttribute('href', '/api/deals/export?q=natural+gas');
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Deal summary' })).toHaveTextContent(
        'Total deals1',
      ),
    );

    await userEvent.clear(search);
    await userEvent.type(search, '000045{Enter}');
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'PB-2024-000045',
      ]),
    );

    await userEvent.clear(search);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await page.findByRole('option', { name: 'completed' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'PB-2024-000046',
      ]),
    );
    await expect(
      canvas.getByRole('link', { name: 'Export CSV of the filtered deals' }),
    ).toHaveAttribute('href', '/api/deals/export?status=completed');

    await userEvent.type(search, 'diesel{Enter}');
    await expect(await canvas.findByText('No deals found')).toBeVisible();
  },
};

/** Deep link with filters: the address is the state. */
export const FilteredByAddress: Story = {
  parameters: { route: '/deals?status=shipped', chromatic: shots.off },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'PB-2024-000044',
      ]),
    );
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('shipped');
  },
};

/** Pages of 20 with the total of X-Total-Count. */
export const Paged: Story = {
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    const db = mockDb();
    for (let i = 0; i < 30; i++)
      db.deals.push(makeDeal({ createdAt: new Date(Date.UTC(2024, 0, 1 + i)).toISOString() }));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(20));
    await apiSettled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1–20 of 37');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Showing 21–37 of 37'),
    );
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(17));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The shipped deal with its delivery date recorded: it may move to delivered. */
const deliveredOn = () => {
  const shipped = mockDb().deals.find((d) => d.status === 'shipped')!;
  shipped.shippingDetails = { ...shipped.shippingDetails!, deliveredDate: '2024-08-09' };
};

/** A status change with notes: the §8 toast, and the card shows its new status and moves. */
export const ChangeStatus: Story = {
  beforeEach: deliveredOn,
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    const shipped = await card(canvas, 'PB-2024-000044');
    await userEvent.click(within(shipped).getByRole('button', { name: 'Move to delivered' }));
    const dialog = await page.findByRole('dialog', { name: 'Move to delivered?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Discharged');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to delivered' }));
    await expectToast('Deal status updated successfully');
    await waitFor(() =>
      expect(
        within(shipped)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Move to completed']),
    );
    await expect(shipped).toHaveTextContent('delivered');
    dropStaleAnnouncements();
  },
};

/** A move the server refuses (another user moved the deal meanwhile): the §8 failure toast. */
export const ChangeStatusFails: Story = {
  beforeEach: deliveredOn,
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(
      fail('patch', '/api/deals/{id}/status', 409, 'The deal moved to cancelled meanwhile'),
    ),
  },
  play: async ({ canvas }) => {
    const shipped = await card(canvas, 'PB-2024-000044');
    await userEvent.click(within(shipped).getByRole('button', { name: 'Move to delivered' }));
    const dialog = await page.findByRole('dialog', { name: 'Move to delivered?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to delivered' }));
    await expectToast('The deal moved to cancelled meanwhile');
    // The dialog stays open with what was typed.
    await expect(dialog).toBeVisible();
    dropStaleAnnouncements();
  },
};

/**
 * A move the server refuses for missing evidence: the list does not know the contract's signatures,
 * so LC confirmed is offered once the LC is on record; the server names what is missing, in the toast
 * and in the dialog.
 */
export const MoveRefusedForMissingEvidence: Story = {
  beforeEach: () => {
    const deal = mockDb().deals.find((d) => d.status === 'lc_pending')!;
    deal.lcDetails = {
      issuingBank: 'HSBC Bank plc, London',
      confirmingBank: null,
      lcNumber: 'HSBC/LC/4471',
      amount: deal.totalValue!,
      currency: deal.currency,
      issueDate: '2026-11-20',
      tolerancePercent: 0,
      expiryDate: '2027-03-31',
      latestShipmentDate: '2027-02-28',
      documentsRequired: ['commercial_invoice', 'bill_of_lading'],
      recordedAt: '2026-11-20T10:00:00.000Z',
    };
  },
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas }) => {
    const pending = await card(canvas, 'PB-2024-000042');
    await apiSettled();
    const move = within(pending).getByRole('button', { name: 'Move to lc confirmed' });
    await expect(move).toBeEnabled();
    await userEvent.click(move);
    const dialog = await page.findByRole('dialog', { name: 'Move to lc confirmed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to lc confirmed' }));
    await expectToast(
      "To move to lc confirmed, the deal still needs: The seller's signature on the contract; The buyer's signature on the contract",
    );
    const required = await within(dialog).findByRole('list', { name: 'Still required' });
    await expect(
      within(required)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(["The seller's signature on the contract", "The buyer's signature on the contract"]);
    await expect(pending).toHaveTextContent('lc pending');
    dropStaleAnnouncements();
  },
};

/** Before both sides accepted the same terms, Lock Trade is disabled with the reason. */
export const LockWaitsForAgreedTerms: Story = {
  beforeEach: () => {
    mockDb().deals.find((d) => d.status === 'negotiation')!.termsAgreedAt = null;
  },
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas }) => {
    const negotiation = await card(canvas, 'PB-2024-000041');
    await expect(negotiation).toHaveTextContent('Proposed value$4,122,500');
    const lock = within(negotiation).getByRole('button', { name: 'Lock Trade' });
    await expect(lock).toBeDisabled();
    await expect(lock).toHaveAccessibleDescription(
      'The terms are not agreed yet: a proposal must be accepted by both the seller and the buyer.',
    );
    await expect(within(negotiation).getByRole('button', { name: 'Cancel deal' })).toBeEnabled();
  },
};

/** Lock Trade asks first with the terms, then 'Trade Locked': the deal leaves negotiation. */
export const LockTrade: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    const negotiation = await card(canvas, 'PB-2024-000041');
    await userEvent.click(within(negotiation).getByRole('button', { name: 'Lock Trade' }));
    const dialog = await page.findByRole('dialog', { name: 'Lock Trade?' });
    await expect(within(dialog).getByRole('group', { name: 'Terms to lock' })).toHaveTextContent(
      '$4,122,500.00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock Trade' }));
    await expectToast('Trade Locked');
    await waitFor(() => expect(negotiation).toHaveTextContent('lc pending'));
    await expect(within(negotiation).queryByRole('button', { name: 'Lock Trade' })).toBeNull();
    dropStaleAnnouncements();
  },
};

export const LockFails: Story = {
  parameters: { chromatic: shots.off, ...mockOverrides(failBare('patch', '/api/deals/{id}/lock')) },
  play: async ({ canvas }) => {
    const negotiation = await card(canvas, 'PB-2024-000041');
    await userEvent.click(within(negotiation).getByRole('button', { name: 'Lock Trade' }));
    const dialog = await page.findByRole('dialog', { name: 'Lock Trade?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock Trade' }));
    await expectToast('Failed to lock deal');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The trade was not locked',
    );
    dropStaleAnnouncements();
  },
};

/** Create Deal opens the shared dialog. */
export const OpensCreateDeal: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    const create = await canvas.findByRole('button', { name: 'Create Deal' });
    await apiSettled();
    await userEvent.click(create);
    // The dialog's code loads on first use; then its entry transition runs.
    const dialog = await page.findByRole(
      'dialog',
      { name: 'Create New Deal' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: mockOverrides(slow('get', '/api/deals'), slow('get', '/api/deals/summary')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Deals' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: mockOverrides(empty('/api/deals')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No deals found')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: mockOverrides(fail('get', '/api/deals'), fail('get', '/api/deals/summary')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Deals could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('The deal summary could not be loaded.')).toBeVisible();
  },
};

/** Signed out mid-way (§8): the logged-out toast, then sign-in. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(signedOut('get', '/api/deals'), signedOut('get', '/api/deals/summary')),
  },
  play: async () => {
    await expectToast('Unauthorized: You are logged out. Logging in again...');
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

/**
 * The broker's table (chosen before, so remembered): number, product, both companies, volume, price,
 * value, commission, status, what each deal waits on and since when; the deal number opens its page.
 * At 390 px the table scrolls in its own frame and the page does not scroll sideways.
 */
export const TableBroker: Story = {
  ...inTable('broker'),
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, canvasElement }) => {
    const table = await dealsTable(canvas);
    await expect(canvas.getByRole('radio', { name: 'Table' })).toBeChecked();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'PB-2024-000041' })).toBeNull();
    await expect(columnTitles(table)).toEqual([
      'Deal',
      'Product',
      'Seller',
      'Buyer',
      'Volume',
      'Price',
      'Value',
      'Commission',
      'Status',
      'Waiting on',
      'Since',
    ]);
    // Newest first, as the server pages them.
    await expect(rowNumbers(table)).toEqual([
      'PB-2024-000047',
      'PB-2024-000046',
      'PB-2024-000045',
      'PB-2024-000044',
      'PB-2024-000043',
      'PB-2024-000042',
      'PB-2024-000041',
    ]);
    await expect(rowOf(table, 'PB-2024-000041')).toMatchObject({
      Product: 'Brent Crude Oil',
      Seller: 'Niger Delta Petroleum Ltd',
      Buyer: 'Nordic Fuels AB',
      Volume: '50,000 bbl',
      Price: '$82.45/bbl',
      Value: '$4,122,500',
      Commission: '$103,063 (2.50 %)',
      Status: 'negotiation',
      'Waiting on': 'the lock',
    });
    // What each deal waits on, as far as the list tells.
    await expect(rowOf(table, 'PB-2024-000042')['Waiting on']).toBe('letter of credit');
    await expect(rowOf(table, 'PB-2024-000043')['Waiting on']).toBe(
      'bill of lading, vessel IMO number',
    );
    await expect(rowOf(table, 'PB-2024-000044')).toMatchObject({
      Price: '—',
      Value: '—',
      'Waiting on': 'delivery date',
    });
    await expect(rowOf(table, 'PB-2024-000045')['Waiting on']).toBe('completion');
    await expect(rowOf(table, 'PB-2024-000046')['Waiting on']).toBe('—');
    await expect(rowOf(table, 'PB-2024-000041').Since).toMatch(/ago$/);
    await expect(within(table).getByRole('link', { name: 'PB-2024-000041' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/deals\/[0-9a-f-]+$/),
    );
    await expect(table).toHaveAccessibleDescription(/Sorting orders the deals listed here/);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** An admin's table: both companies on every deal, no commission column (brokers only, as on the cards). */
export const TableAdmin: Story = {
  ...inTable('admin'),
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas }) => {
    const table = await dealsTable(canvas);
    await expect(columnTitles(table)).toContain('Seller');
    await expect(columnTitles(table)).toContain('Buyer');
    await expect(columnTitles(table)).not.toContain('Commission');
    await expect(rowOf(table, 'PB-2024-000041')).toMatchObject({
      Seller: 'Niger Delta Petroleum Ltd',
      Buyer: 'Nordic Fuels AB',
    });
    await expect(table).not.toHaveTextContent('%');
  },
};

/** A seller's table: one Counterparty column, anonymous until the lock, never a commission. */
export const TableSeller: Story = {
  ...inTable('seller'),
  play: async ({ canvas }) => {
    const table = await dealsTable(canvas);
    await expect(columnTitles(table)).toEqual([
      'Deal',
      'Product',
      'Counterparty',
      'Volume',
      'Price',
      'Value',
      'Status',
      'Waiting on',
      'Since',
    ]);
    await expect(rowOf(table, 'PB-2024-000041').Counterparty).toBe('Anonymous buyer');
    await expect(rowOf(table, 'PB-2024-000042').Counterparty).toBe('Nordic Fuels AB');
    await expect(table).not.toHaveTextContent('Niger Delta');
    await expect(canvas.queryByText(/Commission/)).toBeNull();
    await expect(table).not.toHaveTextContent('%');
  },
};

/** Proposed terms: the value says it is only proposed, the deal waits on both sides' acceptance. */
export const TableProposedTerms: Story = {
  ...inTable('buyer'),
  beforeEach: () => {
    window.localStorage.setItem(dealsViewStorageKey(usersByRole.buyer.id), 'table');
    mockDb().deals.find((d) => d.status === 'negotiation')!.termsAgreedAt = null;
  },
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    const table = await dealsTable(canvas);
    await expect(rowOf(table, 'PB-2024-000041')).toMatchObject({
      Counterparty: 'Anonymous seller',
      Value: '$4,122,500 (proposed)',
      'Waiting on': 'acceptance of terms',
    });
  },
};

/**
 * Cards by default (the spec's view); Table switches and is remembered under the user's id only;
 * Cards switches back and is remembered too.
 */
export const SwitchViews: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    await card(canvas, 'PB-2024-000041');
    const group = canvas.getByRole('radiogroup', { name: 'View' });
    await expect(within(group).getByRole('radio', { name: 'Cards' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Table' }));
    const table = await dealsTable(canvas);
    await expect(rowNumbers(table)).toHaveLength(7);
    await expect(canvas.queryByRole('heading', { level: 2, name: 'PB-2024-000041' })).toBeNull();
    await expect(window.localStorage.getItem(dealsViewStorageKey(usersByRole.broker.id))).toBe(
      'table',
    );
    // Another user's choice is theirs.
    await expect(
      window.localStorage.getItem(dealsViewStorageKey(usersByRole.seller.id)),
    ).toBeNull();
    // The filters keep working in the table.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'natural gas{Enter}');
    await waitFor(() =>
      expect(rowNumbers(canvas.getByRole('grid', { name: 'Deals' }))).toEqual(['PB-2024-000042']),
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'Cards' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'PB-2024-000042' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Deals' })).toBeNull();
    await expect(window.localStorage.getItem(dealsViewStorageKey(usersByRole.broker.id))).toBe(
      'cards',
    );
  },
};

/** Sorting by value: ascending, then descending; the deal without a price stays last either way. */
export const TableSortByValue: Story = {
  ...inTable('broker'),
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas }) => {
    const table = await dealsTable(canvas);
    await apiSettled();
    const value = within(table).getByRole('columnheader', { name: 'Value' });
    await userEvent.click(value);
    await waitFor(() => expect(value).toHaveAttribute('aria-sort', 'ascending'));
    // 4,122,500 × 4 (newest first among equals), 6,249,600, 9,826,000, then the diesel without a price.
    await expect(rowNumbers(table)).toEqual([
      'PB-2024-000047',
      'PB-2024-000045',
      'PB-2024-000043',
      'PB-2024-000041',
      'PB-2024-000046',
      'PB-2024-000042',
      'PB-2024-000044',
    ]);
    await userEvent.click(value);
    await waitFor(() => expect(value).toHaveAttribute('aria-sort', 'descending'));
    await expect(rowNumbers(table)).toEqual([
      'PB-2024-000042',
      'PB-2024-000046',
      'PB-2024-000047',
      'PB-2024-000045',
      'PB-2024-000043',
      'PB-2024-000041',
      'PB-2024-000044',
    ]);
  },
};

/** More than one page: the caption says the sort orders this page only. */
export const TablePaged: Story = {
  ...inTable('broker'),
  beforeEach: () => {
    window.localStorage.setItem(dealsViewStorageKey(usersByRole.broker.id), 'table');
    const db = mockDb();
    for (let i = 0; i < 30; i++)
      db.deals.push(makeDeal({ createdAt: new Date(Date.UTC(2024, 0, 1 + i)).toISOString() }));
  },
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    const table = await dealsTable(canvas);
    await expect(table).toHaveAccessibleDescription(/Sorting orders the deals on this page/);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1–20 of 37');
  },
};

export const TableEmpty: Story = {
  ...inTable('broker'),
  parameters: { chromatic: shots.desktopOnly, ...mockOverrides(empty('/api/deals')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No deals found')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Table' })).toBeChecked();
  },
};

export const TableLoading: Story = {
  ...inTable('broker'),
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(slow('get', '/api/deals'), slow('get', '/api/deals/summary')),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Deals' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('radio', { name: 'Table' })).toBeChecked();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const TableError: Story = {
  ...inTable('broker'),
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(fail('get', '/api/deals'), fail('get', '/api/deals/summary')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Deals could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** Signed out in the table view (§8): the logged-out toast, then sign-in. */
export const TableSignedOut: Story = {
  ...inTable('broker'),
  decorators: [withUnauthorizedQueries],
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(signedOut('get', '/api/deals'), signedOut('get', '/api/deals/summary')),
  },
  play: async () => {
    await expectToast('Unauthorized: You are logged out. Logging in again...');
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

/**
 * At 390 px the table scrolls sideways in its own frame and the page does not (the mobile modes of
 * the table stories show it; this one checks it).
 */
export const TableNarrowViewport: Story = {
  ...inTable('seller'),
  globals: { ...asRole('seller').globals, viewport: { value: 'mobile' } },
  parameters: { chromatic: shots.off },
  play: async ({ canvas, canvasElement }) => {
    const table = await dealsTable(canvas);
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    await expect(rowNumbers(table)).toHaveLength(7);
    const scroller = table.parentElement!;
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(
      canvas.getByRole('radiogroup', { name: 'View' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(window.innerWidth);
  },
};
