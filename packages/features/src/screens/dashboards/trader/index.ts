/**
 * The seller's and the buyer's dashboards (docs/product.md#seller-dashboard, #buyer-dashboard): an entry
 * of their own, so that the generic dashboard's chunk (every broker's and admin's first screen) does not
 * carry them.
 */
export { SellerDashboard } from './SellerDashboard';
export { BuyerDashboard } from './BuyerDashboard';
