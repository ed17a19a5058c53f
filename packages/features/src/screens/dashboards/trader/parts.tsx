/** What the seller's and the buyer's dashboards share: figures, load failures, labels, notifications. */
import type { LucideIcon } from 'lucide-react';
import {
  Button,
  ButtonLink,
  Card,
  Grid,
  MetricCard,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  formatUsd,
  type StaticTableProps,
} from '@petrobridge/ui';
import { productTypeNames } from '@petrobridge/domain';
import { statusDisplay } from '../../../kit/status';
import { getHref } from '../../../kit/routes';
import { NotificationList } from '../../../widgets/notifications/NotificationCentre';
import * as s from './trader.css';
import { Loadable, LoadFailed, QueryFailure, type QueryLike } from '../../../kit/screen-state';

export const product = (p: string) => productTypeNames[p as keyof typeof productTypeNames] ?? p;

/**
 * A listing's figure in its own unit, with its conversion to MT under it when it helps
 * (docs/product.md#unit-policy); `mt` null when the listing is in MT already.
 */
export function OwnAndMT({ own, mt }: { own: string; mt: string | null }) {
  if (mt === null) return own;
  return (
    <Stack gap="0.5">
      <span>{own}</span>
      <Text size="xs" tone="muted">
        ≈ {mt}
      </Text>
    </Stack>
  );
}

/** A price per metric ton, 'Price on request' without one. */
export const perMT = (price: string | null, currency = 'USD') =>
  price === null
    ? 'Price on request'
    : currency === 'USD'
      ? `${formatUsd(price)} / MT`
      : `${price} ${currency} / MT`;

/** The read model's states (§4 display labels); an unknown one shows as pending. */
export function ListingState({ status }: { status: string }) {
  return <StatusBadge {...statusDisplay('listing', status)} size="sm" />;
}

export function DealState({ status }: { status: string }) {
  return <StatusBadge {...statusDisplay('deal', status)} size="sm" />;
}

export function Failed({ what }: { what: string }) {
  // The subject as a text node of its own, as the screens have always rendered it.
  return <LoadFailed>{what} could not be loaded. Reload the page to try again.</LoadFailed>;
}

export interface Figure<T> {
  label: string;
  icon: LucideIcon;
  value: (data: T | undefined) => string;
  /** A second line under the value, e.g. what is committed beside what is completed. */
  note?: (data: T) => string;
}

/** The dashboard's four key figures from its metrics read model; '—' when they fail to load. */
export function Figures<T>({ state, figures }: { state: QueryLike<T>; figures: Figure<T>[] }) {
  const { data, error, isLoading } = state;
  return (
    <section aria-label="Key figures" aria-busy={isLoading}>
      <Grid columns={{ mobile: 1, tablet: 2, wide: 4 }} gap="4">
        {figures.map((f) => (
          <MetricCard
            key={f.label}
            label={f.label}
            value={
              error ? (
                '—'
              ) : f.note && data ? (
                <>
                  {f.value(data)}
                  <span className={s.figureNote}>{f.note(data)}</span>
                </>
              ) : (
                f.value(data)
              )
            }
            icon={f.icon}
            isLoading={isLoading}
          />
        ))}
      </Grid>
      <QueryFailure query={state} failed={<Failed what="The figures" />} />
    </section>
  );
}

export function NotificationsPanel() {
  return (
    <Card title="Notifications" headingLevel={2}>
      <NotificationList />
    </Card>
  );
}

/**
 * A read model's table: a skeleton while it loads, its failure in words (`what` could not be loaded),
 * else the table of its items (the first `limit` of them).
 */
export function ReadModelTable<T>({
  state,
  what,
  limit,
  ...table
}: {
  state: QueryLike<readonly T[]>;
  what: string;
  limit?: number;
} & Omit<StaticTableProps<T>, 'items'>) {
  return (
    <Loadable
      query={state}
      loading={<Skeleton lines={5} />}
      failed={<Failed what={what} />}
      fallback={[]}
    >
      {(data) => <StaticTable {...table} items={data.slice(0, limit)} />}
    </Loadable>
  );
}

/** Why a deal's Contract button is disabled: the contract is written at the lock. */
export const contractReason = 'The sales contract is written when the trade is locked.';

/**
 * A deal's Contract action on the dashboards: the deal page's contract (to read, download and sign)
 * once the trade is locked; before, or for a cancelled deal, disabled (the reason is above the table).
 */
export function ContractAction({ id, status }: { id: string; status: string }) {
  if (status === 'negotiation' || status === 'cancelled')
    return (
      <Button size="sm" variant="secondary" isDisabled>
        Contract
      </Button>
    );
  return (
    <ButtonLink size="sm" variant="secondary" href={`${getHref('deal', { id })}#contract`}>
      Contract
    </ButtonLink>
  );
}
