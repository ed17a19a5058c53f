/**
 * The client's one error rule (docs/product.md#api-calls, §8): any non-success response
 * becomes an error whose message is `{status}: {response text}`, or
 * `{status}: {status text}` when the body is empty.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status code of the response. */
    readonly status: number,
    /** The raw response text (may be empty). */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's `message` field when the body is the API's error JSON. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed as { message: unknown };
        return typeof message === 'string' ? message : undefined;
      }
    } catch {
      // Not JSON: no server message.
    }
    return undefined;
  }
}

/** §8: a failure whose message starts with 401 and contains "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof Error && /^401\b/.test(error.message) && error.message.includes('Unauthorized')
  );
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.clone().text();
  return new ApiError(response.status, text, response.statusText);
}
