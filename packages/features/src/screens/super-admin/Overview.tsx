import { Activity, Boxes, DollarSign, Sparkles } from 'lucide-react';
import {
  Badge,
  Card,
  EmptyState,
  Grid,
  Link,
  MetricCard,
  Skeleton,
  Stack,
  Text,
  formatDateTime,
  formatNumber,
  formatUsd,
} from '@petrobridge/ui';
import {
  useSuperAdminMetrics,
  type PlatformActivity,
  type SuperAdminMetrics,
} from '../../data/api';
import { getHref } from '../../kit/routes';
import { documentTypeNames, roleNames } from '@petrobridge/domain';
import { timeAgo } from '../../kit/clock';
import { periodTrend, pointsTrend, type Trend } from './trends';
import { Loadable, QueryFailure } from '../../kit/screen-state';
import * as s from './super-admin.css';

/** §9: the figures refresh every 30 seconds. */
export const METRICS_REFRESH_MS = 30_000;
/** §9: AI Match Success shows 87 when the API has none. */
const DEFAULT_MATCH_SUCCESS = 87;

const tabHref = (tab: string, status?: string) =>
  `${getHref('superAdmin', { tab })}${status ? `?status=${status}` : ''}`;

interface Figure {
  label: string;
  icon: typeof Activity;
  value: (m: SuperAdminMetrics) => string;
  trend: (m: SuperAdminMetrics) => Trend;
}

const mt = (n: number) => `${formatNumber(n)} MT`;
const usd = (n: number) => formatUsd(n, { decimals: 0 });

const figures: Figure[] = [
  {
    label: 'Total Deals',
    icon: Activity,
    value: (m) => formatNumber(m.totalDeals),
    trend: (m) => periodTrend(m.trends.deals.current, m.trends.deals.previous, formatNumber),
  },
  {
    label: 'Volume Traded',
    icon: Boxes,
    value: (m) => mt(m.totalVolume),
    trend: (m) => periodTrend(m.trends.volume.current, m.trends.volume.previous, mt),
  },
  {
    label: 'Commission Earned',
    icon: DollarSign,
    value: (m) => formatUsd(m.totalCommission, { decimals: 0 }),
    trend: (m) =>
      periodTrend(Number(m.trends.commission.current), Number(m.trends.commission.previous), usd),
  },
  {
    label: 'AI Match Success',
    icon: Sparkles,
    value: (m) => `${m.aiMatchSuccess ?? DEFAULT_MATCH_SUCCESS}%`,
    trend: (m) => pointsTrend(m.trends.matchSuccess.current, m.trends.matchSuccess.previous),
  },
];

function Count({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <li className={s.row}>
      <Link href={href}>{label}</Link>
      <Badge count={value} showZero tone={value ? 'brand' : 'neutral'} />
    </li>
  );
}

const status = (v: string | null) => (v ?? '').replaceAll('_', ' ');

/** One line of Recent Activity: what happened, to what, and where to look. */
function describe(a: PlatformActivity): { text: string; href: string } {
  if (a.kind === 'kyc_document_reviewed')
    return {
      text: `${a.documentType ? documentTypeNames[a.documentType] : 'Document'} of ${a.companyName} ${a.decision}`,
      href: `${getHref('kycWorkflow')}?company=${a.companyId}`,
    };
  const deal = a.dealNumber ?? 'A deal';
  const href = a.dealId ? getHref('deal', { id: a.dealId }) : getHref('deals');
  switch (a.kind) {
    case 'created':
      return { text: `${deal} created`, href };
    case 'status_changed':
      return { text: `${deal} moved from ${status(a.fromStatus)} to ${status(a.toStatus)}`, href };
    case 'locked':
      return { text: `${deal} locked, moving to ${status(a.toStatus)}`, href };
    case 'commission_changed':
      return { text: `Commission rate changed on ${deal}`, href };
    case 'proposal':
      return { text: `New proposal on ${deal}`, href };
    default:
      return { text: `${deal}: ${a.kind.replaceAll('_', ' ')}`, href };
  }
}

