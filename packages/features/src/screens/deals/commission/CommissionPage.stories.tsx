import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetMockDb } from '../../../mocks/db';
import { withUnauthorizedQueries } from '../../../mocks/decorators';
import { answer, fail, mockOverrides, signedOut, slow } from '../../../mocks/handlers';
import { navigationSpy } from '../../../mocks/navigation';
import { apiSettled } from '../../../mocks/in-flight';
import { CommissionPage } from './CommissionPage';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../../mocks/screen-meta';

const meta = {
  title: 'Features/Deals/Commission',
  component: CommissionPage,
  ...screenMeta({
    shots: shots.screen,
    route: '/commission',
    role: 'broker',
    beforeEach: () => {
      resetMockDb();
    },
  }),
} satisfies Meta<typeof CommissionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const ledgerRows = async () =>
  within(await page.findByRole('table', { name: 'Commission ledger' }))
    .getAllByRole('row')
    .slice(1);

/**
 * The broker's ledger: totals by state, by month, and each deal from its lock on with its commission
 * state — earned for the completed deal, void for the cancelled one, expected for the locked ones; the
 * deal in negotiation has no entry (docs/product.md#figures).
 */
export const Broker: Story = {
  parameters: { chromatic: { modes: { ...shots.screen.modes, ...shots.dark.modes } } },
  play: async () => {
    const rows = await ledgerRows();
    await expect(rows).toHaveLength(6);
    const states = rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent);
    await expect(states.filter((s) => s === 'earned')).toHaveLength(1);
    await expect(states.filter((s) => s === 'void')).toHaveLength(1);
    await expect(states.filter((s) => s === 'expected')).toHaveLength(4);
    await expect(
      page.getByRole('link', { name: 'Export CSV of the commission ledger' }),
    ).toHaveAttribute('href', '/api/commission/export');
    await expect(page.getByRole('table', { name: 'Commission by month' })).toBeVisible();
  },
};

/** The state filter narrows the list and the export; the totals stay those of the filter. */
export const FilterEarned: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await ledgerRows();
    await userEvent.click(page.getByRole('button', { name: /Commission state/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Earned' }));
    await waitFor(async () => expect(await ledgerRows()).toHaveLength(1));
    await expect(
      page.getByRole('link', { name: 'Export CSV of the commission ledger' }),
    ).toHaveAttribute('href', '/api/commission/export?state=earned');
    await expect(page.getByRole('status')).toHaveTextContent('Showing 1–1 of 1');
  },
};

const emptyLedger = {
  entries: [],
  total: 0,
  totals: { expected: '0.00', earned: '0.00', void: '0.00' },
  byMonth: [],
  otherCurrencyCount: 0,
};

/** A broker with no deal yet. */
export const Empty: Story = {
  parameters: { ...mockOverrides(answer('get', '/api/commission', emptyLedger)) },
  play: async () => {
    await expect(await page.findByRole('heading', { name: 'No commission yet' })).toBeVisible();
    await expect(page.getByText('No commission yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { ...mockOverrides(slow('get', '/api/commission')), chromatic: shots.desktopOnly },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { ...mockOverrides(fail('get', '/api/commission')), chromatic: shots.desktopOnly },
  play: async () => {
    await expect(await page.findByText('The commission ledger could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Signed out mid-way (§8): the logged-out toast, then sign-in. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: { chromatic: shots.off, ...mockOverrides(signedOut('get', '/api/commission')) },
  play: async () => {
    await waitFor(() =>
      expect(page.getByRole('alertdialog')).toHaveTextContent(
        'Unauthorized: You are logged out. Logging in again...',
      ),
    );
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};
