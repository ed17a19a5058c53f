import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Handshake } from 'lucide-react';
import { EmptyState } from '../EmptyState';
import { StatusBadge } from '../StatusBadge';
import { Text } from '../Text';
import { formatDate, formatUsd, formatVolume } from '../../format';
import { makeDeals, sortDeals, type DealRow } from './Table.fixtures';
import {
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  type TableBodyProps,
  type TableProps,
} from './Table';
import { shots } from '@petrobridge/story-kit';

const fifty = makeDeals(50);

interface DealsTableProps extends Omit<TableProps, 'children'> {
  rows?: DealRow[];
  body?: Partial<TableBodyProps<DealRow>>;
}

/** A deals table with client-side sorting, as features would write it. */
function DealsTable({ rows = fifty, body, ...props }: DealsTableProps) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'reference', direction: 'ascending' });
  const sorted = useMemo(() => sortDeals(rows, sort), [rows, sort]);
  return (
    <Table aria-label="Deals" sortDescriptor={sort} onSortChange={setSort} {...props}>
      <TableHeader>
        <TableColumn id="reference" isRowHeader allowsSorting width="16%">
          Reference
        </TableColumn>
        <TableColumn id="product" allowsSorting width="13%">
          Product
        </TableColumn>
        <TableColumn id="counterparty" allowsSorting width="22%">
          Counterparty
        </TableColumn>
        <TableColumn id="volume" allowsSorting align="end" width="14%">
          Volume
        </TableColumn>
        <TableColumn id="price" allowsSorting align="end" width="11%">
          Price
        </TableColumn>
        <TableColumn id="status" width="13%">
          Status
        </TableColumn>
        <TableColumn id="updated" allowsSorting width="11%">
          Updated
        </TableColumn>
      </TableHeader>
      <TableBody items={sorted} {...body}>
        {(deal) => (
          <TableRow id={deal.id}>
            <TableCell>{deal.reference}</TableCell>
            <TableCell>{deal.product}</TableCell>
            <TableCell>{deal.counterparty}</TableCell>
            <TableCell align="end">{formatVolume(deal.volume, 'bbl')}</TableCell>
            <TableCell align="end">{formatUsd(deal.price)}</TableCell>
            <TableCell>
              <StatusBadge
                tone={
                  deal.status === 'cancelled'
                    ? 'danger'
                    : deal.status === 'completed'
                      ? 'success'
                      : 'info'
                }
                label={deal.status.replaceAll('_', ' ')}
                size="sm"
              />
            </TableCell>
            <TableCell>{formatDate(deal.updated)}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const firstCellText = (canvas: ReturnType<typeof within>, index = 0) =>
  within(canvas.getAllByRole('row')[index + 1] as HTMLElement).getAllByRole('rowheader')[0]
    ?.textContent;

const meta = {
  title: 'UI/Table',
  component: Table,
  // In dark: Default (sorted header, rows), SingleSelection (selected and focused row),
  // Loading and Empty.
  parameters: { chromatic: shots.responsive, layout: 'padded' },
  args: { 'aria-label': 'Deals', maxHeight: '60vh', rowHeight: 48, minWidth: '56rem' },
  render: (args) => <DealsTable {...args} />,
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Deals' });
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '51'));
    await expect(firstCellText(canvas)).toBe('PB-2024-000001');
  },
};

