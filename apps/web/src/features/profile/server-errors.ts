import { errorField, isApiError } from '../../lib/api-error';

/**
 * Where a refused profile form shows the server's message (1100004 and the validation codes
 * name the field in data.field): on that field when the form has it, else above its button.
 */
export function placeProfileError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F | null; message: string } | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  const named = errorField(error);
  if (named && (fields as readonly string[]).includes(named))
    return { field: named as F, message: error.message };
  return { field: null, message: error.message };
}
