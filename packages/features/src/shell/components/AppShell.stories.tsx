import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@petrobridge/ui';
import {
  resetToasts,
  withSessionUser,
  withToasts,
  withUnauthorizedQueries,
} from '../../mocks/decorators';
import { navigationSpy, resetNavigationSpy, withNavigationSpy } from '../../mocks/navigation';
import { notificationsHandlers } from '../../mocks/notifications';
import { usersByRole } from '../../mocks/users';
import { AppShell } from './AppShell';

const meta = {
  title: 'Features/Shell/App shell',
  component: AppShell,
  decorators: [withNavigationSpy, withToasts],
  args: { children: <Text>The screen goes here.</Text> },
  parameters: { msw: { handlers: { notifications: notificationsHandlers.some } } },
  globals: { role: 'broker' },
  beforeEach: () => {
    resetNavigationSpy();
    return resetToasts();
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const menuLabels = (root: HTMLElement) =>
  [
    ...within(root)
      .getByRole('navigation', { name: 'Trading Hub' })
      .querySelectorAll('[data-menu-item]'),
  ].map((el) => (el as HTMLElement).dataset.menuItem);

/** Broker: header, 3 unread, the broker's menu with Dashboard active. */
export const Broker: Story = {
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByText('Amara Okafor')).toBeVisible();
    await expect(within(header).getByText('Senior Broker')).toBeVisible();
    await expect(await within(header).findByTestId('unread-count')).toHaveTextContent(/^3/);
    const main = within(header).getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const label of ['Marketplace', 'Deals', 'Analytics'])
      await expect(
        within(main).getByRole('link', { name: `${label} (coming soon)` }),
      ).toHaveAttribute('aria-disabled', 'true');
    await expect(menuLabels(canvasElement)).toEqual([
      'Dashboard',
      'Active Deals',
      'RFQ Matching',
      'Commission',
      'Crypto exchange',
      'Browse Offers',
      'RFQ Requests',
      'Companies',
      'KYC Workflow',
      'Documents',
      'Analytics',
    ]);
    const hub = canvas.getByRole('navigation', { name: 'Trading Hub' });
    await expect(within(hub).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Screens that do not exist yet: visible, disabled, marked.
    const deals = within(hub).getByRole('link', { name: /Active Deals/ });
    await expect(deals).toHaveAttribute('aria-disabled', 'true');
    await expect(deals).toHaveTextContent('Coming soon');
    await expect(canvas.getByText('The screen goes here.')).toBeVisible();
  },
};

export const Seller: Story = {
  globals: { role: 'seller' },
  parameters: { route: '/seller-dashboard/offers' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Chinedu Eze')).toBeVisible();
    await expect(canvas.getByText('Seller', { selector: 'span' })).toBeVisible();
    await expect(menuLabels(canvasElement)).toEqual([
      'Seller dashboard',
      'Active Deals',
      'My Offers',
      'Companies',
      'KYC Workflow',
      'Documents',
      'Analytics',
    ]);
  },
};

export const Buyer: Story = {
  globals: { role: 'buyer' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Emily Carter')).toBeVisible();
    await expect(canvas.getByText('Buyer', { selector: 'span' })).toBeVisible();
    await expect(menuLabels(canvasElement)).toEqual([
      'Buyer dashboard',
      'Active Deals',
      'Browse Offers',
      'RFQ Requests',
      'Companies',
      'KYC Workflow',
      'Documents',
      'Analytics',
    ]);
  },
};

export const Admin: Story = {
  globals: { role: 'admin' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Administrator')).toBeVisible();
    await expect(menuLabels(canvasElement)).toEqual([
      'Dashboard',
      'Crypto exchange',
      'Companies',
      'KYC Workflow',
      'Analytics',
    ]);
  },
};

/** super_admin is in no row of the §2 menu table, and its role label is 'User'. */
export const SuperAdmin: Story = {
  globals: { role: 'super_admin' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Grace Mensah')).toBeVisible();
    await expect(canvas.getByText('User', { selector: 'span' })).toBeVisible();
    await expect(menuLabels(canvasElement)).toEqual([]);
    await expect(canvas.getByText('No menu entries for your role.')).toBeVisible();
  },
};

/** A missing role counts as buyer for the menu; no names: the e-mail, its first letter. */
export const NoRoleNoNames: Story = {
  decorators: [
    withSessionUser({
      ...usersByRole.buyer,
      firstName: null,
      lastName: null,
      role: undefined as unknown as 'buyer',
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByText('buyer@petrobridge.test')).toBeVisible();
    await expect(within(header).getByText('User')).toBeVisible();
    await expect(header.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(header).toHaveTextContent('B');
    await expect(menuLabels(canvasElement)[0]).toBe('Buyer dashboard');
  },
};

/** Neither names nor e-mail: 'User' and 'U'. */
export const AnonymousFallbacks: Story = {
  decorators: [
    withSessionUser({ ...usersByRole.broker, firstName: null, lastName: null, email: '' }),
  ],
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByText('User', { selector: 'span' })).toBeVisible();
    await expect(header).toHaveTextContent('U');
  },
};

/** The active item follows the path: /deals/42 would mark Active Deals once it has a screen. */
export const ActiveItem: Story = {
  parameters: { route: '/deals/42' },
  args: { availablePaths: ['/', '/deals'] },
  play: async ({ canvas }) => {
    const hub = canvas.getByRole('navigation', { name: 'Trading Hub' });
    await expect(within(hub).getByRole('link', { name: 'Active Deals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(hub).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const NoUnreadNotifications: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.allRead } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Notifications' })).toBeVisible());
    await expect(canvas.queryByTestId('unread-count')).toBeNull();
  },
};

export const NotificationsEmpty: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.empty } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Notifications' })).toBeVisible());
    await expect(canvas.queryByTestId('unread-count')).toBeNull();
  },
};

export const NotificationsLoading: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('unread-count')).toBeNull();
  },
};

/** A failed count hides the badge; the rest of the shell works. */
export const NotificationsError: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('unread-count')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const ManyUnread: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.many } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('unread-count')).toHaveTextContent(/^99\+/);
  },
};

/** §8: the session ended; the toast, then /api/login after 500 ms. */
export const LoggedOutWhileOpen: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: { msw: { handlers: { notifications: notificationsHandlers.unauthorized } } },
  play: async () => {
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Unauthorized: You are logged out. Logging in again...');
    await expect(toast).toHaveAttribute('data-tone', 'danger');
    await expect(navigationSpy.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

export const LogOut: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(navigationSpy.assign).toHaveBeenCalledWith('/api/logout');
  },
};

/** Small screens: the menu is a drawer behind the Menu button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' }, role: 'seller' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Trading Hub' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await page.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(within(drawer).getByRole('navigation', { name: 'Trading Hub' })).toBeVisible(),
    );
    await expect(within(drawer).getByText('My Offers')).toBeVisible();
  },
};
