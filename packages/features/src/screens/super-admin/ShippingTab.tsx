import {
  ButtonLink,
  Card,
  EmptyState,
  Inline,
  Link,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  formatDate,
  type StaticTableColumn,
} from '@petrobridge/ui';
import { useDeals, type Deal } from '../../data/api';
import { displayNow } from '../../kit/clock';
import { productTypeNames } from '@petrobridge/domain';
import { getHref } from '../../kit/routes';
import { statusDisplay } from '../../kit/status';
import { loadFailureText } from '../../kit/errors';
import { Loadable, allQueries } from '../../kit/screen-state';

/** Deals per status the tab reads (the list pages by status on the server). */
const PER_STATUS = 100;

const shippingHref = (id: string) => `${getHref('deal', { id })}#shipping`;

/**
 * What needs an admin's eye: a shipped deal whose ETA has passed, a confirmed LC whose latest shipment
 * date has passed with no bill of lading, or no vessel nominated yet.
 */
export function shippingFlags(
  deal: Deal,
  today: string,
): Array<{ label: string; tone: 'danger' | 'warning' }> {
  const sh = deal.shippingDetails;
  const flags: Array<{ label: string; tone: 'danger' | 'warning' }> = [];
  if (deal.status === 'shipped' && sh && sh.eta < today)
    flags.push({ label: 'ETA passed', tone: 'danger' });
  if (deal.status === 'lc_confirmed') {
    if (!sh) flags.push({ label: 'No vessel', tone: 'warning' });
    if (!sh?.billOfLadingNumber) {
      const latest = deal.lcDetails?.latestShipmentDate;
      flags.push(
        latest && latest < today
          ? { label: 'Missing B/L past latest shipment', tone: 'danger' }
          : { label: 'Awaiting B/L', tone: 'warning' },
      );
    }
  }
  return flags;
}

const columns = (today: string): StaticTableColumn<Deal>[] => [
  {
    id: 'deal',
    header: 'Deal',
    isRowHeader: true,
    cell: (d) => (
      <Stack gap="0.5">
        <Link href={getHref('deal', { id: d.id })}>{d.dealNumber}</Link>
        <Text size="xs" tone="muted">
          {productTypeNames[d.productType] ?? d.productType}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (d) => <StatusBadge {...statusDisplay('deal', d.status)} size="sm" />,
  },
  {
    id: 'vessel',
    header: 'Vessel',
    cell: (d) =>
      d.shippingDetails
        ? `${d.shippingDetails.vesselName}${d.shippingDetails.imoNumber ? ` (IMO ${d.shippingDetails.imoNumber})` : ''}`
        : 'Not nominated',
  },
  {
    id: 'ports',
    header: 'Ports',
    cell: (d) =>
      d.shippingDetails
        ? `${d.shippingDetails.loadPort} → ${d.shippingDetails.dischargePort}`
        : '—',
  },
  {
    id: 'bl',
    header: 'B/L',
    cell: (d) =>
      d.shippingDetails?.billOfLadingNumber
        ? `${d.shippingDetails.billOfLadingNumber}, ${formatDate(d.shippingDetails.billOfLadingDate!)}`
        : '—',
  },
  {
    id: 'eta',
    header: 'ETA',
    cell: (d) => (d.shippingDetails ? formatDate(d.shippingDetails.eta) : '—'),
  },
  {
    id: 'flags',
    header: 'Attention',
    cell: (d) => {
      const flags = shippingFlags(d, today);
      return flags.length ? (
        <Inline gap="1" wrap>
          {flags.map((f) => (
            <StatusBadge key={f.label} tone={f.tone} label={f.label} size="sm" />
          ))}
        </Inline>
      ) : (
        <Text size="sm" tone="muted">
          On track
        </Text>
      );
    },
  },
  {
    id: 'actions',
    header: 'Actions',
    stickyEnd: true,
    cell: (d) => (
      <ButtonLink size="sm" variant="secondary" href={shippingHref(d.id)}>
        {d.status === 'delivered' ? 'View' : 'Edit'}
      </ButtonLink>
    ),
  },
];

/**
 * Shipping (issue 16): every deal from LC confirmed to delivered with its vessel, ports, bill of lading
 * and ETA, flagged when the ETA has passed without delivery or the B/L is missing; each opens the deal
 * page's shipping form, where admins and the deal's broker record or correct it.
 */
export function ShippingTab() {
  const confirmed = useDeals({ query: { status: 'lc_confirmed', limit: PER_STATUS } });
  const shipped = useDeals({ query: { status: 'shipped', limit: PER_STATUS } });
  const delivered = useDeals({ query: { status: 'delivered', limit: PER_STATUS } });
  const lists = [
    { status: 'lc_confirmed', query: confirmed },
    { status: 'shipped', query: shipped },
    { status: 'delivered', query: delivered },
  ] as const;
  const today = displayNow().toISOString().slice(0, 10);
  const all = allQueries([confirmed, shipped, delivered]);
  const isLoading = all.isLoading;
  const failed = Boolean(all.error);
  const deals = lists.flatMap((l) => l.query.data?.items ?? []);
  const total = lists.reduce((n, l) => n + (l.query.data?.total ?? 0), 0);
  // A status with more deals than the tab reads: the newest are shown, the rest are in Deals.
  const capped = lists.filter(
    (l) => (l.query.data?.total ?? 0) > (l.query.data?.items.length ?? 0),
  );
  const attention = deals.filter((d) => shippingFlags(d, today).length > 0).length;
  const needs = `${attention} need${attention === 1 ? 's' : ''} attention`;
  return (
    <Card
      title="Shipping"
      headingLevel={2}
      description={
        isLoading || failed
          ? 'Deals from LC confirmed to delivered.'
          : `${total} deal${total === 1 ? '' : 's'} from LC confirmed to delivered; ${
              capped.length ? `of the ${deals.length} shown, ${needs}` : needs
            }.`
      }
    >
      <Loadable
        query={all}
        loading={<Skeleton lines={5} />}
        failed={loadFailureText('Shipments', 'reload')}
        isEmpty={() => deals.length === 0}
        empty={
          <EmptyState
            size="sm"
            title="No shipments"
            description="No deal is between LC confirmed and delivered."
          />
        }
      >
        {() => (
          <Stack gap="3">
            <StaticTable
              aria-label="Shipments"
              columns={columns(today)}
              items={deals}
              getKey={(d) => d.id}
              minWidth="60rem"
            />
            {capped.map(({ status, query }) => (
              <Text key={status} size="sm" tone="muted">
                Showing the {query.data!.items.length} newest of {query.data!.total}{' '}
                {statusDisplay('deal', status).label} deals.{' '}
                <Link href={`${getHref('deals')}?status=${status}`}>
                  All {statusDisplay('deal', status).label} deals
                </Link>
              </Text>
            ))}
          </Stack>
        )}
      </Loadable>
    </Card>
  );
}
