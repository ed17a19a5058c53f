export { ApiError, isUnauthorizedError, toApiError } from './errors';
export { createApiClient, apiClient, type ApiClient, type CreateApiClientOptions } from './client';
export {
  useApi,
  fetchJson,
  fetchJsonOrNullOn401,
  swrDefaults,
  type GetPath,
  type GetData,
  type UseApiOptions,
} from './swr';
export type { paths, components, operations } from './schema';

import type { components } from './schema';
/** Shorthand for a component schema of the contract: `Schema<'Deal'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
