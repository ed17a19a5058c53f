import { useSearchParams } from 'react-router-dom';
import { CircleDollarSign, Download, Hourglass, Ban } from 'lucide-react';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  Grid,
  Inline,
  Link,
  MetricCard,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  formatUsd,
  type StaticTableColumn,
  type Tone,
} from '@petrobridge/ui';
import { productTypeNames } from '@petrobridge/domain';
import { getHref } from '../../kit/routes';
import { statusDisplay } from '../../kit/status';
import {
  commissionExportHref,
  useCommissionLedger,
  type CommissionLedger as Ledger,
  type CommissionState,
} from '../../data/api/deals';
import { formatDealMoney } from '../../kit/money';
import { loadFailureText } from '../../kit/errors';
import { Loadable, LoadFailedAlert, QueryFailure } from '../../kit/screen-state';

/** Entries per page. */
export const COMMISSION_PAGE_SIZE = 20;

const states: readonly CommissionState[] = ['expected', 'earned', 'void'];
const stateTone: Record<CommissionState, Tone> = {
  expected: 'warning',
  earned: 'success',
  void: 'neutral',
};
const isState = (v: string | null): v is CommissionState =>
  v !== null && (states as readonly string[]).includes(v);

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-11' → 'Nov 2026'. */
const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
const usd0 = (amount: string) => formatUsd(amount, { decimals: 0 });

type Entry = Ledger['entries'][number];

const entryColumns: StaticTableColumn<Entry>[] = [
  {
    id: 'deal',
    header: 'Deal',
    cell: (e) => (
      <Stack gap="0.5">
        <Link href={getHref('deal', { id: e.dealId })}>{e.dealNumber}</Link>
        <Text size="xs" tone="muted">
          {productTypeNames[e.productType] ?? e.productType}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'status',
    header: 'Deal status',
    cell: (e) => <StatusBadge {...statusDisplay('deal', e.status)} size="sm" />,
  },
  {
    id: 'state',
    header: 'Commission',
    cell: (e) => <StatusBadge tone={stateTone[e.state]} label={e.state} size="sm" />,
  },
  { id: 'month', header: 'Month', cell: (e) => monthLabel(e.month) },
  {
    id: 'value',
    header: 'Deal value',
    align: 'end',
    cell: (e) => formatDealMoney(e.totalValue, e.currency),
  },
  { id: 'rate', header: 'Rate', align: 'end', cell: (e) => `${e.commissionRate} %` },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (e) => formatDealMoney(e.commissionAmount, e.currency, 2),
  },
];

const brokerColumn: StaticTableColumn<Entry> = {
  id: 'broker',
  header: 'Broker',
  cell: (e) => e.brokerName ?? 'No broker',
};

const monthColumns: StaticTableColumn<Ledger['byMonth'][number]>[] = [
  { id: 'month', header: 'Month', cell: (m) => monthLabel(m.month) },
  { id: 'earned', header: 'Earned', align: 'end', cell: (m) => usd0(m.earned) },
  { id: 'expected', header: 'Expected', align: 'end', cell: (m) => usd0(m.expected) },
  { id: 'void', header: 'Void', align: 'end', cell: (m) => usd0(m.void) },
];

/**
 * A commission ledger (docs/product.md#commission): the commission of every deal the caller may see —
 * a broker their own (/commission), admins every broker's (the super admin panel, with a Broker
 * column) from the lock on — expected while the locked deal is under way, earned at completion, void
 * when it is cancelled (docs/product.md#figures), with
 * USD totals by state and by month, a state filter and a page in the address, and the CSV export.
 */
