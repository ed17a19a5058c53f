import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Spinner, spinnerSizes, spinnerTones } from './Spinner';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  // In dark: Sizes and Tones.
  parameters: { layout: 'padded' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
  args: { tone: 'brand' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading' });
    // Indeterminate: no value for assistive technology to read.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading deals' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading deals' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Inline gap="4">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading, ${size}`} />
      ))}
    </Inline>
  ),
};

export const Tones: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Inline gap="4">
      {spinnerTones.map((tone) => (
        <Spinner key={tone} {...args} tone={tone} label={`Loading, ${tone}`} />
      ))}
    </Inline>
  ),
};
