/** Request-scoped helpers: the signed-in user, role checks and body parsing with §5 messages. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toFieldProblems, type Role } from '@petrobridge/domain';
import type { UserRow } from '../db/rows';
import { badRequest, forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user; set for every operation that needs a session. */
    user: UserRow | null;
    /** The raw session cookie value of a valid session. */
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    operationId?: string;
    isPublic?: boolean;
  }
}

export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** 403 unless the user has one of the roles. */
export function requireRole(user: UserRow, roles: readonly Role[], message?: string): void {
  if (!roles.includes(user.role)) throw forbidden(message ?? 'Your role may not do this');
}

/** Parses a body with a domain schema; 400 with the §5 messages on failure. */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const result = z.safeParse(schema, body ?? {});
  if (!result.success) throw badRequest('Invalid request', toFieldProblems(result.error));
  return result.data;
}
