import { useCallback, useRef, useState } from 'react';
import useSWR, {
  preload as swrPreload,
  unstable_serialize,
  useSWRConfig,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import type {
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponseJSON,
} from 'openapi-typescript-helpers';
import type { paths } from './schema';
import { apiClient } from './client';
import { ApiError } from './errors';

/** Every path that answers GET. */
export type GetPath = PathsWithMethod<paths, 'get'>;
/** The JSON body of a GET path's success response. */
export type GetData<P extends GetPath> = SuccessResponseJSON<
  paths[P]['get'] & Record<string | number, unknown>
>;
/** The parameters (path, query) of a GET path, as the generated contract types them. */
export type GetParams<P extends GetPath> = paths[P]['get'] extends { parameters: infer Params }
  ? Params
  : never;

/**
 * An SWR key: the contract path and its parameters. Two keys are the same when their path and
 * parameters are (SWR hashes the tuple), so `apiKey('/api/deals', { query: { limit: 10 } })` and a
 * hook called with the same parameters share one cache entry.
 */
export type ApiKey<P extends GetPath = GetPath> = readonly [path: P, params: GetParams<P>];

/** The parameters argument: required when the path has a required parameter, else optional. */
export type ParamsArgs<P extends GetPath> =
  RequiredKeysOf<GetParams<P>> extends never ? [params?: GetParams<P>] : [params: GetParams<P>];

/**
 * Builds the typed key of a GET path (no string keys anywhere in the client). Only `path` and
 * `query` count, and only when given, so `{}` and `{ query: undefined }` are the same key.
 */
export function apiKey<P extends GetPath>(path: P, ...[params]: ParamsArgs<P>): ApiKey<P> {
  return keyOf(path, params);
}

function keyOf<P extends GetPath>(path: P, params: GetParams<P> | undefined): ApiKey<P> {
  const source = (params ?? {}) as { path?: unknown; query?: unknown };
  const normalized: { path?: unknown; query?: unknown } = {};
  if (source.path !== undefined) normalized.path = source.path;
  if (source.query !== undefined) normalized.query = source.query;
  return [path, normalized as GetParams<P>];
}

/**
 * The one argument of a query hook: the path's parameters (`path`, `query`) beside the hook's
 * options, required when the path has a required parameter.
 */
export type HookArgs<P extends GetPath, Data> =
  RequiredKeysOf<GetParams<P>> extends never
    ? [input?: GetParams<P> & QueryOptions<Data>]
    : [input: GetParams<P> & QueryOptions<Data>];

function splitInput<P extends GetPath, Data>(
  input: (GetParams<P> & QueryOptions<Data>) | undefined,
): [GetParams<P>, QueryOptions<Data>] {
  const {
    path,
    query,
    header: _header,
    cookie: _cookie,
    ...options
  } = (input ?? {}) as QueryOptions<Data> & {
    path?: unknown;
    query?: unknown;
    header?: unknown;
    cookie?: unknown;
  };
  return [{ path, query } as GetParams<P>, options];
}

/** Whether an SWR key is one of ours (a tuple starting with an /api/ path). */
export function isApiKey(key: unknown): key is ApiKey {
  return (
    Array.isArray(key) &&
    key.length === 2 &&
    typeof key[0] === 'string' &&
    key[0].startsWith('/api/')
  );
}

/**
 * What to refresh after a write: a path (every cached key of that path, whatever its parameters:
 * every page and filter of a list) or one exact key.
 */
export type RevalidateTarget = GetPath | ApiKey;

/** Whether a cached SWR key is covered by a revalidation target. */
export function matchesTarget(target: RevalidateTarget, key: unknown): boolean {
  if (!isApiKey(key)) return false;
  if (typeof target === 'string') return key[0] === target;
  return key[0] === target[0] && unstable_serialize(key) === unstable_serialize(target);
}

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/**
 * "After a successful write the related lists are refreshed" (docs/product.md#api-calls): revalidates every
 * cached key that one of the targets covers, in one pass over the cache.
 */
export async function revalidate(mutate: Mutate, targets: readonly RevalidateTarget[]) {
  if (targets.length === 0) return;
  await mutate((key) => targets.some((target) => matchesTarget(target, key)));
}

/**
 * docs/product.md#api-calls query defaults: never refetch on focus or reconnect, no periodic
 * refetch unless asked, never stale, no retries.
 */
export const swrDefaults = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
} satisfies SWRConfiguration;

