import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dropStaleAnnouncements } from '../../mocks/decorators';
import { navigationSpy } from '../../mocks/navigation';
import { answer, fail, failBare, mockOverrides, slow } from '../../mocks/handlers';

/** GET /api/config with a single sign-on provider (the default mock has none). */
const withSso = (demoData = true) =>
  mockOverrides(answer('get', '/api/config', { demoData, oidcEnabled: true }));
import { LoginCard } from './LoginCard';
import { shots } from '@petrobridge/story-kit';
import { apiSettled } from '../../mocks/in-flight';
import { screenMeta } from '../../mocks/screen-meta';

const meta = {
  title: 'Features/Auth/Login card',
  component: LoginCard,
  ...screenMeta({ shots: shots.screen }),
  args: { onLoginSuccess: fn() },
} satisfies Meta<typeof LoginCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const toastWith = async (text: string) => {
  const toast = await page.findByRole('alertdialog');
  await waitFor(() => expect(toast).toHaveTextContent(text));
  return toast;
};
const email = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: /^Email/ });
const password = (canvas: ReturnType<typeof within>) => canvas.getByLabelText(/^Password/);

/**
 * Login mode: e-mail (focused), password, the toggle and (demo data) the helper. No identity
 * provider is configured here, so there is no single sign-on button: it would only come back here.
 */
export const Login: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(email(canvas)).toHaveAttribute('type', 'email');
    await expect(email(canvas)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Need an account? Register' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: /Quick test login/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue with single sign-on' })).toBeNull();
  },
};

export const LoginValidation: Story = {
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await userEvent.type(email(canvas), 'trader@');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
  },
};

/** The quick test-login helper fills a demo account; it does not submit. */
export const QuickTestLogin: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas, args }) => {
    await apiSettled();
    const helper = await canvas.findByRole('group', { name: /Quick test login/ });
    for (const role of ['Seller', 'Buyer', 'Broker']) {
      await userEvent.click(within(helper).getByRole('button', { name: role }));
      await expect(email(canvas)).toHaveValue(`${role.toLowerCase()}@petrobridge.test`);
      await expect(password(canvas)).toHaveValue('petrobridge-demo');
    }
    await expect(args.onLoginSuccess).not.toHaveBeenCalled();
  },
};

/** Without demo data (GET /api/config) there is no helper. */
export const WithoutDemoData: Story = {
  parameters: { ...withSso(false), chromatic: shots.desktopOnly },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible());
    // The helper shows once GET /api/config has answered: wait for the answer, not a clock.
    await apiSettled();
    await expect(canvas.queryByRole('group', { name: /Quick test login/ })).toBeNull();
  },
};

export const LoginSuccess: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas, args }) => {
    await apiSettled();
    await userEvent.type(email(canvas), 'broker@petrobridge.test');
    await userEvent.type(password(canvas), 'petrobridge-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const toast = await toastWith('Login successful');
    await expect(toast).toHaveTextContent('Welcome back!');
    await expect(args.onLoginSuccess).toHaveBeenCalledOnce();
  },
};

export const LoginWrongPassword: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas, args }) => {
    await apiSettled();
    await userEvent.type(email(canvas), 'broker@petrobridge.test');
    await userEvent.type(password(canvas), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const toast = await toastWith('Login failed');
    await expect(toast).toHaveTextContent('Invalid credentials');
    await expect(toast).toHaveAttribute('data-tone', 'danger');
    // The failure also stays under the form, after the toast has gone.
    const form = canvas.getByRole('form', { name: 'Sign in' });
    await expect(within(form).getByRole('alert')).toHaveTextContent('Invalid credentials');
    await expect(args.onLoginSuccess).not.toHaveBeenCalled();
  },
};

/** The server's message when it sends one (here the rate limit). */
export const LoginRateLimited: Story = {
  parameters: mockOverrides(
    fail('post', '/api/auth/login', 429, 'Too many sign-in attempts. Try again in 60 seconds.'),
  ),
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.type(email(canvas), 'broker@petrobridge.test');
    await userEvent.type(password(canvas), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await toastWith('Too many sign-in attempts. Try again in 60 seconds.');
  },
};

/** No message in the answer: 'Invalid credentials'. */
export const LoginFailureWithoutMessage: Story = {
  parameters: {
    ...mockOverrides(failBare('post', '/api/auth/login')),
    chromatic: shots.desktopOnly,
  },
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.type(email(canvas), 'broker@petrobridge.test');
    await userEvent.type(password(canvas), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const toast = await toastWith('Login failed');
    await expect(toast).toHaveTextContent('Invalid credentials');
  },
};

