/**
 * Counting limits in the database (`rate_limits`), so they hold across restarts and instances: a key
 * collects hits within a window; at the limit it is blocked until the window has passed again.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Services } from '../services';

/** Seconds until every given key is free again; 0 when none is blocked. */
export async function blockedFor(services: Services, keys: string[]): Promise<number> {
  const rows = await services.database.db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  const now = services.now().getTime();
  let wait = 0;
  for (const r of rows) {
    if (r.blockedUntil && r.blockedUntil.getTime() > now)
      wait = Math.max(wait, Math.ceil((r.blockedUntil.getTime() - now) / 1000));
  }
  return wait;
}

/** Counts one hit on `key`; blocks the key for a window once `limit` hits fall within one. */
export async function hit(services: Services, key: string, limit: number): Promise<void> {
  const now = services.now();
  const windowMs = services.config.rateLimitWindowMinutes * 60_000;
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const [row] = await services.database.db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then ${nowSql} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  if (row && row.count >= limit) {
    await services.database.db
      .update(rateLimits)
      .set({ blockedUntil: new Date(now.getTime() + windowMs), count: 0, windowStartedAt: now })
      .where(eq(rateLimits.key, key));
  }
}

export async function clearKey(services: Services, key: string): Promise<void> {
  await services.database.db.delete(rateLimits).where(eq(rateLimits.key, key));
}
