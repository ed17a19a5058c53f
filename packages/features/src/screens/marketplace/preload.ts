import type { Role } from '@petrobridge/domain';
import { useCompanies } from '../../data/api/companies';
import { useOffers } from '../../data/api/offers';
import { useRfqs } from '../../data/api/rfqs';
import { firstPageQuery, readState } from './browse/search-params';

/**
 * The first requests of /marketplace, started at boot beside its code (apps/web's route preload), with
 * the keys MarketplacePage's hooks will use: the list of the tab in the address and, for a buyer or
 * seller, their companies (the KYC gate of the actions). The other tab's list, asked only for its
 * count, is left to the page: it must not hold up the first cards. A module of its own, so that it
 * loads without the screen.
 */
export function preloadMarketplace({ search, role }: { search: URLSearchParams; role: Role }) {
  const state = readState(search);
  // The first page of the infinite list: the same key as its hooks' first page (`pageQuery`).
  if (state.tab === 'offers') useOffers.preload({ query: firstPageQuery(state) });
  else useRfqs.preload({ query: firstPageQuery(state) });
  if (role === 'buyer' || role === 'seller') useCompanies.preload();
}
