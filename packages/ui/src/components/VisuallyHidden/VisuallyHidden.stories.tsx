import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  // In dark: Focusable (the only state with something to see).
  parameters: { layout: 'padded' },
  args: { children: 'Hidden from sight, read by screen readers' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Renders nothing visible; the text is in the accessibility tree. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Hidden from sight, read by screen readers');
    await expect(hidden).toBeInTheDocument();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A text alternative for an icon-only control built by hand. */
export const LabelForIcon: Story = {
  render: () => (
    <button type="button">
      <Icon icon={Trash2} />
      <VisuallyHidden elementType="span">Delete listing</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete listing' })).toBeInTheDocument();
  },
};

/** A skip link: hidden until focused with the keyboard. */
export const Focusable: Story = {
  parameters: { chromatic: shots.dark },
  render: () => (
    <>
      <VisuallyHidden isFocusable elementType="span">
        <a href="#main">Skip to content</a>
      </VisuallyHidden>
      <main id="main">Main content</main>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
