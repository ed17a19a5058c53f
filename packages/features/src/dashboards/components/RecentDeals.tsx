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

/** Three read-only rows: a plain table, without the interactive Table's grid code (docs/performance.md). */
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

/**
 * Client-spec §2: the first 3 deals with deal number, product, volume and unit, status and value
 * (USD without decimals, §9); 'No recent deals' when there are none.
 */
export function RecentDeals() {
  const { data, error, isLoading } = useDeals({ query: { limit: 3 } });
  const deals = data?.items.slice(0, 3) ?? [];
  return (
    <Card title="Recent Deals" headingLevel={2} aria-busy={isLoading}>
      {isLoading ? (
        <Skeleton lines={3} />
      ) : error ? (
        <Text tone="danger" role="alert">
          Recent deals could not be loaded.
        </Text>
      ) : (
        <StaticTable
          aria-label="Recent deals"
          minWidth="36rem"
          columns={columns}
          items={deals}
          getKey={(deal) => deal.id}
          emptyState={<EmptyState size="sm" title="No recent deals" />}
        />
      )}
    </Card>
  );
}