function RecentActivity({ items }: { items: PlatformActivity[] }) {
  if (!items.length) return <EmptyState size="sm" title="No recent activity" />;
  return (
    <ul className={s.list} aria-label="Recent activity">
      {items.map((a) => {
        const { text, href } = describe(a);
        return (
          <li key={a.id} className={s.row}>
            <Stack gap="0.5">
              <Link href={href}>{text}</Link>
              <Text size="sm" tone="muted">
                {a.actorRole ? roleNames[a.actorRole] : 'System'} ·{' '}
                <time dateTime={a.createdAt} title={formatDateTime(a.createdAt)}>
                  {timeAgo(a.createdAt)}
                </time>
              </Text>
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}

function Failed() {
  return (
    <Text tone="danger" role="alert">
      The platform figures could not be loaded. They are tried again every 30 seconds.
    </Text>
  );
}

/**
 * The overview tab: key figures (all time) with their change over the last 30 days against the 30
 * before, active users, pending queues, recent activity.
 */
export function Overview() {
  const metrics = useSuperAdminMetrics({
    refreshInterval: METRICS_REFRESH_MS,
  });
  const { isLoading } = metrics;
  const m = metrics.error ? undefined : metrics.data;
  const dash = <Text tone="muted">—</Text>;
  return (
    <Stack gap="6">
      <section aria-label="Key figures" aria-busy={isLoading}>
        <Grid columns={{ mobile: 1, tablet: 2, wide: 4 }} gap="4">
          {figures.map((f) => {
            const trend = m ? f.trend(m) : undefined;
            return (
              <MetricCard
                key={f.label}
                label={f.label}
                value={m ? f.value(m) : '—'}
                icon={f.icon}
                isLoading={isLoading}
                change={trend?.change}
                changeTone={trend?.change === '—' ? 'neutral' : undefined}
                changeDescription={trend?.description}
              />
            );
          })}
        </Grid>
        <Text size="sm" tone="muted">
          Each figure is all time; its change compares the last 30 days with the 30 days before.
          Commission earned counts completed deals, by when they completed.
        </Text>
      </section>
      <QueryFailure query={metrics} failed={<Failed />} />
      <Grid columns={{ mobile: 1, tablet: 2, wide: 3 }} gap="6">
        <Card title="Active Users" headingLevel={2}>
          <Loadable query={metrics} loading={<Skeleton lines={3} />} failed={dash} idle={dash}>
            {(m) => (
              <ul className={s.list}>
                <Count label="Active Buyers" value={m.activeBuyers} href={usersHref('buyer')} />
                <Count label="Active Sellers" value={m.activeSellers} href={usersHref('seller')} />
                <Count label="Active Brokers" value={m.activeBrokers} href={usersHref('broker')} />
              </ul>
            )}
          </Loadable>
        </Card>
        <Card title="Pending Actions" headingLevel={2}>
          <Loadable query={metrics} loading={<Skeleton lines={3} />} failed={dash} idle={dash}>
            {(m) => (
              <ul className={s.list}>
                <Count
                  label="KYC Reviews"
                  value={m.pendingKYC}
                  href={tabHref('companies', 'open')}
                />
                <Count
                  label="Deal Approvals"
                  value={m.pendingDeals}
                  href={tabHref('deals', 'lc_pending')}
                />
                <Count
                  label="Negotiations"
                  value={m.activeNegotiations}
                  href={tabHref('deals', 'negotiation')}
                />
              </ul>
            )}
          </Loadable>
        </Card>
        <Card title="Recent Activity" headingLevel={2}>
          <Loadable query={metrics} loading={<Skeleton lines={4} />} failed={dash} idle={dash}>
            {(m) => <RecentActivity items={m.recentActivity} />}
          </Loadable>
        </Card>
      </Grid>
    </Stack>
  );
}

const usersHref = (role: string) => `${getHref('superAdmin', { tab: 'users' })}?role=${role}`;
