import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { ProgressBar, progressBarSizes, progressBarTones } from './ProgressBar';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  // In dark: Sizes, Tones and Indeterminate.
  parameters: { layout: 'padded' },
  args: { label: 'Uploading bill_of_lading.pdf', value: 45, size: 'md', tone: 'brand' },
  argTypes: {
    size: { control: 'inline-radio', options: progressBarSizes },
    tone: { control: 'select', options: progressBarTones },
  },
  render: (args) => (
    <div style={{ maxWidth: '50%' }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading bill_of_lading.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45%');
    const fill = bar.querySelector('[data-part="fill"]') as HTMLElement;
    await waitFor(() =>
      expect(
        fill.getBoundingClientRect().width /
          (fill.parentElement as HTMLElement).getBoundingClientRect().width,
      ).toBeCloseTo(0.45, 2),
    );
  },
};

export const Sizes: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="4" style={{ maxWidth: '50%' }}>
      {progressBarSizes.map((size) => (
        <ProgressBar key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="4" style={{ maxWidth: '50%' }}>
      {progressBarTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </Stack>
  ),
};

export const Indeterminate: Story = {
  parameters: { chromatic: shots.dark },
  args: { isIndeterminate: true, label: 'Verifying documents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomValueLabel: Story = {
  args: { label: 'Deal steps', value: 3, minValue: 0, maxValue: 6, valueLabel: 'Step 3 of 6' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 3 of 6');
  },
};

export const WithoutLabel: Story = {
  args: { label: undefined, showValueLabel: false, 'aria-label': 'Upload progress' },
};

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Upload complete' } };

export const Empty: Story = { args: { value: 0 } };

/** The bar follows its value. */
export const Updating: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(10);
    return (
      <Stack gap="3" style={{ maxWidth: '50%' }}>
        <ProgressBar {...args} value={value} />
        <Button variant="secondary" onPress={() => setValue((v) => Math.min(100, v + 30))}>
          Advance
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Advance' }));
    await waitFor(() =>
      expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'),
    );
  },
};

export const LongText: Story = {
  args: {
    label:
      'Uploading Certificate_of_Quality_and_Quantity_Bonny_Light_MT_Atlantic_Pioneer_signed_final.pdf',
    value: 72,
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
