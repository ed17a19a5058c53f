import {
  Card,
  EmptyState,
  Skeleton,
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  formatUsd,
  formatVolume,
} from '@petrobridge/ui';
import { productTypeLabels } from '../../shared/labels';
import { statusDisplay } from '../../shared/status';
import { useDeals, type Deal } from '../../api/deals';

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
        <Table aria-label="Recent deals" minWidth="36rem">
          <TableHeader>
            <TableColumn id="number" isRowHeader>
              Deal
            </TableColumn>
            <TableColumn id="product">Product</TableColumn>
            <TableColumn id="volume" align="end">
              Volume
            </TableColumn>
            <TableColumn id="status">Status</TableColumn>
            <TableColumn id="value" align="end">
              Value
            </TableColumn>
          </TableHeader>
          <TableBody<Deal>
            items={deals}
            renderEmptyState={() => <EmptyState size="sm" title="No recent deals" />}
          >
            {(deal) => (
              <TableRow id={deal.id}>
                <TableCell>{deal.dealNumber}</TableCell>
                <TableCell>{productTypeLabels[deal.productType] ?? deal.productType}</TableCell>
                <TableCell align="end">{formatVolume(deal.volume, deal.volumeUnit)}</TableCell>
                <TableCell>
                  <StatusBadge {...statusDisplay('deal', deal.status)} size="sm" />
                </TableCell>
                <TableCell align="end">{formatUsd(deal.totalValue, { decimals: 0 })}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
