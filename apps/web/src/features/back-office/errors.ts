import { ErrorCode } from '@mall/contract/errors';
import { isApiError } from '../../lib/api-error';

/** The admin API's answer to a logged-in user without the role: 1000008 {reason: forbidden}. */
export function isForbidden(error: unknown): boolean {
  if (!isApiError(error) || error.code !== ErrorCode.InvalidParameter) return false;
  const data = error.data as { reason?: unknown } | null;
  return data?.reason === 'forbidden';
}
