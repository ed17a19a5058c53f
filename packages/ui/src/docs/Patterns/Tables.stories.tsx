import { useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Download, Filter, Handshake } from 'lucide-react';
import {
  Button,
  EmptyState,
  formatDate,
  formatUsd,
  formatVolume,
  Inline,
  Menu,
  MenuItem,
  MenuTrigger,
  SearchField,
  Stack,
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
} from '../../index';
import { makeDeals, sortDeals, type DealRow } from '../../components/Table/Table.fixtures';
import { shots } from '@petrobridge/story-kit';

/**
 * Usage patterns for tables: a toolbar that filters, bulk actions on a selection, the first load,
 * and pages that load as the user scrolls. Data is sorted and filtered by the feature (or the
 * server); the Table only shows it.
 */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const dealStatuses = [
  'negotiation',
  'lc_pending',
  'lc_confirmed',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
];

function DealColumns() {
  return (
    <TableHeader>
      <TableColumn id="reference" isRowHeader allowsSorting width="18%">
        Reference
      </TableColumn>
      <TableColumn id="product" allowsSorting width="16%">
        Product
      </TableColumn>
      <TableColumn id="counterparty" allowsSorting width="24%">
        Counterparty
      </TableColumn>
      <TableColumn id="volume" allowsSorting align="end" width="16%">
        Volume
      </TableColumn>
      <TableColumn id="status" width="14%">
        Status
      </TableColumn>
      <TableColumn id="updated" allowsSorting width="12%">
        Updated
      </TableColumn>
    </TableHeader>
  );
}

function dealRow(deal: DealRow) {
  return (
    <TableRow id={deal.id}>
      <TableCell>{deal.reference}</TableCell>
      <TableCell>{deal.product}</TableCell>
      <TableCell>{deal.counterparty}</TableCell>
      <TableCell align="end">{formatVolume(deal.volume, 'bbl')}</TableCell>
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
  );
}

const allDeals = makeDeals(500);
const onExport = fn();

