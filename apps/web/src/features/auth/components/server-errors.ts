import { ErrorCode } from '@mall/contract/errors';
import { errorField, isApiError } from '../../../lib/api-error';

/**
 * Where a failed login or registration should show its message: on the field the server
 * named (data.field), on email for "already registered", else above the submit button.
 */
export function placeServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F | null; message: string } | null {
  if (!isApiError(error) || (error.kind !== 'server' && error.kind !== 'session')) return null;
  const named = errorField(error);
  if (named && (fields as readonly string[]).includes(named))
    return { field: named as F, message: error.message };
  const emailCodes: number[] = [
    ErrorCode.EmailExists,
    ErrorCode.RegistrationEmailExists,
    ErrorCode.EmailNotFound,
  ];
  if (emailCodes.includes(error.code) && (fields as readonly string[]).includes('email')) {
    return { field: 'email' as F, message: error.message };
  }
  return { field: null, message: error.message };
}
