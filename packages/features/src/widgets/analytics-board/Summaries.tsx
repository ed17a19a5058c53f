import { useId } from 'react';
import {
  BarList,
  Card,
  Grid,
  Skeleton,
  Stack,
  Text,
  formatNumber,
  formatPercent,
} from '@petrobridge/ui';
import { productTypeNames } from '@petrobridge/domain';
import { dealStatusDisplay, kycStatusDisplay } from '../../kit/status';
import type { AnalyticsMetrics } from '../../data/api/dashboards';
import { marketProducts, marketStatuses, productCount, statusCount, successRate } from './figures';
import * as styles from './analytics.css';
import { Loadable } from '../../kit/screen-state';

interface SummaryProps {
  metrics: AnalyticsMetrics | undefined;
  isLoading: boolean;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}

/** §2 Performance Summary: Success Rate = completed deals ÷ all deals, rounded, with its parts. */
export function PerformanceSummary({ metrics, isLoading }: SummaryProps) {
  const rate = metrics ? successRate(metrics) : null;
  return (
    <Card title="Performance Summary" headingLevel={2} aria-busy={isLoading}>
      <Loadable
        query={{ data: metrics, isLoading }}
        loading={<Skeleton lines={3} />}
        idle={<Skeleton lines={3} />}
      >
        {(metrics) => (
          <dl className={styles.figures}>
            <Figure label="Success Rate" value={rate === null ? '—' : formatPercent(rate)} />
            <Figure label="Completed Deals" value={formatNumber(metrics.completedDeals)} />
            <Figure label="Total Deals" value={formatNumber(metrics.totalDeals)} />
            <Figure label="Active Deals" value={formatNumber(metrics.activeDeals)} />
          </dl>
        )}
      </Loadable>
    </Card>
  );
}

/** §2 Market Activity over the last 30 days: four products, four statuses. */
export function MarketActivity({ metrics, isLoading }: SummaryProps) {
  const id = useId();
  return (
    <Card title="Market Activity" description="Last 30 days" headingLevel={2} aria-busy={isLoading}>
      <Loadable
        query={{ data: metrics, isLoading }}
        loading={<Skeleton lines={4} />}
        idle={<Skeleton lines={4} />}
      >
        {(metrics) => (
          <Grid columns={{ mobile: 1, tablet: 2 }} gap="6">
            <Stack gap="3">
              <Text weight="semibold" size="sm" id={`${id}-products`}>
                Product distribution
              </Text>
              <BarList
                aria-labelledby={`${id}-products`}
                color="categorical"
                items={marketProducts.map((p) => ({
                  id: p,
                  label: productTypeNames[p],
                  value: productCount(metrics, p),
                }))}
              />
            </Stack>
            <Stack gap="3">
              <Text weight="semibold" size="sm" id={`${id}-statuses`}>
                Deal status
              </Text>
              <BarList
                aria-labelledby={`${id}-statuses`}
                color="c3"
                items={marketStatuses.map((s) => ({
                  id: s,
                  label: dealStatusDisplay[s].label,
                  value: statusCount(metrics, s),
                }))}
              />
            </Stack>
          </Grid>
        )}
      </Loadable>
    </Card>
  );
}

/** Admins: the platform's totals and every company by KYC status. */
export function PlatformOverview({ metrics, isLoading }: SummaryProps) {
  const id = useId();
  const platform = metrics?.platform;
  const kyc = metrics?.kycBreakdown ?? [];
  return (
    <Card title="Platform Overview" headingLevel={2} aria-busy={isLoading}>
      <Loadable
        query={{ data: platform, isLoading }}
        loading={<Skeleton lines={4} />}
        idle={<Skeleton lines={4} />}
      >
        {(platform) => (
          <Grid columns={{ mobile: 1, tablet: 2 }} gap="6">
            <dl className={styles.figures}>
              <Figure label="Users" value={formatNumber(platform.users)} />
              <Figure label="Companies" value={formatNumber(platform.companies)} />
              <Figure label="Active Offers" value={formatNumber(platform.activeOffers)} />
              <Figure label="Active RFQs" value={formatNumber(platform.activeRfqs)} />
            </dl>
            <Stack gap="3">
              <Text weight="semibold" size="sm" id={`${id}-kyc`}>
                Companies by KYC status
              </Text>
              <BarList
                aria-labelledby={`${id}-kyc`}
                color="c1"
                items={kyc.map((k) => ({
                  id: k.status,
                  label: kycStatusDisplay[k.status].label,
                  value: k.companies,
                }))}
              />
            </Stack>
          </Grid>
        )}
      </Loadable>
    </Card>
  );
}
