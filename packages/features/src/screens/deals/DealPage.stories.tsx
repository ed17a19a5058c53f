import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { totalValue, type DealStatus } from '@petrobridge/domain';
import { mockDb, resetMockDb, seedMockDb } from '../../mocks/db';
import { dropStaleAnnouncements, withUnauthorizedQueries } from '../../mocks/decorators';
import {
  fail,
  mockOverrides,
  setProposals,
  setSignatures,
  signedOut,
  slow,
} from '../../mocks/handlers';
import { usersByRole } from '../../mocks/users';
import { navigationSpy } from '../../mocks/navigation';
import { asRole } from '../../mocks/role';
import { apiSettled } from '../../mocks/in-flight';
import { DealPage } from './DealPage';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

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
  ...screenMeta({
    decorators: [withDealRoute],
    shots: shots.screen,
    route: routeTo('negotiation'),
    role: 'broker',
    beforeEach: () => {
      resetMockDb();
    },
  }),
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
    // Both sides accepted the broker's terms: they are the agreed terms, and Lock Trade is enabled.
    await expect(page.getByRole('heading', { level: 2, name: 'Agreed terms' })).toBeVisible();
    await expect(term('Agreed on')).toBeTruthy();
    await expect(page.getByText('No open proposal.')).toBeVisible();
    const history = page.getByRole('list', { name: 'Proposal history' });
    await expect(history).toHaveTextContent('You proposed $82.45 / bbl for 50,000 bbl');
    await expect(history).toHaveTextContent('Seller accepted');
    await expect(history).toHaveTextContent('Buyer accepted');
    await expect(page.getByRole('button', { name: 'Lock Trade' })).toBeEnabled();
    await expect(await events()).toHaveLength(1);
    await expect((await events())[0]).toHaveTextContent('Deal created');
    await expect((await events())[0]).toHaveTextContent('by the broker');
  },
};

/**
 * Lock Trade on agreed terms asks first, with the terms it binds both sides to; confirming locks the
 * trade and records it on the timeline, newest first.
 */
export const BrokerLocksTheTrade: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await expect(await events()).toHaveLength(1);
    await userEvent.click(await page.findByRole('button', { name: 'Lock Trade' }));
    const dialog = await page.findByRole('dialog', { name: 'Lock Trade?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(
      'Locking binds both sides to these terms and reveals the counterparties to each other',
    );
    const summary = within(dialog).getByRole('group', { name: 'Terms to lock' });
    for (const text of [
      '$82.45 / bbl',
      '50,000 bbl',
      '$4,122,500.00',
      'Aug 15, 2024',
      'Rotterdam',
      'USD',
    ])
      await expect(summary).toHaveTextContent(text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock Trade' }));
    await waitFor(() => expect(page.getByRole('alertdialog')).toHaveTextContent('Trade Locked'));
    await waitFor(async () =>
      expect((await events())[0]).toHaveTextContent('Trade locked: negotiation → lc pending'),
    );
    await expect(await events()).toHaveLength(2);
    // The page shows the new status and the moves it allows now.
    await expect(await page.findByRole('button', { name: 'Move to lc confirmed' })).toBeVisible();
    // The confirmation's own Lock Trade goes with the dialog once its exit animation ends.
    await waitFor(() => expect(page.queryByRole('button', { name: 'Lock Trade' })).toBeNull());
    dropStaleAnnouncements();
  },
};

/**
 * The lock's confirmation, open: the terms it binds both sides to and what locking does, before
 * anything is sent.
 */
