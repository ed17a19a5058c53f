import { describe, expect, test } from 'vitest';
import { commissionAmount, compareDecimal, fromScaled, toScaled, totalValue } from './money';

describe('exact money', () => {
  test('total value is volume × price without float error', () => {
    expect(totalValue(50_000, '78.12')).toBe('3906000.00');
    expect(totalValue(3, '0.10')).toBe('0.30');
    expect(totalValue(1_000_000, '99999999.99')).toBe('99999999990000.00');
  });

  test('commission is total × rate / 100, rounded half up to cents', () => {
    expect(commissionAmount('3906000.00', '2.5')).toBe('97650.00');
    expect(commissionAmount('0.30', '2.5')).toBe('0.01');
    expect(commissionAmount('100.00', '0')).toBe('0.00');
    expect(commissionAmount('100.00', 100)).toBe('100.00');
    expect(commissionAmount('10.01', '33.33')).toBe('3.34');
  });

  test('parses numbers and strings alike and rejects junk', () => {
    expect(toScaled(0.1 + 0.2, 2)).toBe(30n);
    expect(toScaled('-1.005', 2)).toBe(-101n);
    expect(fromScaled(-5n, 2)).toBe('-0.05');
    expect(() => toScaled('1e5', 2)).toThrow(RangeError);
    expect(() => toScaled('abc', 2)).toThrow(RangeError);
    expect(compareDecimal('0.01', 0)).toBe(1);
    expect(compareDecimal('2.50', '2.5')).toBe(0);
  });
});
