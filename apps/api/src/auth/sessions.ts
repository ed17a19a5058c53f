/**
 * Server-side sessions in the `sessions` table. The cookie `pb_session` holds a 256-bit random value;
 * the table keeps only its SHA-256. A session ends after `sessionIdleMinutes` without a request or
 * `sessionAbsoluteHours` after sign-in, whichever comes first; every sign-in creates a new id.
 *
 * Resolved sessions are cached in this process for SESSION_CACHE_MS (wall time) so that a request costs
 * no session query: the idle and absolute expiry are still checked on every request against the cached
 * times, sign-out removes the entry at once, and `forgetUserSessions` drops a user's entries when their
 * row changes. Another process serving the same database learns of a sign-out or a change to the user
 * only when its own entry is older than SESSION_CACHE_MS (see docs/performance.md).
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema';
import type { UserRow } from '../db/rows';
import type { Services } from '../services';
import { randomToken, tokenHash } from './tokens';

export const SESSION_COOKIE = 'pb_session';

/** Only write last_seen_at when it is older than this (keeps reads cheap). */
const TOUCH_AFTER_MS = 60_000;

/** How long a resolved session is trusted without reading the table again. */
export const SESSION_CACHE_MS = 5_000;
/** Entries kept per server at most; the oldest goes first. */
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  user: UserRow;
  lastSeenAt: number;
  expiresAt: number;
  /** performance.now() when read from the table: tests move `services.now`, not this. */
  readAt: number;
}

// Per server (tests run several in one process), keyed by the token's hash.
const caches = new WeakMap<Services, Map<string, CachedSession>>();
function cacheOf(services: Services): Map<string, CachedSession> {
  let cache = caches.get(services);
  if (!cache) caches.set(services, (cache = new Map()));
  return cache;
}

/** Drops the cached sessions of a user: call it whenever their row (role, status) changes. */
export function forgetUserSessions(services: Services, userId: string): void {
  const cache = cacheOf(services);
  for (const [id, entry] of cache) if (entry.user.id === userId) cache.delete(id);
}

export async function createSession(services: Services, userId: string): Promise<string> {
  const token = randomToken();
  const now = services.now();
  await services.database.db.insert(sessions).values({
    id: tokenHash(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + services.config.sessionAbsoluteHours * 3_600_000),
  });
  return token;
}

/** The user of a valid session, or null (an expired session is deleted). */
export async function resolveSession(services: Services, token: string): Promise<UserRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const { db } = services.database;
  const id = tokenHash(token);
  const cache = cacheOf(services);
  let entry = cache.get(id);
  if (entry && performance.now() - entry.readAt > SESSION_CACHE_MS) {
    cache.delete(id);
    entry = undefined;
  }
  if (!entry) {
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id))
      .limit(1);
    // A deactivated account's sessions are deleted with the deactivation; this guards any that remain.
    if (!row || row.user.deactivatedAt) return null;
    entry = {
      user: row.user,
      lastSeenAt: row.session.lastSeenAt.getTime(),
      expiresAt: row.session.expiresAt.getTime(),
      readAt: performance.now(),
    };
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(id, entry);
  }
  const now = services.now().getTime();
  const idleLimit = entry.lastSeenAt + services.config.sessionIdleMinutes * 60_000;
  if (now >= entry.expiresAt || now >= idleLimit) {
    cache.delete(id);
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now - entry.lastSeenAt > TOUCH_AFTER_MS) {
    entry.lastSeenAt = now;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return entry.user;
}

export async function destroySession(services: Services, token: string): Promise<void> {
  const id = tokenHash(token);
  cacheOf(services).delete(id);
  await services.database.db.delete(sessions).where(eq(sessions.id, id));
}

/** Secure when the server is reached over HTTPS (directly, or PUBLIC_URL says so). */
export function isSecure(services: Services, request: FastifyRequest): boolean {
  return request.protocol === 'https' || !!services.config.publicUrl?.startsWith('https:');
}

export function setSessionCookie(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(services, request),
  });
}

export function clearSessionCookie(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(services, request),
  });
}
