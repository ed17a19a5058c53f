/** The Super Admin Panel (/super-admin/{tab?}, docs/product.md#super-admin-panel). */
export { SuperAdminPanel } from './SuperAdminPanel';
