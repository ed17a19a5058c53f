import { ClipboardList, DollarSign, Handshake, ShieldCheck } from 'lucide-react';
import { Grid, MetricCard, formatNumber, formatUsd } from '@petrobridge/ui';
import type { Role } from '@petrobridge/domain';
import { useAnalyticsMetrics } from '../../data/api/dashboards';
import { loadFailureText } from '../../kit/errors';
import { QueryFailure } from '../../kit/screen-state';

/**
 * Client-spec §2 metric cards: Active Deals for every role; Total Commission, Pending RFQs and KYC
 * Reviews for brokers. No change badges: the metrics endpoint answers current figures only, and a
 * change that the data does not give would be invented (a brand-new broker saw "+12%").
 */
export function DashboardMetrics({ role }: { role: Role | undefined }) {
  const metrics = useAnalyticsMetrics();
  const { data, error, isLoading } = metrics;
  const broker = role === 'broker';
  const value = (n: number | undefined) => (error ? '—' : formatNumber(n));
  return (
    <section aria-label="Key figures" aria-busy={isLoading}>
      <Grid columns={{ mobile: 1, tablet: 2, wide: broker ? 4 : 2 }} gap="4">
        <MetricCard
          label="Active Deals"
          value={value(data?.activeDeals)}
          icon={Handshake}
          isLoading={isLoading}
        />
        {broker ? (
          <>
            <MetricCard
              label="Total Commission"
              value={error ? '—' : formatUsd(data?.commission, { decimals: 0 })}
              icon={DollarSign}
              isLoading={isLoading}
            />
            <MetricCard
              label="Pending RFQs"
              value={value(data?.pendingRfqs)}
              icon={ClipboardList}
              isLoading={isLoading}
            />
            <MetricCard
              label="KYC Reviews"
              value={value(data?.kycReviews)}
              icon={ShieldCheck}
              isLoading={isLoading}
            />
          </>
        ) : null}
      </Grid>
      <QueryFailure
        query={metrics}
        failed={loadFailureText('The figures', 'reload')}
        failedSize="sm"
      />
    </section>
  );
}
