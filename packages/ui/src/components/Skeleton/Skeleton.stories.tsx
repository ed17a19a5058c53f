import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { VisuallyHidden } from '../VisuallyHidden';
import { Skeleton, skeletonCircleSizes, skeletonVariants } from './Skeleton';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  // In dark: Circle (every circle size) and LoadingCard (text, lines, rect).
  parameters: { layout: 'padded' },
  args: { variant: 'text' },
  argTypes: {
    variant: { control: 'inline-radio', options: skeletonVariants },
    size: { control: 'inline-radio', options: skeletonCircleSizes },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Paragraph: Story = { args: { lines: 4 } };

export const Rect: Story = { args: { variant: 'rect', width: '50%' } };

export const Circle: Story = {
  parameters: { chromatic: shots.dark },
  args: { variant: 'circle' },
  render: (args) => (
    <Inline gap="3">
      {skeletonCircleSizes.map((size) => (
        <Skeleton key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

/** The usual composition: a busy region with a text alternative, shapes hidden from screen readers. */
export const LoadingCard: Story = {
  parameters: { chromatic: shots.dark },
  render: () => (
    <div aria-busy="true" style={{ maxWidth: '50%' }}>
      <VisuallyHidden>Loading deal</VisuallyHidden>
      <Stack gap="3">
        <Inline gap="3">
          <Skeleton variant="circle" size="lg" />
          <Skeleton width="40%" />
        </Inline>
        <Skeleton lines={3} />
        <Skeleton variant="rect" />
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Loading deal');
  },
};

export const ShimmerFollowsMotionPreference: Story = {
  args: { lines: 2 },
  parameters: {
    docs: { description: { story: 'Under prefers-reduced-motion the shimmer stops.' } },
  },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('span[aria-hidden] > span') as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(line).animationName === 'none').toBe(reduced);
  },
};
