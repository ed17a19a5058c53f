import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Bell, Flame } from 'lucide-react';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: 'Verified seller', tone: 'neutral', variant: 'subtle', size: 'md' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="3">
      {badgeVariants.map((variant) => (
        <Inline key={variant} gap="2">
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Solid: Story = { args: { variant: 'solid', tone: 'brand', children: 'Featured' } };

export const Small: Story = {
  parameters: { chromatic: shots.dark },
  args: { size: 'sm', children: 'New' },
};

export const WithIcon: Story = {
  args: { tone: 'accent', children: 'Hot offer', icon: <Icon icon={Flame} size="sm" /> },
};

export const Count: Story = {
  args: {
    children: undefined,
    count: 3,
    variant: 'solid',
    tone: 'danger',
    countLabel: 'unread notifications',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('3 unread notifications');
  },
};

export const CountOverMax: Story = {
  args: { children: undefined, count: 250, variant: 'solid', tone: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('99+');
  },
};

export const CountOnIcon: Story = {
  render: () => (
    <Inline gap="1">
      <Icon icon={Bell} label="Notifications" />
      <Badge count={12} variant="solid" tone="danger" size="sm" countLabel="unread" />
    </Inline>
  ),
};

/** docs/product.md#menu: the notification badge is hidden at zero. */
export const ZeroIsHidden: Story = {
  args: { children: undefined, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const ShowZero: Story = { args: { children: undefined, count: 0, showZero: true } };

export const LongText: Story = {
  args: {
    children: 'Certificate of origin pending review by the compliance team in Lagos',
    tone: 'info',
  },
  render: (args) => (
    <div style={{ maxWidth: '50%' }}>
      <Badge {...args} />
    </div>
  ),
};
