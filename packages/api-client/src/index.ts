export { ApiError, isUnauthorizedError, toApiError } from './errors';
export {
  createApiClient,
  apiClient,
  setApiClient,
  type ApiClient,
  type CreateApiClientOptions,
} from './client';
export {
  apiKey,
  isApiKey,
  matchesTarget,
  revalidate,
  createDataLayer,
  fetchQuery,
  fetchOptional,
  fetchPage,
  pageQuery,
  swrDefaults,
  type ApiKey,
  type GetPath,
  type GetData,
  type GetParams,
  type ListPath,
  type Page,
  type ParamsArgs,
  type Preloadable,
  type HookArgs,
  type QueryOptions,
  type RevalidateTarget,
  type DataLayerOptions,
  type ErrorContext,
  type Mutation,
  type MutationOptions,
} from './query';
export {
  createInfiniteQuery,
  type PageFilters,
  type PagesOptions,
  type PagesResult,
} from './infinite';
export type { paths, components, operations } from './schema';

import type { components } from './schema';
/** Shorthand for a component schema of the contract: `Schema<'Deal'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
