/**
 * The auth handlers' SQL: the accounts by e-mail or by identity-provider subject, a registration's and
 * a first identity-provider sign-in's insert, an account's link to the provider, the time of the last
 * sign-in, and the identity-provider flows (started, then taken once).
 */
import { and, eq, lt } from 'drizzle-orm';
import { authFlows, users } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { AuthFlowRow, NewAuthFlow, NewUser, UserRow } from '../db/rows';

/** The account with this (lower-case) e-mail, if any. */
export async function userByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** Whether an account has this (lower-case) e-mail. */
export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return !!existing;
}

/** Inserts an account; returns its row. */
export async function insertUser(db: Queryable, values: NewUser): Promise<UserRow> {
  const [created] = await db.insert(users).values(values).returning();
  return created!;
}

/** Records when the account last signed in. */
export async function markSignedIn(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

/** Drops the flows expired at `now`, then stores a new one. */
export async function startFlow(db: Queryable, flow: NewAuthFlow, now: Date): Promise<void> {
  await db.delete(authFlows).where(lt(authFlows.expiresAt, now));
  await db.insert(authFlows).values(flow);
}

/** Deletes the flow with this id (the hash of its cookie) and returns it, if it was there. */
export async function takeFlow(db: Queryable, id: string): Promise<AuthFlowRow | undefined> {
  const [flow] = await db.delete(authFlows).where(eq(authFlows.id, id)).returning();
  return flow;
}

/** The account linked to this identity provider's subject, if any. */
export async function userByOidcSubject(
  db: Queryable,
  issuer: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)))
    .limit(1);
  return user;
}

/** Links an existing account to the identity provider's subject (its e-mail now verified). */
export async function linkOidcSubject(
  db: Queryable,
  userId: string,
  issuer: string,
  subject: string,
  at: Date,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({
      oidcIssuer: issuer,
      oidcSubject: subject,
      authProvider: 'oidc',
      isEmailVerified: true,
      updatedAt: at,
    })
    .where(eq(users.id, userId))
    .returning();
  return user;
}
