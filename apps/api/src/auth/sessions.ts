/**
 * Server-side sessions in the `sessions` table. The cookie `pb_session` holds a 256-bit random value;
 * the table keeps only its SHA-256. A session ends after `sessionIdleMinutes` without a request or
 * `sessionAbsoluteHours` after sign-in, whichever comes first; every sign-in creates a new id.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema';
import type { Services } from '../services';
import { randomToken, tokenHash } from './tokens';

export const SESSION_COOKIE = 'pb_session';
export type UserRow = typeof users.$inferSelect;

/** Only write last_seen_at when it is older than this (keeps reads cheap). */
const TOUCH_AFTER_MS = 60_000;

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
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const now = services.now().getTime();
  const idleLimit = row.session.lastSeenAt.getTime() + services.config.sessionIdleMinutes * 60_000;
  if (now >= row.session.expiresAt.getTime() || now >= idleLimit) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return row.user;
}

export async function destroySession(services: Services, token: string): Promise<void> {
  await services.database.db.delete(sessions).where(eq(sessions.id, tokenHash(token)));
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
