/**
 * What a story answers instead of the mock database, typed from the contract: the path is one of
 * `paths` (`/api/deals/{id}`), the method one of that path's, and `answer`'s body the operation's
 * response, so a misspelt override fails `tsc`.
 *
 * ```ts
 * parameters: mockOverrides(empty('/api/deals'), fail('get', '/api/notifications')),
 * ```
 */
import { delay, http as msw, HttpResponse, type HttpHandler } from 'msw';
import type { HttpMethod, PathsFor, ResponseBodyFor } from 'openapi-msw';
import { type http, json, problem, unauthorizedResponse } from './http';

type Method = Extract<HttpMethod, 'get' | 'post' | 'put' | 'patch' | 'delete'>;
/** The contract's paths that have `method`. */
export type PathOf<M extends Method> = PathsFor<(typeof http)[M]>;
/** What the operation at `method` `path` may answer (its success and error bodies). */
export type AnswerOf<M extends Method, P extends PathOf<M>> = ResponseBodyFor<(typeof http)[M], P>;

/** The MSW route of a contract path on any origin: `/api/deals/{id}` → `*\/api/deals/:id`. */
const route = (path: string) => `*${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Story parameters that answer these cases instead of the database: `parameters: mockOverrides(fail('get', '/api/deals'))`. */
export const mockOverrides = (...handlers: HttpHandler[]) => ({
  msw: { handlers: { overrides: handlers } },
});

/** A server error (500 with the API's body, or `status`/`message` of your choice). */
export const fail = <M extends Method>(
  method: M,
  path: PathOf<M>,
  status = 500,
  message = 'Internal server error',
) => msw[method](route(path), () => problem(status, message));

/** A response without the API's JSON body (a proxy's 502): the client's fallback texts show. */
export const failBare = <M extends Method>(method: M, path: PathOf<M>, status = 502) =>
  msw[method](route(path), () => new HttpResponse(null, { status }));

/** The logged-out answer (§8). */
export const signedOut = <M extends Method>(method: M, path: PathOf<M>) =>
  msw[method](route(path), unauthorizedResponse);

/**
 * A response that never comes (a loading state, an upload cancelled while sending). The request is
 * listed on the page (`__pbNeverAnswered`, method and URL) so that the screenshot runner, which
 * waits for the API requests in flight before a shot, knows this one will not end and does not wait
 * for it (tests/screenshots/run.ts).
 */
export function neverAnswer(request: Request): ReturnType<typeof delay> {
  const page = globalThis as { __pbNeverAnswered?: string[] };
  (page.__pbNeverAnswered ??= []).push(`${request.method.toUpperCase()} ${request.url}`);
  return delay('infinite');
}

/** Never answers: the loading state. */
export const slow = <M extends Method>(method: M, path: PathOf<M>) =>
  msw[method](route(path), ({ request }) => neverAnswer(request));

/** An empty list (with `X-Total-Count: 0`). */
export const empty = (path: PathOf<'get'>) =>
  msw.get(route(path), () => json([], 200, { 'X-Total-Count': '0' }));

/** A fixed answer: the body is one the operation may answer. */
export const answer = <M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  body: AnswerOf<M, P>,
  status = 200,
) => msw[method](route(path), () => HttpResponse.json(body, { status }));
