import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { resetToasts, withToasts, withUnauthorizedQueries } from '../../mocks/decorators';
import { navigationSpy, resetNavigationSpy, withNavigationSpy } from '../../mocks/navigation';
import { notificationsHandlers } from '../../mocks/notifications';
import {
  companiesHandlers,
  dashboardHandlers,
  dealsHandlers,
  insightsHandlers,
  metricsHandlers,
} from '../mocks/handlers';
import { GenericDashboard } from './GenericDashboard';
import { shots } from '../../../../../.storybook/modes';

const meta = {
  title: 'Features/Dashboards/Generic dashboard',
  component: GenericDashboard,
  decorators: [withNavigationSpy, withToasts],
  parameters: {
    chromatic: shots.screen,
    layout: 'padded',
    msw: { handlers: dashboardHandlers('broker') },
  },
  globals: { role: 'broker' },
  beforeEach: () => {
    resetNavigationSpy();
    return resetToasts();
  },
} satisfies Meta<typeof GenericDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Broker: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Broker Dashboard' })).toBeVisible();
    const figures = canvas.getByRole('region', { name: 'Key figures' });
    await waitFor(() => expect(figures).toHaveTextContent('$184,250'));
    for (const label of ['Active Deals', 'Total Commission', 'Pending RFQs', 'KYC Reviews'])
      await expect(within(figures).getByText(label)).toBeVisible();
    await expect(figures).toHaveTextContent('+12%');
    await expect(figures).toHaveTextContent('+8%');
    await expect(figures).toHaveTextContent('+3');

    const table = await canvas.findByRole('grid', { name: 'Recent deals' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4); // header + first 3
    await expect(table).toHaveTextContent('PB-2024-000044');
    await expect(table).toHaveTextContent('Brent Crude Oil');
    await expect(table).toHaveTextContent('50,000 bbl');
    await expect(table).toHaveTextContent('$4,122,500');
    await expect(table).not.toHaveTextContent('PB-2024-000041');

    await expect(canvas.getByRole('button', { name: 'Create New Deal' })).toBeEnabled();
    const match = canvas.getByRole('button', { name: 'Match RFQ' });
    await expect(match).toBeDisabled();
    await expect(match).toHaveAccessibleDescription(/Coming soon/);
    await expect(canvas.getByRole('button', { name: 'Review KYC' })).toBeDisabled();

    await waitFor(() => expect(canvas.getAllByTestId('activity')).toHaveLength(3));
    await expect(canvas.getByRole('img', { name: 'Success' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Information' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
    await expect(canvas.getByText('Sample')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Super Admin Panel' })).toBeNull();
  },
};

/** Sellers see Active Deals only, no Quick Actions, and their computed insights. */
export const Seller: Story = {
  globals: { role: 'seller' },
  parameters: { msw: { handlers: dashboardHandlers('seller') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Seller Overview' })).toBeVisible();
    const figures = canvas.getByRole('region', { name: 'Key figures' });
    await waitFor(() => expect(within(figures).getByText('12')).toBeVisible());
    await expect(within(figures).queryByText('Total Commission')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create New Deal' })).toBeNull();
    await expect(
      await canvas.findByText('Your Brent offers are priced 3.1 % above the market'),
    ).toBeVisible();
  },
};

export const Buyer: Story = {
  globals: { role: 'buyer' },
  parameters: { msw: { handlers: dashboardHandlers('buyer') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buyer Overview' })).toBeVisible();
    await expect(
      await canvas.findByText('Your Brent maximum is 4.0 % below active offers'),
    ).toBeVisible();
  },
};

/** Admins and super admins get the Super Admin Panel button (to /super-admin/payments). */
export const Admin: Story = {
  globals: { role: 'admin' },
  parameters: { msw: { handlers: dashboardHandlers('admin') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Super Admin Panel' })).toHaveAttribute(
      'href',
      '/super-admin/payments',
    );
    await expect(canvas.queryByRole('button', { name: 'Create New Deal' })).toBeNull();
  },
};

export const SuperAdmin: Story = {
  globals: { role: 'super_admin' },
  parameters: { msw: { handlers: dashboardHandlers('super_admin') } },
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
  parameters: {
    msw: {
      handlers: {
        ...dashboardHandlers('broker'),
        metrics: metricsHandlers.loading,
        deals: dealsHandlers.loading,
        notifications: notificationsHandlers.loading,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Key figures' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('grid', { name: 'Recent deals' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        ...dashboardHandlers('broker'),
        metrics: metricsHandlers.zero('broker'),
        deals: dealsHandlers.empty,
        notifications: notificationsHandlers.empty,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No recent deals')).toBeVisible();
    await expect(await canvas.findByText('No recent activity')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Key figures' })).toHaveTextContent('$0'),
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        ...dashboardHandlers('broker'),
        metrics: metricsHandlers.error,
        deals: dealsHandlers.error,
        notifications: notificationsHandlers.error,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/figures could not be loaded/)).toBeVisible();
    await expect(await canvas.findByText('Recent deals could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('Recent activity could not be loaded.')).toBeVisible();
  },
};

/** A seller with no computed insights yet. */
export const SellerWithoutInsights: Story = {
  globals: { role: 'seller' },
  parameters: {
    msw: {
      handlers: { ...dashboardHandlers('seller'), sellerInsights: insightsHandlers.sellerEmpty },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No insights yet/)).toBeVisible();
  },
};

/** Signed out: to /api/login after 500 ms (client-spec §2). */
export const SignedOut: Story = {
  globals: { role: 'signed-out' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/signed out/);
    await expect(navigationSpy.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

/** §8: a query answers 401 Unauthorized: the toast, then /api/login after 500 ms. */
export const SessionExpired: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: {
    msw: { handlers: { ...dashboardHandlers('broker'), metrics: metricsHandlers.unauthorized } },
  },
  play: async () => {
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Unauthorized: You are logged out. Logging in again...');
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    chromatic: shots.off,
    msw: { handlers: { ...dashboardHandlers('broker'), companies: companiesHandlers.some } },
  },
};
