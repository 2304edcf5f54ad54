import type { ErrorCodeValue } from '@mall/contract/errors';

/**
 * A failure the client is told about: answered as HTTP 200 with the envelope
 * `{code, message (in the request's lang), data}` by the one error handler.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly data: unknown = null,
  ) {
    super(`app error ${code}`);
    this.name = 'AppError';
  }
}

/** A parameter that is present but of the wrong form (1000008, or a route's own code). */
export function invalidField(
  field: string,
  reason: string,
  code: ErrorCodeValue = 1000008,
): AppError {
  return new AppError(code, { field, reason });
}

/** A required parameter that is absent or empty (1000009). */
export function missingField(field: string): AppError {
  return new AppError(1000009, { field });
}

/** HTTP-level failures (404, 413, 429, ...): not the envelope, no internals. */
export class TransportError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'TransportError';
  }
}
