import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@petrobridge/api-client';
import { companyIds, mockDb } from '../../../mocks/db';
import { dropStaleAnnouncements } from '../../../mocks/decorators';
import { empty, fail, mockHandlers, mockOverrides, signedOut, slow } from '../../../mocks/handlers';
import { usersByRole } from '../../../mocks/users';
import { RfqMatchingPage } from './RfqMatchingPage';
import { matchingViewStorageKey } from './matching-view';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../../mocks/screen-meta';

let lastBody: Schema<'CreateDealRequest'> | undefined;
const { overrides, ...resources } = mockHandlers;
const recordCreate = http.post('*/api/deals', async ({ request }) => {
  lastBody = (await request.clone().json()) as Schema<'CreateDealRequest'>;
});

const meta = {
  title: 'Features/Marketplace/RFQ matching',
  component: RfqMatchingPage,
  ...screenMeta({
    shots: shots.screen,
    handlers: { overrides, record: [recordCreate], ...resources },
    role: 'broker',
    beforeEach: () => {
      lastBody = undefined;
    },
  }),
} satisfies Meta<typeof RfqMatchingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Each open RFQ with its best offers, scored, with the reasons. */
export const Populated: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    const rfqs = await page.findByRole('list', { name: 'Open RFQs' });
    await expect(
      within(rfqs).getByRole('heading', { name: /Diesel RFQ · Nordic Fuels AB/ }),
    ).toBeVisible();
    const best = await page.findByRole('list', { name: 'Best offers for the Diesel RFQ' });
    await expect(within(best).getByLabelText('Match score 95 %')).toBeVisible();
    await expect(best).toHaveTextContent('Offers 15,000 MT for 12,000 MT requested');
  },
};

/** From a pair, one press opens Create New Deal prefilled; the deal links the offer and the RFQ. */
export const CreatesADealFromAPair: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const best = await page.findByRole('list', { name: 'Best offers for the Diesel RFQ' });
    await userEvent.click(
      within(best).getByRole('button', {
        name: 'Create deal: Niger Delta Petroleum Ltd with Nordic Fuels AB',
      }),
    );
    const form = await page.findByRole('dialog', { name: 'Create New Deal' });
    await waitFor(() => expect(form).toBeVisible());
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Buyer company/ })).toHaveValue(
        'Nordic Fuels AB',
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Create Deal' }));
    await waitFor(() => expect(lastBody).toBeDefined());
    const db = mockDb();
    // The deal links the pair the button named: a diesel offer of Niger Delta, a diesel RFQ of Nordic Fuels.
    expect(db.offers.find((o) => o.id === lastBody?.offerId)).toMatchObject({
      productType: 'diesel',
      companyId: companyIds.nigerDelta,
    });
    expect(db.rfqs.find((r) => r.id === lastBody?.rfqId)).toMatchObject({
      productType: 'diesel',
      companyId: companyIds.nordic,
    });
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Deal created successfully',
    );
    // The form has closed (its exit transition is over) before the story ends.
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: 'Create New Deal' })).not.toBeInTheDocument(),
    );
    // The pending Create Deal button's announcement outlives the closed form.
    dropStaleAnnouncements();
  },
};

/** 'All candidates' opens the matching dialog of that RFQ. */
export const AllCandidates: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    const buttons = await page.findAllByRole('button', { name: 'All candidates' });
    await userEvent.click(buttons[0]!);
    const d = await page.findByRole('dialog', { name: 'Match Participants' });
    await waitFor(() => expect(d).toBeVisible());
  },
};

