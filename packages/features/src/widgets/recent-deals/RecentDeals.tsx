import {
  Card,
  EmptyState,
  Link,
  Skeleton,
  StaticTable,
  StatusBadge,
  type StaticTableColumn,
  formatUsd,
  formatVolume,
} from '@petrobridge/ui';
import { productTypeNames } from '@petrobridge/domain';
import { getHref } from '../../kit/routes';
import { statusDisplay } from '../../kit/status';
import { useDeals, type Deal } from '../../data/api/deals';
import { loadFailureText } from '../../kit/errors';
import { Loadable } from '../../kit/screen-state';

/** Read-only rows: a plain table, without the interactive Table's grid code (docs/performance.md). */
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
    cell: (deal) => productTypeNames[deal.productType] ?? deal.productType,
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
 * The caller's `count` newest deals (docs/product.md §2, §9: 3 on the dashboard, 5 on analytics) with deal
 * number (linking to its page), product, volume and unit, status and value (USD without decimals);
 * 'No recent deals' when there are none.
 */
export function RecentDeals({ count }: { count: number }) {
  const recent = useDeals({ query: { limit: count } });
  const deals = recent.data?.items.slice(0, count) ?? [];
  return (
    <Card title="Recent Deals" headingLevel={2} aria-busy={recent.isLoading}>
      <Loadable
        query={recent}
        loading={<Skeleton lines={count} />}
        failed={loadFailureText('Recent deals')}
        fallback={{ items: [], total: 0 }}
        isEmpty={() => deals.length === 0}
        empty={
          // Not inside the table: its columns would scroll the message sideways at 390 px.
          <EmptyState size="sm" title="No recent deals" />
        }
      >
        {() => (
          <StaticTable
            aria-label="Recent deals"
            minWidth="36rem"
            columns={columns}
            items={deals}
            getKey={(deal) => deal.id}
          />
        )}
      </Loadable>
    </Card>
  );
}
