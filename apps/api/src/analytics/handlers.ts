/** The analytics tag: the dashboard's headline figures, scoped to what the caller's role sees. */
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import type { S } from '../http/serialize';
import { sumMoney } from '../lib/read-models';
import { headlineCounts, periodRows } from './queries';
import { periodFigures } from './rules';

export function analyticsHandlers(services: Services) {
  const { db } = services.database;
  return {
    async getAnalyticsMetrics(request) {
      const user = userOf(request);
      const { commission, ...counts } = await headlineCounts(db, user);
      const now = services.now();
      const metrics: S<'AnalyticsMetrics'> = {
        ...counts,
        ...periodFigures(await periodRows(db, user, now), now),
      };
      if (commission !== undefined) metrics.commission = sumMoney([commission]);
      return metrics;
    },
  } satisfies Partial<Handlers>;
}
