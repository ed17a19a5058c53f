import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { navigationSpy } from '../../mocks/navigation';
import { answer, empty, fail, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { asRole } from '../../mocks/role';
import { GenericDashboard } from './GenericDashboard';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

const meta = {
  title: 'Features/Dashboards/Generic dashboard',
  component: GenericDashboard,
  ...screenMeta({
    // Every resource answers from the mock database as the story's role; a story overrides its case.
    shots: shots.screen,
    role: 'broker',
  }),
} satisfies Meta<typeof GenericDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Broker: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Broker Dashboard' })).toBeVisible();
    const figures = canvas.getByRole('region', { name: 'Key figures' });
    // The mock database's broker: 7 deals (one per status), 5 open; Total Commission is commission
    // earned (docs/product.md#figures): the completed deal's, 80,000 bbl × 78.12 × 2.5 %.
    await waitFor(() => expect(figures).toHaveTextContent('$156,240'));
    for (const label of ['Active Deals', 'Total Commission', 'Pending RFQs', 'KYC Reviews'])
      await expect(within(figures).getByText(label)).toBeVisible();
    await expect(within(figures).getByText('5')).toBeVisible();
    // No invented growth badges: the metrics carry no history to compare with.
    await expect(figures).not.toHaveTextContent('%');

    const table = await canvas.findByRole('table', { name: 'Recent deals' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4); // header + newest 3
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['PB-2024-000047', expect.stringMatching(/^PB-/), expect.stringMatching(/^PB-/)]);
    await expect(table).toHaveTextContent('PB-2024-000047');
    await expect(table).toHaveTextContent('Brent Crude Oil');
    await expect(table).toHaveTextContent('50,000 bbl');
    await expect(table).toHaveTextContent('$4,122,500');
    await expect(table).not.toHaveTextContent('PB-2024-000044');

    await expect(canvas.getByRole('button', { name: 'Create New Deal' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Match RFQ' })).toHaveAttribute(
      'href',
      '/rfq-matching',
    );
    await expect(canvas.getByRole('link', { name: 'Review KYC' })).toHaveAttribute(
      'href',
      '/companies',
    );

    await waitFor(() => expect(canvas.getAllByTestId('activity')).toHaveLength(3));
    await expect(canvas.getByRole('img', { name: 'Success' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Information' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
    // Computed insights with their figures, never sample text.
    await expect(
      await canvas.findByText('2 open RFQs have a matching offer and no deal yet'),
    ).toBeVisible();
    await expect(canvas.getByText(/^2 companies pending or under review/)).toBeVisible();
    await expect(canvas.queryByText('Sample')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Super Admin Panel' })).toBeNull();
  },
};

/** Sellers see Active Deals only, no Quick Actions, and their computed insights. */
export const Seller: Story = {
  ...asRole('seller'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Seller Overview' })).toBeVisible();
    const figures = canvas.getByRole('region', { name: 'Key figures' });
    await waitFor(() => expect(within(figures).getByText('5')).toBeVisible());
    await expect(within(figures).queryByText('Total Commission')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create New Deal' })).toBeNull();
    await expect(
      await canvas.findByText('Your Brent offers are priced 3.1 % above the market'),
    ).toBeVisible();
  },
};

export const Buyer: Story = {
  ...asRole('buyer'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buyer Overview' })).toBeVisible();
    await expect(
      await canvas.findByText('Your Brent maximum is 4.0 % below active offers'),
    ).toBeVisible();
  },
};

/** Admins and super admins get the Super Admin Panel button (to /super-admin/payments). */
export const Admin: Story = {
  ...asRole('admin'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Super Admin Panel' })).toHaveAttribute(
      'href',
      '/super-admin/payments',
    );
    await expect(canvas.queryByRole('button', { name: 'Create New Deal' })).toBeNull();
    // No endpoint computes insights for admins: no card rather than invented tips.
    await expect(await canvas.findByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'AI Insights' })).toBeNull();
  },
};

export const SuperAdmin: Story = {
  ...asRole('super_admin'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Super Admin Dashboard' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Super Admin Panel' })).toHaveAttribute(
      'href',
      '/super-admin/payments',
    );
  },
};

export const Loading: Story = {
  parameters: mockOverrides(
    slow('get', '/api/analytics/metrics'),
    slow('get', '/api/deals'),
    slow('get', '/api/notifications'),
    slow('get', '/api/broker/ai-insights'),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Key figures' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('table', { name: 'Recent deals' })).toBeNull();
  },
};

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
    empty('/api/notifications'),
    empty('/api/broker/ai-insights'),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No recent deals')).toBeVisible();
    await expect(await canvas.findByText('No recent activity')).toBeVisible();
    await expect(await canvas.findByText(/Nothing needs you right now/)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Key figures' })).toHaveTextContent('$0'),
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: mockOverrides(
    fail('get', '/api/analytics/metrics'),
    fail('get', '/api/deals'),
    fail('get', '/api/notifications'),
    fail('get', '/api/broker/ai-insights'),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/figures could not be loaded/)).toBeVisible();
    await expect(await canvas.findByText('Recent deals could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('Recent activity could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('Insights could not be loaded.')).toBeVisible();
  },
};

/** A seller with no computed insights yet. */
export const SellerWithoutInsights: Story = {
  ...asRole('seller'),
  parameters: mockOverrides(empty('/api/seller/ai-insights')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No insights yet/)).toBeVisible();
  },
};

/** Signed out: to /api/login after 500 ms (docs/product.md#screens). */
export const SignedOut: Story = {
  parameters: { chromatic: shots.desktopOnly },
  ...asRole('signed-out'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/signed out/);
    await expect(navigationSpy.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

/** §8: a query answers 401 Unauthorized: the toast, then /api/login after 500 ms. */
export const SessionExpired: Story = {
  parameters: {
    ...mockOverrides(signedOut('get', '/api/analytics/metrics')),
    chromatic: shots.desktopOnly,
  },
  play: async () => {
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Unauthorized: You are logged out. Logging in again...');
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

/** At 390 px Recent Deals scrolls sideways; no deal number is cut. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Recent deals' });
    const numbers = await within(table).findAllByRole('rowheader');
    await expect(numbers).toHaveLength(3);
    for (const number of numbers)
      await expect(number.scrollWidth).toBeLessThanOrEqual(number.clientWidth);
  },
};
