import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Download, Plus } from 'lucide-react';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  Grid,
  Heading,
  Inline,
  Link,
  MetricCard,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  formatUsd,
  formatVolume,
} from '@petrobridge/ui';
import { dealStatuses, isStaffRole, type DealStatus, productTypeNames } from '@petrobridge/domain';
import { useSession } from '../../data/session';
import { getHref } from '../../kit/routes';
import { dealStatusDisplay, statusDisplay } from '../../kit/status';
import {
  dealsExportHref,
  useDealSummary,
  type DealSummary,
  useDeals,
  type Deal,
  type DealFilters,
} from '../../data/api/deals';
import { DealActions } from './DealActions';
import { DealsTable, DealsViewSwitch } from './DealsTable';
import { useDealsView } from './deals-view';
import { formatDealMoney } from '../../kit/money';
import { loadFailureText } from '../../kit/errors';
import { Loadable, LoadFailed } from '../../kit/screen-state';

// The form (zod, react-hook-form, date fields) loads when first needed, not with the list.
const loadDialog = () => import('../../widgets/deal-form');
const CreateDealDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreateDealDialog })));

/** Deals per page: small enough for a phone, the total comes from X-Total-Count. */
export const DEALS_PAGE_SIZE = 20;

const isDealStatus = (v: string | null): v is DealStatus =>
  v !== null && (dealStatuses as readonly string[]).includes(v);

/** The filters and page live in the address, so a filtered list can be shared and survives reload. */
function useDealFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: DealFilters = {
    ...(isDealStatus(status) ? { status } : {}),
    ...(params.get('q') ? { q: params.get('q')! } : {}),
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (next: Partial<DealFilters> & { page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const key of ['status', 'q'] as const)
          if (key in next) {
            const value = next[key];
            if (value) out.set(key, value);
            else out.delete(key);
          }
        // A new filter starts from the first page.
        const p = next.page ?? 1;
        if (p > 1) out.set('page', String(p));
        else out.delete('page');
        return out;
      },
      { replace: true },
    );
  return { filters, page, update };
}

/** The other side as the identity rule lets the caller see it (the server already anonymised it). */
function counterparty(deal: Deal, userId: string | undefined) {
  if (userId && deal.sellerId === userId) return { label: 'Buyer', name: deal.buyerCompanyName };
  if (userId && deal.buyerId === userId) return { label: 'Seller', name: deal.sellerCompanyName };
  return null;
}

function DealCard({ deal, showCommission }: { deal: Deal; showCommission: boolean }) {
  const { user } = useSession();
  const other = counterparty(deal, user?.id);
  const facts: Array<[string, string]> = [
    ['Product', productTypeNames[deal.productType] ?? deal.productType],
    ['Volume', formatVolume(deal.volume, deal.volumeUnit)],
    // Before both sides accept the same terms the figure is only proposed (agreement before binding).
    [
      deal.termsAgreedAt ? 'Value' : 'Proposed value',
      formatDealMoney(deal.totalValue, deal.currency),
    ],
    ...(other
      ? ([[other.label, other.name ?? '']] as Array<[string, string]>)
      : ([
          ['Seller', deal.sellerCompanyName ?? ''],
          ['Buyer', deal.buyerCompanyName ?? ''],
        ] as Array<[string, string]>)),
    ...(showCommission && deal.commissionAmount !== undefined
      ? ([
          [
            'Commission',
            `${formatDealMoney(deal.commissionAmount, deal.currency)} (${deal.commissionRate ?? '—'} %)`,
          ],
        ] as Array<[string, string]>)
      : []),
  ];
  return (
    <Card
      elementType="article"
      padding="md"
      title={<Link href={getHref('deal', { id: deal.id })}>{deal.dealNumber}</Link>}
      headingLevel={2}
      actions={<StatusBadge {...statusDisplay('deal', deal.status)} size="sm" />}
      footer={<DealActions deal={deal} />}
    >
      <Grid columns={{ mobile: 2, tablet: 3 }} gap="3">
        {facts.map(([term, value]) => (
          <Stack key={term} gap="0.5">
            <Text size="xs" tone="muted">
              {term}
            </Text>
            <Text size="sm" weight="medium">
              {value}
            </Text>
          </Stack>
        ))}
      </Grid>
    </Card>
  );
}

