import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { formatUsd } from '../../format';
import { BarList, chartColors } from './BarList';
import { shots } from '@petrobridge/story-kit';

const byProduct = [
  { label: 'Bonny Light', value: 4_250_000 },
  { label: 'Qua Iboe', value: 2_900_000 },
  { label: 'Forcados', value: 1_750_000 },
  { label: 'Brent', value: 1_200_000 },
  { label: 'Escravos', value: 640_000 },
];

const meta = {
  title: 'UI/BarList',
  component: BarList,
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Volume by product (bbl)',
    items: byProduct,
    color: 'c1',
    sort: false,
  },
  argTypes: { color: { control: 'select', options: [...chartColors, 'categorical'] } },
  render: (args) => (
    <div style={{ maxWidth: '50%' }}>
      <BarList {...args} />
    </div>
  ),
} satisfies Meta<typeof BarList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Volume by product (bbl)' });
    const rows = canvas.getAllByRole('listitem');
    await expect(list).toBeInTheDocument();
    await expect(rows[0]).toHaveTextContent('Bonny Light4,250,000');
    // The largest value fills the track; the others are drawn in proportion.
    const bar = (i: number) =>
      (rows[i]?.querySelector('[data-color]') as HTMLElement).getBoundingClientRect();
    const track = (
      rows[0]?.querySelector('[data-color]')?.parentElement as HTMLElement
    ).getBoundingClientRect();
    await expect(bar(0).width).toBeCloseTo(track.width, 0);
    await expect(bar(1).width / track.width).toBeCloseTo(2_900_000 / 4_250_000, 2);
  },
};

export const Categorical: Story = { args: { color: 'categorical' } };

export const Colors: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <div style={{ maxWidth: '50%' }}>
      <BarList
        {...args}
        items={chartColors.map((color, i) => ({
          label: `Colour ${color}`,
          value: 70 - i * 8,
          color,
        }))}
      />
    </div>
  ),
};

export const FormattedValues: Story = {
  args: {
    'aria-label': 'Commission by broker',
    items: [
      { label: 'Adaeze Okafor', value: 128_450 },
      { label: 'Kwame Mensah', value: 96_200 },
      { label: 'Fatima Bello', value: 41_000 },
    ],
    formatValue: (value: number) => formatUsd(value, { decimals: 0 }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('$128,450');
  },
};

/** Deals by status (docs/product.md#statuses) sorted largest first, with percentages. */
export const Sorted: Story = {
  args: {
    'aria-label': 'Deals by status',
    sort: true,
    maxValue: 100,
    items: [
      { label: 'completed', value: 12, formattedValue: '12%' },
      { label: 'negotiation', value: 41, formattedValue: '41%' },
      { label: 'lc pending', value: 22, formattedValue: '22%' },
      { label: 'shipped', value: 25, formattedValue: '25%' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('negotiation41%');
  },
};

export const InACard: Story = {
  render: (args) => (
    <div style={{ maxWidth: '40%' }}>
      <Card title="Volume by product" description="Open offers, barrels">
        <BarList {...args} />
      </Card>
    </div>
  ),
};

export const Empty: Story = {
  args: { items: [] },
  render: (args) =>
    args.items.length ? <BarList {...args} /> : <EmptyState size="sm" title="No recent deals" />,
};

export const AllZero: Story = {
  args: { items: byProduct.map((item) => ({ ...item, value: 0 })) },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Bonny Light Crude from the Niger Delta, FOB Bonny terminal', value: 4_250_000 },
      { label: 'Qua Iboe', value: 2_900_000 },
    ],
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <BarList {...args} />,
};