/** Search, a status filter, sorting, selection with a bulk action, and docs/product.md#messages's empty state. */
function DealsWorkspace() {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Selection>(new Set(['all']));
  const [sort, setSort] = useState<SortDescriptor>({ column: 'updated', direction: 'descending' });
  const [selected, setSelected] = useState<Selection>(new Set());
  const statusFilter = status === 'all' ? 'all' : ([...status][0] as string);
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    const filtered = allDeals.filter(
      (deal) =>
        (statusFilter === 'all' || deal.status === statusFilter) &&
        (!q || `${deal.reference} ${deal.product} ${deal.counterparty}`.toLowerCase().includes(q)),
    );
    return sortDeals(filtered, sort);
  }, [query, statusFilter, sort]);
  const count = selected === 'all' ? rows.length : selected.size;
  return (
    <Stack gap="3">
      <Inline gap="2" justify="between">
        <Inline gap="2">
          <SearchField
            aria-label="Search deals"
            placeholder="Search deals"
            value={query}
            onChange={setQuery}
          />
          <MenuTrigger>
            <Button variant="secondary" icon={Filter}>
              {statusFilter === 'all' ? 'All statuses' : statusFilter.replaceAll('_', ' ')}
            </Button>
            <Menu
              aria-label="Filter by status"
              selectionMode="single"
              selectedKeys={status}
              onSelectionChange={setStatus}
              disallowEmptySelection
            >
              <MenuItem id="all">All statuses</MenuItem>
              {dealStatuses.map((s) => (
                <MenuItem key={s} id={s}>
                  {s.replaceAll('_', ' ')}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        </Inline>
        <Inline gap="2">
          <Text size="sm" tone="muted" elementType="span" aria-live="polite">
            {count > 0 ? `${count} selected` : `${rows.length} deals`}
          </Text>
          <Button
            variant="secondary"
            icon={Download}
            isDisabled={count === 0}
            onPress={() => onExport(count)}
          >
            Export
          </Button>
        </Inline>
      </Inline>
      <Table
        aria-label="Deals"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        sortDescriptor={sort}
        onSortChange={setSort}
        maxHeight="60vh"
        minWidth="52rem"
      >
        <DealColumns />
        <TableBody
          items={rows}
          renderEmptyState={() => (
            <EmptyState
              size="sm"
              icon={Handshake}
              title="No deals found"
              description="Try another search or status."
            />
          )}
        >
          {dealRow}
        </TableBody>
      </Table>
    </Stack>
  );
}

const meta = {
  title: 'UI/Patterns/Tables',
  // In dark: SearchFilterAndBulkActions (toolbar, empty state) and FirstLoad (the rows).
  parameters: { chromatic: shots.responsive, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchFilterAndBulkActions: Story = {
  parameters: { chromatic: shots.dark },
  render: () => <DealsWorkspace />,
  play: async ({ canvas }) => {
    onExport.mockClear();
    const grid = canvas.getByRole('grid', { name: 'Deals' });
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '501'));
    // Search narrows the rows.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search deals' }), 'Hamburg');
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .slice(1)
          .every((row) => row.textContent?.includes('Hamburg')),
      ).toBe(true),
    );
    // Filter by status through the menu.
    await userEvent.click(canvas.getByRole('button', { name: 'All statuses' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitemradio', { name: 'shipped' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'shipped' })).toBeInTheDocument(),
    );
    // Select two rows and export them.
    const boxes = within(grid).getAllByRole('checkbox');
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(boxes[2] as HTMLElement);
    await expect(canvas.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(onExport).toHaveBeenCalledWith(2);
    // A search that matches nothing shows docs/product.md#messages's empty state.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search deals' }), 'zzz');
    await expect(
      await within(grid).findByRole('heading', { name: 'No deals found' }),
    ).toBeInTheDocument();
  },
};

/** The first load: placeholder lines, then the rows. */
export const FirstLoad: Story = {
  parameters: { chromatic: shots.dark },
  render: function Render() {
    const [rows, setRows] = useState<DealRow[] | null>(null);
    useEffect(() => {
      const timer = setTimeout(() => setRows(makeDeals(20)), 600);
      return () => clearTimeout(timer);
    }, []);
    return (
      <Table aria-label="Deals" maxHeight="60vh" minWidth="52rem">
        <DealColumns />
        <TableBody items={rows ?? []} isLoading={rows === null} loadingLabel="Loading deals">
          {dealRow}
        </TableBody>
      </Table>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveTextContent('Loading deals');
    await waitFor(() => expect(canvas.getByText('PB-2024-000001')).toBeInTheDocument());
  },
};

/** Pages of 50 load as the last row scrolls into view, up to 200. */
export const InfiniteScroll: Story = {
  render: function Render() {
    const [rows, setRows] = useState(() => makeDeals(50));
    const [isLoading, setLoading] = useState(false);
    const loadMore = async () => {
      if (isLoading || rows.length >= 200) return;
      setLoading(true);
      await sleep(400);
      setRows(makeDeals(rows.length + 50));
      setLoading(false);
    };
    return (
      <Table
        aria-label="Deals"
        maxHeight="50vh"
        minWidth="52rem"
        onLoadMore={() => void loadMore()}
        isLoadingMore={isLoading}
        loadingMoreLabel="Loading more deals"
      >
        <DealColumns />
        <TableBody items={rows}>{dealRow}</TableBody>
      </Table>
    );
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '51'));
    const scroller = grid.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading more deals' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '101'));
  },
};

const onOpenDeal = fn();

/** Rows that open the deal: click, or Enter on a focused row. */
export const RowNavigation: Story = {
  render: () => (
    <Table aria-label="Deals" maxHeight="60vh" minWidth="52rem" onRowAction={onOpenDeal}>
      <DealColumns />
      <TableBody items={makeDeals(12)}>{dealRow}</TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    onOpenDeal.mockClear();
    await userEvent.click(canvas.getByText('PB-2024-000003'));
    await expect(onOpenDeal.mock.lastCall?.[0]).toBe('3');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onOpenDeal.mock.lastCall?.[0]).toBe('4');
  },
};

/** Prices and totals: right-aligned figures in USD (docs/product.md#constants: two decimals for prices). */
export const Figures: Story = {
  render: () => (
    <Table aria-label="Prices" maxHeight="60vh">
      <TableHeader>
        <TableColumn id="grade" isRowHeader>
          Grade
        </TableColumn>
        <TableColumn id="price" align="end">
          Price / bbl
        </TableColumn>
        <TableColumn id="total" align="end">
          Total value
        </TableColumn>
      </TableHeader>
      <TableBody items={makeDeals(6)}>
        {(deal) => (
          <TableRow id={deal.id}>
            <TableCell>{deal.product}</TableCell>
            <TableCell align="end">{formatUsd(deal.price)}</TableCell>
            <TableCell align="end">
              {formatUsd(deal.price * deal.volume, { decimals: 0 })}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  ),
};