function SummaryCards({
  filters,
  showCommission,
}: {
  filters: DealFilters;
  showCommission: boolean;
}) {
  const summary = useDealSummary({
    query: filters.q ? { q: filters.q } : {},
    keepPreviousData: true,
  });
  const figures = (
    <SummaryFigures
      data={summary.data}
      isLoading={summary.isLoading}
      showCommission={showCommission}
    />
  );
  return (
    <Loadable
      query={summary}
      loading={figures}
      idle={figures}
      failed={loadFailureText('The deal summary')}
    >
      {() => figures}
    </Loadable>
  );
}

function SummaryFigures({
  data,
  isLoading,
  showCommission,
}: {
  data: DealSummary | undefined;
  isLoading: boolean;
  showCommission: boolean;
}) {
  const count = (s: DealStatus) => data?.byStatus.find((b) => b.status === s);
  const open = data?.byStatus.filter((b) => !['completed', 'cancelled'].includes(b.status));
  const openCount = open?.reduce((n, b) => n + b.count, 0);
  return (
    <section aria-label="Deal summary">
      <Grid columns={{ mobile: 2, desktop: showCommission ? 4 : 3 }} gap="4">
        <MetricCard
          label="Total deals"
          value={data?.totalCount ?? 0}
          isLoading={isLoading}
          changeDescription={
            data ? `${formatUsd(data.totalValue, { decimals: 0 })} not cancelled (USD)` : undefined
          }
        />
        <MetricCard
          label="Open deals"
          value={openCount ?? 0}
          isLoading={isLoading}
          changeDescription={`${count('negotiation')?.count ?? 0} in negotiation`}
        />
        <MetricCard
          label="Completed"
          value={count('completed')?.count ?? 0}
          isLoading={isLoading}
          changeDescription={formatUsd(count('completed')?.totalValue ?? 0, { decimals: 0 })}
        />
        {showCommission ? (
          <MetricCard
            label="Commission Earned"
            value={formatUsd(data?.commissionTotal ?? 0, { decimals: 0 })}
            isLoading={isLoading}
            changeDescription="USD, completed deals"
          />
        ) : null}
      </Grid>
      {data ? (
        <Text size="xs" tone="muted">
          By status:{' '}
          {data.byStatus
            .filter((b) => b.count > 0)
            .map(
              (b) =>
                `${dealStatusDisplay[b.status].label} ${b.count} (${formatUsd(b.totalValue, { decimals: 0 })})`,
            )
            .join(' · ') || 'none'}
          {data.otherCurrencyCount > 0
            ? ` · ${data.otherCurrencyCount} in other currencies not summed`
            : ''}
        </Text>
      ) : null}
    </section>
  );
}

/**
 * Deal Management (docs/product.md §2 /deals, §4, §6, §8): search by deal number or product, status filter,
 * summary cards, the deals as cards with their moves (the spec's view, the default) or as a sortable
 * table for the desk (remembered per user), Create Deal for brokers, CSV export of the filtered list.
 * Filters and page are in the address; the server scopes the deals to the caller.
 */
