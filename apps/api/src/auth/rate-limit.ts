/**
 * Counting limits in the database (`rate_limits`), so they hold across restarts and instances.
 *
 * Two kinds of key share the table:
 * - hard limits (`hit`/`blockedFor`, registrations): a key collects hits within a window; at the limit
 *   it is blocked until the window has passed again.
 * - progressive delays (`reserveAttempt`/`refundAttempt`, sign-in): every attempt is counted BEFORE the
 *   password is hashed, in one statement that also refuses the attempt while the key is delayed, so
 *   parallel requests cannot slip past the count. After `free` attempts each further one sets a delay
 *   of 1, 2, 4 … seconds (capped); a successful sign-in gives its attempt back. A key is forgotten once
 *   a whole window passes without an attempt. For these keys `window_started_at` is the last attempt.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/** A progressive-delay key: `free` attempts without delay, then 1, 2, 4 … s up to the cap. */
export interface Throttle {
  key: string;
  free: number;
}

/** Seconds of delay after the `count`-th attempt (pure; the SQL below computes the same). */
export function delayAfter(count: number, free: number, maxSeconds: number): number {
  if (count < free) return 0;
  return Math.min(maxSeconds, 2 ** Math.min(count - free, 30));
}

function delaySql(count: SQL, free: number, maxSeconds: number): SQL {
  return sql`(case when ${count} < ${free} then 0 else least(${maxSeconds}::float8, power(2::float8, least(${count} - ${free}, 30))) end) * interval '1 second'`;
}

/**
 * Counts one attempt on every key, atomically per key, before the caller does the expensive check.
 * Returns 0 when the attempt may go ahead, else the seconds to wait (nothing stays counted then).
 */
export async function reserveAttempt(services: Services, throttles: Throttle[]): Promise<number> {
  const { db } = services.database;
  const now = services.now();
  const maxSeconds = services.config.loginMaxDelaySeconds;
  const windowMs = services.config.rateLimitWindowMinutes * 60_000;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const reserved: Throttle[] = [];
  for (const throttle of throttles) {
    const stale = sql`${rateLimits.windowStartedAt} < ${windowStart}`;
    const next = sql`(case when ${stale} then 1 else ${rateLimits.count} + 1 end)`;
    const [row] = await db
      .insert(rateLimits)
      .values({
        key: throttle.key,
        count: 1,
        windowStartedAt: now,
        blockedUntil: new Date(now.getTime() + delayAfter(1, throttle.free, maxSeconds) * 1000),
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: next,
          windowStartedAt: nowSql,
          blockedUntil: sql`${nowSql} + ${delaySql(next, throttle.free, maxSeconds)}`,
        },
        // A delayed key refuses the attempt without counting it: the row is left as it is.
        setWhere: sql`${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${nowSql} or ${stale}`,
      })
      .returning({ count: rateLimits.count });
    if (!row) {
      for (const done of reserved) await refundAttempt(services, done);
      const [blocked] = await db
        .select({ blockedUntil: rateLimits.blockedUntil })
        .from(rateLimits)
        .where(eq(rateLimits.key, throttle.key));
      const until = blocked?.blockedUntil?.getTime() ?? now.getTime();
      return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    }
    reserved.push(throttle);
  }
  return 0;
}

/** Gives back one attempt reserved on a key (the sign-in succeeded), recomputing its delay. */
export async function refundAttempt(services: Services, throttle: Throttle): Promise<void> {
  const now = services.now();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const next = sql`greatest(${rateLimits.count} - 1, 0)`;
  await services.database.db
    .update(rateLimits)
    .set({
      count: next,
      blockedUntil: sql`${nowSql} + ${delaySql(next, throttle.free, services.config.loginMaxDelaySeconds)}`,
    })
    .where(eq(rateLimits.key, throttle.key));
}
