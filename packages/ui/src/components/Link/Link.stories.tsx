import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Link, linkVariants } from './Link';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Link',
  component: Link,
  // In dark: AllStates (both variants, icon, external, disabled) and Keyboard (the focus ring).
  parameters: { layout: 'padded' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    icon: { control: false },
  },
  args: { href: '/deals/42', children: 'deal #42', onPress: fn() },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inline, inside running text. */
export const Default: Story = {
  render: (args) => (
    <Text>
      The buyer accepted the offer; see <Link {...args} /> for the letter of credit.
    </Text>
  ),
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'deal #42' });
    await expect(link).toHaveAttribute('href', '/deals/42');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'View all deals' },
};

export const WithIcon: Story = {
  args: { variant: 'standalone', icon: ArrowLeft, children: 'Back to marketplace' },
};

/** Opens in a new tab; screen readers hear it. */
export const External: Story = {
  args: {
    variant: 'standalone',
    href: 'https://www.opec.org/',
    isExternal: true,
    children: 'OPEC basket price',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'OPEC basket price (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { variant: 'standalone', isDisabled: true, children: 'Download contract' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Download contract' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    variant: 'standalone',
    children:
      'Read the inspection certificate issued by the independent surveyor at the Bonny terminal',
  },
};

/** Every variant and state side by side (the screenshots' dark shot of the links). */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="3" align="start">
      <Text>
        Inline: the buyer accepted the offer; see <Link {...args} /> for the letter of credit.
      </Text>
      <Link {...args} variant="standalone" href="/deals">
        Standalone: view all deals
      </Link>
      <Link {...args} variant="standalone" icon={ArrowLeft} href="/marketplace">
        With icon: back to marketplace
      </Link>
      <Link {...args} variant="standalone" href="https://www.opec.org/" isExternal>
        External: OPEC basket price
      </Link>
      <Link {...args} variant="standalone" href="/contract.pdf" isDisabled>
        Disabled: download contract
      </Link>
    </Stack>
  ),
};

/** Keyboard: Tab focuses with a visible ring, Enter follows the link. */
export const Keyboard: Story = {
  parameters: { chromatic: shots.dark },
  args: { variant: 'standalone', children: 'View all deals' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'View all deals' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
