import { createDataLayer } from '@petrobridge/api-client';
import { useUnauthorizedHandler } from '../../kit/unauthorized';

/**
 * The features' one data layer: every query and write of the resource modules is built here, so the
 * §7 defaults (from SWRConfig) and §8's logged-out handling apply to all of them from this one place.
 * What the logged-out handler does is shared/unauthorized.ts's business; this only calls it.
 */
export const { query, optionalQuery, pagedQuery, mutation } = createDataLayer({
  useErrorReporter: useUnauthorizedHandler,
});
