import {
  INVITE_CODE_MAX,
  PASSWORD_MAX_LENGTH as PASSWORD_MAX,
  PASSWORD_MIN_LENGTH as PASSWORD_MIN,
  PERSON_NAME_MAX as NAME_MAX,
} from '@mall/contract/rules';
import type { TFunction } from '../../lib/i18n';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Errors<K extends string> = Partial<Record<K, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues extends LoginValues {
  firstname: string;
  lastname: string;
  confirm_password: string;
  invite_code: string;
  agree: boolean;
}

function emailError(email: string, t: TFunction): string | undefined {
  if (!email.trim()) return t('validation.required');
  if (!EMAIL.test(email.trim())) return t('validation.email');
  return undefined;
}

function passwordError(password: string, t: TFunction): string | undefined {
  if (!password) return t('validation.required');
  if (password.length < PASSWORD_MIN) return t('validation.passwordMin', { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX) return t('validation.passwordMax', { max: PASSWORD_MAX });
  return undefined;
}

function maxLength(value: string, max: number, t: TFunction): string | undefined {
  return value.trim().length > max ? t('validation.tooLong', { max }) : undefined;
}

function compact<K extends string>(errors: Record<K, string | undefined>): Errors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Errors<K>;
}

/** Login only asks for something to send; the server judges the password. */
export function validateLogin(values: LoginValues, t: TFunction): Errors<keyof LoginValues> {
  return compact({
    email: emailError(values.email, t),
    password: values.password
      ? maxLength(values.password, PASSWORD_MAX, t)
      : t('validation.required'),
  });
}

export function validateRegister(
  values: RegisterValues,
  t: TFunction,
): Errors<keyof RegisterValues> {
  return compact({
    email: emailError(values.email, t),
    firstname: values.firstname.trim()
      ? maxLength(values.firstname, NAME_MAX, t)
      : t('validation.required'),
    lastname: maxLength(values.lastname, NAME_MAX, t),
    password: passwordError(values.password, t),
    confirm_password: !values.confirm_password
      ? t('validation.required')
      : values.confirm_password !== values.password
        ? t('validation.confirmMatch')
        : undefined,
    invite_code: maxLength(values.invite_code, INVITE_CODE_MAX, t),
    agree: values.agree ? undefined : t('validation.agree'),
  });
}