export const LockConfirmation: Story = {
  play: async () => {
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Lock Trade' }));
    const dialog = await page.findByRole('dialog', { name: 'Lock Trade?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('group', { name: 'Terms to lock' })).toHaveTextContent(
      '$4,122,500.00',
    );
    await expect(within(dialog).getByRole('button', { name: 'Lock Trade' })).toBeEnabled();
    await expect(await events()).toHaveLength(1);
  },
};

/** A date (MMDDYYYY) typed into the `index`-th date field of `scope`. */
async function typeDateAt(scope: HTMLElement, index: number, mmddyyyy: string) {
  await userEvent.click(within(scope).getAllByRole('spinbutton', { name: /month/ })[index]!);
  await userEvent.keyboard(mmddyyyy);
}

/** The lc pending deal with both signatures on its contract (the LC is then all it waits for). */
const signedByBoth = () =>
  setSignatures(
    mockDb().deals.find((d) => d.status === 'lc_pending')!,
    ['seller', 'buyer'],
  );

/**
 * LC confirmed waits for its evidence: the move is disabled with what is still required (both sides
 * signed, so the letter of credit); the broker records the LC with its issue date, then confirms it
 * with a note, and both are on the timeline.
 */
export const BrokerRecordsTheLcThenConfirms: Story = {
  beforeEach: signedByBoth,
  parameters: { route: routeTo('lc_pending'), chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await expect(await events()).toHaveLength(2);
    const move = await page.findByRole('button', { name: 'Move to lc confirmed' });
    await expect(move).toBeDisabled();
    await expect(move).toHaveAccessibleDescription(
      'Move to lc confirmed still requires: A letter of credit on record',
    );
    await userEvent.click(page.getByRole('button', { name: 'Record letter of credit' }));
    const dialog = await page.findByRole('dialog', { name: 'Letter of credit' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Issuing bank/ }), 'HSBC');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /LC number/ }), 'LC 4471');
    // Issue date, expiry date, latest shipment date: an expiry before the issue is refused.
    await typeDateAt(dialog, 0, '11202026');
    await typeDateAt(dialog, 1, '10312026');
    await typeDateAt(dialog, 2, '11302026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save letter of credit' }));
    // The dates out of order are field messages; the dialog keeps what was typed.
    await expect(
      await within(dialog).findByText('Expiry date must be on or after the issue date'),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('Latest shipment date must be on or before the expiry date'),
    ).toBeVisible();
    await typeDateAt(dialog, 1, '03312027');
    await typeDateAt(dialog, 2, '02282027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save letter of credit' }));
    await waitFor(() =>
      expect(page.getByRole('alertdialog')).toHaveTextContent('Letter of credit recorded'),
    );
    await waitFor(() => expect(term('LC number')).toBe('LC 4471'));
    await expect(term('Issuing bank')).toBe('HSBC');
    await expect(term('Issue date')).toBe('Nov 20, 2026');
    await expect(term('Amount')).toBe('$9,826,000.00');
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
    const tolerance = within(dialog).getByRole('textbox', { name: /Tolerance/ });
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save letter of credit' }));
    for (const message of [
      'Issuing bank is required',
      'LC number is required',
      'Issue date is required',
      'Expiry date is required',
      'Latest shipment date is required',
      'Tolerance must be a whole percentage from 0 to 10',
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
    const required = page.getByRole('list', { name: 'Required to move to shipped' });
    await expect(required).toHaveTextContent('The bill of lading (number and date)');
    await expect(required).toHaveTextContent("The vessel's IMO number");
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
    const imo = within(dialog).getByRole('textbox', { name: /IMO number/ });
    await userEvent.type(imo, '84');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shipping details' }));
    await expect(await within(dialog).findByText('IMO number fails its check digit')).toBeVisible();
    await userEvent.clear(imo);
    await userEvent.type(imo, '9321483');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shipping details' }));
    await waitFor(() => expect(term('Vessel')).toBe('MT Bonny Star (IMO 9321483)'));
    await expect(term('B/L number')).toBe('Not issued yet');
    await expect(shipped).toBeDisabled();
    await waitFor(() => expect(required).not.toHaveTextContent('IMO'));
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
    await expect(page.queryByRole('list', { name: 'Required to move to shipped' })).toBeNull();
    dropStaleAnnouncements();
  },
};

/**
 * A move with missing evidence: delivered needs the delivery date, so Move to delivered is disabled
 * with what is still required (no dead button). The seller records it (on or after the B/L date) and
 * the move is enabled.
 */
export const MoveMissingEvidence: Story = {
  ...asRole('seller'),
  parameters: { route: routeTo('shipped') },
  play: async () => {
    await apiSettled();
    const delivered = await page.findByRole('button', { name: 'Move to delivered' });
    await expect(delivered).toBeDisabled();
    await expect(delivered).toHaveAccessibleDescription(
      'Move to delivered still requires: The delivery date',
    );
    await expect(
      page.getByRole('list', { name: 'Required to move to delivered' }),
    ).toHaveTextContent('The delivery date');
  },
};

