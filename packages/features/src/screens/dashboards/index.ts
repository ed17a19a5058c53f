/**
 * Dashboards: the generic dashboard (docs/product.md#screens). Its Create New Deal dialog (and with it zod,
 * react-hook-form and the date fields) is loaded by the dashboard itself on first use, so it is not
 * exported here: a static export would put it in the dashboard's first load.
 */
export { GenericDashboard } from './GenericDashboard';
export { dashboardTitle } from './titles';
