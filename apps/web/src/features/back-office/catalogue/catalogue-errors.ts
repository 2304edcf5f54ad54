import { ErrorCode } from '@mall/contract/errors';
import { isApiError } from '../../../lib/api-error';
import type { AdminTFunction } from '../i18n/admin-i18n';

/**
 * Why a removal was refused (2000018 {reason: has_children | has_products}), in words; the
 * server's message for anything else.
 */
export function removeRefusal(error: unknown, t: AdminTFunction): string {
  if (isApiError(error) && error.code === ErrorCode.DataOperationFailed) {
    const data = (error.data ?? {}) as { reason?: unknown; children?: unknown; products?: unknown };
    if (data.reason === 'has_children')
      return t('catalogue.removeBlocked.children', { count: Number(data.children) || 0 });
    if (data.reason === 'has_products')
      return t('catalogue.removeBlocked.products', { count: Number(data.products) || 0 });
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * A refusal on one field of a form (1000008/1000009 {field, reason}): the field and what to
 * say under it (the server's reason, which names the rule; a picture not the editor's own in
 * words of the back office). Null when the refusal names no field.
 */
export function fieldRefusal(
  error: unknown,
  t: AdminTFunction,
): { field: string; message: string } | null {
  if (!isApiError(error)) return null;
  const data = (error.data ?? {}) as { field?: unknown; reason?: unknown };
  if (typeof data.field !== 'string' || !data.field) return null;
  const reason = typeof data.reason === 'string' ? data.reason : '';
  if (reason === 'not a file you uploaded')
    return { field: data.field, message: t('catalogue.form.notOwnUpload') };
  return { field: data.field, message: reason ? `${error.message} (${reason})` : error.message };
}
