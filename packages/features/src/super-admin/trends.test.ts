import { describe, expect, test } from 'vitest';
import { periodTrend, pointsTrend } from './trends';

const plain = (n: number) => String(n);

describe('overview trends', () => {
  test('a percentage against a previous period', () => {
    expect(periodTrend(112, 100, plain)).toEqual({ change: '+12%', description: 'vs last month' });
    expect(periodTrend(3, 4, plain)).toEqual({ change: '-25%', description: 'vs last month' });
    expect(periodTrend(4, 4, plain)).toEqual({ change: '0%', description: 'vs last month' });
  });

  test('no previous period: the count itself, never an invented percentage', () => {
    expect(periodTrend(5, 0, plain)).toEqual({
      change: '+5',
      description: 'in 30 days; none the 30 before',
    });
    expect(periodTrend(0, 0, plain)).toEqual({
      change: '—',
      description: 'none in the last 60 days',
    });
  });

  test('match success in percentage points, or why there is none', () => {
    expect(pointsTrend(60, 55)).toEqual({ change: '+5 pts', description: 'vs last month' });
    expect(pointsTrend(40, 55)).toEqual({ change: '-15 pts', description: 'vs last month' });
    expect(pointsTrend(null, 55)).toEqual({
      change: '—',
      description: 'no RFQs in the last 30 days',
    });
    expect(pointsTrend(60, null)).toEqual({ change: '—', description: 'no RFQs the month before' });
  });
});
