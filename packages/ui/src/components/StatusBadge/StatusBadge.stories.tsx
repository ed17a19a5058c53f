import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { tones } from '../../css/tones';
import { StatusBadge, statusBadgeSizes } from './StatusBadge';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  // In dark: AllTones (md) and Small (every tone at sm).
  parameters: { layout: 'padded' },
  args: { tone: 'info', label: 'negotiation', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: statusBadgeSizes },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('negotiation').closest('[data-tone]');
    await expect(badge).toHaveAttribute('data-tone', 'info');
  },
};

/** The five semantic tones; the product decides which status takes which. */
export const AllTones: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Inline gap="2">
      {tones.map((tone) => (
        <StatusBadge key={tone} {...args} tone={tone} label={tone} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-tone]')).toHaveLength(tones.length);
  },
};

export const Small: Story = {
  parameters: { chromatic: shots.dark },
  args: { size: 'sm' },
  render: (args) => (
    <Inline gap="2">
      {tones.map((tone) => (
        <StatusBadge key={tone} {...args} tone={tone} label={tone} />
      ))}
    </Inline>
  ),
};

/** Without a tone the badge is neutral. */
export const NoTone: Story = {
  args: { tone: undefined, label: 'expired' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('expired').closest('[data-tone]');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};

export const LongLabel: Story = {
  args: {
    tone: 'info',
    label: 'Under review by the compliance team since 12 March 2024',
  },
  render: (args) => (
    <div style={{ maxWidth: '50%' }}>
      <StatusBadge {...args} />
    </div>
  ),
};
