import { describe, expect, test } from 'vitest';
import { periodTrend, pointsTrend } from './trends';

const plain = (n: number) => String(n);

describe('overview trends: the last 30 days against the 30 before, with both figures', () => {
  test('a percentage against the previous period, beside the two figures it compares', () => {
    expect(periodTrend(112, 100, plain)).toEqual({
      change: '+12%',
      description: 'last 30 days: 112 vs 100 the 30 days before',
    });
    expect(periodTrend(3, 4, plain)).toEqual({
      change: '-25%',
      description: 'last 30 days: 3 vs 4 the 30 days before',
    });
    expect(periodTrend(4, 4, (n) => `$${n}`)).toEqual({
      change: '0%',
      description: 'last 30 days: $4 vs $4 the 30 days before',
    });
  });

  test('no previous period: the count itself, never an invented percentage', () => {
    expect(periodTrend(5, 0, plain)).toEqual({
      change: '+5',
      description: 'in the last 30 days; none the 30 days before',
    });
    expect(periodTrend(0, 0, plain)).toEqual({
      change: '—',
      description: 'none in the last 60 days',
    });
  });

  test('match success in percentage points, or why there is none', () => {
    expect(pointsTrend(60, 55)).toEqual({
      change: '+5 pts',
      description: 'RFQs of the last 30 days: 60% vs 55% the 30 days before',
    });
    expect(pointsTrend(40, 55)).toEqual({
      change: '-15 pts',
      description: 'RFQs of the last 30 days: 40% vs 55% the 30 days before',
    });
    expect(pointsTrend(null, 55)).toEqual({
      change: '—',
      description: 'no RFQs in the last 30 days',
    });
    expect(pointsTrend(60, null)).toEqual({
      change: '—',
      description: 'no RFQs the 30 days before',
    });
  });
});