export function DealsPage() {
  const { user } = useSession();
  const { filters, page, update } = useDealFilters();
  const [search, setSearch] = useState(filters.q ?? '');
  const [creating, setCreating] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const deals = useDeals({
    query: {
      ...filters,
      limit: DEALS_PAGE_SIZE,
      offset: (page - 1) * DEALS_PAGE_SIZE,
    },
    keepPreviousData: true,
  });
  const [view, setView] = useDealsView(user?.id);
  const role = user?.role;
  const isBroker = role === 'broker';
  const showCommission = isBroker;
  const isStaff = role !== undefined && isStaffRole(role);
  const total = deals.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DEALS_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * DEALS_PAGE_SIZE + 1;
  const last = Math.min(total, page * DEALS_PAGE_SIZE);

  return (
    <Stack gap="6">
      <Inline justify="between" align="center" gap="4" wrap>
        <Stack gap="1">
          <Heading level={1}>Deal Management</Heading>
          <Text tone="muted">
            {role && isStaffRole(role)
              ? 'Every deal you oversee, from negotiation to completion.'
              : 'Your deals. The other side stays anonymous until the trade is locked.'}
          </Text>
        </Stack>
        <Inline gap="2" wrap>
          <ButtonLink
            href={dealsExportHref(filters)}
            download
            variant="secondary"
            icon={Download}
            aria-label="Export CSV of the filtered deals"
          >
            Export CSV
          </ButtonLink>
          {isBroker ? (
            <Button
              icon={Plus}
              onPress={() => {
                setEverOpened(true);
                setCreating(true);
              }}
              onHoverStart={() => void loadDialog()}
              onFocus={() => void loadDialog()}
            >
              Create Deal
            </Button>
          ) : null}
        </Inline>
      </Inline>

      <SummaryCards filters={filters} showCommission={showCommission} />

      <Inline justify="between" align="end" gap="4" wrap>
        <Inline gap="4" wrap align="end" role="search" aria-label="Filter deals">
          <SearchField
            label="Search"
            placeholder="Deal number or product"
            value={search}
            onChange={setSearch}
            onSubmit={(value) => update({ q: value.trim() })}
            onClear={() => update({ q: '' })}
            description="Press Enter to search."
          />
          <Select<{ id: string; label: string }>
            label="Status"
            selectedKey={filters.status ?? 'all'}
            onSelectionChange={(key) =>
              update({ status: key === 'all' ? undefined : (String(key) as DealStatus) })
            }
            items={[
              { id: 'all', label: 'All statuses' },
              ...dealStatuses.map((s) => ({ id: s, label: dealStatusDisplay[s].label })),
            ]}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
        </Inline>
        <DealsViewSwitch view={view} onChange={setView} />
      </Inline>

      <section aria-label="Deals" aria-busy={deals.isLoading}>
        <Loadable
          query={deals}
          loading={<Skeleton lines={6} />}
          failed={
            <Card>
              <LoadFailed>{loadFailureText('Deals')}</LoadFailed>
            </Card>
          }
          fallback={{ items: [], total: 0 }}
          isEmpty={() => total === 0 || deals.data?.items.length === 0}
          empty={
            <EmptyState
              headingLevel={2}
              title="No deals found"
              description={
                filters.q || filters.status ? 'Try another search or status.' : undefined
              }
            />
          }
        >
          {() => (
            <Stack gap="4">
              {view === 'table' ? (
                <DealsTable
                  deals={deals.data?.items ?? []}
                  userId={user?.id}
                  isStaff={isStaff}
                  showCommission={showCommission}
                  isPaged={pages > 1}
                />
              ) : (
                <Stack gap="4">
                  {deals.data?.items.map((deal) => (
                    <DealCard key={deal.id} deal={deal} showCommission={showCommission} />
                  ))}
                </Stack>
              )}
              <Inline justify="between" align="center" gap="4" wrap>
                <Text size="sm" tone="muted" role="status">
                  Showing {first}–{last} of {total.toLocaleString('en-US')}
                </Text>
                <Inline gap="2">
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={page <= 1}
                    onPress={() => update({ page: page - 1 })}
                  >
                    Previous
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={page >= pages}
                    onPress={() => update({ page: page + 1 })}
                  >
                    Next
                  </Button>
                </Inline>
              </Inline>
            </Stack>
          )}
        </Loadable>
      </section>

      {everOpened ? (
        <Suspense fallback={null}>
          <CreateDealDialog isOpen={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
