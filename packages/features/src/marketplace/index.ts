/** The marketplace's screens (docs/product.md#marketplace). */
export { MarketplacePage } from './browse/MarketplacePage';
