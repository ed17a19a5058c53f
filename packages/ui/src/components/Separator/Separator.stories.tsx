import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Separator, separatorSpacings } from './Separator';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Separator',
  component: Separator,
  // In dark: Vertical and Spacings (both orientations, every spacing).
  parameters: { layout: 'padded' },
  args: { orientation: 'horizontal', spacing: 'md' },
  argTypes: { spacing: { control: 'inline-radio', options: separatorSpacings } },
  render: (args) => (
    <div>
      <Text>Bonny Light Crude · 950,000 bbl</Text>
      <Separator {...args} />
      <Text tone="muted">Offer from Niger Delta Petroleum</Text>
    </div>
  ),
} satisfies Meta<typeof Separator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};

export const Vertical: Story = {
  parameters: { chromatic: shots.dark },
  args: { orientation: 'vertical', spacing: 'sm' },
  render: (args) => (
    <Inline gap="none" align="stretch">
      <Text elementType="span">FOB Bonny</Text>
      <Separator {...args} />
      <Text elementType="span">Loading 12–18 March</Text>
      <Separator {...args} />
      <Text elementType="span">$82.45 / bbl</Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('separator')[0]).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
  },
};

export const Spacings: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="none">
      {separatorSpacings.map((spacing) => (
        <div key={spacing}>
          <Text size="sm">spacing {spacing}</Text>
          <Separator {...args} spacing={spacing} />
        </div>
      ))}
    </Stack>
  ),
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
