import { sql } from 'drizzle-orm';
import type { Services } from '../services';

export function systemHandlers({ database }: Services) {
  return {
    async getHealth() {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  };
}
