import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers';
import type { paths } from './schema';
import { ApiError } from './errors';

/** Every path that answers GET. */
export type GetPath = PathsWithMethod<paths, 'get'>;
/** The JSON body of a GET path's success response. */
export type GetData<P extends GetPath> = SuccessResponseJSON<
  paths[P]['get'] & Record<string | number, unknown>
>;

/**
 * Client-spec §7 query defaults: never refetch on focus or reconnect, no periodic
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

/**
 * GET a URL (the SWR key is the path itself, e.g. `/api/deals` or `/api/deals/{id}`
 * already filled in). Throws {@link ApiError} on non-success.
 */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await globalThis.fetch(url, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return (await response.json()) as T;
}

/** Same as {@link fetchJson} but yields `null` on 401 (the "returnNull" behaviour of §7). */
export async function fetchJsonOrNullOn401<T>(url: string): Promise<T | null> {
  try {
    return await fetchJson<T>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface UseApiOptions<T> extends SWRConfiguration<T, ApiError> {
  /** When false, nothing is fetched (e.g. "only when signed in"). @default true */
  enabled?: boolean;
}

/**
 * SWR hook keyed by path. `path` is a GET path of the contract; `url` lets a
 * caller fill in path parameters or a query string for it.
 */
export function useApi<P extends GetPath>(
  path: P,
  { enabled = true, url, ...config }: UseApiOptions<GetData<P>> & { url?: string } = {},
): SWRResponse<GetData<P>, ApiError> {
  const key = enabled ? (url ?? path) : null;
  return useSWR<GetData<P>, ApiError>(key, (k: string) => fetchJson<GetData<P>>(k), config);
}
