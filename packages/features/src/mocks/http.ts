/**
 * The fake server's typed layer: MSW's `http` typed from the contract (`paths` of
 * `@petrobridge/api-client`) by openapi-msw, so a handler's path, parameters, request body and
 * answers are the operation's, and a misspelt path or a body off the contract fails `tsc`. Paths are
 * written as in openapi.yaml (`/api/deals/{id}`) and match any origin: Storybook's and a Node test's.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { Schema, paths } from '@petrobridge/api-client';
import { toFieldProblems } from '@petrobridge/domain';
import * as z from 'zod/mini';
import type { User } from './db';
import { mockUser } from './role';

export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/** The contract's error body, with the extra fields some errors carry (`code`, `allowedStatuses`, …). */
export type Problem = Schema<'Error'>;

/** A JSON answer; its type is checked against the operation's responses where it is returned. */
export const json = <T extends JsonBodyType>(
  body: T,
  status = 200,
  headers?: Record<string, string>,
) => HttpResponse.json<T>(body, { status, headers });

/** The API's error body: `{ message }` and whatever the error adds. */
export const problem = <Extra extends Record<string, JsonBodyType> = Record<never, never>>(
  status: number,
  message: string,
  extra?: Extra,
) => HttpResponse.json<Problem & Extra>({ message, ...extra } as Problem & Extra, { status });

/** 400 on one field, as the server's §5 validation. */
export const badRequest = (path: string, message: string) =>
  problem(400, 'Invalid request', { errors: [{ path, message }] });

/** An answer without a body (204). */
export const noContent = () => new HttpResponse<null>(null, { status: 204 });

/** The server's 401 body: the client's §8 rule matches "401" and "Unauthorized". */
export const unauthorizedResponse = () => problem(401, 'Unauthorized');

/** The caller, or the 401 the server answers without a session. */
export function caller(): User | HttpResponse<Problem> {
  return mockUser() ?? unauthorizedResponse();
}

/** Validates a body like the server: 400 `{ message: 'Invalid request', errors: [{ path, message }] }`. */
export async function parseBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | HttpResponse<Problem>> {
  const body: unknown = await request.json().catch(() => null);
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  return problem(400, 'Invalid request', { errors: toFieldProblems(result.error) });
}

/** limit/offset paging with X-Total-Count, as the list endpoints do. */
export function page<T extends JsonBodyType>(request: Request, items: T[]) {
  const url = new URL(request.url);
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  return json(items.slice(offset, offset + limit), 200, { 'X-Total-Count': String(items.length) });
}
