import { pageQuery, type Schema } from '@petrobridge/api-client';
import { productTypes, type ProductType } from '@petrobridge/domain';

export type MarketTab = 'offers' | 'rfqs';
export type ListingSort = Schema<'ListingSort'>;

/** Listings per page of the owners' paged lists: a page is one request, however deep the offset. */
export const PAGE_SIZE = 20;

/**
 * Listings per request of the marketplace's infinite list (the server allows up to 500): 50 fill
 * more than two screens of cards at three columns, and 1,000 cards are 20 requests.
 */
export const MARKET_PAGE_SIZE = 50;

export const sortLabels: Record<ListingSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  volume_desc: 'Volume: largest first',
  volume_asc: 'Volume: smallest first',
  delivery_asc: 'Delivery: soonest first',
};
const sorts = Object.keys(sortLabels) as ListingSort[];

/**
 * What the marketplace shows; it lives in the URL so that back, forward and a shared link restore it.
 * How far the list is scrolled does not (an old `?page=` link shows the start and loses the param).
 */
export interface MarketState {
  tab: MarketTab;
  q: string;
  product: ProductType | undefined;
  sort: ListingSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** The state of a URL; anything unknown falls back to the default rather than failing. */
export function readState(params: URLSearchParams): MarketState {
  return {
    tab: params.get('tab') === 'rfqs' ? 'rfqs' : 'offers',
    q: params.get('q') ?? '',
    product: oneOf(productTypes, params.get('product')),
    sort: oneOf(sorts, params.get('sort')) ?? 'newest',
  };
}

/** The URL of a state, defaults left out so that the plain marketplace stays `/marketplace`. */
export function writeState(state: MarketState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'offers') params.set('tab', state.tab);
  if (state.q.trim()) params.set('q', state.q);
  if (state.product) params.set('product', state.product);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  return params;
}

/** The filters of both tabs' lists (the same for offers and RFQs), without paging. */
export function listFilters(state: MarketState) {
  const q = state.q.trim();
  return {
    ...(q ? { q: q.slice(0, 200) } : {}),
    ...(state.product ? { productType: state.product } : {}),
    ...(state.sort !== 'newest' ? { sort: state.sort } : {}),
  };
}

/**
 * The first request of a tab's list: what the route preload and a search's early start send, and
 * exactly the key of the infinite list's first page (`pageQuery`, shared with the hook).
 */
export function firstPageQuery(state: MarketState) {
  return pageQuery(listFilters(state), MARKET_PAGE_SIZE, 0);
}
