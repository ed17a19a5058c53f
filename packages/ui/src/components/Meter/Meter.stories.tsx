import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Meter, meterSizes, meterTones } from './Meter';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Meter',
  component: Meter,
  // In dark: Sizes and Tones.
  parameters: { layout: 'padded' },
  args: { label: 'KYC completeness', value: 72, size: 'md', tone: 'brand' },
  argTypes: {
    size: { control: 'inline-radio', options: meterSizes },
    tone: { control: 'select', options: meterTones },
  },
  render: (args) => (
    <div style={{ maxWidth: '50%' }}>
      <Meter {...args} />
    </div>
  ),
} satisfies Meta<typeof Meter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'KYC completeness' });
    await expect(meter).toHaveAttribute('aria-valuenow', '72');
    // The fill covers 72 % of the track.
    const fill = meter.querySelector('[data-part="fill"]') as HTMLElement;
    const ratio =
      fill.getBoundingClientRect().width /
      (fill.parentElement as HTMLElement).getBoundingClientRect().width;
    await expect(ratio).toBeCloseTo(0.72, 2);
  },
};

export const Sizes: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="4" style={{ maxWidth: '50%' }}>
      {meterSizes.map((size) => (
        <Meter key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="4" style={{ maxWidth: '50%' }}>
      {meterTones.map((tone) => (
        <Meter key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </Stack>
  ),
};

/** A level near its limit, in danger colour, with the units spelled out. */
export const NearLimit: Story = {
  args: {
    label: 'Documents uploaded',
    value: 9.4,
    maxValue: 10,
    tone: 'danger',
    valueLabel: '9.4 of 10 MB',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '9.4 of 10 MB');
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Full: Story = { args: { value: 100, tone: 'success' } };
export const WithoutLabel: Story = {
  args: { label: undefined, showValueLabel: false, 'aria-label': 'AI match success' },
};

export const LongText: Story = {
  args: { label: 'Share of active deals with a confirmed letter of credit from a tier-one bank' },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
