import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PagesResult } from '@petrobridge/api-client';
import { Button, Inline, Spinner, Stack, Text, formatNumber, useWindowGrid } from '@petrobridge/ui';
import type { ListPosition } from './ListingCard';
import { listingsInstead } from './Listings';
import * as s from './marketplace.css';

interface InfiniteListingsProps<T> {
  pages: PagesResult<T>;
  /** The list's name ("offers", "RFQs"), also in its status line and its Load more button. */
  what: string;
  empty: string;
  /** One card, an `<li>`, given its place in the whole list. */
  render: (item: T, position: ListPosition) => ReactNode;
}

/**
 * The marketplace's list of listings: loading, error, empty, or the cards loaded so far, windowed.
 *
 * Cards accumulate page by page (`useOfferPages`/`useRfqPages`); only the rows near the viewport are
 * in the DOM (ui's `useWindowGrid`: the page scrolls as a whole, the rows above and below are the
 * list's padding), so scrolling through 1,000 loaded cards renders a few dozen. Each card carries
 * `aria-posinset`/`aria-setsize` (its place, the server's total). The next page is asked for when the
 * end of the loaded cards comes within about a screen of the viewport (an IntersectionObserver on the
 * "Load more" button); the button itself loads it for keyboard users and where there is no observer.
 * While new filters load, the previous cards stay, marked busy.
 */
export function InfiniteListings<T>({ pages, what, empty, render }: InfiniteListingsProps<T>) {
  const { items, total = items.length, error, isLoading, isValidating, isLoadingMore } = pages;
  const [grid, setGrid] = useState<HTMLUListElement | null>(null);
  const view = useWindowGrid(items.length, grid, { overscan: 2, estimatedRowHeight: 320 });

  const instead = listingsInstead({
    loading: isLoading,
    failed: Boolean(error),
    count: items.length,
    what,
    empty,
    retry: pages.retry,
  });
  if (instead) return instead;
  const updating = isValidating && !isLoadingMore;
  return (
    <Stack gap="4">
      <Inline gap="2" align="center">
        <Text size="sm" tone="muted" role="status">
          {formatNumber(items.length)} of {formatNumber(total)} {what} loaded
        </Text>
        {/* Previous results stay while the next ones load. */}
        {updating ? <Spinner size="sm" label={`Updating ${what}`} /> : null}
      </Inline>
      <ul
        ref={setGrid}
        className={s.grid}
        style={view.style}
        aria-busy={updating}
        aria-label={what}
      >
        {items
          .slice(view.start, view.end)
          .map((item, i) => render(item, { index: view.start + i, total }))}
      </ul>
      {pages.hasMore ? (
        <LoadMore
          what={what}
          loaded={items.length}
          failed={Boolean(error)}
          isLoading={isLoadingMore}
          onLoad={pages.loadMore}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The end of the loaded cards: a real button, which an IntersectionObserver also "presses" when it
 * comes within a screen and a half of the viewport (not after a failure: that waits for the user).
 */
function LoadMore({
  what,
  loaded,
  failed,
  isLoading,
  onLoad,
}: {
  what: string;
  loaded: number;
  failed: boolean;
  isLoading: boolean;
  onLoad: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  latest.current = onLoad;
  useEffect(() => {
    const element = ref.current;
    if (!element || failed || isLoading || typeof IntersectionObserver === 'undefined')
      return undefined;
    // Observing anew after each page: a target still in range reports again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 150% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded, failed, isLoading]);
  return (
    <div ref={ref} className={s.loadMore}>
      {failed ? (
        <Text size="sm" tone="muted" role="alert">
          More {what} could not be loaded.
        </Text>
      ) : null}
      <Button
        variant="secondary"
        onPress={onLoad}
        isPending={isLoading}
        pendingLabel={`Loading more ${what}`}
      >
        {failed ? 'Try again' : `Load more ${what}`}
      </Button>
    </div>
  );
}
