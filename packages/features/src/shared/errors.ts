import { ApiError } from '@petrobridge/api-client';

/**
 * The text a failure toast shows (client-spec §8): the server's message when its JSON error body
 * has one, else the message of a non-HTTP error (a network failure), else the fallback. The raw
 * `{status}: {body}` text of an ApiError is never shown: it would put JSON in front of the user.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
