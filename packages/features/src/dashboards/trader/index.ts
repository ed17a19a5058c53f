/**
 * The seller's dashboard (docs/product.md#seller-dashboard): an entry of its own, so that the generic
 * dashboard's chunk (every broker's and admin's first screen) does not carry it.
 */
export { SellerDashboard } from './SellerDashboard';
