import { ApiError } from '@petrobridge/api-client';

/**
 * The text a failure toast shows (docs/product.md#messages): the server's message when its JSON error body
 * has one, else the message of a non-HTTP error (a network failure), else the fallback. The raw
 * `{status}: {body}` text of an ApiError is never shown: it would put JSON in front of the user.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** One field problem of a 400 answer: the dotted path of the field and its message. */
export interface FieldProblem {
  path: string;
  message: string;
}

/**
 * The per-field problems of a 400 `{ message, errors: [{ path, message }] }`, or none when the
 * failure is anything else (another status, no JSON body, no `errors`).
 */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const parsed: unknown = JSON.parse(error.body);
    const errors = (parsed as { errors?: unknown } | null)?.errors;
    if (!Array.isArray(errors)) return [];
    return errors.filter(
      (e): e is FieldProblem =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as FieldProblem).path === 'string' &&
        typeof (e as FieldProblem).message === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The one wording of a read that failed (docs/product.md#messages): "{what} could not be loaded",
 * as a sentence with its period, and the next step when the screen gives one ('reload': "Reload the
 * page to try again."). `title` leaves the period off, for an alert's title.
 */
export function loadFailureText(
  what: string,
  next?: 'reload' | 'title' | (string & NonNullable<unknown>),
): string {
  const text = `${what} could not be loaded`;
  if (next === 'title') return text;
  if (next === 'reload') return `${text}. Reload the page to try again.`;
  return next ? `${text}. ${next}` : `${text}.`;
}
