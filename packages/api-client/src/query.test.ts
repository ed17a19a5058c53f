import { afterEach, describe, expect, test, vi } from 'vitest';
import type * as swr from 'swr';
import { preload } from 'swr';
import {
  apiKey,
  createDataLayer,
  fetchOptional,
  fetchPage,
  fetchQuery,
  isApiKey,
  matchesTarget,
  revalidate,
  type RevalidateTarget,
} from './query';
import { ApiError } from './errors';
import { createApiClient, setApiClient } from './client';

// SWR's preload is a no-op outside a browser; here it runs the fetcher so the request can be seen.
vi.mock('swr', async (importOriginal) => ({
  ...(await importOriginal<typeof swr>()),
  preload: vi.fn((key: unknown, fetcher: (key: unknown) => unknown) => fetcher(key)),
}));

function stubFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: string[] = [];
  const fetch = async (input: Request) => {
    calls.push(input.url);
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  setApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetch as unknown as typeof globalThis.fetch,
    }),
  );
  return calls;
}

afterEach(() => {
  setApiClient(undefined);
  vi.mocked(preload).mockClear();
});

describe('apiKey: typed keys from path and parameters', () => {
  test('a path without parameters and one with empty parameters are the same key', () => {
    expect(apiKey('/api/notifications')).toEqual(['/api/notifications', {}]);
    expect(apiKey('/api/deals', {})).toEqual(apiKey('/api/deals'));
    expect(apiKey('/api/deals', { query: undefined })).toEqual(apiKey('/api/deals'));
  });

  test('path and query parameters are part of the key', () => {
    expect(apiKey('/api/deals/{id}', { path: { id: 'd1' } })).toEqual([
      '/api/deals/{id}',
      { path: { id: 'd1' } },
    ]);
    expect(apiKey('/api/deals', { query: { status: 'shipped', limit: 3 } })).toEqual([
      '/api/deals',
      { query: { status: 'shipped', limit: 3 } },
    ]);
  });

  test('isApiKey tells our keys from any other SWR key', () => {
    expect(isApiKey(apiKey('/api/deals'))).toBe(true);
    expect(isApiKey('/api/deals')).toBe(false);
    expect(isApiKey(['prices', {}])).toBe(false);
  });
});

describe('revalidation targets', () => {
  const page1 = apiKey('/api/deals', { query: { limit: 10, offset: 0 } });
  const page2 = apiKey('/api/deals', { query: { limit: 10, offset: 10 } });
  const oneDeal = apiKey('/api/deals/{id}', { path: { id: 'd1' } });
  const otherDeal = apiKey('/api/deals/{id}', { path: { id: 'd2' } });
  const metrics = apiKey('/api/analytics/metrics');

  test('a path covers every cached page and filter of that path, and nothing else', () => {
    expect(matchesTarget('/api/deals', page1)).toBe(true);
    expect(matchesTarget('/api/deals', page2)).toBe(true);
    expect(matchesTarget('/api/deals', oneDeal)).toBe(false);
    expect(matchesTarget('/api/deals', metrics)).toBe(false);
  });

  test('an exact key covers only itself, whatever the order of its parameters', () => {
    expect(matchesTarget(oneDeal, oneDeal)).toBe(true);
    expect(matchesTarget(oneDeal, otherDeal)).toBe(false);
    const reordered = apiKey('/api/deals', { query: { offset: 0, limit: 10 } });
    expect(matchesTarget(page1, reordered)).toBe(true);
    expect(matchesTarget(page1, page2)).toBe(false);
  });

  test('revalidate refreshes exactly the covered keys of the cache', async () => {
    const cache: unknown[] = [page1, page2, oneDeal, otherDeal, metrics, 'landing-prices'];
    const refreshed: unknown[] = [];
    const mutate = vi.fn(async (filter: (key: unknown) => boolean) => {
      refreshed.push(...cache.filter(filter));
      return [];
    });
    const targets: RevalidateTarget[] = ['/api/deals', oneDeal];
    await revalidate(mutate as never, targets);
    expect(refreshed).toEqual([page1, page2, oneDeal]);
  });

  test('no targets: the cache is not touched', async () => {
    const mutate = vi.fn();
    await revalidate(mutate as never, []);
    expect(mutate).not.toHaveBeenCalled();
  });
});