/** The seller records the delivery date: before the B/L date it is refused; then the move is enabled. */
export const SellerRecordsTheDelivery: Story = {
  ...asRole('seller'),
  parameters: { route: routeTo('shipped'), chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const delivered = await page.findByRole('button', { name: 'Move to delivered' });
    await expect(delivered).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Edit shipping details' }));
    const dialog = await page.findByRole('dialog', { name: 'Shipping details' });
    await waitFor(() => expect(dialog).toBeVisible());
    // B/L date, ETA, delivered on.
    await typeDateAt(dialog, 2, '07012024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shipping details' }));
    await expect(
      await within(dialog).findByText('Delivery date must be on or after the B/L date'),
    ).toBeVisible();
    await typeDateAt(dialog, 2, '08092024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shipping details' }));
    await waitFor(() => expect(term('Delivered on')).toBe('Aug 9, 2024'));
    await waitFor(() => expect(delivered).toBeEnabled());
    await expect(page.queryByRole('list', { name: 'Required to move to delivered' })).toBeNull();
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
    // The deal made on the offer with the buyer's proposal: nothing agreed yet.
    deal.termsAgreedAt = null;
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

const openProposal = async () => page.findByRole('group', { name: 'Open proposal' });

/**
 * Terms not agreed: the terms card says they are only proposed, the open proposal stands apart with
 * who has accepted it (the buyer, its author), and the seller answers it with a counter, which the
 * seller's side accepts by sending it; the buyer's goes to the history, countered.
 */
