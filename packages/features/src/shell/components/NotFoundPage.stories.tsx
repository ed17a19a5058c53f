import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';
import { shots } from '../../../../../.storybook/modes';

const meta = {
  title: 'Features/Shell/Not found',
  component: NotFoundPage,
  parameters: { chromatic: shots.screen, layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
  },
};
