import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { statusNames } from '../../tokens/raw';
import { StatusBadge, statusBadgeSizes } from './StatusBadge';
import { shots } from '../../../../../.storybook/modes';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  parameters: { chromatic: shots.themes, layout: 'padded' },
  args: { status: 'negotiation', size: 'md' },
  argTypes: {
    status: { control: 'select', options: [...statusNames, 'unknown_status'] },
    size: { control: 'inline-radio', options: statusBadgeSizes },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('negotiation');
  },
};

export const AllStatuses: Story = {
  render: (args) => (
    <Inline gap="2">
      {statusNames.map((status) => (
        <StatusBadge key={status} {...args} status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    // §4: underscores display as spaces.
    await expect(canvasElement).toHaveTextContent('lc pending');
    await expect(canvasElement).toHaveTextContent('under review');
    await expect(canvasElement).not.toHaveTextContent('_');
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <Inline gap="2">
      {statusNames.map((status) => (
        <StatusBadge key={status} {...args} status={status} />
      ))}
    </Inline>
  ),
};

/** §4: an unknown status (e.g. 'suspended', 'refunded') renders as pending. */
export const UnknownStatus: Story = {
  args: { status: 'refunded' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-status]');
    await expect(badge).toHaveAttribute('data-status', 'pending');
    await expect(badge).toHaveTextContent('pending');
  },
};

export const MissingStatus: Story = { args: { status: null } };

export const CustomLabel: Story = { args: { status: 'lc_confirmed', label: 'LC confirmed' } };

export const LongLabel: Story = {
  args: {
    status: 'under_review',
    label: 'Under review by the compliance team since 12 March 2024',
  },
  render: (args) => (
    <div style={{ maxWidth: '50%' }}>
      <StatusBadge {...args} />
    </div>
  ),
};
