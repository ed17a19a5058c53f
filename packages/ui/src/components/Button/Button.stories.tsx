import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { clearAnnouncements } from '../../docs/storyDecorators';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Button, buttonSizes, buttonVariants } from './Button';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Button',
  component: Button,
  // In dark: AllStates (every variant at rest, disabled, pending), AllSizes, Keyboard (focus ring).
  parameters: { layout: 'padded' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
    iconEnd: { control: false },
  },
  args: { children: 'Create deal', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create deal' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Primary: Story = {
  parameters: { chromatic: shots.off },
  args: { variant: 'primary' },
};
export const Secondary: Story = {
  parameters: { chromatic: shots.off },
  args: { variant: 'secondary', children: 'Save draft' },
};
export const Outline: Story = {
  parameters: { chromatic: shots.off },
  args: { variant: 'outline', children: 'View listing' },
};
export const Ghost: Story = {
  parameters: { chromatic: shots.off },
  args: { variant: 'ghost', children: 'Cancel' },
};
export const Danger: Story = {
  parameters: { chromatic: shots.off },
  args: { variant: 'danger', children: 'Cancel deal' },
};

/** Every variant side by side, as the controls list them. */
export const AllVariants: Story = {
  render: (args) => (
    <Inline gap="3">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

/** Every variant at rest, disabled and pending, a row each. */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="3">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="3">
          <Button {...args} variant={variant}>
            {variant}
          </Button>
          <Button {...args} variant={variant} isDisabled>
            {`${variant} disabled`}
          </Button>
          <Button {...args} variant={variant} isPending pendingLabel={`${variant} pending`}>
            {`${variant} pending`}
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
};

export const Small: Story = { parameters: { chromatic: shots.off }, args: { size: 'sm' } };
export const Medium: Story = { parameters: { chromatic: shots.off }, args: { size: 'md' } };
export const Large: Story = { parameters: { chromatic: shots.off }, args: { size: 'lg' } };

export const AllSizes: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Inline gap="3">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcons: Story = {
  args: { icon: Plus, children: 'New listing' },
  render: (args) => (
    <Inline gap="3">
      <Button {...args} />
      <Button {...args} icon={undefined} iconEnd={ArrowRight} variant="outline">
        Continue
      </Button>
    </Inline>
  ),
};

// Type check: an icon-only button without an accessible name does not compile.
// @ts-expect-error `aria-label` is required when there is no visible label
const _unnamedIconButton = <Button icon={Trash2} />;

/** No visible text: the type requires an `aria-label`, which becomes the accessible name. */
export const IconOnly: Story = {
  args: { children: undefined, icon: Trash2, 'aria-label': 'Delete listing', variant: 'ghost' },
  render: (args) => (
    <Inline gap="3">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size} aria-label={`Delete listing (${size})`} />
      ))}
    </Inline>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete listing (md)' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Create deal' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pending: a spinner with its own label, presses blocked, focus kept. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Creating deal' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Create deal/ });
    await expect(canvas.getByRole('progressbar', { name: 'Creating deal' })).toBeInTheDocument();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A press starts work; the button is pending until it ends, then pressable again. */
export const PendingAfterPress: Story = {
  beforeEach: clearAnnouncements,
  render: function Render(args) {
    const [pending, setPending] = useState(false);
    return (
      <Button
        {...args}
        isPending={pending}
        pendingLabel="Submitting offer"
        onPress={(e) => {
          args.onPress?.(e);
          setPending(true);
          setTimeout(() => setPending(false), 300);
        }}
      >
        Submit offer
      </Button>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit offer' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('progressbar', { name: 'Submitting offer' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
  },
};

export const FullWidth: Story = {
  args: { isFullWidth: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.getBoundingClientRect().width).toBe(
      button.parentElement!.getBoundingClientRect().width,
    );
  },
};

export const LongText: Story = {
  args: { children: 'Confirm the letter of credit and notify the buyer and the seller' },
};

/** Keyboard: Tab focuses with a visible ring, Enter and Space press. */
export const Keyboard: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Create deal' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Stack gap="3">
      <Button {...args} isFullWidth>
        Submit offer
      </Button>
      <Button {...args} isFullWidth variant="outline">
        Save draft
      </Button>
    </Stack>
  ),
};
