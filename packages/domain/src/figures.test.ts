import { describe, expect, it } from 'vitest';
import { dealStatuses, type DealStatus } from './deals';
import { commissionRateSchema } from './validation';
import {
  MAX_COMMISSION_RATE,
  buyerFee,
  commissionFigures,
  commissionStateOf,
  tradeFigures,
  tradeStateOf,
  type FigureDeal,
} from './figures';

const deal = (status: DealStatus, over: Partial<FigureDeal> = {}): FigureDeal => ({
  status,
  currency: 'USD',
  totalValue: '1000.00',
  commissionAmount: '25.00',
  ...over,
});

describe('figures', () => {
  it('gives each status one commission state: negotiation none, locked expected, completed earned, cancelled void', () => {
    expect(Object.fromEntries(dealStatuses.map((s) => [s, commissionStateOf(s)]))).toEqual({
      negotiation: null,
      lc_pending: 'expected',
      lc_confirmed: 'expected',
      shipped: 'expected',
      delivered: 'expected',
      completed: 'earned',
      cancelled: 'void',
    });
  });

  it('counts a trader’s completed deals and committed (locked) deals apart, never negotiation or cancelled', () => {
    expect(dealStatuses.map(tradeStateOf)).toEqual([
      null,
      'committed',
      'committed',
      'committed',
      'committed',
      'completed',
      null,
    ]);
    const all = dealStatuses.map((s) => deal(s));
    expect(tradeFigures(all)).toEqual({ completed: '1000.00', committed: '4000.00' });
  });

  it('sums commission in USD by state and counts other currencies apart', () => {
    const all = [
      ...dealStatuses.map((s) => deal(s)),
      deal('completed', { currency: 'EUR' }),
      deal('negotiation', { currency: 'EUR' }),
      deal('shipped', { commissionAmount: null }),
    ];
    expect(commissionFigures(all)).toEqual({
      expected: '100.00',
      earned: '25.00',
      void: '25.00',
      otherCurrencyCount: 1,
    });
  });

  it('charges no fee on a cancelled deal or without a price', () => {
    expect(buyerFee(deal('shipped', { commissionAmount: '25.01' }))).toBe('12.51');
    expect(buyerFee(deal('cancelled'))).toBeNull();
    expect(buyerFee(deal('negotiation', { commissionAmount: null }))).toBeNull();
  });
});

describe('the commission change (commissionRateSchema)', () => {
  const parse = (body: Record<string, unknown>) => commissionRateSchema.safeParse(body);
  const message = (body: Record<string, unknown>, path: string) => {
    const r = parse(body);
    return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === path)?.message;
  };

  it('keeps what was typed to two decimals', () => {
    for (const [typed, kept] of [
      ['1.75', '1.75'],
      [1.75, '1.75'],
      ['0', '0.00'],
      ['10', '10.00'],
      ['2.5', '2.50'],
    ] as const)
      expect(parse({ commissionRate: typed, reason: 'Desk agreement' }).data?.commissionRate).toBe(
        kept,
      );
  });

  it(`refuses a rate outside 0–${MAX_COMMISSION_RATE} % or with more decimals, never clamps`, () => {
    expect(message({ commissionRate: 150, reason: 'x' }, 'commissionRate')).toBe(
      'Commission rate must be between 0 and 10',
    );
    expect(message({ commissionRate: '10.01', reason: 'x' }, 'commissionRate')).toBe(
      'Commission rate must be between 0 and 10',
    );
    expect(message({ commissionRate: -1, reason: 'x' }, 'commissionRate')).toBe(
      'Commission rate must be between 0 and 10',
    );
    expect(message({ commissionRate: '1.755', reason: 'x' }, 'commissionRate')).toBe(
      'Commission rate must have at most 2 decimal places',
    );
  });

  it('requires a reason', () => {
    expect(message({ commissionRate: 2 }, 'reason')).toBe('Reason is required');
    expect(message({ commissionRate: 2, reason: '   ' }, 'reason')).toBe('Reason is required');
    expect(parse({ commissionRate: 2, reason: ' Volume rebate ' }).data?.reason).toBe(
      'Volume rebate',
    );
  });
});
