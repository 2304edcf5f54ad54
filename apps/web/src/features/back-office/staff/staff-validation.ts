import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PERSON_NAME_MAX } from '@mall/contract/rules';
import type { AdminMessageKey } from '../i18n/admin-i18n';
import type { StaffSaveValues } from './api/save-staff';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type StaffFormErrors = Partial<Record<keyof StaffSaveValues, AdminMessageKey>>;

/**
 * What the form checks before sending (the server checks it again): an email, at least one
 * role, and the lengths of name and password when given. Whether the email has an account is
 * the server's to say (a new account needs firstname and password).
 */
export function validateStaff(values: StaffSaveValues): StaffFormErrors {
  const errors: StaffFormErrors = {};
  if (!EMAIL.test(values.email.trim())) errors.email = 'staff.form.emailInvalid';
  if (values.firstname.trim().length > PERSON_NAME_MAX) errors.firstname = 'staff.form.nameTooLong';
  if (
    values.password &&
    (values.password.length < PASSWORD_MIN_LENGTH || values.password.length > PASSWORD_MAX_LENGTH)
  )
    errors.password = 'staff.form.passwordLength';
  if (values.roles.length === 0) errors.roles = 'staff.form.rolesRequired';
  return errors;
}
