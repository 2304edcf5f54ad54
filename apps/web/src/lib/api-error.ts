/**
 * Why a call failed:
 * - `server`: the envelope carried an error code (the server's message was shown);
 * - `session`: a token-clearing code (1000004, 1100003, 2000017); the user was sent to login;
 * - `http`: a non-2xx status or a body that is not an envelope ('Interface error');
 * - `network` / `timeout`: no answer ('Request Error'); `upload`: the upload failed ('Upload error').
 */
export type ApiErrorKind = 'server' | 'session' | 'http' | 'network' | 'timeout' | 'upload';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** The envelope's code; 0 when the server gave none. */
    readonly code: number,
    message: string,
    /** The envelope's data: validation errors carry `{field, reason?}`. */
    readonly data: unknown = null,
    /** The HTTP status, when there was one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The form field a validation error points at (`data.field`), if any. */
export function errorField(error: unknown): string | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const field = (error.data as { field?: unknown }).field;
  return typeof field === 'string' && field ? field : null;
}

/** For public calls: when a stale token ended the session, the same call without it may pass. */
export function retryAfterSessionEnd(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.kind === 'session';
}

/** "No data found" (2000019) or "product invalid or expired" (2000021): the record is not there. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === 2000019 || error.code === 2000021);
}
