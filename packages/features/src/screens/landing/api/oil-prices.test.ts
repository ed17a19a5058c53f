import { describe, expect, test } from 'vitest';
import { basePrices, fallbackPrices, priceUnit, simulatePrices } from './oil-prices';

const at = new Date('2024-06-03T10:00:00.000Z');
const now = () => at;

describe('simulatePrices', () => {
  test('stays within ±2.5 % of each base price, rounded to 2 decimals', () => {
    for (const r of [0, 0.1234567, 0.5, 0.987654, 0.999999]) {
      const prices = simulatePrices({ random: () => r, now });
      prices.forEach((p, i) => {
        const base = basePrices[i]!.price;
        expect(Math.abs(p.price - base)).toBeLessThanOrEqual(base * 0.025 + 0.005);
        expect(Math.round(p.price * 100) / 100).toBe(p.price);
        expect(p.change).toBeCloseTo(p.price - base, 10);
        expect(p.currency).toBe('USD');
        expect(p.lastUpdated).toBe(at.toISOString());
      });
    }
  });

  test('the middle of the range is the base price, unchanged', () => {
    const prices = simulatePrices({ random: () => 0.5, now });
    expect(prices.map((p) => [p.symbol, p.name, p.price, p.change, p.changePercent])).toEqual([
      ['BRENT', 'Brent Crude', 82.45, 0, 0],
      ['WTI', 'WTI Crude', 78.12, 0, 0],
      ['NATGAS', 'Natural Gas', 2.89, 0, 0],
    ]);
  });

  test('percent change is against the base price', () => {
    const [brent] = simulatePrices({ random: () => 0.75, now }); // +1.25 %
    expect(brent).toMatchObject({ price: 83.48, change: 1.03, changePercent: 1.25 });
  });

  test('the variation is proportional: the widest swing moves every market by the same share', () => {
    const prices = simulatePrices({ random: () => 0, now });
    expect(prices.map((p) => [p.symbol, p.price, p.change])).toEqual([
      ['BRENT', 80.39, -2.06],
      ['WTI', 76.17, -1.95],
      ['NATGAS', 2.82, -0.07],
    ]);
    // Not the literal ±2 USD, which would take natural gas to 0.89 (−69 %).
    for (const p of prices) expect(Math.abs(p.changePercent)).toBeLessThanOrEqual(2.5);
  });
});

describe('units', () => {
  test('crude per barrel, natural gas per MMBtu', () => {
    expect(priceUnit('BRENT')).toBe('barrel');
    expect(priceUnit('WTI')).toBe('barrel');
    expect(priceUnit('NATGAS')).toBe('MMBtu');
  });
});

test('the fallback prices are the fixed ones of §8', () => {
  expect(fallbackPrices(at).map((p) => [p.symbol, p.price, p.change, p.changePercent])).toEqual([
    ['BRENT', 82.45, 1.23, 1.51],
    ['WTI', 78.12, -0.87, -1.1],
    ['NATGAS', 2.89, 0.05, 1.76],
  ]);
});
