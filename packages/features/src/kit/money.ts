import { formatNumber, formatUsd, missingValue } from '@petrobridge/ui';
import type { Schema } from '@petrobridge/api-client';

type Deal = Schema<'Deal'>;

/**
 * A deal's amount in its own currency: USD as the dashboards show it, others with their code; whole
 * units unless `decimals` asks for cents (a price per unit), always as many as asked, as for USD.
 */
export function formatDealMoney(
  value: string | null | undefined,
  currency: Deal['currency'],
  decimals: 0 | 2 = 0,
) {
  if (value === null || value === undefined) return missingValue;
  return currency === 'USD'
    ? formatUsd(value, { decimals })
    : `${formatNumber(value, { minDecimals: decimals, maxDecimals: decimals })} ${currency}`;
}
