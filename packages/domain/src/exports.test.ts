import { describe, expect, test } from 'vitest';
import { csvCell, csvRow, dealExportCells, dealExportHeader } from './exports';

const deal = {
  dealNumber: 'PB-2024-000041',
  productType: 'crude_oil_brent' as const,
  volume: 50000,
  volumeUnit: 'bbl',
  pricePerUnit: '82.45',
  currency: 'USD',
  totalValue: '4122500.00',
  status: 'lc_pending' as const,
  sellerCompanyName: 'Niger Delta Petroleum Ltd',
  buyerCompanyName: 'Anonymous buyer',
  deliveryLocation: 'Rotterdam',
  deliveryDate: '2024-08-15',
  createdAt: '2024-06-03T09:45:00.000Z',
  commissionRate: '2.50',
  commissionAmount: '103062.50',
};

describe('deal export', () => {
  test('13 columns for traders, 15 with commission for staff, cells in the same order', () => {
    expect(dealExportHeader(false)).toHaveLength(13);
    expect(dealExportHeader(true).slice(13)).toEqual(['Commission rate', 'Commission amount']);
    expect(dealExportCells(deal, false)).toHaveLength(13);
    const cells = dealExportCells(deal, true);
    expect(cells).toHaveLength(15);
    expect(cells[dealExportHeader(true).indexOf('Product')]).toBe('Brent Crude Oil');
    expect(cells[dealExportHeader(true).indexOf('Status')]).toBe('lc pending');
    expect(cells.at(-1)).toBe('103062.50');
  });
});

describe('csv', () => {
  test('quotes separators and quotes; neutralises a formula at the start of a cell or after a separator', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell('Acme, Ltd')).toBe('"Acme, Ltd"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('Acme;=1+1;Ltd')).toBe('"Acme;\'=1+1;Ltd"');
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });
});
