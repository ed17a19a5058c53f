import { formatNumber, formatUsd, missingValue } from '@petrobridge/ui';
import type { Deal } from '../../api/deals';

/** A deal's amount in its own currency: USD as the dashboards show it, others with their code. */
export function formatDealMoney(value: string | null | undefined, currency: Deal['currency']) {
  if (value === null || value === undefined) return missingValue;
  return currency === 'USD'
    ? formatUsd(value, { decimals: 0 })
    : `${formatNumber(value, { maxDecimals: 0 })} ${currency}`;
}
