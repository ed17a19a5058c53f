import { describe, expect, test } from 'vitest';
import { gridHeight, gridWindow, type GridLayout } from './gridWindow';

/** 1,000 cards in 3 columns (334 rows), rows of 300 px with 16 px between them, an 800 px viewport. */
const base: GridLayout = {
  count: 1000,
  columns: 3,
  rowHeight: 300,
  gap: 16,
  viewTop: 0,
  viewHeight: 800,
  overscan: 2,
};
const pitch = 316;
const at = (patch: Partial<GridLayout>) => gridWindow({ ...base, ...patch });
/** Rows in the DOM, from a window. */
const rowsOf = (w: { start: number; end: number }, columns = 3) =>
  Math.ceil((w.end - w.start) / columns);

describe('gridWindow', () => {
  test('at the top: the rows in view and the overscan below, nothing above', () => {
    const w = at({});
    // Rows 0–2 meet 800 px (0–299, 316–615, 632–931), plus two rows of overscan.
    expect(w).toEqual({ start: 0, end: 15, before: 0, after: (334 - 5) * pitch });
  });

  test('in the middle: whole rows, overscan on both sides, spacers of whole rows', () => {
    const w = at({ viewTop: 100 * pitch + 10 });
    // Rows 100–102 are in view (the viewport ends inside row 102).
    expect(w.start).toBe(98 * 3);
    expect(w.end).toBe(105 * 3);
    expect(w.before).toBe(98 * pitch);
    expect(w.after).toBe((334 - 105) * pitch);
  });

  test('the spacers and the rendered rows always add up to the whole grid', () => {
    for (const viewTop of [-500, 0, 1234, 50_000, 105_000, 200_000]) {
      const w = at({ viewTop });
      const rendered = rowsOf(w) * base.rowHeight + (rowsOf(w) - 1) * base.gap;
      expect(w.before + rendered + w.after).toBe(gridHeight(base));
    }
  });

  test('a partial last row: the window ends at the last item, not past it', () => {
    const w = at({ viewTop: 1_000_000 });
    expect(w.end).toBe(1000);
    expect(w.after).toBe(0);
    // Scrolled past the list: its last rows stay (the row with item 999 and the overscan).
    expect(w.start).toBe(331 * 3);
  });

  test('a list below the viewport keeps its first rows only', () => {
    const w = at({ viewTop: -600 });
    // Only the first 200 px of the list are in view: row 0, plus the overscan.
    expect(w).toMatchObject({ start: 0, end: 9, before: 0 });
  });

  test('the DOM holds a bounded number of cards, however many are loaded', () => {
    for (const count of [1000, 10_000, 100_000]) {
      const w = at({ count, viewTop: count * 50 });
      expect(w.end - w.start).toBeLessThanOrEqual(3 * (4 + 2 * 2));
    }
  });

  test('one column (a phone) windows item by item', () => {
    const w = at({ columns: 1, viewTop: 10 * pitch });
    expect(w.start).toBe(8);
    expect(w.end).toBe(10 + 3 + 2);
  });

  test('before anything is measured: the first rows, no spacers', () => {
    expect(at({ rowHeight: 0 })).toEqual({ start: 0, end: 9, before: 0, after: 0 });
    expect(at({ viewHeight: 0, count: 4 })).toEqual({ start: 0, end: 4, before: 0, after: 0 });
  });

  test('nothing to show', () => {
    expect(at({ count: 0 })).toEqual({ start: 0, end: 0, before: 0, after: 0 });
    expect(gridHeight({ ...base, count: 0 })).toBe(0);
  });

  test('odd inputs stay in range (a fractional column count, no gap)', () => {
    const w = at({ columns: 2.7, gap: 0, viewTop: 300 * 10 });
    expect(w.start % 2).toBe(0);
    expect(w.before).toBe((w.start / 2) * 300);
  });
});