export function CommissionLedger({ everyBroker = false }: { everyBroker?: boolean }) {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const ledger = useCommissionLedger({
    query: {
      ...(state ? { state } : {}),
      limit: COMMISSION_PAGE_SIZE,
      offset: (page - 1) * COMMISSION_PAGE_SIZE,
    },
    keepPreviousData: true,
  });
  const update = (next: { state?: CommissionState; page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if ('state' in next) {
          if (next.state) out.set('state', next.state);
          else out.delete('state');
        }
        const p = next.page ?? 1;
        if (p > 1) out.set('page', String(p));
        else out.delete('page');
        return out;
      },
      { replace: true },
    );
  const data = ledger.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / COMMISSION_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * COMMISSION_PAGE_SIZE + 1;
  const last = Math.min(total, page * COMMISSION_PAGE_SIZE);
  const byMonth = (
    <StaticTable
      aria-label="Commission by month"
      columns={monthColumns}
      items={data?.byMonth ?? []}
      getKey={(m) => m.month}
      minWidth="24rem"
      emptyState={<Text tone="muted">No commission yet.</Text>}
    />
  );
  const noDeals = (
    <EmptyState
      headingLevel={3}
      title={state ? `No ${state} commission` : 'No commission yet'}
      description={
        state
          ? 'Try another state.'
          : everyBroker
            ? 'Each brokered deal appears here with its commission.'
            : 'Each deal you broker appears here with its commission.'
      }
    />
  );
  const figures = [
    { label: 'Earned', icon: CircleDollarSign, value: data?.totals.earned },
    { label: 'Expected', icon: Hourglass, value: data?.totals.expected },
    { label: 'Void', icon: Ban, value: data?.totals.void },
  ];

  return (
    <Stack gap="6">
      <Inline justify="end">
        <ButtonLink
          href={commissionExportHref(state)}
          download
          variant="secondary"
          icon={Download}
          aria-label="Export CSV of the commission ledger"
        >
          Export CSV
        </ButtonLink>
      </Inline>

      <QueryFailure
        query={ledger}
        failed={(retry) => (
          <LoadFailedAlert
            role="alert"
            title={loadFailureText('The commission ledger', 'title')}
            retry={retry}
          />
        )}
      />

      <section aria-label="Commission totals" aria-busy={ledger.isLoading}>
        <Grid columns={{ mobile: 1, tablet: 3 }} gap="4">
          {figures.map((f) => (
            <MetricCard
              key={f.label}
              label={f.label}
              icon={f.icon}
              isLoading={ledger.isLoading}
              value={f.value === undefined ? '—' : usd0(f.value)}
            />
          ))}
        </Grid>
        {data && data.otherCurrencyCount > 0 ? (
          <Text size="sm" tone="muted">
            {data.otherCurrencyCount} deal{data.otherCurrencyCount === 1 ? '' : 's'} in other
            currencies listed below, not summed.
          </Text>
        ) : null}
      </section>

      <Card title="By month" headingLevel={2} description="USD commission, newest month first.">
        <Loadable query={ledger} loading={<Skeleton lines={4} />} idle={byMonth}>
          {() => byMonth}
        </Loadable>
      </Card>

      <Card title="Deals" headingLevel={2}>
        <Stack gap="4">
          <Select<{ id: string; label: string }>
            label="Commission state"
            selectedKey={state ?? 'all'}
            onSelectionChange={(key) =>
              update({ state: key === 'all' ? undefined : (String(key) as CommissionState) })
            }
            items={[
              { id: 'all', label: 'All states' },
              ...states.map((s) => ({ id: s, label: s[0]!.toUpperCase() + s.slice(1) })),
            ]}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          <Loadable
            query={ledger}
            loading={<Skeleton lines={6} />}
            isEmpty={() => total === 0}
            empty={noDeals}
            idle={noDeals}
          >
            {() => (
              <>
                <StaticTable
                  aria-label="Commission ledger"
                  columns={everyBroker ? [...entryColumns, brokerColumn] : entryColumns}
                  items={data?.entries ?? []}
                  getKey={(e) => e.dealId}
                  minWidth={everyBroker ? '52rem' : '44rem'}
                />
                <Inline justify="between" align="center" gap="4" wrap>
                  <Text size="sm" tone="muted" role="status">
                    Showing {first}–{last} of {total.toLocaleString('en-US')}
                  </Text>
                  <Inline gap="2">
                    <Button
                      size="sm"
                      variant="secondary"
                      isDisabled={page <= 1}
                      onPress={() => update({ state, page: page - 1 })}
                    >
                      Previous
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      isDisabled={page >= pages}
                      onPress={() => update({ state, page: page + 1 })}
                    >
                      Next
                    </Button>
                  </Inline>
                </Inline>
              </>
            )}
          </Loadable>
        </Stack>
      </Card>
    </Stack>
  );
}
