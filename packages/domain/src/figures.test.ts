import { describe, expect, it } from 'vitest';
import { dealStatuses, type DealStatus } from './deals';
import {
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
