import { describe, expect, test } from 'vitest';
import type { Schema } from '@petrobridge/api-client';
import type { Rfq } from '../../../data/api/rfqs';
import { rowOf, sortRows } from './match-rows';

const offer = (id: string, patch: Partial<Schema<'Offer'>>): Schema<'Offer'> => ({
  id,
  productType: 'diesel',
  volume: 15_000,
  volumeUnit: 'MT',
  remainingVolume: 15_000,
  pricePerUnit: '705.00',
  currency: 'USD',
  deliveryLocation: null,
  deliveryDate: '2031-01-01',
  terms: null,
  isActive: true,
  isAnonymized: true,
  verifiedSupply: false,
  deliveryPassed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});
const rfq = { productType: 'diesel', volume: 89_400, volumeUnit: 'bbl' } as Rfq;
const candidate = (o: Schema<'Offer'>, score: number) => ({
  offer: o,
  score,
  isMatch: true,
  reasons: [],
});

describe("RFQ matching's table rows", () => {
  const rows = [
    candidate(offer('mt', {}), 90),
    candidate(
      offer('bbl', {
        volumeUnit: 'bbl',
        volume: 100_000,
        remainingVolume: 60_000,
        pricePerUnit: '94.00',
      }),
      80,
    ),
    candidate(offer('on-request', { pricePerUnit: null, deliveryDate: null }), 70),
  ].map((c) => rowOf(c, rfq));

  test('the volume is what remains, in the RFQ’s unit; the price per MT through the density', () => {
    expect(rows[0]).toMatchObject({ volume: 111_750, perMT: 705, price: 705 });
    expect(rows[1]).toMatchObject({ volume: 60_000, perMT: 700.3, price: 94 });
    expect(rows[2]).toMatchObject({ perMT: null, price: null, delivery: null });
  });

  test('sorts by the normalised price, not the raw number, missing values last either way', () => {
    const ids = (column: string, direction: 'ascending' | 'descending') =>
      sortRows(rows, { column, direction }).map((r) => r.id);
    expect(ids('perMT', 'ascending')).toEqual(['bbl', 'mt', 'on-request']);
    expect(ids('perMT', 'descending')).toEqual(['mt', 'bbl', 'on-request']);
    expect(ids('price', 'ascending')).toEqual(['bbl', 'mt', 'on-request']);
    expect(ids('score', 'descending')).toEqual(['mt', 'bbl', 'on-request']);
    expect(ids('delivery', 'ascending')).toEqual(['mt', 'bbl', 'on-request']);
  });
});