describe('fetchers', () => {
  test('a query GETs the filled-in path with its query string', async () => {
    const calls = stubFetch(200, { id: 'd1' });
    await expect(fetchQuery(apiKey('/api/deals/{id}', { path: { id: 'd1' } }))).resolves.toEqual({
      id: 'd1',
    });
    expect(new URL(calls[0]!).pathname).toBe('/api/deals/d1');
  });

  test('a paged list reads X-Total-Count', async () => {
    const calls = stubFetch(200, [{ id: 'a' }, { id: 'b' }], { 'X-Total-Count': '57' });
    const page = await fetchPage(apiKey('/api/deals', { query: { limit: 2, offset: 4 } }));
    expect(page).toEqual({ items: [{ id: 'a' }, { id: 'b' }], total: 57 });
    const url = new URL(calls[0]!);
    expect(url.searchParams.get('limit')).toBe('2');
    expect(url.searchParams.get('offset')).toBe('4');
  });

  test('a paged list without X-Total-Count counts its items', async () => {
    stubFetch(200, [{ id: 'a' }]);
    await expect(fetchPage(apiKey('/api/offers'))).resolves.toMatchObject({ total: 1 });
  });

  test('an optional query answers null on 401 and fails on any other error', async () => {
    stubFetch(401, { message: 'Unauthorized' });
    await expect(fetchOptional(apiKey('/api/auth/user'))).resolves.toBeNull();
    stubFetch(500, { message: 'Internal server error' });
    await expect(fetchOptional(apiKey('/api/auth/user'))).rejects.toBeInstanceOf(ApiError);
  });

  test('a failed query rejects with "{status}: {body}" (§7)', async () => {
    stubFetch(403, { message: 'Forbidden' });
    await expect(fetchQuery(apiKey('/api/companies'))).rejects.toThrow(
      '403: {"message":"Forbidden"}',
    );
  });
});

const { pagedQuery, optionalQuery } = createDataLayer({ useErrorReporter: () => () => false });

describe("a query hook's preload", () => {
  test("starts the hook's own request under the hook's key (the typed apiKey, its fetcher)", async () => {
    const calls = stubFetch(200, [{ id: 'o1' }], { 'X-Total-Count': '100000' });
    const useOffers = pagedQuery('/api/offers');
    useOffers.preload({ query: { limit: 20, offset: 0 } });
    expect(preload).toHaveBeenCalledWith(
      apiKey('/api/offers', { query: { limit: 20, offset: 0 } }),
      fetchPage,
    );
    await expect(vi.mocked(preload).mock.results[0]!.value).resolves.toEqual({
      items: [{ id: 'o1' }],
      total: 100000,
    });
    expect(calls).toEqual(['http://api.test/api/offers?limit=20&offset=0']);
  });

  test('uses the fetcher of its kind of hook (an optional query answers null on 401)', async () => {
    stubFetch(401, { message: 'Unauthorized' });
    const useCurrentUser = optionalQuery('/api/auth/user');
    useCurrentUser.preload();
    expect(preload).toHaveBeenCalledWith(apiKey('/api/auth/user'), fetchOptional);
    await expect(vi.mocked(preload).mock.results[0]!.value).resolves.toBeNull();
  });

  test('a failure no hook reads is not an unhandled rejection (Vitest fails a run on one)', async () => {
    stubFetch(500, { message: 'Internal Server Error' });
    pagedQuery('/api/rfqs').preload({ query: { limit: 20, offset: 0 } });
    expect(preload).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the 500 has come and gone
  });
});
