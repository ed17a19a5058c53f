import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addRecentMockDeals } from '../../mocks/analytics';
import { mockDb } from '../../mocks/db';
import { resetToasts, withToasts } from '../../mocks/decorators';
import {
  answer,
  empty,
  fail,
  mockHandlers,
  mockOverrides,
  signedOut,
  slow,
} from '../../mocks/handlers';
import { navigationSpy, resetNavigationSpy, withNavigationSpy } from '../../mocks/navigation';
import { asRole } from '../../mocks/role';
import { apiSettled } from '../../mocks/in-flight';
import { AnalyticsPage } from './AnalyticsPage';
import { shots } from '@petrobridge/story-kit';

/**
 * The mock database's seed dates from 2024; every story but the quiet one adds the fixed deals of
 * mocks/analytics.ts inside the stories' period (the 30 days to 26 Nov 2026).
 */
const meta = {
  title: 'Features/Analytics/Analytics dashboard',
  component: AnalyticsPage,
  decorators: [withNavigationSpy, withToasts],
  parameters: { chromatic: shots.screen, layout: 'padded', msw: { handlers: mockHandlers } },
  ...asRole('broker'),
  beforeEach: () => {
    resetNavigationSpy();
    addRecentMockDeals();
    return resetToasts();
  },
} satisfies Meta<typeof AnalyticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function keyFigures(canvasElement: HTMLElement) {
  const figures = within(canvasElement).getByRole('region', { name: 'Key figures' });
  await waitFor(() => expect(figures).toHaveAttribute('aria-busy', 'false'));
  return figures;
}

/** The demo broker: 20 brokered deals (6 completed), commission, four charts, 5 recent deals. */
export const Broker: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }),
    ).toBeVisible();
    await expect(canvas.getByText('Your brokered deals')).toBeVisible();
    const figures = await keyFigures(canvasElement);
    await expect(figures).toHaveTextContent('Total Deals20');
    await expect(figures).toHaveTextContent('Active Deals12');
    // Commission earned: the completed deals only (docs/product.md#figures).
    await expect(figures).toHaveTextContent('Total Commission$826,355');
    await expect(figures).toHaveTextContent('Completed Deals6');

    // Performance Summary: 6 completed of 20, rounded.
    await expect(canvas.getByText('Success Rate').nextElementSibling).toHaveTextContent('30%');
    await expect(canvas.getByText('Last 30 days')).toBeVisible();
    const products = canvas.getByRole('list', { name: 'Product distribution' });
    await expect(
      within(products)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['WTI Crude Oil2', 'Brent Crude Oil3', 'Natural Gas1', 'Diesel2']);
    const statuses = canvas.getByRole('list', { name: 'Deal status' });
    await expect(
      within(statuses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['negotiation3', 'lc pending1', 'shipped1', 'completed2']);

    for (const name of [
      'Deals per day',
      'Deal value per day',
      'Status funnel',
      'Commission by month',
    ])
      await expect(canvas.getByRole('figure', { name: new RegExp(name) })).toBeVisible();
    // The funnel: of the 8 deals not cancelled, how many reached each stage.
    const funnel = canvas.getByRole('table', { name: 'Status funnel' });
    await expect(within(funnel).getByRole('row', { name: 'negotiation 8' })).toBeInTheDocument();
    await expect(within(funnel).getByRole('row', { name: 'completed 2' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Platform Overview' })).toBeNull();

    const recent = await canvas.findByRole('table', { name: 'Recent deals' });
    await expect(within(recent).getAllByRole('row')).toHaveLength(6); // header + 5
    const first = within(recent).getAllByRole('link')[0]!;
    await expect(first).toHaveTextContent('PB-2024-000056');
    await expect(first.getAttribute('href')).toMatch(/^\/deals\/[0-9a-f-]{36}$/);
  },
};

/** The charts' Table toggle: the commission by month as a visible table, and back to the chart. */
export const ChartAsTable: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas }) => {
    await apiSettled();
    const toggle = await canvas.findByRole('button', { name: 'Table view: Commission by month' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Commission by month' });
    await expect(table).toBeVisible();
    await expect(
      // Earned in the month of completion: the WTI deal of 12 November (2.5 % of 6,249,600).
      within(table).getByRole('row', { name: 'November 2026 $156,240' }),
    ).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'June 2026 $0' })).toBeVisible();
  },
};

