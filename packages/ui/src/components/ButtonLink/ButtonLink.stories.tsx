import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { Inline } from '../Inline';
import { ButtonLink } from './ButtonLink';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  parameters: { layout: 'padded' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
    iconEnd: { control: false },
  },
  args: { href: '/marketplace/new', children: 'Create listing', onPress: fn() },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link (navigation) that looks like a primary button. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Create listing' });
    await expect(link).toHaveAttribute('href', '/marketplace/new');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Inline gap="3">
      {buttonVariants.map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant}>
          {variant}
        </ButtonLink>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Inline gap="3">
      {buttonSizes.map((size) => (
        <ButtonLink key={size} {...args} size={size}>
          {`Size ${size}`}
        </ButtonLink>
      ))}
    </Inline>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <Inline gap="3">
      <ButtonLink {...args} icon={Plus} />
      <ButtonLink {...args} variant="outline" iconEnd={ArrowRight} href="/deals">
        Go to deals
      </ButtonLink>
    </Inline>
  ),
};

export const Disabled: Story = {
  parameters: { chromatic: shots.dark },
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Create listing' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { isFullWidth: true } };

export const LongText: Story = {
  args: { children: 'Review the letters of credit awaiting confirmation' },
};

/** Keyboard: Tab focuses, Enter follows (Space does not: it is a link). */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Create listing' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  args: { isFullWidth: true },
  globals: { viewport: { value: 'mobile' } },
};
