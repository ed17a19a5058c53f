import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Grid } from '../components/Grid';
import { chartColors } from '../components/BarList';
import { LineChart } from './LineChart';
import { dailyCounts, monthlyCommission, usd, usdTick } from './fixtures';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Charts/LineChart',
  component: LineChart,
  // In dark: States (the line, the table view, loading, empty) and Colors (every colour).
  parameters: { layout: 'padded' },
  args: {
    title: 'Deals per day',
    description: 'Deals created in the last 30 days',
    data: dailyCounts,
    categoryLabel: 'Day',
    valueLabel: 'Deals',
    color: 'c2',
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <LineChart {...args} />
    </div>
  ),
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.responsive },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: /Deals per day/ });
    await waitFor(() => expect(figure.querySelectorAll('circle')).toHaveLength(30));
    await expect(figure.querySelector('path')).not.toBeNull();
    const table = within(figure).getByRole('table', { name: 'Deals per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

export const Money: Story = {
  args: {
    title: 'Commission by month',
    description: 'USD, the last six months',
    data: monthlyCommission,
    categoryLabel: 'Month',
    valueLabel: 'Commission (USD)',
    formatValue: usd,
    formatTick: usdTick,
    color: 'c4',
  },
};

export const TableView: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Table view: Deals per day' }));
    const table = canvas.getByRole('table', { name: 'Deals per day' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'May 20, 2026 3' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = { args: { data: [] } };

/** Each state side by side: the line, the table shown, loading and empty. */
export const States: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 2 }} gap="6">
      <LineChart {...args} title="Line: deals per day" />
      <LineChart
        {...args}
        title="Table shown: commission by month"
        description="USD, the last six months"
        data={monthlyCommission}
        categoryLabel="Month"
        valueLabel="Commission (USD)"
        formatValue={usd}
        formatTick={usdTick}
        defaultShowTable
      />
      <LineChart {...args} title="Loading: deals per day" isLoading />
      <LineChart {...args} title="Empty: deals per day" data={[]} />
    </Grid>
  ),
};

/** Every chart colour of the theme. */
export const Colors: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="6">
      {chartColors.map((color) => (
        <LineChart
          key={color}
          {...args}
          title={`Colour ${color}`}
          description={undefined}
          data={monthlyCommission}
          categoryLabel="Month"
          valueLabel="Commission (USD)"
          formatValue={usd}
          formatTick={usdTick}
          color={color}
          height={120}
        />
      ))}
    </Grid>
  ),
};
