import { ErrorCode } from '@mall/contract/errors';
import { errorField, isApiError } from '../../lib/api-error';

/** Codes that belong to one field even when the server names none. */
const CODE_FIELDS: Partial<Record<number, string>> = {
  [ErrorCode.TransactionIdExists]: 'transcation_id',
  [ErrorCode.InsufficientBalance]: 'amount',
  [ErrorCode.InvalidCurrency]: 'wallet',
};

/**
 * Where a refused wallet form shows the server's message (its toast shows too): on the field
 * it names (data.field) or the code implies, else above the submit button. Null for failures
 * that are not the server's answer (network: the toast says it all).
 */
export function placeWalletError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F | null; message: string } | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  const named = errorField(error) ?? CODE_FIELDS[error.code] ?? null;
  if (named && (fields as readonly string[]).includes(named))
    return { field: named as F, message: error.message };
  return { field: null, message: error.message };
}
