import { useEffect, useRef, useState } from 'react';

/**
 * A scrolling region must be reachable by keyboard (axe `scrollable-region-focusable`): returns a
 * ref and a `tabIndex` that is 0 only while the element's content overflows it.
 */
export function useOverflowFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setOverflows(
        element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { ref, tabIndex: overflows ? 0 : undefined };
}