/** An RFQ no offer fits says so. */
export const NoOfferFits: Story = {
  parameters: mockOverrides(empty('/api/rfqs/{id}/candidates')),
  play: async () => {
    const texts = await page.findAllByText('No active offer of this product fits this RFQ yet.');
    await expect(texts.length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: mockOverrides(slow('get', '/api/rfqs')),
  play: async () => {
    await expect(await page.findByLabelText('Loading RFQs')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mockOverrides(empty('/api/rfqs')),
  play: async () => {
    await expect(await page.findByText('No open RFQs')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: mockOverrides(fail('get', '/api/rfqs', 500, 'Database unavailable')),
  play: async () => {
    await expect(await page.findByText('RFQs could not be loaded')).toBeVisible();
    await expect(page.getByText('Database unavailable')).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: mockOverrides(signedOut('get', '/api/rfqs')),
  play: async () => {
    await expect(await page.findByText('RFQs could not be loaded')).toBeVisible();
  },
};

const viewKey = matchingViewStorageKey(usersByRole.broker.id);
/** The broker's remembered view for one story, forgotten after it. */
const rememberView = (view: string | null) => () => {
  if (view === null) window.localStorage.removeItem(viewKey);
  else window.localStorage.setItem(viewKey, view);
  return () => window.localStorage.removeItem(viewKey);
};

/** The diesel RFQ of Nordic Fuels asked in barrels: 12,000 MT is 89,400 bbl, 720.00 USD/MT 96.64 USD/bbl. */
function dieselRfqInBarrels() {
  const rfq = mockDb().rfqs.find(
    (r) => r.productType === 'diesel' && r.companyId === companyIds.nordic,
  )!;
  Object.assign(rfq, { volume: 89_400, volumeUnit: 'bbl', maxPricePerUnit: '96.64' });
}

/** A partly committed offer shows what remains of it to the broker. */
export const RemainingVolume: Story = {
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    const offer = mockDb().offers.find(
      (o) => o.productType === 'diesel' && o.companyId === companyIds.nigerDelta,
    )!;
    offer.remainingVolume = 9_000;
  },
  play: async () => {
    const best = await page.findByRole('list', { name: 'Best offers for the Diesel RFQ' });
    await expect(best).toHaveTextContent('9,000 MT remaining of 15,000 MT');
  },
};

/** Issue 27: a barrel RFQ's reasons speak barrels, the offer's tonnes beside them. */
export const BarrelRfqReasons: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: dieselRfqInBarrels,
  play: async () => {
    const best = await page.findByRole('list', { name: 'Best offers for the Diesel RFQ' });
    await expect(best).toHaveTextContent('Offers 111,750 bbl (15,000 MT) for 89,400 bbl requested');
    await expect(best).toHaveTextContent('94.63 USD/bbl, within the maximum 96.64');
    await expect(best).not.toHaveTextContent('USD/MT');
  },
};

/**
 * The table view: each RFQ's best offers as a sortable table — the volume in the RFQ's unit, the
 * offer's own price and its price per MT — chosen with View and remembered for this broker.
 */
export const TableView: Story = {
  parameters: { chromatic: shots.off },
  beforeEach: rememberView(null),
  play: async () => {
    await page.findByRole('list', { name: 'Open RFQs' });
    await userEvent.click(page.getByRole('radio', { name: 'Table' }));
    const table = await page.findByRole('grid', { name: 'Best offers for the Diesel RFQ' });
    for (const name of ['Offer', 'Product', 'Volume (MT)', 'Price', 'Per MT', 'Score', 'Delivery'])
      await expect(
        within(table).getByRole('columnheader', {
          name: new RegExp(name.replace(/[()]/g, '\\$&')),
        }),
      ).toBeVisible();
    await expect(window.localStorage.getItem(viewKey)).toBe('table');
    // Best score first; a press on Per MT sorts by the normalised price.
    const score = within(table).getByRole('columnheader', { name: /Score/ });
    await expect(score).toHaveAttribute('aria-sort', 'descending');
    const perMT = within(table).getByRole('columnheader', { name: /Per MT/ });
    await userEvent.click(perMT);
    await waitFor(() => expect(perMT).toHaveAttribute('aria-sort', 'ascending'));
    // Back to the cards, with their reasons.
    await userEvent.click(page.getByRole('radio', { name: 'Cards' }));
    await expect(
      await page.findByRole('list', { name: 'Best offers for the Diesel RFQ' }),
    ).toHaveTextContent('Offers 15,000 MT for 12,000 MT requested');
    await expect(window.localStorage.getItem(viewKey)).toBe('cards');
  },
};

/**
 * The table as this broker left it, for a barrel RFQ: the offers' volumes in barrels. At 390 px the
 * table scrolls sideways inside its card.
 */
export const TableViewRemembered: Story = {
  beforeEach: () => {
    dieselRfqInBarrels();
    return rememberView('table')();
  },
  play: async () => {
    const table = await page.findByRole('grid', { name: 'Best offers for the Diesel RFQ' });
    await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked();
    await expect(within(table).getByRole('columnheader', { name: /Volume \(bbl\)/ })).toBeVisible();
    await expect(table).toHaveTextContent('≈ 111,750 bbl');
    await expect(table).toHaveTextContent('$705.00 / MT');
  },
};

/** At 390 px the table keeps its columns and scrolls sideways inside its card; the page does not. */
export const TableViewAt390: Story = {
  parameters: { chromatic: shots.off },
  beforeEach: rememberView('table'),
  play: async ({ canvasElement }) => {
    canvasElement.style.width = '390px';
    const table = await page.findByRole('grid', { name: 'Best offers for the Diesel RFQ' });
    const scroller = table.parentElement!;
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(within(table).getByRole('columnheader', { name: /Offer/ })).toBeVisible();
  },
};