/** A paged list: the page's items and the total of `X-Total-Count`. */
export interface Page<Item> {
  items: Item[];
  /** `X-Total-Count`; the page's length when the server did not send it. */
  total: number;
}

type Item<P extends GetPath> = GetData<P> extends readonly (infer I)[] ? I : never;

/** The paths whose answer is an array: the lists. */
export type ListPath = {
  [P in GetPath]: GetData<P> extends readonly unknown[] ? P : never;
}[GetPath];

export interface QueryOptions<Data> extends SWRConfiguration<Data, ApiError> {
  /** When false, nothing is fetched (e.g. "only when signed in"). @default true */
  enabled?: boolean;
}

/** The options of every hook a data layer builds: its error reporter (§8's logged-out handling). */
export interface DataLayerOptions {
  /**
   * A React hook returning the function every failed query and write is reported to, e.g. the
   * logged-out handler of docs/product.md#messages. It answers true when it has handled the error (a
   * mutation's own onError then does not run).
   */
  useErrorReporter: () => (error: unknown, context?: ErrorContext) => boolean;
}

/** What a write tells the error reporter about itself. */
export interface ErrorContext {
  /** The logged-out toast of this write when it is not the usual one (§8: RFQ creation's). */
  loggedOutToast?: { title: string; description?: string };
}

export interface MutationOptions<Data, Arg> {
  /** Extra keys to refresh after success, on top of the ones the mutation declares. */
  revalidate?: readonly RevalidateTarget[];
  onSuccess?: (data: Data, arg: Arg) => void;
  /** Any failure the error reporter did not handle (the logged-out one has been handled there). */
  onError?: (error: unknown, arg: Arg) => void;
}

export interface Mutation<Data, Arg> {
  /** Runs the write; resolves to its result, or undefined when it failed (onError has run). */
  trigger: (arg: Arg) => Promise<Data | undefined>;
  /** True while the write is under way. */
  isPending: boolean;
}

async function getJson<P extends GetPath>([path, params]: ApiKey<P>) {
  // openapi-fetch's GET is typed per path; the key carries exactly that path's parameters.
  const get = apiClient().GET as (
    path: string,
    init: { params: unknown },
  ) => Promise<{ data?: unknown; response: Response }>;
  const { data, response } = await get(path, { params });
  return { data: data as GetData<P>, response };
}

/** The fetcher of a query: GET the key's path with its parameters. */
export async function fetchQuery<P extends GetPath>(key: ApiKey<P>): Promise<GetData<P>> {
  return (await getJson(key)).data;
}

