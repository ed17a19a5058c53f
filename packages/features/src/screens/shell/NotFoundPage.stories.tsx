import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'Features/Shell/Not found',
  component: NotFoundPage,
  parameters: { chromatic: shots.screen, layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the page brings the brand bar; the way home is the landing page. */
export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Petrobridge, home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** Signed in: only the body, inside the app frame (which has the brand and the menu). */
export const InFrame: Story = {
  args: { inFrame: true },
  globals: { role: 'seller' },
  parameters: { layout: 'padded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Petrobridge, home' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};
