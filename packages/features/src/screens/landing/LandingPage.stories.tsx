import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigationSpy, resetNavigationSpy, withNavigationSpy } from '../../mocks/navigation';
import type { SignInSlotProps } from '../../kit/sign-in';
import { priceSources } from './mocks/prices';
import { LandingPage } from './LandingPage';
import { shots } from '@petrobridge/story-kit';

/**
 * The sign-in dialog belongs to the auth feature (its stories test it); here a stand-in shows what
 * the landing asks of it.
 */
const signInSlot = fn(({ request, onClose }: SignInSlotProps) => (
  <div role="dialog" aria-label="Sign-in stand-in" data-testid="sign-in-slot">
    <p>Choose your preferred authentication method</p>
    {/* Wrapped: one long line of JSON made the page scroll sideways at 390 px. */}
    <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {JSON.stringify(request)}
    </pre>
    <button type="button" onClick={onClose}>
      Close stand-in
    </button>
  </div>
));

const meta = {
  title: 'Features/Landing/Landing page',
  parameters: { chromatic: shots.screen },
  component: LandingPage,
  decorators: [withNavigationSpy],
  args: { priceSource: priceSources.up, renderSignIn: signInSlot },
  beforeEach: () => {
    resetNavigationSpy();
    signInSlot.mockClear();
    window.localStorage.removeItem('selectedRole');
  },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const slotRequest = (canvas: HTMLElement) =>
  JSON.parse(within(canvas).getByTestId('sign-in-slot').querySelector('pre')!.textContent!);

/** Every section of docs/product.md#screens in order, with its anchors. */
export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const headings = [...canvasElement.querySelectorAll('main h2')].map((h) => h.textContent);
    await expect(headings).toEqual([
      'Live Oil Prices',
      'From listing to delivery in 3 steps',
      'Everything a physical trade needs',
      'We handle the hard parts',
      'Better prices, better matches, fewer surprises',
      'Built for physical energy trade',
      'How Petrobridge compares',
      'Trusted on both sides of the trade',
      'Ready to trade?',
    ]);
    const ids = ['pricing', 'features', 'services', 'ai', 'contact'];
    const positions = ids.map((id) => {
      const el = canvasElement.querySelector(`#${id}`);
      return el ? [...canvasElement.querySelectorAll('[id]')].indexOf(el) : -1;
    });
    await expect(positions.every((p) => p >= 0)).toBe(true);
    await expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const id of ids)
      await expect(
        canvasElement.querySelector(`nav[aria-label="Sections"] a[href="#${id}"]`),
      ).not.toBeNull();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(3);
    await expect(await canvas.findByTestId('price-BRENT')).toBeVisible();
  },
};

export const Footer: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    // Every other entry is inert text, not a link.
    await expect(within(footer).getAllByRole('link')).toHaveLength(2);
    const inert = footer.querySelectorAll('[aria-disabled="true"]');
    await expect(inert.length).toBeGreaterThan(0);
    for (const el of inert) await expect(el.closest('a')).toBeNull();
    await expect(footer).toHaveTextContent('© 2024 Petrobridge');
  },
};

export const SignInOpensTheDialog: Story = {
  // Interaction only: the picture is the landing page (Default) under a test stand-in.
  parameters: { chromatic: shots.off },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Sign In' })[0]!);
    await expect(canvas.getByTestId('sign-in-slot')).toBeVisible();
    await expect(slotRequest(canvasElement)).toEqual({ mode: 'login' });
    await userEvent.click(canvas.getByRole('button', { name: 'Close stand-in' }));
    await expect(canvas.queryByTestId('sign-in-slot')).toBeNull();
  },
};

/** "Get Started" is for newcomers: it opens the dialog on registration, header and hero alike. */
export const GetStartedOpensRegistration: Story = {
  play: async ({ canvas, canvasElement }) => {
    for (const index of [0, 1]) {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Get Started' })[index]!);
      await expect(slotRequest(canvasElement)).toEqual({ mode: 'register' });
      await userEvent.click(canvas.getByRole('button', { name: 'Close stand-in' }));
    }
  },
};

export const SignUpAsSellerOrBuyer: Story = {
  // Interaction only: the picture is the landing page (Default) under a test stand-in.
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up as Seller' }));
    await expect(window.localStorage.getItem('selectedRole')).toBe('seller');
    await expect(navigationSpy.assign).toHaveBeenLastCalledWith('/api/login?role=seller');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up as Buyer' }));
    await expect(window.localStorage.getItem('selectedRole')).toBe('buyer');
    await expect(navigationSpy.assign).toHaveBeenLastCalledWith('/api/login?role=buyer');
  },
};

/** The quick-start form validates nothing and sends nothing: it hands what was typed to sign-in. */
export const QuickStartPrefillsRegistration: Story = {
  // Interaction only: the picture is the landing page (Default) under a test stand-in.
  parameters: { chromatic: shots.off },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Quick start' });
    await userEvent.type(within(form).getByLabelText('Full name'), 'Amaka Obi Nwankwo');
    await userEvent.type(within(form).getByLabelText('Company'), 'Delta Crude Ltd');
    await userEvent.type(within(form).getByLabelText('Email'), 'amaka@delta.test');
    await userEvent.selectOptions(within(form).getByLabelText('I am a'), 'broker');
    await userEvent.click(within(form).getByRole('button', { name: 'Start Trading' }));
    await expect(slotRequest(canvasElement)).toEqual({
      mode: 'register',
      prefill: {
        firstName: 'Amaka',
        lastName: 'Obi Nwankwo',
        email: 'amaka@delta.test',
        role: 'broker',
      },
    });
    await expect(navigationSpy.assign).not.toHaveBeenCalled();
  },
};

export const QuickStartEmpty: Story = {
  // Interaction only: the picture is the landing page (Default) under a test stand-in.
  parameters: { chromatic: shots.off },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Trading' }));
    await expect(slotRequest(canvasElement)).toEqual({
      mode: 'register',
      prefill: { role: 'seller' },
    });
  },
};

/** `/?signin=1`: the dialog is open on arrival. */
export const SignInOnLoad: Story = {
  // Interaction only: the picture is the landing page (Default) under a test stand-in.
  parameters: { chromatic: shots.off },
  args: { initialSignIn: { mode: 'login', prefill: { role: 'seller' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('sign-in-slot')).toBeVisible();
    await expect(slotRequest(canvasElement)).toEqual({
      mode: 'login',
      prefill: { role: 'seller' },
    });
  },
};

export const PricesLoading: Story = {
  parameters: { chromatic: shots.desktopOnly },
  args: { priceSource: priceSources.loading },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('price-skeleton')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
