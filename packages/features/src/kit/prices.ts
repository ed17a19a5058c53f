import { formatNumber, formatUsd } from '@petrobridge/ui';

/** A price per unit in its currency: "$81.90 / bbl", "705.00 EUR / MT"; 'Price on request' without one. */
export function unitPrice(price: string | null, currency: string, unit: string): string {
  if (price === null) return 'Price on request';
  const amount =
    currency === 'USD'
      ? formatUsd(price)
      : `${formatNumber(price, { minDecimals: 2 })} ${currency}`;
  return `${amount} / ${unit}`;
}
