/** The broker tag: what the broker's dashboard shows them to act on. */
import { brokerInsights } from '@petrobridge/domain';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import type { S } from '../http/serialize';
import { today } from '../lib/read-models';
import { insightRows } from './queries';
import { insightInput } from './rules';

export function brokerHandlers(services: Services) {
  const { db } = services.database;
  return {
    async getBrokerAiInsights(request): Promise<S<'AiInsight'>[]> {
      const user = userOf(request);
      const now = services.now();
      const rows = await insightRows(db, user.id, today(now));
      return brokerInsights(insightInput(rows, now));
    },
  } satisfies Partial<Handlers>;
}
