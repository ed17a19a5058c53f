import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigationSpy } from '../../mocks/navigation';
import { apiSettled } from '../../mocks/in-flight';
import { SignInDialog } from './SignInDialog';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

const meta = {
  title: 'Features/Auth/Sign-in dialog',
  component: SignInDialog,
  ...screenMeta({ shots: shots.screen, layout: 'fullscreen' }),
  args: { request: { mode: 'login' }, onClose: fn() },
} satisfies Meta<typeof SignInDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
/** The dialog, once its entry transition has ended. */
async function dialog() {
  const d = await page.findByRole('dialog', { name: 'Welcome to Petrobridge' });
  await waitFor(() => expect(d).toBeVisible());
  return d;
}

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    const d = await dialog();
    await expect(d).toHaveTextContent('Choose your preferred authentication method');
    // Focus starts in the first field, ready to type.
    await waitFor(() => expect(within(d).getByRole('textbox', { name: /^Email/ })).toHaveFocus());
    await expect(await within(d).findByRole('group', { name: /Quick test login/ })).toBeVisible();
    // No identity provider configured: no single sign-on button that would reopen this dialog.
    await expect(
      within(d).queryByRole('button', { name: 'Continue with single sign-on' }),
    ).toBeNull();
  },
};

/**
 * The identity provider's sign-in did not complete (`/?authError=account_deactivated`): the reason is
 * above the card, which is ready for another try.
 */
export const ProviderSignInFailed: Story = {
  parameters: { chromatic: shots.desktopOnly },
  args: {
    request: { mode: 'login', error: 'This account has been deactivated. Contact support.' },
  },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByText('Sign-in did not complete')).toBeVisible();
    await expect(d).toHaveTextContent('This account has been deactivated. Contact support.');
    await expect(within(d).getByRole('textbox', { name: /^Email/ })).toBeVisible();
  },
};

/** A successful sign-in reloads the page (docs/product.md#screens, §4). */
export const SignInReloads: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Broker' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(navigationSpy.reload).toHaveBeenCalledOnce());
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Login successful');
  },
};

export const Closes: Story = {
  // Interaction only: it ends where it started, which another story shows.
  parameters: { chromatic: shots.off },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: /close/i }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Opened from the quick-start form: register mode, prefilled. */
export const FromQuickStart: Story = {
  parameters: { chromatic: shots.desktopOnly },
  args: {
    request: {
      mode: 'register',
      prefill: { firstName: 'Amaka', lastName: 'Obi', email: 'amaka@delta.test', role: 'seller' },
    },
  },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(within(d).getByRole('radio', { name: 'Seller' })).toBeChecked();
  },
};

export const Mobile: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(await dialog()).toBeVisible();
  },
};
