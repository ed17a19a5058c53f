import { CircleCheckBig, DollarSign, Handshake, ListChecks, UsersRound } from 'lucide-react';
import { Grid, Heading, MetricCard, Stack, Text, formatNumber, formatUsd } from '@petrobridge/ui';
import { isAdminRole, isStaffRole, type Role } from '@petrobridge/domain';
import { useSession } from '../../data/session';
import { useAnalyticsMetrics } from '../../data/api/dashboards';
import { AnalyticsCharts } from './AnalyticsCharts';
import { RecentDeals } from '../recent-deals/RecentDeals';
import { MarketActivity, PerformanceSummary, PlatformOverview } from './Summaries';
import { loadFailureText } from '../../kit/errors';
import { Loadable, QueryFailure } from '../../kit/screen-state';

/** §9: the analytics page lists 5 recent deals. */
const RECENT_DEALS = 5;

/** What the figures cover, by role (the server scopes them the same way). */
export function analyticsScope(role: Role): string {
  switch (role) {
    case 'broker':
      return 'Your brokered deals';
    case 'seller':
      return 'Your sales';
    case 'buyer':
      return 'Your purchases';
    default:
      return 'Every deal on the platform';
  }
}

/**
 * Analytics Dashboard (docs/product.md#analytics): role-specific metric cards (commission for brokers
 * and admins; platform totals and the KYC breakdown for admins), charts over the last 30 days,
 * Performance Summary, Market Activity, Platform Overview (admins) and the 5 newest deals. The page
 * `/analytics` shows it under its h1; the super admin panel's Analytics tab under the panel's (`level`
 * 2). Its charts come from @petrobridge/ui/charts: import this module lazily.
 */
export function AnalyticsBoard({ level = 1 }: { level?: 1 | 2 }) {
  const { user } = useSession();
  const metrics = useAnalyticsMetrics({ enabled: Boolean(user) });
  const { data, error, isLoading } = metrics;
  if (!user) return null;
  const role = user.role;
  const admin = isAdminRole(role);
  const staff = isStaffRole(role);
  const dash = (text: string) => (error ? '—' : text);
  const summaries = (
    <>
      <AnalyticsCharts metrics={data} isLoading={isLoading} showCommission={staff} />
      <Grid columns={{ mobile: 1, desktop: 2 }} gap="6">
        <PerformanceSummary metrics={data} isLoading={isLoading} />
        <MarketActivity metrics={data} isLoading={isLoading} />
      </Grid>
      {admin ? <PlatformOverview metrics={data} isLoading={isLoading} /> : null}
    </>
  );
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading level={level}>Analytics Dashboard</Heading>
        <Text tone="muted">{analyticsScope(role)}</Text>
      </Stack>
      <section aria-label="Key figures" aria-busy={isLoading}>
        <Stack gap="3">
          <Grid columns={{ mobile: 1, tablet: 2, wide: 4 }} gap="4">
            <MetricCard
              label="Total Deals"
              value={dash(formatNumber(data?.totalDeals))}
              icon={ListChecks}
              isLoading={isLoading}
            />
            <MetricCard
              label="Active Deals"
              value={dash(formatNumber(data?.activeDeals))}
              icon={Handshake}
              isLoading={isLoading}
            />
            {staff ? (
              <MetricCard
                label="Total Commission"
                value={dash(formatUsd(data?.commission, { decimals: 0 }))}
                icon={DollarSign}
                isLoading={isLoading}
              />
            ) : (
              <MetricCard
                label="Completed Deals"
                value={dash(formatNumber(data?.completedDeals))}
                icon={CircleCheckBig}
                isLoading={isLoading}
              />
            )}
            {admin ? (
              <MetricCard
                label="Platform Users"
                value={dash(formatNumber(data?.platform?.users))}
                icon={UsersRound}
                isLoading={isLoading}
              />
            ) : staff ? (
              <MetricCard
                label="Completed Deals"
                value={dash(formatNumber(data?.completedDeals))}
                icon={CircleCheckBig}
                isLoading={isLoading}
              />
            ) : null}
          </Grid>
          <QueryFailure
            query={metrics}
            failed={loadFailureText('The figures', 'reload')}
            failedSize="sm"
          />
        </Stack>
      </section>
      <Loadable query={metrics} loading={summaries} idle={summaries} failed={null}>
        {() => summaries}
      </Loadable>
      <RecentDeals count={RECENT_DEALS} />
    </Stack>
  );
}
