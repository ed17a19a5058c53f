/** The contract PDF wraps every line to the page, a long word too (issue 28). */
import { describe, expect, test } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { renderContract, wrap } from '../src/lib/contract';

const A4_TEXT_WIDTH = 595.28 - 2 * 56;

describe('wrap', () => {
  test('a 255-character word is broken into lines that each fit, losing nothing', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const name = 'W'.repeat(255);
    const lines = wrap(`Seller ${name} Ltd`, font, 10, A4_TEXT_WIDTH);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines)
      expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(A4_TEXT_WIDTH);
    expect(lines.join('').replaceAll(' ', '')).toBe(`Seller${name}Ltd`);
    expect(lines[0]).toBe('Seller');
    expect(lines.at(-1)!.endsWith('Ltd')).toBe(true);
  });

  test('ordinary text wraps at spaces as before', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const text = 'Incoterms 2020 as stated in the delivery terms. '.repeat(6).trim();
    const lines = wrap(text, font, 10, A4_TEXT_WIDTH);
    for (const line of lines) {
      expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(A4_TEXT_WIDTH);
      expect(line).not.toMatch(/^\s|\s$/);
    }
    expect(lines.join(' ')).toBe(text);
  });

  test('a contract between two 255-character company names renders', async () => {
    const { bytes } = await renderContract({
      dealNumber: 'PB-2026-000001',
      sellerCompany: 'S'.repeat(255),
      buyerCompany: `${'B'.repeat(200)} ${'Q'.repeat(55)}`,
      productType: 'diesel',
      volume: 1000,
      volumeUnit: 'MT',
      pricePerUnit: '700.00',
      totalValue: '700000.00',
      currency: 'USD',
      deliveryLocation: 'L'.repeat(300),
      deliveryDate: '2031-01-01',
      lockedAt: new Date('2026-11-27T00:00:00Z'),
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
