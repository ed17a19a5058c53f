/** The marketplace's screens (docs/product.md#marketplace). */
export { MarketplacePage } from './browse/MarketplacePage';
export { MatchDealDialog, type MatchDealDialogProps } from './matching/MatchDealDialog';
export { RfqMatchingPage } from './matching/RfqMatchingPage';
export { RfqsPage } from './rfqs/RfqsPage';
export { MyOffersPage } from './offers/MyOffersPage';
