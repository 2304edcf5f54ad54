import { isApiError } from '../../../lib/api-error';
import type { AdminTFunction } from '../i18n/admin-i18n';

/** The server's reasons for refusing a disable (1000008 {field: user_id, reason}), as words. */
const REASONS = {
  self: 'users.refused.self',
  owner: 'users.refused.owner',
  last_owner: 'users.refused.lastOwner',
  deleted: 'users.refused.deleted',
} as const;

/** Why a disable or enable failed, in the staff member's language. */
export function refusalMessage(error: unknown, t: AdminTFunction): string {
  if (isApiError(error)) {
    const reason = (error.data as { reason?: unknown } | null)?.reason;
    if (typeof reason === 'string' && reason in REASONS)
      return t(REASONS[reason as keyof typeof REASONS]);
    if (error.message) return error.message;
  }
  return t('users.refused.other');
}
