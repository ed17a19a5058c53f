import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Grid } from '../components/Grid';
import { chartColors } from '../components/BarList';
import { BarChart } from './BarChart';
import { dailyValues, monthlyCommission, statusFunnel, usd, usdTick } from './fixtures';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Charts/BarChart',
  component: BarChart,
  // In dark: States (both orientations, the table view, loading, empty) and Colors (every colour).
  parameters: { layout: 'padded' },
  args: {
    title: 'Deal value per day',
    description: 'Last 30 days, USD deals not cancelled',
    data: dailyValues,
    categoryLabel: 'Day',
    valueLabel: 'Deal value (USD)',
    formatValue: usd,
    formatTick: usdTick,
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <BarChart {...args} />
    </div>
  ),
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days: one bar a day, every few days labelled. Readable at 390 px. */
export const Default: Story = {
  parameters: { chromatic: shots.responsive },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: /Deal value per day/ });
    await expect(figure).toBeInTheDocument();
    // The numbers are in a table for screen readers even while the chart shows.
    const table = within(figure).getByRole('table', { name: 'Deal value per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(
      within(table).getByRole('rowheader', { name: 'May 20, 2026' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(figure.querySelectorAll('rect')).toHaveLength(30));
  },
};

export const Monthly: Story = {
  args: {
    title: 'Commission by month',
    description: 'USD, the last six months',
    data: monthlyCommission,
    categoryLabel: 'Month',
    valueLabel: 'Commission (USD)',
    color: 'c2',
  },
};

/** Horizontal: the deal status funnel, values at the bars' ends. */
export const Horizontal: Story = {
  parameters: { chromatic: shots.responsive },
  args: {
    title: 'Deal status funnel',
    description: 'Deals created in the last 30 days by status',
    data: statusFunnel,
    categoryLabel: 'Status',
    valueLabel: 'Deals',
    formatValue: undefined,
    formatTick: undefined,
    orientation: 'horizontal',
    color: 'c3',
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: /Deal status funnel/ });
    await waitFor(() => expect(figure.querySelectorAll('rect')).toHaveLength(6));
    await expect(figure).toHaveTextContent('Negotiation14');
  },
};

/** The Table toggle shows the data as a visible table in place of the chart, and back. */
export const TableView: Story = {
  args: {
    data: monthlyCommission,
    title: 'Commission by month',
    description: 'USD, the last six months',
    categoryLabel: 'Month',
    valueLabel: 'Commission (USD)',
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Table view: Commission by month' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const figure = canvas.getByRole('figure', { name: /Commission by month/ });
    await expect(figure.querySelector('svg rect')).toBeNull();
    const table = canvas.getByRole('table', { name: 'Commission by month' });
    await expect(table).toBeVisible();
    await expect(
      within(table).getByRole('row', { name: 'March 2026 $12,801' }),
    ).toBeInTheDocument();
  },
};

export const TableViewBack: Story = {
  parameters: { chromatic: shots.off },
  args: { defaultShowTable: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Table view: Deal value per day' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    const figure = canvas.getByRole('figure', { name: /Deal value per day/ });
    await waitFor(() => expect(figure.querySelectorAll('svg rect')).toHaveLength(30));
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: /Deal value per day/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { data: [], emptyMessage: 'No deals in the last 30 days' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No deals in the last 30 days')).toBeInTheDocument();
  },
};

export const AllZero: Story = {
  args: { data: dailyValues.map((d) => ({ ...d, value: 0 })) },
};

export const LongLabels: Story = {
  args: {
    title: 'Deals by product over the last 30 days, every product the marketplace lists',
    orientation: 'horizontal',
    data: [
      { label: 'WTI Crude Oil', value: 12 },
      { label: 'Brent Crude Oil', value: 7 },
      { label: 'Natural Gas', value: 3 },
      { label: 'Diesel', value: 0 },
    ],
    categoryLabel: 'Product',
    valueLabel: 'Deals',
    formatValue: undefined,
    formatTick: undefined,
  },
};

/** Each state side by side: vertical, horizontal, the table shown, loading and empty. */
export const States: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 2 }} gap="6">
      <BarChart {...args} title="Vertical: deal value per day" />
      <BarChart
        {...args}
        title="Horizontal: deal status funnel"
        description="Deals created in the last 30 days by status"
        data={statusFunnel}
        categoryLabel="Status"
        valueLabel="Deals"
        formatValue={undefined}
        formatTick={undefined}
        orientation="horizontal"
        color="c3"
      />
      <BarChart
        {...args}
        title="Table shown: commission by month"
        description="USD, the last six months"
        data={monthlyCommission}
        categoryLabel="Month"
        valueLabel="Commission (USD)"
        defaultShowTable
      />
      <BarChart {...args} title="Loading: deal value per day" isLoading />
      <BarChart
        {...args}
        title="Empty: deal value per day"
        data={[]}
        emptyMessage="No deals in the last 30 days"
      />
    </Grid>
  ),
};

/** Every chart colour of the theme. */
export const Colors: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="6">
      {chartColors.map((color) => (
        <BarChart
          key={color}
          {...args}
          title={`Colour ${color}`}
          description={undefined}
          data={monthlyCommission}
          categoryLabel="Month"
          valueLabel="Commission (USD)"
          color={color}
          height={120}
        />
      ))}
    </Grid>
  ),
};