export const LoginPending: Story = {
  parameters: { ...mockOverrides(slow('post', '/api/auth/login')), chromatic: shots.desktopOnly },
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.type(email(canvas), 'broker@petrobridge.test');
    await userEvent.type(password(canvas), 'petrobridge-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Sign In/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

/** With an identity provider configured (GET /api/config), single sign-on goes to /api/login. */
export const HostedIdentityProvider: Story = {
  parameters: withSso(),
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Continue with single sign-on' }),
    );
    await expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login');
  },
};

/** Register mode: names, e-mail, password, role (buyer by default), and the way back. */
export const Register: Story = {
  args: { initialMode: 'register' },
  play: async ({ canvas }) => {
    await apiSettled();
    await expect(canvas.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Last name/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Buyer' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Seller' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Broker' })).not.toBeChecked();
    await expect(canvas.queryByRole('group', { name: /Quick test login/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Have an account? Login' }));
    await expect(canvas.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  },
};

export const RegisterValidation: Story = {
  args: { initialMode: 'register' },
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    await userEvent.type(email(canvas), 'not-an-email');
    await userEvent.type(password(canvas), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
  },
};

/** Registration returns the card to login mode, with the e-mail filled in. */
export const RegisterSuccess: Story = {
  parameters: { chromatic: shots.desktopOnly },
  args: { initialMode: 'register' },
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Tunde');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Bello');
    await userEvent.type(email(canvas), 'tunde@bello.test');
    await userEvent.type(password(canvas), 'secret-123');
    await userEvent.click(canvas.getByRole('radio', { name: 'Seller' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const toast = await toastWith('Registration successful');
    await expect(toast).toHaveTextContent('You can now login with your credentials');
    await expect(
      await canvas.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeVisible();
    await expect(email(canvas)).toHaveValue('tunde@bello.test');
    dropStaleAnnouncements();
  },
};

export const RegisterEmailTaken: Story = {
  parameters: { chromatic: shots.desktopOnly },
  args: {
    initialMode: 'register',
    prefill: {
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'broker@petrobridge.test',
      role: 'broker',
    },
  },
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.type(password(canvas), 'secret-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const toast = await toastWith('Registration failed');
    await expect(toast).toHaveTextContent('An account with this email already exists');
    await expect(canvas.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  },
};

export const RegisterFailureWithoutMessage: Story = {
  args: { initialMode: 'register', prefill: { firstName: 'A', lastName: 'B', email: 'a@b.test' } },
  parameters: {
    ...mockOverrides(failBare('post', '/api/auth/register', 500)),
    chromatic: shots.desktopOnly,
  },
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.type(password(canvas), 'secret-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const toast = await toastWith('Registration failed');
    await expect(toast).toHaveTextContent('Failed to create account');
  },
};

/** What the landing's quick-start form typed, carried into registration. */
export const RegisterPrefilled: Story = {
  parameters: { chromatic: shots.desktopOnly },
  args: {
    initialMode: 'register',
    prefill: { firstName: 'Amaka', lastName: 'Obi', email: 'amaka@delta.test', role: 'broker' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue('Amaka');
    await expect(canvas.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Obi');
    await expect(email(canvas)).toHaveValue('amaka@delta.test');
    await expect(canvas.getByRole('radio', { name: 'Broker' })).toBeChecked();
  },
};

export const Mobile: Story = {
  parameters: { chromatic: shots.off },
  args: { initialMode: 'register' },
  globals: { viewport: { value: 'mobile' } },
};

/**
 * The form kit maps a 400's `errors[]` onto their fields: the problem shows under the e-mail field,
 * not as a generic "Invalid request" toast.
 */
export const RegisterServerRejectsAField: Story = {
  args: { initialMode: 'register' },
  parameters: mockOverrides(
    answer(
      'post',
      '/api/auth/register',
      {
        message: 'Invalid request',
        errors: [{ path: 'email', message: 'Use your company e-mail address' }],
      },
      400,
    ),
  ),
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Obi');
    await userEvent.type(email(canvas), 'ada@example.test');
    await userEvent.type(password(canvas), 'secret-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Use your company e-mail address')).toBeVisible();
    await expect(email(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.queryByRole('alertdialog')).toBeNull();
    dropStaleAnnouncements();
  },
};
