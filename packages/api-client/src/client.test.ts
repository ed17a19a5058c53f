import { describe, expect, test } from 'vitest';
import { createApiClient } from './client';
import { ApiError, isUnauthorizedError } from './errors';
import { swrDefaults } from './query';

function fakeFetch(status: number, body: string, statusText = '') {
  const calls: Request[] = [];
  const fetch = async (input: Request) => {
    calls.push(input);
    return new Response(body || null, {
      status,
      statusText,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('api client (docs/product.md#api-calls)', () => {
  test('a non-success response throws "{status}: {response text}"', async () => {
    const { fetch } = fakeFetch(409, '{"message":"Deal cannot move from completed"}', 'Conflict');
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const error = await client.GET('/api/deals').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Deal cannot move from completed"}');
    expect((error as ApiError).serverMessage).toBe('Deal cannot move from completed');
  });

  test('an empty body falls back to the status text', async () => {
    const { fetch } = fakeFetch(503, '', 'Service Unavailable');
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    await expect(client.GET('/api/health')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  test('sends cookies and returns data on success', async () => {
    const { fetch, calls } = fakeFetch(200, '{"status":"ok","database":"ok"}');
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const { data } = await client.GET('/api/health');
    expect(data).toEqual({ status: 'ok', database: 'ok' });
    expect(calls[0]?.credentials).toBe('include');
  });

  test('401 with Unauthorized is recognised as a logged-out failure (§8)', () => {
    expect(
      isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized')),
    ).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Invalid credentials"}', ''))).toBe(
      false,
    );
    expect(isUnauthorizedError(new ApiError(403, 'Unauthorized', ''))).toBe(false);
  });

  test('query defaults: no refetch on focus, no interval, no retries', () => {
    expect(swrDefaults).toMatchObject({
      revalidateOnFocus: false,
      refreshInterval: 0,
      shouldRetryOnError: false,
    });
  });
});
