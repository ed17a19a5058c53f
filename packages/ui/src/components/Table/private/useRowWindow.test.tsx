// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useRowWindow } from './useRowWindow';

/** A scroller of the given height (jsdom has no layout) scrolled to `scrollTop`. */
function scrollerOf(height: number) {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ height }) as DOMRect;
  return element;
}
const scrollTo = (element: HTMLElement, top: number) =>
  act(() => {
    element.scrollTop = top;
    element.dispatchEvent(new Event('scroll'));
  });

beforeEach(() => {
  // jsdom has no ResizeObserver; the window follows scrolling here, resizing is the browser's.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('useRowWindow (rows of 48 px in a 480 px scroller, 10 rows of overscan)', () => {
  test('at the top: rows 0–19 in the DOM, the rest kept by the bottom spacer', () => {
    const scroller = scrollerOf(480);
    const { result } = renderHook(() => useRowWindow(1000, scroller, 48, 10));
    expect(result.current).toEqual({ start: 0, end: 19, before: 0, after: 980 * 48 });
  });

  test('scrolled half-way through row 100: rows in view plus 10 each side', () => {
    const scroller = scrollerOf(480);
    const { result } = renderHook(() => useRowWindow(1000, scroller, 48, 10));
    scrollTo(scroller, 100 * 48 + 24);
    // Rows 100 to 110 are (partly) in view.
    expect(result.current).toEqual({ start: 90, end: 120, before: 90 * 48, after: 879 * 48 });
  });

  test('past the end (a shrinking list): clamped to the last screenful', () => {
    const scroller = scrollerOf(480);
    const { result } = renderHook(() => useRowWindow(1000, scroller, 48, 10));
    scrollTo(scroller, 10_000_000);
    expect(result.current).toMatchObject({ start: 980, end: 999, after: 0 });
  });

  test('fewer rows than fit: all of them, no spacers', () => {
    const scroller = scrollerOf(480);
    const { result } = renderHook(() => useRowWindow(3, scroller, 48, 10));
    expect(result.current).toEqual({ start: 0, end: 2, before: 0, after: 0 });
  });

  test('no rows, or a scroller without height: nothing', () => {
    expect(renderHook(() => useRowWindow(0, scrollerOf(480), 48, 10)).result.current.end).toBe(-1);
    expect(renderHook(() => useRowWindow(50, scrollerOf(0), 48, 10)).result.current.end).toBe(-1);
  });

  test('before the scroller exists the view is as tall as the window', () => {
    window.innerHeight = 960;
    const { result } = renderHook(() => useRowWindow(1000, null, 48, 10));
    expect(result.current).toMatchObject({ start: 0, end: 29 });
  });
});
