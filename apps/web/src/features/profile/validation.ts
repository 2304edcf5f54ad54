import {
  ACCOUNT_NAME_PATTERN,
  BANK_ACCOUNT_NO_MAX,
  BANK_ACCOUNT_NO_PATTERN as ACCOUNT_NO,
  CRYPTO_ADDRESS_MAX,
  CRYPTO_ADDRESS_PATTERN as CRYPTO_ADDRESS,
  ENGLISH_NAME_MAX,
  ENGLISH_NAME_PATTERN,
  PASSWORD_MAX_LENGTH as PASSWORD_MAX,
  PASSWORD_MIN_LENGTH as PASSWORD_MIN,
  PERSON_NAME_MAX as NAME_MAX,
  PROFILE_ADDRESS_MAX as ADDRESS_MAX,
  PROFILE_PHONE_PATTERN as PHONE,
} from '@mall/contract/rules';
import type { TFunction } from '../../lib/i18n';

export type Errors<K extends string> = Partial<Record<K, string>>;

function compact<K extends string>(errors: Record<K, string | undefined>): Errors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Errors<K>;
}

const tooLong = (value: string, max: number, t: TFunction) =>
  value.trim().length > max ? t('validation.tooLong', { max }) : undefined;

export interface BasicValues {
  firstname: string;
  lastname: string;
  phone: string;
  address: string;
}

export function validateBasic(v: BasicValues, t: TFunction): Errors<keyof BasicValues> {
  return compact({
    firstname: v.firstname.trim() ? tooLong(v.firstname, NAME_MAX, t) : t('validation.required'),
    lastname: tooLong(v.lastname, NAME_MAX, t),
    phone: v.phone.trim() && !PHONE.test(v.phone.trim()) ? t('profile.phoneFormat') : undefined,
    address: tooLong(v.address, ADDRESS_MAX, t),
  });
}

export interface PasswordValues {
  current_password: string;
  password: string;
  confirm_password: string;
}

export function validatePassword(v: PasswordValues, t: TFunction): Errors<keyof PasswordValues> {
  return compact({
    current_password: v.current_password ? undefined : t('validation.required'),
    password: !v.password
      ? t('validation.required')
      : v.password.length < PASSWORD_MIN
        ? t('validation.passwordMin', { min: PASSWORD_MIN })
        : v.password.length > PASSWORD_MAX
          ? t('validation.passwordMax', { max: PASSWORD_MAX })
          : v.password === v.current_password
            ? t('profile.passwordSame')
            : undefined,
    confirm_password: !v.confirm_password
      ? t('validation.required')
      : v.confirm_password !== v.password
        ? t('validation.confirmMatch')
        : undefined,
  });
}

export interface BankValues {
  bank_name: string;
  bank_acc_name: string;
  bank_acc_no: string;
  bank_routing_no: string;
}

/** Every bank field may be left empty (clears it); filled, names are English letters only. */
export function validateBank(v: BankValues, t: TFunction): Errors<keyof BankValues> {
  const name = (pattern: RegExp) => (value: string) =>
    !value.trim()
      ? undefined
      : (tooLong(value, ENGLISH_NAME_MAX, t) ??
        (pattern.test(value.trim()) ? undefined : t('profile.englishOnly')));
  const number = (value: string) =>
    !value.trim()
      ? undefined
      : (tooLong(value, BANK_ACCOUNT_NO_MAX, t) ??
        (ACCOUNT_NO.test(value.trim()) ? undefined : t('profile.accountNoFormat')));
  return compact({
    bank_name: name(ENGLISH_NAME_PATTERN)(v.bank_name),
    bank_acc_name: name(ACCOUNT_NAME_PATTERN)(v.bank_acc_name),
    bank_acc_no: number(v.bank_acc_no),
    bank_routing_no: number(v.bank_routing_no),
  });
}

/** A wallet address may be empty (removes it); filled, letters, digits and : . _ - up to 128. */
export function addressError(value: string, t: TFunction): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  return (
    tooLong(text, CRYPTO_ADDRESS_MAX, t) ??
    (CRYPTO_ADDRESS.test(text) ? undefined : t('profile.addressFormat'))
  );
}
