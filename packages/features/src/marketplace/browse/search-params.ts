import type { Schema } from '@petrobridge/api-client';
import { productTypes, type ProductType } from '@petrobridge/domain';

export type MarketTab = 'offers' | 'rfqs';
export type ListingSort = Schema<'ListingSort'>;

/** Listings per page: a page is one request, however deep the offset (the sorts' indexes). */
export const PAGE_SIZE = 20;

export const sortLabels: Record<ListingSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  volume_desc: 'Volume: largest first',
  volume_asc: 'Volume: smallest first',
  delivery_asc: 'Delivery: soonest first',
};
const sorts = Object.keys(sortLabels) as ListingSort[];

/** What the marketplace shows; it lives in the URL so that back, forward and a shared link restore it. */
export interface MarketState {
  tab: MarketTab;
  q: string;
  product: ProductType | undefined;
  sort: ListingSort;
  /** 1-based page of the current tab. */
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** The state of a URL; anything unknown falls back to the default rather than failing. */
export function readState(params: URLSearchParams): MarketState {
  const page = Number(params.get('page'));
  return {
    tab: params.get('tab') === 'rfqs' ? 'rfqs' : 'offers',
    q: params.get('q') ?? '',
    product: oneOf(productTypes, params.get('product')),
    sort: oneOf(sorts, params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a state, defaults left out so that the plain marketplace stays `/marketplace`. */
export function writeState(state: MarketState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'offers') params.set('tab', state.tab);
  if (state.q.trim()) params.set('q', state.q);
  if (state.product) params.set('product', state.product);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The list request of one tab: the shared filters, and the page only on the tab being shown. */
export function listQuery(state: MarketState, tab: MarketTab) {
  const q = state.q.trim();
  return {
    ...(q ? { q: q.slice(0, 200) } : {}),
    ...(state.product ? { productType: state.product } : {}),
    ...(state.sort !== 'newest' ? { sort: state.sort } : {}),
    limit: PAGE_SIZE,
    offset: tab === state.tab ? (state.page - 1) * PAGE_SIZE : 0,
  };
}
