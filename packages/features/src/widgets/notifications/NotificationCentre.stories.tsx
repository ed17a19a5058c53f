import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeNotification, mockDb } from '../../mocks/db';
import { dropStaleAnnouncements, withUnauthorizedQueries } from '../../mocks/decorators';
import { empty, fail, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { navigationSpy } from '../../mocks/navigation';
import { usersByRole } from '../../mocks/users';
import { apiSettled } from '../../mocks/in-flight';
import { NotificationCentre } from './NotificationCentre';
import { screenMeta } from '../../mocks/screen-meta';

const seller = usersByRole.seller.id;

/** The seller's notifications in the mock database, newest first, as the list shows them. */
const sellersNotifications = () =>
  mockDb()
    .notifications.filter((n) => n.userId === seller)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

const meta = {
  title: 'Features/Notifications/Notification centre',
  component: NotificationCentre,
  ...screenMeta({
    // The mock database answers as the seller (three unread of four); marking read changes what the
    // next GET answers, as on the server, so the badge and the list follow.
    role: 'seller',
  }),
} satisfies Meta<typeof NotificationCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: /^Notifications/ }));
  const dialog = await page.findByRole('dialog', { name: 'Notifications' });
  // The popover fades in; wait until it is fully shown.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** Three unread: the badge, and the list with type icons, times and the unread marks. */
export const Unread: Story = {
  play: async ({ canvas }) => {
    await apiSettled();
    await expect(await canvas.findByTestId('unread-count')).toHaveTextContent(/^3/);
    const centre = await open(canvas);
    await expect(await centre.findByText('3 unread')).toBeVisible();
    const items = centre.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    await expect(within(items[2]!).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    await expect(items[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      sellersNotifications()[0]!.createdAt,
    );
  },
};

/** Mark one: its row loses the unread mark and the badge counts one less. */
export const MarkOne: Story = {
  play: async ({ canvas }) => {
    await apiSettled();
    const centre = await open(canvas);
    await expect(await centre.findByText('3 unread')).toBeVisible(); // the list has loaded
    const title = sellersNotifications()[0]!.title;
    await userEvent.click(centre.getByRole('button', { name: `Mark as read: ${title}` }));
    await waitFor(() => expect(centre.getByText('2 unread')).toBeVisible());
    await expect(centre.queryByRole('button', { name: `Mark as read: ${title}` })).toBeNull();
    await expect(canvas.getByTestId('unread-count')).toHaveTextContent(/^2/);
    dropStaleAnnouncements();
  },
};

/** Mark all: no unread left, the badge disappears and the button goes. */
export const MarkAll: Story = {
  play: async ({ canvas }) => {
    await apiSettled();
    const centre = await open(canvas);
    await userEvent.click(await centre.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(centre.getByText('All read')).toBeVisible());
    await expect(centre.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await expect(canvas.queryByTestId('unread-count')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    dropStaleAnnouncements();
  },
};

export const Empty: Story = {
  parameters: mockOverrides(empty('/api/notifications')),
  play: async ({ canvas }) => {
    await apiSettled();
    const centre = await open(canvas);
    await expect(await centre.findByText('No notifications yet.')).toBeVisible();
    await expect(canvas.queryByTestId('unread-count')).toBeNull();
  },
};

/** 120 notifications, 105 unread: the badge caps at 99+, the list scrolls. */
export const Many: Story = {
  beforeEach: () => {
    mockDb().notifications = Array.from({ length: 120 }, (_, i) =>
      makeNotification({ userId: seller, title: `Notification ${i + 1}`, isRead: i >= 105 }),
    );
  },
  play: async ({ canvas }) => {
    await apiSettled();
    await expect(await canvas.findByTestId('unread-count')).toHaveTextContent(/^99\+/);
    const centre = await open(canvas);
    await expect(await centre.findByText('105 unread')).toBeVisible();
    await expect(centre.getAllByRole('listitem')).toHaveLength(120);
  },
};

export const Loading: Story = {
  parameters: mockOverrides(slow('get', '/api/notifications')),
  play: async ({ canvas }) => {
    const centre = await open(canvas);
    await expect(centre.getByLabelText('Loading notifications')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mockOverrides(fail('get', '/api/notifications')),
  play: async ({ canvas }) => {
    await apiSettled();
    const centre = await open(canvas);
    await expect(await centre.findByText('Notifications could not be loaded')).toBeVisible();
    await expect(canvas.queryByTestId('unread-count')).toBeNull();
  },
};

/** §8: the session ended; the toast, then sign-in (here: /api/login, no in-place dialog mounted). */
export const LoggedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: mockOverrides(signedOut('get', '/api/notifications')),
  play: async () => {
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Unauthorized: You are logged out. Logging in again...');
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

/** On a phone the centre is a full dialog rather than a popover. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await apiSettled();
    const centre = await open(canvas);
    await expect(centre.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(await centre.findAllByRole('listitem')).toHaveLength(4);
  },
};
