import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export interface RowWindow {
  /** First and last row index in the DOM (inclusive); `end < start` when there are none. */
  start: number;
  end: number;
  /** Height of the rows above and below the window, kept by spacers. */
  before: number;
  after: number;
}

interface View {
  offset: number;
  height: number;
}

/**
 * The rows of a scrolling list of equal-height rows that are in view, plus `overscan` on each side.
 *
 * Every row of the Table has the same height, so the window is arithmetic on the scroller's offset
 * and height: no per-row measuring, hence no virtualisation library (@tanstack/react-virtual was
 * 32 kB of the dashboard's first load, docs/performance.md#budgets). It follows @tanstack/virtual-core's
 * range for fixed sizes: nothing until the scroller has a height, the offset clamped to the end of
 * the list, the first row the one at the offset, the last the one that reaches the bottom edge.
 * Before the scroller is known the view is assumed as tall as the window, so the first paint
 * already has rows.
 */
export function useRowWindow(
  count: number,
  scroller: HTMLElement | null,
  rowHeight: number,
  overscan: number,
): RowWindow {
  const [view, setView] = useState<View>(() => ({
    offset: 0,
    height: typeof window === 'undefined' ? 0 : window.innerHeight,
  }));
  useLayoutEffect(() => {
    if (!scroller) return;
    const read = (sync: boolean) => {
      const next = { offset: scroller.scrollTop, height: scroller.getBoundingClientRect().height };
      const update = () =>
        setView((v) => (v.offset === next.offset && v.height === next.height ? v : next));
      // While scrolling, render the new rows before the browser paints the gap.
      if (sync) flushSync(update);
      else update();
    };
    const onScroll = () => read(true);
    read(false);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(() => read(false));
    observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [scroller]);

  const none = { start: 0, end: -1, before: 0, after: 0 };
  if (count === 0 || view.height <= 0 || rowHeight <= 0) return none;
  const total = count * rowHeight;
  const offset = Math.max(0, Math.min(view.offset, total - view.height));
  const first = Math.min(count - 1, Math.floor(offset / rowHeight));
  const last = Math.min(
    count - 1,
    Math.max(first, Math.ceil((offset + view.height) / rowHeight) - 1),
  );
  const start = Math.max(0, first - overscan);
  const end = Math.min(count - 1, last + overscan);
  return { start, end, before: start * rowHeight, after: total - (end + 1) * rowHeight };
}
