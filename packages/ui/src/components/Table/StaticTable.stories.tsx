import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Handshake } from 'lucide-react';
import { EmptyState } from '../EmptyState';
import { StatusBadge } from '../StatusBadge';
import { formatUsd, formatVolume } from '../../format';
import { makeDeals, type DealRow } from './Table.fixtures';
import { StaticTable, type StaticTableColumn } from './StaticTable';
import { shots } from '@petrobridge/story-kit';

const columns: StaticTableColumn<DealRow>[] = [
  { id: 'reference', header: 'Deal', isRowHeader: true, cell: (deal) => deal.reference },
  { id: 'product', header: 'Product', cell: (deal) => deal.product },
  {
    id: 'volume',
    header: 'Volume',
    align: 'end',
    cell: (deal) => formatVolume(deal.volume, 'bbl'),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (deal) => <StatusBadge tone="info" label={deal.status} size="sm" />,
  },
  {
    id: 'value',
    header: 'Value',
    align: 'end',
    cell: (deal) => formatUsd(deal.price * deal.volume),
  },
];

const meta = {
  title: 'UI/StaticTable',
  component: StaticTable<DealRow>,
  // In dark: Default and Empty.
  parameters: { chromatic: shots.responsive, layout: 'padded' },
  args: {
    'aria-label': 'Recent deals',
    columns,
    items: makeDeals(3),
    getKey: (deal: DealRow) => deal.id,
    minWidth: '36rem',
    emptyState: <EmptyState size="sm" icon={Handshake} title="No recent deals" />,
  },
} satisfies Meta<typeof StaticTable<DealRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain table: a header row, one row per item, the first column names its row. */
export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent deals' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual([
      'Deal',
      'Product',
      'Volume',
      'Status',
      'Value',
    ]);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['PB-2024-000001', 'PB-2024-000002', 'PB-2024-000003']);
    // Read-only: no grid, and with room for its columns Tab passes over it (nothing to scroll).
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.tab();
    await expect(table.contains(document.activeElement)).toBe(false);
  },
};

/** No items: the empty state in one cell across the columns. */
export const Empty: Story = {
  parameters: { chromatic: shots.dark },
  args: { items: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent deals' });
    await expect(within(table).getByText('No recent deals')).toBeVisible();
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** Long text stays whole on one line: the columns take its width and the table scrolls sideways. */
export const LongText: Story = {
  args: {
    items: makeDeals(2).map((deal) => ({
      ...deal,
      product: 'Bonny Light crude oil, loaded at the Bonny Offshore Terminal for Rotterdam',
    })),
  },
  play: async ({ canvas }) => {
    for (const cell of canvas.getAllByText(/^Bonny Light crude oil/))
      await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
  },
};

/**
 * Narrower than `minWidth`: the table scrolls sideways instead of squeezing its columns, and the
 * scroller becomes a tab stop.
 */
export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('table').parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
    // Nothing is cut: every deal number is whole.
    for (const header of canvas.getAllByRole('rowheader'))
      await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    // Keyboard users reach the scroller (the browser scrolls a focused scroller with the arrow keys).
    const region = await canvas.findByRole('region', { name: 'Recent deals (scrolls sideways)' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/**
 * A row's actions in a `stickyEnd` column stay in view while the table scrolls sideways: on a
 * narrower screen the other columns pass under them, the actions are never cut off.
 */
export const StickyActions: Story = {
  args: {
    // Wider than any viewport the story is shown in, so the table scrolls sideways in each mode.
    minWidth: '110rem',
    columns: [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        stickyEnd: true,
        cell: (deal) => (
          <button type="button" aria-label={`Open ${deal.reference}`}>
            Open
          </button>
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('table').parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
    const frame = scroller.getBoundingClientRect();
    // Before and after scrolling to the start, every row's action lies wholly inside the frame.
    for (const at of [0, scroller.scrollWidth]) {
      scroller.scrollLeft = at;
      for (const button of canvas.getAllByRole('button', { name: /^Open / })) {
        const box = button.getBoundingClientRect();
        await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
        await expect(box.left).toBeGreaterThanOrEqual(frame.left - 0.5);
      }
    }
  },
};
