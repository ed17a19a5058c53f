import type { ReactNode } from 'react';
import { ApiError, isUnauthorizedError } from '@petrobridge/api-client';
import { loadFailureText } from './errors';
import { Alert, Button, Heading, Skeleton, Stack, Text, type TextProps } from '@petrobridge/ui';

/** What the kit reads of a query hook's result (SWR's `{ data, error, isLoading, mutate }`). */
export interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate?: () => unknown;
}

/** The state a screen shows for one query, first match wins in this order. */
export type ScreenState<T> =
  | { state: 'loading' }
  /** A 401: the data layer has shown the §8 logged-out toast and is signing in again. */
  | { state: 'signed-out'; error: unknown; retry: () => void }
  /** Not found, or not the caller's (the statuses of `notFoundOn`). */
  | { state: 'not-found'; error: ApiError }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'empty'; data: T }
  | { state: 'ready'; data: T }
  /** Not loading, not failed and no data: a query that is not enabled (no user yet). */
  | { state: 'idle' };

export interface ScreenStateOptions<T> {
  /** The statuses that mean "not found or not yours" (default 403 and 404). */
  notFoundOn?: readonly number[];
  /** When the data counts as empty (default: an empty array, or a page `{ items: [] }`). */
  isEmpty?: (data: T) => boolean;
  /** The data when the query is not enabled (no user yet); without it the state is `idle`. */
  fallback?: T;
  /** A failed refresh keeps showing the data already loaded (the failure shows only without data). */
  keepData?: boolean;
}

const defaultNotFound = [403, 404] as const;

/** An empty list, or an empty page of a paged query. */
export function isEmptyData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'items' in data) {
    const { items } = data as { items: unknown };
    return Array.isArray(items) && items.length === 0;
  }
  return false;
}

/** The {@link ScreenState} of a query: what the screen has to show for it. */
export function screenState<T>(
  query: QueryLike<T>,
  {
    notFoundOn = defaultNotFound,
    isEmpty = isEmptyData,
    fallback,
    keepData = false,
  }: ScreenStateOptions<T> = {},
): ScreenState<T> {
  const retry = () => void query.mutate?.();
  if (query.isLoading) return { state: 'loading' };
  const { error } = query;
  if (error && !(keepData && query.data !== undefined)) {
    if (isUnauthorizedError(error)) return { state: 'signed-out', error, retry };
    if (error instanceof ApiError && notFoundOn.includes(error.status))
      return { state: 'not-found', error };
    return { state: 'failed', error, retry };
  }
  const data = query.data === undefined ? fallback : query.data;
  if (data === undefined) return { state: 'idle' };
  return isEmpty(data) ? { state: 'empty', data } : { state: 'ready', data };
}

/** A failed read said in one line, announced (`role="alert"`), in the danger tone. */
export function LoadFailed({ children, size }: { children: ReactNode; size?: TextProps['size'] }) {
  return (
    <Text size={size} tone="danger" role="alert">
      {children}
    </Text>
  );
}

