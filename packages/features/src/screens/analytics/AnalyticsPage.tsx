import { AnalyticsBoard } from '../../widgets/analytics-board/AnalyticsBoard';

/** /analytics: the Analytics Dashboard as the page's content (its h1). */
export function AnalyticsPage() {
  return <AnalyticsBoard />;
}
