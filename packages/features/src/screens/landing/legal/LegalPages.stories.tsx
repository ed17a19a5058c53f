import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { navigationSpy, resetNavigationSpy, withNavigationSpy } from '../../../mocks/navigation';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'Features/Landing/Legal pages',
  parameters: { chromatic: shots.screen },
  decorators: [withNavigationSpy],
  beforeEach: resetNavigationSpy,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  parameters: { chromatic: shots.dark },
  render: () => <PrivacyPolicyPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Effective date: January 1, 2024')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(navigationSpy.back).toHaveBeenCalledOnce();
  },
};

export const TermsOfService: Story = {
  render: () => <TermsOfServicePage />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByText('Effective date: January 1, 2024')).toBeVisible();
    const text = canvasElement.textContent ?? '';
    await expect(text).toMatch(/crypto payment provider/);
    await expect(text).toMatch(/Crypto payment processing/);
    await expect(text).toMatch(/Subscriptions/);
    await expect(text).toMatch(/KYC verification is required for trading/);
    await expect(text).toMatch(/minimum age to use Petrobridge is 18/);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(navigationSpy.back).toHaveBeenCalledOnce();
  },
};

export const TermsOfServiceMobile: Story = {
  parameters: { chromatic: shots.off },
  render: () => <TermsOfServicePage />,
  globals: { viewport: { value: 'mobile' } },
};
