import { useCallback, useMemo } from 'react';
import { preload as swrPreload, unstable_serialize, useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from './errors';
import {
  apiKey,
  fetchPage,
  pageQuery,
  type ApiKey,
  type DataLayerOptions,
  type GetData,
  type GetParams,
  type ListPath,
  type Page,
  type QueryOptions,
} from './query';

type Item<P extends ListPath> = GetData<P> extends readonly (infer I)[] ? I : never;

/** The list parameters of an accumulating list: its filters, without `limit` and `offset`. */
export type PageFilters<P extends ListPath> = Omit<
  NonNullable<GetParams<P> extends { query?: infer Q } ? Q : never>,
  'limit' | 'offset'
>;

export interface PagesResult<ItemT> {
  /** Every item loaded so far, page after page. */
  items: ItemT[];
  /** `X-Total-Count` of the latest page (undefined before the first answer). */
  total: number | undefined;
  error: ApiError | undefined;
  /** No page yet (the first load of these filters, with nothing older to keep). */
  isLoading: boolean;
  /**
   * The items are still those of the previous filters (`keepPreviousData`): these filters' first page
   * has not answered yet.
   */
  showsPrevious: boolean;
  /** A request is under way: the first page of new filters, or the next page. */
  isValidating: boolean;
  /** The next page is being loaded. */
  isLoadingMore: boolean;
  /** More items exist than are loaded. */
  hasMore: boolean;
  /** Asks for the next page (nothing while one is loading or when all are loaded). */
  loadMore: () => void;
  /** Reloads every loaded page. */
  retry: () => void;
}

export type PagesOptions<ItemT> = QueryOptions<Page<ItemT>[]> & {
  /** Items per request (the server's `limit`). */
  pageSize: number;
};

/**
 * The builder of accumulating lists ("load more", infinite scroll), beside {@link createDataLayer}'s
 * (a module of its own: only screens that use it load `swr/infinite`). Page `i` is the key
 * `apiKey(path, { query: pageQuery(filters, pageSize, i) })`, the same key the plain paged hook and
 * its `.preload()` use, so a route preload of the first page is read, not repeated (SWR's infinite
 * hook consumes the preload entry). New filters start again from one page; with `keepPreviousData`
 * the old items stay on screen until the new first page answers. Loading the next page does not
 * refetch the first one.
 */
export function createInfiniteQuery({ useErrorReporter }: DataLayerOptions) {
  return function infinitePagedQuery<P extends ListPath>(path: P) {
    type ItemT = Item<P>;
    const firstKey = (query: PageFilters<P>, pageSize: number) =>
      (apiKey as (path: P, params: GetParams<P>) => ApiKey<P>)(path, {
        query: pageQuery(query, pageSize, 0),
      } as unknown as GetParams<P>);

    /**
     * `usePages.usePreload()`: a function that starts the first page of some filters now, before the
     * component that will show them renders (a search sent in the same tick as its URL is written,
     * not after the page has re-rendered for it). Nothing when that page is cached already: then the
     * list does not fetch it, and a preload no hook reads would stay in SWR's table.
     */
    function usePreload() {
      const { cache } = useSWRConfig();
      return useCallback(
        (query: PageFilters<P>, pageSize: number) => {
          const key = firstKey(query, pageSize);
          if (cache.get(unstable_serialize(key))?.data !== undefined) return;
          const request = swrPreload(key, fetchPage) as Promise<unknown> | undefined;
          request?.catch(() => undefined); // the list's hook reports it when it reads it
        },
        [cache],
      );
    }

    function usePages({
      query,
      pageSize,
      enabled = true,
      ...config
    }: { query: PageFilters<P> } & PagesOptions<ItemT>): PagesResult<ItemT> {
      const report = useErrorReporter();
      const { cache } = useSWRConfig();
      const getKey = (index: number, previous: Page<ItemT> | null): ApiKey<P> | null => {
        if (!enabled) return null;
        if (previous && (previous.items.length < pageSize || index * pageSize >= previous.total))
          return null;
        if (index === 0) return firstKey(query, pageSize);
        const params = { query: pageQuery(query, pageSize, index) } as unknown as GetParams<P>;
        return (apiKey as (path: P, params: GetParams<P>) => ApiKey<P>)(path, params);
      };
      const swr = useSWRInfinite<Page<ItemT>, ApiError>(
        getKey,
        (key: ApiKey<P>) => fetchPage(key) as Promise<Page<ItemT>>,
        {
          ...config,
          revalidateFirstPage: false,
          onError: (error: ApiError, key: string, swrConfig: unknown) => {
            report(error);
            (config.onError as ((...args: unknown[]) => void) | undefined)?.(error, key, swrConfig);
          },
        } as never,
      );
      const { data, error, isValidating, size, setSize, mutate } = swr;
      const items = useMemo(() => (data ? data.flatMap((page) => page.items) : []), [data]);
      const last = data?.at(-1);
      const total = last?.total;
      const isLoadingMore = Boolean(data) && size > data!.length && !error;
      const hasMore =
        Boolean(last) && last!.items.length === pageSize && items.length < (total ?? 0);
      const loaded = data?.length ?? 0;
      // SWR's infinite hook caches each page under its own key too (which is how a preload is read).
      const showsPrevious =
        Boolean(data) &&
        enabled &&
        cache.get(unstable_serialize(firstKey(query, pageSize)))?.data === undefined;
      // One page more than are loaded (again after a failed one), never two at once.
      const loadMore = useCallback(() => void setSize(loaded + 1), [setSize, loaded]);
      const guardedLoadMore = () => {
        if (hasMore && !isLoadingMore && !(isValidating && !error)) loadMore();
      };
      return {
        items,
        total,
        error,
        isLoading: !data && !error && enabled,
        showsPrevious,
        isValidating,
        isLoadingMore,
        hasMore,
        loadMore: guardedLoadMore,
        retry: () => void mutate(),
      };
    }
    return Object.assign(usePages, { usePreload });
  };
}
