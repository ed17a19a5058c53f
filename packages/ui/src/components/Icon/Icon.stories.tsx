import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleAlert, Droplet, Fuel, Ship, TriangleAlert, Truck } from 'lucide-react';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Icon, iconSizes, iconTones } from './Icon';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  // In dark: Sizes and Tones.
  parameters: { layout: 'padded' },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: iconTones },
  },
  args: { icon: Ship },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label it is an image with that name (an icon that stands alone). */
export const Labelled: Story = {
  args: { icon: TriangleAlert, label: 'Warning', tone: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Inline gap="4">
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} label={`Ship, ${size}`} />
      ))}
    </Inline>
  ),
};

export const Tones: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Inline gap="4">
      {iconTones.map((tone) => (
        <Icon key={tone} {...args} tone={tone} label={`Ship, ${tone}`} />
      ))}
    </Inline>
  ),
};

/** A few of the lucide-react icons the product uses. */
export const Gallery: Story = {
  render: (args) => (
    <Inline gap="4">
      {[
        { icon: Ship, label: 'Vessel' },
        { icon: Truck, label: 'Delivery' },
        { icon: Fuel, label: 'Refined product' },
        { icon: Droplet, label: 'Crude' },
        { icon: CircleAlert, label: 'Alert' },
      ].map(({ icon, label }) => (
        <Icon key={label} {...args} icon={icon} label={label} size="lg" />
      ))}
    </Inline>
  ),
};
