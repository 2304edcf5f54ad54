import type { Envelope } from '@mall/contract/envelope';
import { SESSION_ENDING_CODES } from '@mall/contract/errors';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { redirectToLogin } from './navigation';
import { endSession } from './session';
import { showToast } from './toast';

export interface EnvelopeOptions {
  /** No toast for this call (the caller says it another way). */
  silent?: boolean;
  /** Set false to clear a lost session without going to login (e.g. logout itself). */
  sessionRedirect?: boolean;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

/** Shows a failure to the user (unless silent) and returns the error to throw. */
export function fail(error: ApiError, options: EnvelopeOptions): ApiError {
  if (!options.silent && error.message) showToast(error.message);
  return error;
}

export function clientError(
  kind: 'http' | 'network' | 'timeout' | 'upload',
  status?: number,
): ApiError {
  const key =
    kind === 'http' ? 'errors.interface' : kind === 'upload' ? 'errors.upload' : 'errors.request';
  return new ApiError(kind, 0, i18n.t(key), null, status);
}

/** Code 200 gives data; token-clearing codes end the session; any other code is the server's message. */
export function unwrapEnvelope<T>(body: unknown, options: EnvelopeOptions): T {
  if (!isEnvelope(body)) throw fail(clientError('http'), options);
  if (body.code === 200) return body.data as T;
  const message =
    typeof body.message === 'string' && body.message ? body.message : i18n.t('errors.unknown');
  if ((SESSION_ENDING_CODES as readonly number[]).includes(body.code)) {
    endSession();
    if (options.sessionRedirect !== false) redirectToLogin();
    throw fail(new ApiError('session', body.code, message, body.data), options);
  }
  throw fail(new ApiError('server', body.code, message, body.data), options);
}
