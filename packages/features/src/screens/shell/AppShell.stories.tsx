import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@petrobridge/ui';
import { resetToasts, withSessionUser, withToasts } from '../../mocks/decorators';
import { navigationSpy, resetNavigationSpy, withNavigationSpy } from '../../mocks/navigation';
import { usersByRole } from '../../mocks/users';
import { THEME_STORAGE_KEY } from '../../kit/theme';
import { AppShell } from './AppShell';
import { screenshotModes, shots } from '@petrobridge/story-kit';

const meta = {
  title: 'Features/Shell/App shell',
  component: AppShell,
  decorators: [withNavigationSpy, withToasts],
  args: { children: <Text>The screen goes here.</Text> },
  parameters: { chromatic: shots.screen },
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

/** Broker at `/`: name and role, the header's ready links, Dashboard current; nothing "coming soon". */
export const Broker: Story = {
  // Its play reads the desktop header; the shell at 390 px is the Mobile story's shot.
  parameters: { chromatic: { modes: { ...shots.dark.modes, 'light mobile': { disable: true } } } },
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByText('Amara Okafor')).toBeVisible();
    await expect(within(header).getByText('Senior Broker')).toBeVisible();
    const main = within(header).getByRole('navigation', { name: 'Main' });
    await expect(
      within(main)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Marketplace', 'Deals', 'Analytics']);
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
    await expect(canvas.queryByText(/coming soon/i)).toBeNull();
    await expect(canvas.getByText('The screen goes here.')).toBeVisible();
  },
};

/** Seller at `/`: the home is the seller dashboard, so its entry is current. */
export const Seller: Story = {
  parameters: { chromatic: shots.desktopOnly },
  globals: { role: 'seller' },
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
    await expect(canvas.getByRole('link', { name: 'Seller dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Buyer: Story = {
  globals: { role: 'buyer' },
  parameters: { chromatic: shots.desktopOnly, route: '/buyer-dashboard/rfqs' },
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
    await expect(canvas.getByRole('link', { name: 'Buyer dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Admin: Story = {
  parameters: { chromatic: shots.desktopOnly },
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

/** super_admin sees what admin sees; its role label is 'Super Administrator'. */
export const SuperAdmin: Story = {
  parameters: { chromatic: shots.desktopOnly },
  globals: { role: 'super_admin' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Grace Mensah')).toBeVisible();
    await expect(canvas.getByText('Super Administrator')).toBeVisible();
    await expect(menuLabels(canvasElement)).toEqual([
      'Dashboard',
      'Crypto exchange',
      'Companies',
      'KYC Workflow',
      'Analytics',
    ]);
  },
};

/** A missing role counts as buyer for the menu; no names: the e-mail, its first letter. */
export const NoRoleNoNames: Story = {
  parameters: { chromatic: shots.desktopOnly },
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
    await expect(header).toHaveTextContent('B');
    await expect(menuLabels(canvasElement)[0]).toBe('Buyer dashboard');
  },
};

/** Neither names nor e-mail: 'User' and 'U'. */
export const AnonymousFallbacks: Story = {
  parameters: { chromatic: shots.desktopOnly },
  decorators: [
    withSessionUser({ ...usersByRole.broker, firstName: null, lastName: null, email: '' }),
  ],
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByText('User', { selector: 'span' })).toBeVisible();
    await expect(header).toHaveTextContent('U');
  },
};

/** The user menu offers light, dark and system; the choice is kept in this browser. */
export const ThemeChoice: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    const before = window.localStorage.getItem(THEME_STORAGE_KEY);
    return () => {
      if (before === null) window.localStorage.removeItem(THEME_STORAGE_KEY);
      else window.localStorage.setItem(THEME_STORAGE_KEY, before);
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /account menu/ }));
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    for (const name of ['Light', 'Dark', 'System'])
      await expect(within(menu).getByRole('menuitemradio', { name })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: /account menu/ }));
    await expect(
      within(await page.findByRole('menu')).getByRole('menuitemradio', { name: 'Dark' }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(page.getByRole('menuitemradio', { name: 'System' }));
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  },
};

export const LogOut: Story = {
  // Interaction only: it ends where it started, which another story shows.
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /account menu/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Log out' }));
    await expect(navigationSpy.assign).toHaveBeenCalledWith('/api/logout');
  },
};

/** Small screens: the menu is a drawer behind the Menu button. */
export const Mobile: Story = {
  parameters: {
    chromatic: {
      modes: { 'light desktop': { disable: true }, ...screenshotModes('light mobile') },
    },
  },
  globals: { viewport: { value: 'mobile' }, role: 'seller' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Trading Hub' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await page.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(within(drawer).getByRole('navigation', { name: 'Trading Hub' })).toBeVisible(),
    );
    await expect(within(drawer).getByText('Seller dashboard')).toBeVisible();
  },
};