/** A failed read as a danger alert with a title and, given `retry`, a "Try again" button. */
export function LoadFailedAlert({
  title,
  children,
  retry,
  role,
}: {
  title: string;
  children?: ReactNode;
  retry?: () => void;
  /** `alert` to announce it when it appears. */
  role?: 'alert';
}) {
  return (
    <Alert
      tone="danger"
      role={role}
      title={title}
      action={
        retry ? (
          <Button size="sm" variant="secondary" onPress={retry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}

type Failure = ReactNode | ((retry: () => void, error: unknown) => ReactNode);

export interface LoadableProps<T> extends ScreenStateOptions<T> {
  /** The query hook's result. */
  query: QueryLike<T>;
  /** The screen's own skeleton. */
  loading?: ReactNode;
  /**
   * What a failed read shows: a text (shown by {@link LoadFailed}, e.g. `loadFailureText('The deals')`),
   * or an element, or a function of the retry (the query's `mutate`) and the error. Without it the
   * failure is said once elsewhere ({@link QueryFailure}) and this place shows what data there is,
   * through `empty`, `children` and `idle`, as if the query had not failed.
   */
  failed?: Failure;
  /** The size of a text `failed`. */
  failedSize?: TextProps['size'];
  /** "Not found or not yours" (the statuses of `notFoundOn`); without it they are failures. */
  notFound?: ReactNode;
  /**
   * A 401. The data layer has already shown the §8 logged-out toast and asked to sign in again
   * (kit/unauthorized.ts); until then the screen shows this, by default its `failed`.
   */
  signedOut?: Failure;
  /** What shows when the query is not enabled and has no `fallback` (default nothing). */
  idle?: ReactNode;
  /** The screen's own empty state; without it an empty list goes to `children`. */
  empty?: ReactNode;
  /** The loaded data. */
  children: (data: T) => ReactNode;
}

/**
 * "Load this, then show it": the one way a screen renders a query's states — its skeleton while
 * loading, its failure (with the query's retry), not found or not yours, signed out, its empty
 * state, and the data. The texts and elements are the screen's own; the kit only picks one.
 */
export function Loadable<T>({
  query,
  loading = null,
  failed,
  failedSize,
  notFound,
  signedOut,
  empty,
  idle = null,
  fallback,
  children,
  notFoundOn,
  isEmpty,
  keepData,
}: LoadableProps<T>): ReactNode {
  const state = screenState(failed === undefined ? { ...query, error: undefined } : query, {
    notFoundOn: notFound ? notFoundOn : [],
    isEmpty,
    fallback,
    keepData,
  });
  switch (state.state) {
    case 'loading':
      return loading;
    case 'signed-out':
      return failure(signedOut ?? failed ?? null, state.retry, state.error, failedSize);
    case 'not-found':
      return notFound;
    case 'failed':
      return failure(failed ?? null, state.retry, state.error, failedSize);
    case 'empty':
      return empty !== undefined ? empty : children(state.data);
    case 'ready':
      return children(state.data);
    case 'idle':
      return idle;
  }
}

function failure(shown: Failure, retry: () => void, error: unknown, size?: TextProps['size']) {
  if (typeof shown === 'function') return shown(retry, error);
  if (typeof shown === 'string') return <LoadFailed size={size}>{shown}</LoadFailed>;
  return shown;
}

/**
 * Only the failure of a query, for a screen that shows its data in several places (a row of figures,
 * cards) and says once, apart from them, that it could not be loaded; nothing otherwise.
 */
export function QueryFailure({
  query,
  failed,
  failedSize,
}: {
  query: QueryLike<unknown>;
  failed: Failure;
  failedSize?: TextProps['size'];
}): ReactNode {
  const state = screenState(query, { notFoundOn: [] });
  if (state.state !== 'failed' && state.state !== 'signed-out') return null;
  return failure(failed, state.retry, state.error, failedSize);
}

/**
 * Several queries read as one (a screen that needs them all): loading while any is, failed with the
 * first failure, retried together; the data is each query's, in order.
 */
export function allQueries<const Q extends readonly QueryLike<unknown>[]>(
  queries: Q,
): QueryLike<{ [K in keyof Q]: Q[K]['data'] }> {
  return {
    isLoading: queries.some((q) => q.isLoading),
    error: queries.find((q) => q.error)?.error,
    data: queries.map((q) => q.data) as { [K in keyof Q]: Q[K]['data'] },
    mutate: () => Promise.all(queries.map((q) => q.mutate?.())),
  };
}

export interface RecordLoadableProps<T> {
  /** The record's query (a deal, a company): 400 and 404 read as not found. */
  query: QueryLike<T>;
  /** The way back to the record's list, shown above every state. */
  back: ReactNode;
  /** The page heading while the record failed to load ("Deal Details"). */
  title: string;
  /** The record's name in the texts: "Deal" gives "Deal not found", and "The deal could not be loaded". */
  noun: string;
  /** The record's plural in the not-found text ("deals", "companies"). */
  plural: string;
  /** Where to find it instead ("Deal Management"). */
  listName: string;
  children: (data: T) => ReactNode;
}

/**
 * One record's page (/deals/:id, /companies/:id): its back link above a skeleton while loading, "… not
 * found" when it does not exist or is not the caller's to see, a failure with a retry, then the record.
 */
export function RecordLoadable<T>({
  query,
  back,
  title,
  noun,
  plural,
  listName,
  children,
}: RecordLoadableProps<T>) {
  return (
    <Loadable
      query={query}
      notFoundOn={[400, 404]}
      loading={
        <Stack gap="6" aria-busy>
          {back}
          <Skeleton lines={8} />
        </Stack>
      }
      notFound={
        <Stack gap="6">
          {back}
          <Stack gap="2">
            <Heading level={1}>{`${noun} not found`}</Heading>
            {/* One text node, as a literal sentence renders. */}
            <Text tone="muted">
              {`It does not exist, or it is not one of the ${plural} you may see. Find it in ${listName}.`}
            </Text>
          </Stack>
        </Stack>
      }
      failed={(retry) => (
        <Stack gap="6">
          {back}
          <Heading level={1}>{title}</Heading>
          <LoadFailedAlert
            role="alert"
            title={loadFailureText(`The ${noun.toLowerCase()}`, 'title')}
            retry={retry}
          />
        </Stack>
      )}
    >
      {children}
    </Loadable>
  );
}
