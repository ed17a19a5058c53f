import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { toApiError } from './errors';

export type ApiClient = Client<paths>;

/** Turns every non-success response into an {@link ApiError} (docs/product.md#api-calls). */
const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await toApiError(response);
    return undefined;
  },
};

export interface CreateApiClientOptions {
  /** Origin of the API; empty for same-origin (the web app and Storybook). */
  baseUrl?: string;
  /** fetch to use; captured at creation, so start MSW before creating a client in Node tests. */
  fetch?: typeof globalThis.fetch;
}

/** Creates a typed client that sends cookies and throws on any non-success response. */
export function createApiClient({ baseUrl = '', fetch }: CreateApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    ...(fetch ? { fetch } : {}),
  });
  client.use(errorMiddleware);
  return client;
}

let defaultClient: ApiClient | undefined;

/** The app-wide client (same origin, created on first use so MSW can patch fetch first). */
export function apiClient(): ApiClient {
  defaultClient ??= createApiClient({ fetch: (...args) => globalThis.fetch(...args) });
  return defaultClient;
}

/**
 * Replaces the app-wide client (undefined: back to the default). For Node tests, which have no
 * origin to resolve `/api/…` against: they set a client with a `baseUrl` and their own fetch.
 */
export function setApiClient(client: ApiClient | undefined) {
  defaultClient = client;
}
