import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BadgeDollarSign, FileSearch, Handshake, ShieldCheck } from 'lucide-react';
import { Grid } from '../Grid';
import { MetricCard, metricChangeTones } from './MetricCard';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/MetricCard',
  component: MetricCard,
  // In dark: AllStates (every change tone, no change, loading).
  parameters: { layout: 'padded' },
  args: {
    label: 'Active Deals',
    value: '24',
    change: '+12%',
    changeDescription: 'from last month',
    icon: Handshake,
  },
  argTypes: {
    changeTone: { control: 'inline-radio', options: metricChangeTones },
    icon: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: '40%' }}>
      <MetricCard {...args} />
    </div>
  ),
} satisfies Meta<typeof MetricCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};

export const Negative: Story = {
  args: {
    label: 'WTI',
    value: '$78.12',
    change: '-0.87',
    changeDescription: 'today',
    icon: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Neutral: Story = {
  args: {
    label: 'KYC Reviews',
    value: '3',
    change: '0',
    changeDescription: 'since yesterday',
    icon: ShieldCheck,
  },
};

/** Up is bad here: the tone is set explicitly. */
export const ToneOverride: Story = {
  args: {
    label: 'Overdue LCs',
    value: '5',
    change: '+2',
    changeTone: 'danger',
    icon: FileSearch,
  },
};

/** docs/product.md#generic-dashboard: the broker dashboard row. */
export const DashboardRow: Story = {
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="4">
      <MetricCard label="Active Deals" value="24" change="+12%" icon={Handshake} />
      <MetricCard label="Total Commission" value="$1,284,500" change="+8%" icon={BadgeDollarSign} />
      <MetricCard label="Pending RFQs" value="17" change="+3" icon={FileSearch} />
      <MetricCard label="KYC Reviews" value="6" change="+3" icon={ShieldCheck} />
    </Grid>
  ),
};

/** Every change tone and state side by side (the screenshots' dark shot of the card). */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="4">
      <MetricCard
        label="Success: Active Deals"
        value="24"
        change="+12%"
        changeDescription="from last month"
        icon={Handshake}
      />
      <MetricCard label="Danger: WTI" value="$78.12" change="-0.87" changeDescription="today" />
      <MetricCard
        label="Neutral: KYC Reviews"
        value="3"
        change="0"
        changeDescription="since yesterday"
        icon={ShieldCheck}
      />
      <MetricCard
        label="Danger set explicitly: Overdue LCs"
        value="5"
        change="+2"
        changeTone="danger"
        icon={FileSearch}
      />
      <MetricCard
        label="Without change: Total Commission"
        value="$1,284,500"
        icon={BadgeDollarSign}
      />
      <MetricCard label="Loading: Pending RFQs" value="17" isLoading icon={FileSearch} />
    </Grid>
  ),
};

export const WithoutChange: Story = { args: { change: undefined } };

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading');
  },
};

export const LongText: Story = {
  args: {
    label: 'Total commission earned on completed deals this quarter',
    value: '$128,450,900,000',
    change: '+1,204%',
    changeDescription: 'compared with the same quarter of the previous year',
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <MetricCard {...args} />,
};
