/**
 * The Analytics Dashboard (docs/product.md#analytics), shared by /analytics and the super admin
 * panel's Analytics tab. Load it lazily: it brings the chart code (@petrobridge/ui/charts).
 */
export { AnalyticsBoard, analyticsScope } from './AnalyticsBoard';
