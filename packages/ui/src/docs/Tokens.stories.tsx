import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tones } from '../css/tones';
import {
  ChartColors,
  FontTokens,
  RadiusAndShadow,
  RoleColors,
  SpacingScale,
  StatusTones,
  ToneColors,
  TypeScale,
} from './TokenDocs/TokenDocs';
import { shots } from '@petrobridge/story-kit';

/**
 * The token samples of the Tokens page, one story each, in the toolbar's theme. The samples whose
 * values change with the theme (colours, shadows) are also photographed in dark; type, fonts and
 * spacing are the same in both themes, so they are shot in light only.
 */
const meta = {
  title: 'UI/Docs/Token samples',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Roles: Story = {
  parameters: { chromatic: shots.dark },
  render: () => <RoleColors />,
  play: async ({ canvas }) => {
    // Each swatch shows the value its variable resolves to in this theme.
    await expect(await canvas.findAllByText(/^#|^rgba/)).not.toHaveLength(0);
  },
};
export const Tones: Story = { parameters: { chromatic: shots.dark }, render: () => <ToneColors /> };
export const Statuses: Story = {
  parameters: { chromatic: shots.dark },
  render: () => <StatusTones />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(tones.length);
    await expect(canvas.getByText('danger')).toBeInTheDocument();
  },
};
export const Chart: Story = {
  parameters: { chromatic: shots.dark },
  render: () => <ChartColors />,
};
export const Typography: Story = { render: () => <TypeScale /> };
export const Fonts: Story = { render: () => <FontTokens /> };
export const Spacing: Story = { render: () => <SpacingScale /> };
export const RadiiAndShadows: Story = {
  parameters: { chromatic: shots.dark },
  render: () => <RadiusAndShadow />,
};
