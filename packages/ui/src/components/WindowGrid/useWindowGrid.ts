import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { gridWindow, type GridWindow } from './gridWindow';

interface Measured {
  columns: number;
  gap: number;
  /** The tallest row seen at this width (every row is given at least this height). */
  rowHeight: number;
  width: number;
}

interface View {
  top: number;
  height: number;
}

export interface WindowGridOptions {
  /** Rows kept in the DOM beyond each edge of the viewport. @default 2 */
  overscan?: number;
  /** A row's height before one is measured, in px. @default 300 */
  estimatedRowHeight?: number;
}

export interface WindowGridResult extends GridWindow {
  /**
   * For the grid element (a CSS grid whose rows are its items' rows): the spacers as padding, every
   * row at least as tall as the tallest one measured, and no scroll anchoring on content that comes
   * and goes.
   */
  style: CSSProperties;
}

const sameWindow = (a: GridWindow, b: GridWindow) =>
  a.start === b.start && a.end === b.end && a.before === b.before && a.after === b.after;

/**
 * Windowing for a CSS grid of cards that scrolls with the page (window scrolling): only the rows
 * near the viewport are rendered (see {@link gridWindow}), the others are the grid's top and bottom
 * padding. Rows have one height: the tallest row measured at the grid's current width, applied to
 * every row as `grid-auto-rows: minmax(h, auto)` (a taller card raises it, seen by a
 * ResizeObserver on the rendered rows; a new width measures again). Columns and the row gap are read
 * from the grid's computed style when its size changes, so a responsive `auto-fill` grid works as
 * is. Scrolling re-renders only when the window changes (about once a row), synchronously so that
 * new rows are in before the browser paints the gap; nothing is measured on the way.
 *
 * `grid` is the grid element (a state setter as its ref, so that the hook sees it mount).
 */
export function useWindowGrid(
  count: number,
  grid: HTMLElement | null,
  { overscan = 2, estimatedRowHeight = 300 }: WindowGridOptions = {},
): WindowGridResult {
  const [measured, setMeasured] = useState<Measured>({
    columns: 1,
    gap: 0,
    rowHeight: 0,
    width: 0,
  });
  const [view, setView] = useState<View>(() => ({
    top: 0,
    height: typeof window === 'undefined' ? 0 : window.innerHeight,
  }));
  const rowHeight = measured.rowHeight || estimatedRowHeight;
  const range = gridWindow({
    count,
    columns: measured.columns,
    rowHeight,
    gap: measured.gap,
    viewTop: view.top,
    viewHeight: view.height,
    overscan,
  });

  // What the scroll listener needs of the latest render, without re-subscribing.
  const latest = useRef({ count, measured, rowHeight, overscan, range });
  latest.current = { count, measured, rowHeight, overscan, range };

  const readView = useCallback(
    (sync: boolean) => {
      if (!grid) return;
      const next = { top: -grid.getBoundingClientRect().top, height: window.innerHeight };
      const { count: n, measured: m, rowHeight: h, overscan: o, range: shown } = latest.current;
      const wanted = gridWindow({
        count: n,
        columns: m.columns,
        rowHeight: h,
        gap: m.gap,
        viewTop: next.top,
        viewHeight: next.height,
        overscan: o,
      });
      if (sameWindow(wanted, shown)) return;
      if (sync) flushSync(() => setView(next));
      else setView(next);
    },
    [grid],
  );

  // The grid's columns, row gap and width: on mount and when its size changes (they follow the
  // width), read from its computed style. A new width measures the rows again.
  const rowObserver = useRef<ResizeObserver | null>(null);
  const observed = useRef(new Set<Element>());
  useLayoutEffect(() => {
    if (!grid) return undefined;
    const readGrid = () => {
      const style = getComputedStyle(grid);
      const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter(Boolean).length);
      const gap = Number.parseFloat(style.rowGap) || 0;
      const width = grid.clientWidth;
      setMeasured((m) => {
        if (m.columns === columns && m.gap === gap && m.width === width) return m;
        const same = m.columns === columns && m.width === width;
        return { columns, gap, width, rowHeight: same ? m.rowHeight : 0 };
      });
    };
    readGrid();
    const gridObserver = new ResizeObserver(readGrid);
    gridObserver.observe(grid);
    // Rows taller than the current height (a card with more text): after layout, no forced reads.
    const rows = new ResizeObserver((entries) => {
      let tallest = 0;
      for (const entry of entries)
        tallest = Math.max(
          tallest,
          entry.borderBoxSize?.[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight,
        );
      setMeasured((m) => (tallest > m.rowHeight ? { ...m, rowHeight: tallest } : m));
    });
    rowObserver.current = rows;
    const tracked = observed.current;
    return () => {
      gridObserver.disconnect();
      rows.disconnect();
      tracked.clear();
      rowObserver.current = null;
    };
  }, [grid]);

  // After every render: watch the rows now in the DOM, forget the ones gone. Only when nothing is
  // measured yet (first rows, a new width) are their heights read at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const rows = rowObserver.current;
    if (!grid || !rows) return;
    for (const element of observed.current)
      if (element.parentElement !== grid) {
        rows.unobserve(element);
        observed.current.delete(element);
      }
    let tallest = 0;
    for (const child of grid.children) {
      if (!observed.current.has(child)) {
        rows.observe(child);
        observed.current.add(child);
      }
      if (measured.rowHeight === 0)
        tallest = Math.max(tallest, (child as HTMLElement).offsetHeight);
    }
    if (tallest > 0) setMeasured((m) => (tallest > m.rowHeight ? { ...m, rowHeight: tallest } : m));
  });

  // The viewport: on scroll, on resize, and whenever what is laid out changes.
  useLayoutEffect(() => {
    if (!grid) return undefined;
    const onScroll = () => readView(true);
    const onResize = () => readView(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [grid, readView]);
  useLayoutEffect(() => readView(false), [readView, count, measured]);

  return {
    ...range,
    style: {
      paddingTop: range.before,
      paddingBottom: range.after,
      gridAutoRows: measured.rowHeight ? `minmax(${measured.rowHeight}px, auto)` : undefined,
      // Items keep their own height: stretched to the row, a card would measure the row's height
      // back (each height the largest yet, rows would only grow: a card once drawn 900 px tall).
      alignItems: 'start',
      overflowAnchor: 'none',
    },
  };
}
