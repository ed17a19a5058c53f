import { productTypes, type ProductType } from '@petrobridge/domain';
import { PAGE_SIZE } from '../browse/search-params';

/** An owner's listings by state: all, the live ones, or the closed (deactivated) ones. */
export type OwnStatusFilter = 'all' | 'active' | 'closed';

/** What an owner's list shows; it lives in the URL (back, forward and a shared link restore it). */
export interface OwnListState {
  q: string;
  product: ProductType | undefined;
  status: OwnStatusFilter;
  page: number;
}

export function readOwnState(params: URLSearchParams): OwnListState {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    q: params.get('q') ?? '',
    product: productTypes.find((p) => p === params.get('product')),
    status: status === 'active' || status === 'closed' ? status : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a state, defaults left out. */
export function writeOwnState(state: OwnListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  if (state.product) params.set('product', state.product);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The list request: search, product and page, and with `mine` the owner's listings in the chosen
 * state (`mine=true`, `active`); without it the open listings of everyone (staff).
 */
export function ownListQuery(state: OwnListState, mine: boolean) {
  const q = state.q.trim();
  return {
    ...(q ? { q: q.slice(0, 200) } : {}),
    ...(state.product ? { productType: state.product } : {}),
    ...(mine
      ? { mine: true, ...(state.status === 'all' ? {} : { active: state.status === 'active' }) }
      : {}),
    limit: PAGE_SIZE,
    offset: (state.page - 1) * PAGE_SIZE,
  };
}

/**
 * A listing as its owner reads it: closed, live but past its delivery date, or live. A listing
 * without a date (an offer's "Flexible") never expires.
 */
export function ownListingState(
  listing: { isActive: boolean },
  deliveryDate: string | null,
  today: string,
): 'active' | 'expired' | 'closed' {
  if (!listing.isActive) return 'closed';
  return deliveryDate !== null && deliveryDate < today ? 'expired' : 'active';
}
