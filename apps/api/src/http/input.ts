/**
 * Input the contract's schemas let through but the database cannot take, refused centrally with a 400
 * instead of a 500 from deep inside a query or a stack overflow:
 * - JSON nested deeper than MAX_JSON_DEPTH levels (checked on the text, before it is parsed);
 * - U+0000 in any string (PostgreSQL text cannot hold it) and lone UTF-16 surrogates (`"\ud800"` is
 *   valid JSON but no Unicode text: PostgreSQL's jsonb refuses it), in object keys as in values: JSON
 *   bodies, query strings, path parameters;
 * - numbers in the query string beyond 2^53 − 1 (`offset=1e19`): JavaScript loses their digits and
 *   PostgreSQL's bigint overflows.
 * The scans walk values with an explicit stack, never by recursion.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, type FieldError } from './errors';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';
export const SURROGATE_MESSAGE =
  'Text must be valid Unicode: it contains a lone UTF-16 surrogate (e.g. \\ud800 without its pair)';
/** Levels of arrays and objects a JSON body may nest; no operation needs more than a handful. */
export const MAX_JSON_DEPTH = 64;
export const DEPTH_MESSAGE = `JSON nesting is too deep: at most ${MAX_JSON_DEPTH} levels of arrays and objects`;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string, if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

/**
 * Every string (and object key) in a parsed value that the database cannot store, with its path
 * (dot-separated, as in the API's `errors[]`). Stops after `limit` problems.
 */
export function textProblems(value: unknown, limit = 20): FieldError[] {
  const out: FieldError[] = [];
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length && out.length < limit) {
    const [v, prefix] = stack.pop()!;
    if (typeof v === 'string') {
      const message = textProblem(v);
      if (message) out.push({ path: prefix || 'body', message });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push([v[i], prefix ? `${prefix}.${i}` : String(i)]);
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        // A key with a lone surrogate is named with U+FFFD in its place, so the answer is valid text.
        const message = textProblem(k);
        const name = message ? k.replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD') : k;
        const here = prefix ? `${prefix}.${name}` : name;
        if (message) out.push({ path: here, message });
        stack.push([child, here]);
      }
    }
  }
  return out;
}

/**
 * How deeply a JSON text nests arrays and objects, counted on the text in one pass (brackets inside
 * strings do not count); stops counting past `max`.
 */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character; a quote ends the string.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

const invalid = (errors: FieldError[]) =>
  new HttpError(400, 'Invalid request', { errors: errors.slice(0, 20) });

/** 400 before parsing when a JSON text nests deeper than MAX_JSON_DEPTH. */
export function assertJsonDepth(text: string): void {
  if (jsonDepthExceeds(text)) throw invalid([{ path: 'body', message: DEPTH_MESSAGE }]);
}

/** 400 when a parsed body holds U+0000 or a lone surrogate anywhere (a string or a key). */
export function assertStorableText(value: unknown): void {
  const errors = textProblems(value);
  if (errors.length) throw invalid(errors);
}

function checkQueryAndParams(request: FastifyRequest): void {
  const errors: FieldError[] = [];
  for (const source of [request.params, request.query]) {
    if (!source || typeof source !== 'object') continue;
    errors.push(...textProblems(source));
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
