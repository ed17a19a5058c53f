import { describe, expect, test } from 'vitest';
import { formatDealMoney } from './money';

describe('formatDealMoney', () => {
  test('US dollars as the dashboards show them', () => {
    expect(formatDealMoney('4050000', 'USD')).toBe('$4,050,000');
    expect(formatDealMoney('1250.5', 'USD', 2)).toBe('$1,250.50');
  });

  test('another currency with its code, and the same decimals as dollars', () => {
    expect(formatDealMoney('1250.5', 'EUR', 2)).toBe('1,250.50 EUR');
    expect(formatDealMoney('1250.5', 'EUR')).toBe('1,251 EUR');
    expect(formatDealMoney('82', 'GBP', 2)).toBe('82.00 GBP');
  });

  test('no amount reads as missing', () => {
    expect(formatDealMoney(null, 'EUR')).toBe('—');
  });
});
