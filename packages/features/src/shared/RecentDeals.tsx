import {
  Card,
  EmptyState,
  Link,
  Skeleton,
  StaticTable,
  StatusBadge,
  Text,
  type StaticTableColumn,
  formatUsd,
  formatVolume,
} from '@petrobridge/ui';
import { productTypeLabels } from '../../shared/labels';
import { getHref } from '../../shared/routes';
import { statusDisplay } from '../../shared/status';
import { useDeals, type Deal } from '../../api/deals';

/** §9: the analytics page lists 5 recent deals. */
export const RECENT_DEALS = 5;

const columns: StaticTableColumn<Deal>[] = [
  {
    id: 'number',
    header: 'Deal',
    isRowHeader: true,
    cell: (deal) => <Link href={getHref('deal', { id: deal.id })}>{deal.dealNumber}</Link>,
  },
  {
    id: 'product',
    header: 'Product',
    cell: (deal) => productTypeLabels[deal.productType] ?? deal.productType,
  },
  {
    id: 'volume',
    header: 'Volume',
    align: 'end',
    cell: (deal) => formatVolume(deal.volume, deal.volumeUnit),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (deal) => <StatusBadge {...statusDisplay('deal', deal.status)} size="sm" />,
  },
  {
    id: 'value',
    header: 'Value',
    align: 'end',
    cell: (deal) => formatUsd(deal.totalValue, { decimals: 0 }),
  },
];

/** The caller's 5 newest deals, each linking to its page; 'No recent deals' when there are none. */
export function RecentDeals() {
  const { data, error, isLoading } = useDeals({ query: { limit: RECENT_DEALS } });
  const deals = data?.items.slice(0, RECENT_DEALS) ?? [];
  return (
    <Card title="Recent Deals" headingLevel={2} aria-busy={isLoading}>
      {isLoading ? (
        <Skeleton lines={RECENT_DEALS} />
      ) : error ? (
        <Text tone="danger" role="alert">
          Recent deals could not be loaded.
        </Text>
      ) : deals.length === 0 ? (
        // Not inside the table: its columns would scroll the message sideways at 390 px.
        <EmptyState size="sm" title="No recent deals" />
      ) : (
        <StaticTable
          aria-label="Recent deals"
          minWidth="36rem"
          columns={columns}
          items={deals}
          getKey={(deal) => deal.id}
        />
      )}
    </Card>
  );
}