/** Sorting is the same at every width; Default shows the table at 390 px, so no phone picture. */
export const SortByColumn: Story = {
  parameters: { chromatic: { modes: { 'light mobile': { disable: true } } } },
  play: async ({ canvas }) => {
    const price = canvas.getByRole('columnheader', { name: /Price/ });
    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    const ascending = [...fifty].sort((a, b) => a.price - b.price)[0];
    await waitFor(() =>
      expect(canvas.getAllByRole('row')[1]).toHaveTextContent(formatUsd(ascending?.price)),
    );
    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    const descending = [...fifty].sort((a, b) => b.price - a.price)[0];
    await waitFor(() =>
      expect(canvas.getAllByRole('row')[1]).toHaveTextContent(formatUsd(descending?.price)),
    );
    // Keyboard: Enter on a focused header sorts too.
    const counterparty = canvas.getByRole('columnheader', { name: /Counterparty/ });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('columnheader', { name: /Volume/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(counterparty).toHaveAttribute('aria-sort', 'ascending');
    const byName = [...fifty].sort((a, b) => a.counterparty.localeCompare(b.counterparty))[0];
    await waitFor(() =>
      expect(canvas.getAllByRole('row')[1]).toHaveTextContent(byName?.counterparty ?? ''),
    );
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    // Focus enters on the first row; arrows move between rows and into cells.
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getAllByRole('row')[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('PB-2024-000003');
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement).toHaveTextContent('PB-2024-000002');
    // Arrow keys carry on past the rendered window: the view scrolls and rows follow.
    await userEvent.keyboard('{ArrowDown>25/}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('PB-2024-000027'));
  },
};

export const SingleSelection: Story = {
  parameters: { chromatic: shots.dark },
  args: { selectionMode: 'single', onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    const row = canvas.getAllByRole('row')[2] as HTMLElement;
    await userEvent.click(within(row).getByText('PB-2024-000002'));
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    // Arrow down to the next row and select it with Space: the previous one is deselected.
    await userEvent.keyboard('{ArrowDown}[Space]');
    await expect(row).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getAllByRole('row')[3]).toHaveAttribute('aria-selected', 'true');
  },
};

export const MultipleSelection: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<Selection>(new Set(['2']));
    return (
      <>
        <Text size="sm" tone="muted">
          {selected === 'all' ? 'All selected' : `${selected.size} selected`}
        </Text>
        <DealsTable
          {...args}
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={setSelected}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 selected')).toBeInTheDocument();
    const checkboxes = canvas.getAllByRole('checkbox');
    await userEvent.click(checkboxes[3] as HTMLElement);
    await expect(canvas.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByText('All selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByText('0 selected')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => <DealsTable {...args} rows={[]} body={{ isLoading: true }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveTextContent('Loading');
  },
};

export const LoadingMore: Story = {
  render: (args) => (
    <DealsTable {...args} rows={makeDeals(8)} isLoadingMore loadingMoreLabel="Loading more deals" />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading more deals' }),
    ).toBeInTheDocument();
  },
};

/** docs/product.md#messages: 'No deals found'. */
export const Empty: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <DealsTable
      {...args}
      rows={[]}
      body={{
        renderEmptyState: () => (
          <EmptyState
            size="sm"
            icon={Handshake}
            title="No deals found"
            description="Deals appear here when a buyer accepts an offer."
          />
        ),
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No deals found' })).toBeInTheDocument();
  },
};

export const EmptyDefault: Story = {
  render: (args) => <DealsTable {...args} rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
  },
};

// A fixed height, not a share of the viewport: the full-page screenshot grows the viewport,
// and a table that then resized would be caught mid-way.
export const StickyHeader: Story = {
  args: { maxHeight: '20rem' },
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('grid').parentElement as HTMLElement;
    const header = canvas.getByRole('columnheader', { name: /Reference/ });
    const top = header.getBoundingClientRect().top;
    scroller.scrollTop = 600;
    await waitFor(() => expect(firstCellText(canvas)).not.toBe('PB-2024-000001'));
    await expect(header.getBoundingClientRect().top).toBe(top);
  },
};

const hundredThousand = makeDeals(100_000);

/** 100,000 rows: only the rows in view are rendered, so it scrolls and sorts smoothly. */
export const HundredThousandRows: Story = {
  render: (args) => <DealsTable {...args} rows={hundredThousand} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid');
    const scroller = table.parentElement as HTMLElement;
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '100001'));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
    // Jump to the end: the last deal is rendered, still only a window of rows.
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(table).toHaveTextContent('PB-2024-100000'));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
    const last = canvas.getByText('PB-2024-100000').closest('[role="row"]');
    await expect(last).toHaveAttribute('aria-rowindex', '100001');
    // Sorting all 100,000 rows is quick, and the view follows.
    scroller.scrollTop = 0;
    await userEvent.click(canvas.getByRole('columnheader', { name: /Reference/ }));
    await waitFor(() => expect(firstCellText(canvas)).toBe('PB-2024-100000'));
  },
};

export const LongText: Story = {
  render: (args) => (
    <DealsTable
      {...args}
      rows={makeDeals(5).map((deal) => ({
        ...deal,
        counterparty:
          'Niger Delta Petroleum Development and Marketing Company Limited (Port Harcourt branch)',
      }))}
    />
  ),
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('grid').parentElement as HTMLElement;
    // The table keeps its minimum width and scrolls sideways.
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
  },
};

export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('PB-2024-000004'));
    await expect(args.onRowAction).toHaveBeenCalledWith('4');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('5');
  },
};
