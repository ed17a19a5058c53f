import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoon } from './ComingSoon';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'Features/Shell/Coming soon',
  component: ComingSoon,
  parameters: { layout: 'padded' },
  args: {
    title: 'Seller Dashboard',
    description: 'Your offers, deals, insights and documents will appear here.',
  },
} satisfies Meta<typeof ComingSoon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeVisible();
    await expect(canvas.getByText('This screen is coming soon.')).toBeVisible();
  },
};

export const WithoutDescription: Story = { args: { description: undefined } };
