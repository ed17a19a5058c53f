/** The cards of a grid that are in the DOM, and the space the others take above and below them. */
export interface GridWindow {
  /** First item in the DOM (0-based) and the one after the last: items `start` to `end - 1`. */
  start: number;
  end: number;
  /** Height of the rows above and below the window (the list's padding keeps it). */
  before: number;
  after: number;
}

export interface GridLayout {
  /** Items in the grid. */
  count: number;
  /** Columns of the grid (a row holds this many items, the last row maybe fewer). */
  columns: number;
  /** Height of every row, and the gap between two rows, in px. */
  rowHeight: number;
  gap: number;
  /**
   * The top of the viewport in the list's coordinates (px from the list's top edge): negative while
   * the list starts below the viewport's top, larger than the list once it is scrolled past.
   */
  viewTop: number;
  viewHeight: number;
  /** Rows kept in the DOM beyond each edge of the viewport. */
  overscan: number;
}

/**
 * The rows of a grid of equal-height rows that meet the viewport, plus `overscan` rows on each side,
 * as item indexes. Arithmetic only (no measuring): the same range as ui's Table (useRowWindow) but
 * by rows of `columns` items and with a gap between rows, for a list that scrolls with the page.
 * A list wholly below the viewport keeps its first rows, one scrolled past keeps its last ones (so
 * focus and the "load more" control always have cards beside them).
 */
export function gridWindow({
  count,
  columns,
  rowHeight,
  gap,
  viewTop,
  viewHeight,
  overscan,
}: GridLayout): GridWindow {
  if (count <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const perRow = Math.max(1, Math.floor(columns));
  const rows = Math.ceil(count / perRow);
  const pitch = rowHeight + Math.max(0, gap);
  if (rowHeight <= 0 || viewHeight <= 0) {
    // Nothing measured yet: the first rows, enough for a first paint.
    const end = Math.min(count, perRow * (1 + Math.max(0, overscan)));
    return { start: 0, end, before: 0, after: 0 };
  }
  const clampRow = (row: number) => Math.min(rows - 1, Math.max(0, row));
  const first = clampRow(Math.floor(viewTop / pitch));
  const last = Math.max(first, clampRow(Math.ceil((viewTop + viewHeight) / pitch) - 1));
  const startRow = Math.max(0, first - overscan);
  const endRow = Math.min(rows - 1, last + overscan);
  return {
    start: startRow * perRow,
    end: Math.min(count, (endRow + 1) * perRow),
    before: startRow * pitch,
    after: (rows - 1 - endRow) * pitch,
  };
}

/** The height of a grid of `count` items laid out in rows (the spacers plus the rendered rows). */
export function gridHeight({
  count,
  columns,
  rowHeight,
  gap,
}: Pick<GridLayout, 'count' | 'columns' | 'rowHeight' | 'gap'>): number {
  if (count <= 0) return 0;
  const rows = Math.ceil(count / Math.max(1, Math.floor(columns)));
  return rows * rowHeight + (rows - 1) * gap;
}