/** Sellers: their sales only, no commission anywhere. */
export const Seller: Story = {
  ...asRole('seller'),
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Your sales')).toBeVisible();
    const figures = await keyFigures(canvasElement);
    await expect(figures).toHaveTextContent('Total Deals21');
    await expect(figures).toHaveTextContent('Completed Deals6');
    await expect(figures).not.toHaveTextContent('Commission');
    await expect(canvas.queryByRole('figure', { name: /Commission by month/ })).toBeNull();
    await expect(await canvas.findByText('29%')).toBeVisible(); // 6 of 21, rounded
    await expect(canvas.queryByRole('heading', { name: 'Platform Overview' })).toBeNull();
  },
};

export const Buyer: Story = {
  ...asRole('buyer'),
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Your purchases')).toBeVisible();
    const figures = await keyFigures(canvasElement);
    await expect(figures).not.toHaveTextContent('Commission');
    await expect(canvas.queryByRole('figure', { name: /Commission by month/ })).toBeNull();
  },
};

/** Admins: every deal, commission, the platform totals and the KYC breakdown. */
export const Admin: Story = {
  ...asRole('admin'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Every deal on the platform')).toBeVisible();
    const figures = await keyFigures(canvasElement);
    await expect(figures).toHaveTextContent('Total Deals21');
    // Earned, as the broker's: the deal without a broker is not completed.
    await expect(figures).toHaveTextContent('Total Commission$826,355');
    await expect(figures).toHaveTextContent('Platform Users5');
    await expect(canvas.getByRole('heading', { name: 'Platform Overview' })).toBeVisible();
    const kyc = canvas.getByRole('list', { name: 'Companies by KYC status' });
    await expect(
      within(kyc)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['pending1', 'under review1', 'approved3', 'rejected1']);
    await expect(canvas.getByText('Active RFQs').nextElementSibling).toHaveTextContent('2');
    await expect(canvas.getByRole('figure', { name: /Commission by month/ })).toBeVisible();
  },
};

/** A broker without any deal yet. */
export const Empty: Story = {
  parameters: mockOverrides(
    answer('get', '/api/analytics/metrics', {
      activeDeals: 0,
      pendingRfqs: 0,
      kycReviews: 0,
      commission: '0.00',
      totalDeals: 0,
      completedDeals: 0,
      period: { from: '2026-10-28', to: '2026-11-26', days: 30 },
      productDistribution: [],
      statusCounts: [],
      daily: [],
      commissionByMonth: [],
    }),
    empty('/api/deals'),
  ),
  play: async ({ canvas, canvasElement }) => {
    const figures = await keyFigures(canvasElement);
    await expect(figures).toHaveTextContent('Total Deals0');
    await expect(await canvas.findByText('No recent deals')).toBeVisible();
    await expect(canvas.getAllByText('No deals in the last 30 days')).toHaveLength(3);
    await expect(canvas.getByText('No commission in the last six months')).toBeVisible();
    await expect(canvas.getByText('Success Rate').nextElementSibling).toHaveTextContent('—');
  },
};

/** Deals, but none in the last 30 days (the mock seed alone, from 2024): the period is empty. */
export const QuietPeriod: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    // Only the seed's deals, all from 2024: the meta's recent deals are taken out again.
    const db = mockDb();
    db.deals = db.deals.filter((d) => d.createdAt < '2025');
  },
  play: async ({ canvas, canvasElement }) => {
    const figures = await keyFigures(canvasElement);
    await expect(figures).toHaveTextContent('Total Deals7');
    await expect(canvas.getAllByText('No deals in the last 30 days')).toHaveLength(3);
    const products = canvas.getByRole('list', { name: 'Product distribution' });
    await expect(products).toHaveTextContent('WTI Crude Oil0');
    await expect(canvas.getByText('Success Rate').nextElementSibling).toHaveTextContent('14%'); // 1 of 7
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(fail('get', '/api/analytics/metrics'), fail('get', '/api/deals')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/figures could not be loaded/)).toBeVisible();
    await expect(await canvas.findByText('Recent deals could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** §8: the metrics answer 401: the toast, then /api/login after 500 ms. */
export const SessionExpired: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(signedOut('get', '/api/analytics/metrics')),
  },
  play: async () => {
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Unauthorized: You are logged out. Logging in again...');
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

/** Last in the file: its requests never answer, and the screenshot runner's page would wait on them. */
export const Loading: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(slow('get', '/api/analytics/metrics'), slow('get', '/api/deals')),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Key figures' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('figure', { name: /Deals per day/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('table', { name: 'Recent deals' })).toBeNull();
  },
};
