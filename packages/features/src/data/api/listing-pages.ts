import { createInfiniteQuery } from '@petrobridge/api-client';
import { useUnauthorizedHandler } from '../../kit/unauthorized';

/**
 * The marketplace's accumulating lists (its infinite scroll), page after page: `useOfferPages({ query,
 * pageSize })` gives every listing loaded so far, the total and `loadMore()`. Page `i` has the key of
 * `useOffers({ query: pageQuery(query, pageSize, i) })` (`useRfqs` for RFQs), so those hooks'
 * `.preload()` starts a first page that these then read. A module of its own, apart from `offers.ts`
 * and `rfqs.ts` (which the app's route preload imports): `swr/infinite` loads with the marketplace's
 * chunk only. Errors go to the same §8 handler as every query (`core.ts`).
 */
const infinitePagedQuery = createInfiniteQuery({ useErrorReporter: useUnauthorizedHandler });

/** GET /api/offers, page after page (the marketplace's offers). */
export const useOfferPages = infinitePagedQuery('/api/offers');

/** GET /api/rfqs, page after page (the marketplace's RFQs). */
export const useRfqPages = infinitePagedQuery('/api/rfqs');
