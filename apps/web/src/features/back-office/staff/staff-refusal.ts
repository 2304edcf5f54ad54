import { ErrorCode } from '@mall/contract/errors';
import { isApiError } from '../../../lib/api-error';
import type { AdminMessageKey } from '../i18n/admin-i18n';
import type { StaffSaveValues } from './api/save-staff';

const FIELDS = ['email', 'firstname', 'password', 'roles'] as const;

/** What a refused save or remove means, for the form field it names (or the form). */
export interface StaffRefusal {
  field: keyof StaffSaveValues | null;
  message: AdminMessageKey | null;
  /** The server's own words when there is no message of ours. */
  text: string;
}

/** Reads a refusal of POST /admin/staff/save or /remove into a field and a message. */
export function staffRefusal(error: unknown): StaffRefusal {
  if (!isApiError(error)) return { field: null, message: 'staff.refused.other', text: '' };
  const data = (error.data ?? {}) as { field?: unknown; reason?: unknown };
  const field = (FIELDS as readonly unknown[]).includes(data.field)
    ? (data.field as keyof StaffSaveValues)
    : null;
  const missing = error.code === ErrorCode.MissingParameter;
  let message: AdminMessageKey | null = null;
  if (missing && field === 'firstname') message = 'staff.refused.firstnameNeeded';
  else if (missing && field === 'password') message = 'staff.refused.passwordNeeded';
  else if (data.reason === 'self') message = 'staff.refused.self';
  else if (data.reason === 'last_owner') message = 'staff.refused.lastOwner';
  else if (data.reason === 'deleted') message = 'staff.refused.deleted';
  else if (data.reason === 'password') message = 'staff.refused.passwordExisting';
  else if (error.code === ErrorCode.NoData) message = 'staff.refused.notStaff';
  const reason = typeof data.reason === 'string' ? data.reason : '';
  return { field, message, text: reason || error.message };
}
