import { Card, Grid, formatNumber, formatUsd } from '@petrobridge/ui';
import { BarChart, LineChart } from '@petrobridge/ui/charts';
import { dealStatusDisplay } from '../../kit/status';
import type { AnalyticsMetrics } from '../../data/api/dashboards';
import { dailySeries, monthlyCommission, statusFunnel } from './figures';

const usd = (value: number) => formatUsd(value, { decimals: 0 });
const usdTick = (value: number) => `$${formatNumber(value, { compact: true, maxDecimals: 1 })}`;
const count = (value: number) => formatNumber(value);

interface AnalyticsChartsProps {
  metrics: AnalyticsMetrics | undefined;
  isLoading: boolean;
  /** Brokers, admins and super admins: the commission chart. */
  showCommission: boolean;
}

/** The charts: deals and value per day over the period, the status funnel, commission by month. */
export function AnalyticsCharts({ metrics, isLoading, showCommission }: AnalyticsChartsProps) {
  const empty = 'No deals in the last 30 days';
  return (
    <Grid columns={{ mobile: 1, desktop: 2 }} gap="6">
      <Card>
        <LineChart
          title="Deals per day"
          description="Deals created in the last 30 days"
          data={metrics ? dailySeries(metrics, 'deals') : []}
          categoryLabel="Day"
          valueLabel="Deals"
          formatValue={count}
          color="c1"
          isLoading={isLoading}
          emptyMessage={empty}
        />
      </Card>
      <Card>
        <BarChart
          title="Deal value per day"
          description="Last 30 days, USD deals not cancelled"
          data={metrics ? dailySeries(metrics, 'value') : []}
          categoryLabel="Day"
          valueLabel="Deal value (USD)"
          formatValue={usd}
          formatTick={usdTick}
          color="c2"
          isLoading={isLoading}
          emptyMessage={empty}
        />
      </Card>
      <Card>
        <BarChart
          title="Status funnel"
          description="Deals of the last 30 days that reached each stage (cancelled left out)"
          data={metrics ? statusFunnel(metrics, (s) => dealStatusDisplay[s].label) : []}
          categoryLabel="Stage"
          valueLabel="Deals"
          formatValue={count}
          orientation="horizontal"
          color="c3"
          isLoading={isLoading}
          emptyMessage={empty}
        />
      </Card>
      {showCommission ? (
        <Card>
          <BarChart
            title="Commission by month"
            description="USD deals not cancelled, the last six months"
            data={metrics ? monthlyCommission(metrics) : []}
            categoryLabel="Month"
            valueLabel="Commission (USD)"
            formatValue={usd}
            formatTick={usdTick}
            color="c4"
            isLoading={isLoading}
            emptyMessage="No commission in the last six months"
          />
        </Card>
      ) : null}
    </Grid>
  );
}
