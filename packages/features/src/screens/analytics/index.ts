/**
 * Analytics (/analytics, docs/product.md#analytics): the caller's deal figures by role, charts over the
 * last 30 days, commission by month for staff and the platform overview for admins. Its charts come
 * from @petrobridge/ui/charts, so the chart code loads with this screen only.
 */
export { AnalyticsPage } from './AnalyticsPage';
