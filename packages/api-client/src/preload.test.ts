import { afterEach, describe, expect, test, vi } from 'vitest';
import type * as swr from 'swr';
import { preload } from 'swr';
import { apiKey, createDataLayer, fetchOptional, fetchPage } from './query';
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
    return new Response(JSON.stringify(body), {
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