export const SellerCounters: Story = {
  ...asRole('seller'),
  beforeEach: withOpening(),
  parameters: { chromatic: shots.screen },
  play: async () => {
    await apiSettled();
    await expect(page.getByRole('heading', { level: 2, name: 'Proposed terms' })).toBeVisible();
    await expect(term('Agreed on')).toBeUndefined();
    const open = await openProposal();
    await expect(within(open).getByText(/The buyer proposed/)).toBeVisible();
    await expect(within(open).getByRole('list', { name: 'Acceptances' })).toHaveTextContent(
      'Seller awaitingBuyer accepted',
    );
    await expect(within(open).getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(page.queryByRole('list', { name: 'Proposal history' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Lock Trade' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Counter' }));
    const dialog = await page.findByRole('dialog', { name: 'Counter proposal' });
    await waitFor(() => expect(dialog).toBeVisible());
    const price = within(dialog).getByRole('textbox', { name: /Price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '84.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Proposal' }));
    await waitFor(() => expect(page.getByRole('alertdialog')).toHaveTextContent('Proposal Sent'));
    await waitFor(async () =>
      expect(await openProposal()).toHaveTextContent('You proposed $84.10 / bbl'),
    );
    const mine = await openProposal();
    await expect(mine).toHaveTextContent('open');
    await expect(mine).toHaveTextContent('Seller acceptedBuyer awaiting');
    await expect(within(mine).queryByRole('button', { name: 'Accept' })).toBeNull();
    const history = page.getByRole('list', { name: 'Proposal history' });
    await expect(within(history).getAllByTestId('deal-proposal')).toHaveLength(1);
    await expect(history).toHaveTextContent('countered');
    await expect(page.getByRole('button', { name: 'Lock Trade' })).toHaveAccessibleDescription(
      "The terms are not agreed yet: the open proposal awaits the buyer's acceptance.",
    );
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
    await openProposal();
    await apiSettled();
    await userEvent.click(page.getByRole('button', { name: 'Counter' }));
    const dialog = await page.findByRole('dialog', { name: 'Counter proposal' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Price/ }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Quantity/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Proposal' }));
    await expect(await within(dialog).findByText('Price is required')).toBeVisible();
    await expect(within(dialog).getByText('Quantity is required')).toBeVisible();
    await expect(page.queryByRole('list', { name: 'Proposal history' })).toBeNull();
  },
};

/**
 * Accepting asks first, summarising the terms it binds (price, volume, total value, delivery date and
 * place, currency); the buyer accepts the seller's counter, both sides have then accepted it, and the
 * deal takes its terms as the agreed terms: Lock Trade is enabled.
 */
export const BuyerAcceptsTheCounter: Story = {
  ...asRole('buyer'),
  beforeEach: withOpening('seller'),
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const counter = await openProposal();
    await expect(counter).toHaveTextContent('The seller proposed $84.10 / bbl for 60,000 bbl');
    await expect(page.getByRole('button', { name: 'Lock Trade' })).toBeDisabled();
    await userEvent.click(within(counter).getByRole('button', { name: 'Accept' }));
    const dialog = await page.findByRole('dialog', { name: 'Accept these terms?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(
      "The seller has accepted them: with your acceptance they are the deal's agreed terms",
    );
    const summary = within(dialog).getByRole('group', { name: 'Terms to accept' });
    for (const text of [
      '$84.10 / bbl',
      '60,000 bbl',
      '$5,046,000.00',
      'Jan 15, 2027',
      'Rotterdam',
      'USD',
    ])
      await expect(summary).toHaveTextContent(text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept terms' }));
    await waitFor(() => expect(page.getByRole('alertdialog')).toHaveTextContent('Terms agreed'));
    await waitFor(() =>
      expect(page.getByRole('heading', { level: 2, name: 'Agreed terms' })).toBeVisible(),
    );
    await expect(term('Volume')).toBe('60,000 bbl');
    await expect(term('Total value')).toBe('$5,046,000');
    await expect(page.queryByRole('group', { name: 'Open proposal' })).toBeNull();
    const [accepted] = within(page.getByRole('list', { name: 'Proposal history' })).getAllByTestId(
      'deal-proposal',
    );
    await expect(accepted).toHaveTextContent('accepted');
    await expect(accepted).toHaveTextContent('Seller acceptedBuyer accepted');
    await expect(page.getByRole('button', { name: 'Lock Trade' })).toBeEnabled();
    await expect((await events())[0]).toHaveTextContent('Terms accepted');
    dropStaleAnnouncements();
  },
};

/** The acceptance's confirmation, open: the terms the buyer's side would accept, nothing sent yet. */
export const AcceptConfirmation: Story = {
  ...asRole('buyer'),
  beforeEach: withOpening('seller'),
  play: async () => {
    await apiSettled();
    await userEvent.click(within(await openProposal()).getByRole('button', { name: 'Accept' }));
    const dialog = await page.findByRole('dialog', { name: 'Accept these terms?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('group', { name: 'Terms to accept' })).toHaveTextContent(
      '$5,046,000.00',
    );
    await expect(within(dialog).getByRole('button', { name: 'Accept terms' })).toBeEnabled();
    await expect(page.getByRole('heading', { level: 2, name: 'Proposed terms' })).toBeVisible();
  },
};

/**
 * The buyer's own lowball proposal is open: the buyer cannot accept it (their side has) nor lock it —
 * Lock Trade is disabled with the reason, the seller's acceptance — and the seller stays anonymous.
 */
export const BuyerCannotLockOwnLowball: Story = {
  ...asRole('buyer'),
  beforeEach: () => {
    const deal = mockDb().deals.find((d) => d.status === 'negotiation')!;
    Object.assign(deal, {
      termsAgreedAt: null,
      pricePerUnit: '60.00',
      totalValue: totalValue(50000, '60.00'),
    });
    setProposals(deal, [
      {
        id: '00000000-0000-4000-9000-000000000001',
        authorId: usersByRole.buyer.id,
        authorRole: 'buyer',
        pricePerUnit: '60.00',
        volume: 50000,
        deliveryDate: null,
        notes: null,
        status: 'open',
        createdAt: deal.createdAt,
        respondedAt: null,
      },
    ]);
  },
  play: async () => {
    await apiSettled();
    const open = await openProposal();
    await expect(open).toHaveTextContent('You proposed $60.00 / bbl for 50,000 bbl');
    await expect(open).toHaveTextContent('Seller awaitingBuyer accepted');
    await expect(within(open).queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect(
      page.getByText("Your proposal awaits the seller's acceptance; you can still change it."),
    ).toBeVisible();
    const lock = page.getByRole('button', { name: 'Lock Trade' });
    await expect(lock).toBeDisabled();
    await expect(lock).toHaveAccessibleDescription(
      "The terms are not agreed yet: the open proposal awaits the seller's acceptance.",
    );
    await expect(
      page.getByText(
        "The terms are not agreed yet: the open proposal awaits the seller's acceptance.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Proposed terms' })).toBeVisible();
    await expect(term('Seller')).toBe('Anonymous seller');
    await expect(document.body).not.toHaveTextContent('Niger Delta');
  },
};

/** A broker's proposal on behalf of the seller, which the seller accepted: it awaits the buyer. */
function withBrokersProposal() {
  const deal = mockDb().deals.find((d) => d.status === 'negotiation')!;
  deal.termsAgreedAt = null;
  setProposals(deal, [
    {
      id: '00000000-0000-4000-9000-000000000001',
      authorId: usersByRole.broker.id,
      authorRole: 'broker',
      onBehalfOf: 'seller',
      sellerAccepted: true,
      buyerAccepted: false,
      pricePerUnit: '83.00',
      volume: 50000,
      deliveryDate: '2027-02-01',
      notes: 'Seller firm at 83',
      status: 'open',
      createdAt: deal.createdAt,
      respondedAt: null,
    },
  ]);
}

/**
 * A broker's proposal accepted by one side and awaiting the other: on whose behalf it is made, the
 * seller's acceptance and the buyer's awaited; the seller has nothing to accept, Lock Trade waits for
 * the buyer.
 */
export const BrokersProposalAwaitingTheBuyer: Story = {
  ...asRole('seller'),
  beforeEach: withBrokersProposal,
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const open = await openProposal();
    await expect(open).toHaveTextContent(
      'The broker proposed $83.00 / bbl for 50,000 bbl on behalf of the seller',
    );
    await expect(within(open).getByRole('list', { name: 'Acceptances' })).toHaveTextContent(
      'Seller acceptedBuyer awaiting',
    );
    await expect(within(open).queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect(
      page.getByText("The open proposal awaits the buyer's acceptance; you can still counter it."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lock Trade' })).toHaveAccessibleDescription(
      "The terms are not agreed yet: the open proposal awaits the buyer's acceptance.",
    );
  },
};

/** The broker counters on behalf of a side: the form asks which; the proposal binds neither yet. */
export const BrokerProposesOnBehalfOfASide: Story = {
  beforeEach: withBrokersProposal,
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Counter' }));
    const dialog = await page.findByRole('dialog', { name: 'Counter proposal' });
    await waitFor(() => expect(dialog).toBeVisible());
    const price = within(dialog).getByRole('textbox', { name: /Price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '82.9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Proposal' }));
    await expect(
      await within(dialog).findByText('Choose the side this proposal is made for'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Buyer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Proposal' }));
    await waitFor(() => expect(page.getByRole('alertdialog')).toHaveTextContent('Proposal Sent'));
    await waitFor(async () =>
      expect(await openProposal()).toHaveTextContent(
        'You proposed $82.90 / bbl for 50,000 bbl on behalf of the buyer',
      ),
    );
    await expect(await openProposal()).toHaveTextContent('Seller awaitingBuyer awaiting');
    await expect(page.getByRole('button', { name: 'Lock Trade' })).toHaveAccessibleDescription(
      "The terms are not agreed yet: the open proposal awaits the seller and the buyer's acceptance.",
    );
    dropStaleAnnouncements();
  },
};

/**
 * At 390 px: the open proposal with its acceptances, Lock Trade's reason and the accept dialog's
 * summary wrap within the width (no sideways scrolling). The mobile modes of the other stories show
 * the layouts; this one checks them.
 */
export const NarrowViewport: Story = {
  beforeEach: withOpening('seller'),
  parameters: { chromatic: shots.off },
  globals: { ...asRole('buyer').globals, viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await apiSettled();
    const open = await openProposal();
    await expect(page.getByRole('button', { name: 'Lock Trade' })).toBeDisabled();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.click(within(open).getByRole('button', { name: 'Accept' }));
    const dialog = await page.findByRole('dialog', { name: 'Accept these terms?' });
    await waitFor(() => expect(dialog).toBeVisible());
    const summary = within(dialog).getByRole('group', { name: 'Terms to accept' });
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** An admin reads the negotiation; only the deal's parties negotiate. */
export const AdminReadsTheNegotiation: Story = {
  ...asRole('admin'),
  beforeEach: withOpening('seller'),
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    const open = await openProposal();
    const list = page.getByRole('list', { name: 'Proposal history' });
    await expect(within(list).getAllByTestId('deal-proposal')).toHaveLength(1);
    await expect(
      page.getByText("Only the deal's seller, buyer and broker negotiate."),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Counter' })).toBeNull();
    await expect(within(open).queryByRole('button', { name: 'Accept' })).toBeNull();
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
    // Its commission is void, never owed (docs/product.md#figures).
    await expect(await page.findByText(/ · void$/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { ...mockOverrides(slow('get', '/api/deals/{id}')), chromatic: shots.desktopOnly },
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
  parameters: { ...mockOverrides(fail('get', '/api/deals/{id}')), chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByText('The deal could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Signed out mid-way (§8): the logged-out toast, then sign-in. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: { chromatic: shots.off, ...mockOverrides(signedOut('get', '/api/deals/{id}')) },
  play: async () => {
    await waitFor(() =>
      expect(page.getByRole('alertdialog')).toHaveTextContent(
        'Unauthorized: You are logged out. Logging in again...',
      ),
    );
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};