/** The fetcher of an optional query: a 401 answers null (signed out) instead of failing. */
export async function fetchOptional<P extends GetPath>(key: ApiKey<P>): Promise<GetData<P> | null> {
  try {
    return (await getJson(key)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The fetcher of a paged list: the items and `X-Total-Count` (the page's length without it). */
export async function fetchPage<P extends ListPath>(key: ApiKey<P>): Promise<Page<Item<P>>> {
  const { data, response } = await getJson(key);
  const items = data as Item<P>[];
  const header = response.headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
}

/**
 * The query of page `index` (0-based) of `pageSize` items: the filters plus `limit` and `offset`.
 * The one place a page's key is built, so that a preload of the first page (a route's) and the
 * accumulating hook's first page (`infinite.ts`) are the same SWR key. Here, not in `infinite.ts`, so
 * that a route preload building the key does not bring `swr/infinite` along.
 */
export function pageQuery<Q extends object>(filters: Q, pageSize: number, index: number) {
  return { ...filters, limit: pageSize, offset: index * pageSize };
}

/** A query hook with its {@link Preload}. */
export type Preloadable<Hook extends object, P extends GetPath> = Hook & {
  /**
   * Starts the request the hook would make with these parameters, before any component renders it
   * (a route's first data, asked at boot beside the screen's code). The hook called with the same
   * parameters then reads this request instead of sending its own (SWR's `preload`, same key), and
   * handles its failure as its own. Outside a browser it does nothing.
   */
  preload: (...[params]: ParamsArgs<P>) => void;
};

function withPreload<Hook extends object, P extends GetPath>(
  hook: Hook,
  path: P,
  fetcher: (key: ApiKey<P>) => Promise<unknown>,
): Preloadable<Hook, P> {
  const preload = (...[params]: ParamsArgs<P>) => {
    const request = swrPreload(keyOf(path, params), fetcher) as Promise<unknown> | undefined;
    // The hook takes the failure over when it reads the request; one no hook reads stays quiet.
    request?.catch(() => undefined);
  };
  return Object.assign(hook, { preload });
}

/**
 * The builders of one data layer. A resource module declares each hook once from its path (the key
 * and the fetcher follow from it) and each write with the keys it refreshes; the error reporter and
 * the §7 defaults are hooked in here, so no screen repeats them.
 */
export function createDataLayer({ useErrorReporter }: DataLayerOptions) {
  function useApiQuery<Data, P extends GetPath>(
    key: ApiKey<P>,
    fetcher: (key: ApiKey<P>) => Promise<Data>,
    { enabled = true, ...config }: QueryOptions<Data>,
  ): SWRResponse<Data, ApiError> {
    const report = useErrorReporter();
    return useSWR<Data, ApiError, ApiKey<P> | null>(enabled ? key : null, fetcher, {
      ...config,
      onError: (error, swrKey, swrConfig) => {
        report(error);
        config.onError?.(error, swrKey, swrConfig);
      },
    });
  }

  /** A GET hook: `useThing({ path?, query?, enabled?, ...swr })`, keyed by {@link apiKey}. */
  function query<P extends GetPath>(path: P) {
    const useQuery = (...[input]: HookArgs<P, GetData<P>>): SWRResponse<GetData<P>, ApiError> => {
      const [params, options] = splitInput<P, GetData<P>>(input);
      return useApiQuery(keyOf(path, params), fetchQuery, options);
    };
    return withPreload(useQuery, path, fetchQuery);
  }

  /** A GET hook whose 401 answer is `null` rather than an error (the current user: signed out). */
  function optionalQuery<P extends GetPath>(path: P) {
    const useQuery = (
      ...[input]: HookArgs<P, GetData<P> | null>
    ): SWRResponse<GetData<P> | null, ApiError> => {
      const [params, options] = splitInput<P, GetData<P> | null>(input);
      return useApiQuery(keyOf(path, params), fetchOptional, options);
    };
    return withPreload(useQuery, path, fetchOptional);
  }

  /** A paged list hook: `{ items, total }`, the total from `X-Total-Count`. */
  function pagedQuery<P extends ListPath>(path: P) {
    const useQuery = (
      ...[input]: HookArgs<P, Page<Item<P>>>
    ): SWRResponse<Page<Item<P>>, ApiError> => {
      const [params, options] = splitInput<P, Page<Item<P>>>(input);
      return useApiQuery(keyOf(path, params), fetchPage, options);
    };
    return withPreload(useQuery, path, fetchPage);
  }

  /**
   * A write hook: `const { trigger, isPending } = useThing(options?)`. No retry (§7); on success the
   * declared keys are refreshed before onSuccess runs.
   */
  function mutation<Data, Arg>(
    run: (arg: Arg) => Promise<Data>,
    declared: {
      revalidate?:
        readonly RevalidateTarget[] | ((data: Data, arg: Arg) => readonly RevalidateTarget[]);
    } & ErrorContext = {},
  ) {
    return function useMutation(options: MutationOptions<Data, Arg> = {}): Mutation<Data, Arg> {
      const { mutate } = useSWRConfig();
      const report = useErrorReporter();
      const [isPending, setPending] = useState(false);
      const latest = useRef(options);
      latest.current = options;

      const trigger = useCallback(
        async (arg: Arg) => {
          const opts = latest.current;
          setPending(true);
          try {
            const data = await run(arg);
            const targets =
              typeof declared.revalidate === 'function'
                ? declared.revalidate(data, arg)
                : (declared.revalidate ?? []);
            await revalidate(mutate, [...targets, ...(opts.revalidate ?? [])]);
            opts.onSuccess?.(data, arg);
            return data;
          } catch (error) {
            if (!report(error, { loggedOutToast: declared.loggedOutToast }))
              opts.onError?.(error, arg);
            return undefined;
          } finally {
            setPending(false);
          }
        },
        [mutate, report],
      );

      return { trigger, isPending };
    };
  }

  return { query, optionalQuery, pagedQuery, mutation };
}
