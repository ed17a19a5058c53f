/**
 * Input the contract's schemas let through but the database cannot take, refused centrally with a 400
 * instead of a 500 from deep inside a query:
 * - U+0000 in any string (PostgreSQL text cannot hold it): JSON bodies, query strings, path parameters;
 * - numbers in the query string beyond 2^53 − 1 (`offset=1e19`): JavaScript loses their digits and
 *   PostgreSQL's bigint overflows.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, type FieldError } from './errors';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/** Paths (dot-separated, as in the API's `errors[]`) of strings holding U+0000 in a parsed value. */
export function nulPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [prefix || 'body'] : [];
  if (Array.isArray(value))
    return value.flatMap((v, i) => nulPaths(v, prefix ? `${prefix}.${i}` : String(i)));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => {
      const here = prefix ? `${prefix}.${k}` : k;
      return [...(k.includes('\u0000') ? [here] : []), ...nulPaths(v, here)];
    });
  return [];
}

const invalid = (errors: FieldError[]) =>
  new HttpError(400, 'Invalid request', { errors: errors.slice(0, 20) });

/** 400 when a parsed body holds U+0000 anywhere. */
export function assertNoNul(value: unknown): void {
  const paths = nulPaths(value);
  if (paths.length) throw invalid(paths.map((path) => ({ path, message: NUL_MESSAGE })));
}

function checkQueryAndParams(request: FastifyRequest): void {
  const errors: FieldError[] = [];
  for (const source of [request.params, request.query]) {
    if (!source || typeof source !== 'object') continue;
    for (const path of nulPaths(source)) errors.push({ path, message: NUL_MESSAGE });
  }
  if (errors.length) throw invalid(errors);
}

function checkQueryNumbers(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'number' && !(Math.abs(value) <= Number.MAX_SAFE_INTEGER))
      errors.push({ path: name, message: `must be at most ${Number.MAX_SAFE_INTEGER}` });
  }
  if (errors.length) throw invalid(errors);
}

export function registerInputGuards(app: FastifyInstance): void {
  // Before the contract's validation: its messages about a NUL-laden value would only confuse.
  app.addHook('preValidation', async (request) => checkQueryAndParams(request));
  // After it: the contract coerces query numbers, so only then are they numbers to check.
  app.addHook('preHandler', async (request) => checkQueryNumbers(request));
}
