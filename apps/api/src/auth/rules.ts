/** The auth handlers' rules without a database: the rate limits' refusal and a duplicate's detection. */
import { HttpError } from '../http/errors';

/** The 429 of a rate limit, with its Retry-After. */
export const tooMany = (seconds: number, what: string) =>
  new HttpError(
    429,
    seconds < 120
      ? `Too many ${what}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
      : `Too many ${what}. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    {},
    { 'retry-after': String(seconds) },
  );

/** The refusal of a registration whose e-mail has an account. */
export const emailExists = () => new HttpError(409, 'An account with this email already exists');

/** Whether an error (or one of its causes) is PostgreSQL's unique violation. */
export const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === '23505') return true;
  return false;
};
