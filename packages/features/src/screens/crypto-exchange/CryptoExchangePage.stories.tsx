import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetMockDb } from '../../mocks/db';
import { dropStaleAnnouncements, withUnauthorizedQueries } from '../../mocks/decorators';
import { empty, fail, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { apiSettled } from '../../mocks/in-flight';
import { asRole } from '../../mocks/role';
import { CryptoExchangePage } from './CryptoExchangePage';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

const meta = {
  title: 'Features/Crypto Exchange',
  component: CryptoExchangePage,
  ...screenMeta({
    shots: shots.screen,
    route: '/crypto-exchange',
    role: 'broker',
    beforeEach: () => {
      resetMockDb();
    },
  }),
} satisfies Meta<typeof CryptoExchangePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const rows = async (name: string) =>
  within(await page.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1);

/**
 * A broker reads the links, invoices and transactions with their statuses and confirmations, and the
 * rates, each marked simulated; no customer identity, no actions.
 */
export const Broker: Story = {
  parameters: { chromatic: { modes: { ...shots.screen.modes, ...shots.dark.modes } } },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Crypto exchange' }),
    ).toBeVisible();
    await expect(
      await page.findByText('Simulator — no real payment provider is connected'),
    ).toBeVisible();
    await expect(await rows('Payment links')).toHaveLength(4);
    const invoices = await rows('Invoices');
    await expect(invoices[0]).toHaveTextContent(/sim_inv_demo_onboarding_0004.*Simulator/);
    const transactions = await rows('Transactions');
    await expect(transactions).toHaveLength(3);
    await expect(page.queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    await expect(page.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Create Payment Link' })).toBeNull();
    const rates = await rows('Simulated crypto rates');
    await expect(rates).toHaveLength(4);
    for (const r of rates) await expect(r).toHaveTextContent('Simulated');
    await expect(page.getByRole('heading', { name: 'Crypto rates (simulated)' })).toBeVisible();
  },
};

/** Admins create links here too, and play the customer in the Simulator. */
export const Admin: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Create Payment Link' }));
    const d = await page.findByRole('dialog', { name: 'Create Payment Link' });
    await waitFor(() => expect(d).toBeVisible());
    // The dialog loads the plans it offers: wait for them before submitting.
    await apiSettled();
    const dialog = within(d);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Link' }));
    await expect(await dialog.findByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Invalid amount format')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Title/ }), 'Freight deposit');
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '800');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Link' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Payment link created');
    await waitFor(async () => expect(await rows('Payment links')).toHaveLength(5));
    await expect(page.getByRole('region', { name: 'Payment simulator' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
    dropStaleAnnouncements();
  },
};

export const Empty: Story = {
  parameters: {
    ...mockOverrides(empty('/api/payments/links'), empty('/api/payments/transactions')),
  },
  play: async () => {
    await expect(await page.findByText('No payment links yet')).toBeVisible();
    await expect(await page.findByText('No invoices yet')).toBeVisible();
    await expect(await page.findByText('No transactions')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(
      fail('get', '/api/payments/links'),
      fail('get', '/api/payments/transactions'),
      fail('get', '/api/payments/provider'),
    ),
  },
  play: async () => {
    await expect(
      await page.findByText('The payment links could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
    await expect(await page.findByText('The rates could not be loaded.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(
      slow('get', '/api/payments/links'),
      slow('get', '/api/payments/transactions'),
      slow('get', '/api/payments/provider'),
    ),
  },
};

/** §8: the logged-out toast, then sign-in. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(signedOut('get', '/api/payments/links')),
  },
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
  },
};
