import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PASSWORD } from '@petrobridge/domain';
import {
  asRole,
  dropStaleAnnouncements,
  mockDb,
  mockHandlers,
  resetToasts,
  setMockRole,
  usersByRole,
  withToasts,
} from '@petrobridge/features/mocks';
import { AppRoutes } from './routes';
import { SessionProvider } from './session';
import { SignInAgainSlot } from './SignInAgainSlot';
import { shots } from '@petrobridge/story-kit';

/** Where the app is: the address bar the story's memory router stands in for. */
function Address() {
  const { pathname } = useLocation();
  return (
    <p data-testid="address" style={{ position: 'fixed', bottom: 0, right: 0, margin: 4 }}>
      Address: {pathname}
    </p>
  );
}

/**
 * The app below its router, as App.tsx mounts it: the session read from GET /api/auth/user (so a
 * sign-in really changes it), the routes of the manifest and the in-place sign-in dialog. The mock
 * server keeps a session like the real one: a login answers as that user from then on.
 */
const meta = {
  title: 'App/Journeys',
  component: AppRoutes,
  decorators: [withToasts],
  parameters: {
    layout: 'fullscreen',
    chromatic: shots.off, // journeys, not pictures: each screen they pass is shot in its own story
    msw: { handlers: mockHandlers },
  },
  beforeEach: () => resetToasts(),
  render: () => (
    <SessionProvider>
      <AppRoutes />
      <SignInAgainSlot />
      <Address />
    </SessionProvider>
  ),
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
/**
 * The routes' screens are lazy chunks: a hang guard for their first load. Served by Vite's dev server
 * module by module, the signed-out page's first load took 14 s on a busy 2-core machine.
 */
const lazyChunk = { timeout: 45_000 };

async function signIn(scope: ReturnType<typeof within>, email: string) {
  await userEvent.type(scope.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(scope.getByLabelText(/^Password\*?$/), DEMO_PASSWORD);
  await userEvent.click(scope.getByRole('button', { name: 'Sign In' }));
}

/**
 * A signed-out deep link: the page asks to sign in at its own address and, once signed in, shows
 * the page asked for there — in the frame, with the seller's menu — not the role home or the landing.
 */
export const SignInAndReturn: Story = {
  ...asRole('signed-out'),
  parameters: { route: '/seller-dashboard' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Sign in to open Seller Dashboard.', {}, lazyChunk),
    ).toBeVisible();
    await expect(canvas.getByTestId('address')).toHaveTextContent('/seller-dashboard');
    await signIn(within(canvas.getByRole('main')), usersByRole.seller.email);

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Seller Dashboard' }, lazyChunk),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Trading Hub' })).toBeVisible();
    await expect(canvas.getByTestId('address')).toHaveTextContent('/seller-dashboard');
    await expect(canvas.queryByText(/Sign in to open/)).toBeNull();
    dropStaleAnnouncements(); // the login card's pending button has gone with it
  },
};

async function selectOption(d: ReturnType<typeof within>, label: RegExp, option: string) {
  await userEvent.click(d.getByRole('button', { name: label }));
  await userEvent.click(await page.findByRole('option', { name: option }));
}

async function pick(d: ReturnType<typeof within>, label: RegExp, company: string) {
  await userEvent.type(d.getByRole('combobox', { name: label }), company.split(' ')[0]!);
  await userEvent.click(await page.findByRole('option', { name: new RegExp(company) }));
}

/**
 * The session ends on the server while the broker fills Create New Deal: the write answers 401, the
 * logged-out toast shows, and "Sign in again" opens over the dialog. After signing in, everything
 * typed is still there and the same press creates the deal.
 */
export const SessionEndsWithDialogOpen: Story = {
  ...asRole('broker'),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Create New Deal' }, lazyChunk),
    );
    const dialog = await page.findByRole('dialog', { name: 'Create New Deal' }, lazyChunk);
    await waitFor(() => expect(dialog).toBeVisible());
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('combobox', { name: /^Seller company/ })).toBeEnabled());
    await pick(d, /^Seller company/, 'Niger Delta Petroleum Ltd');
    await pick(d, /^Buyer company/, 'Nordic Fuels AB');
    await selectOption(d, /Product/, 'Diesel');
    await userEvent.type(d.getByRole('textbox', { name: /^Volume\b/ }), '4321');
    await selectOption(d, /Volume unit/, 'Metric Tons (MT)');
    await userEvent.type(d.getByRole('textbox', { name: /^Delivery location/ }), 'Antwerp');

    // The server forgets the session (an idle time-out); the page does not know yet.
    setMockRole('signed-out');
    const dealsBefore = mockDb().deals.length;
    await userEvent.click(d.getByRole('button', { name: 'Create Deal' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
    const again = await page.findByRole('dialog', { name: 'Sign in again' }, lazyChunk);
    await signIn(within(again), usersByRole.broker.email);
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Sign in again' })).toBeNull());

    await expect(dialog).toBeVisible();
    await expect(d.getByRole('textbox', { name: /^Volume\b/ })).toHaveValue('4,321');
    await expect(d.getByRole('textbox', { name: /^Delivery location/ })).toHaveValue('Antwerp');
    await expect(d.getByRole('combobox', { name: /^Seller company/ })).toHaveValue(
      'Niger Delta Petroleum Ltd',
    );
    await expect(mockDb().deals).toHaveLength(dealsBefore);

    await userEvent.click(d.getByRole('button', { name: 'Create Deal' }));
    await waitFor(() =>
      expect(page.getAllByRole('alertdialog').at(-1)).toHaveTextContent(
        'Deal created successfully',
      ),
    );
    await expect(mockDb().deals).toHaveLength(dealsBefore + 1);
    await expect(mockDb().deals[0]).toMatchObject({ productType: 'diesel', volume: 4321 });
    dropStaleAnnouncements();
  },
};
