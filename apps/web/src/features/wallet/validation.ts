import {
  ACCOUNT_NAME_PATTERN,
  BANK_ACCOUNT_NO_MAX,
  BANK_ACCOUNT_NO_PATTERN,
  CRYPTO_ADDRESS_MAX,
  CRYPTO_ADDRESS_PATTERN,
  ENGLISH_NAME_MAX,
  ENGLISH_NAME_PATTERN,
  REMARK_MAX,
  TRANSACTION_ID_MAX,
  TRANSACTION_ID_PATTERN,
} from '@mall/contract/rules';
import type { TFunction } from '../../lib/i18n';
import { checkAmount, type AmountLimits } from './amount';
import { amountMessage } from './labels';

export { REMARK_MAX };

export function amountError(value: string, limits: AmountLimits, t: TFunction): string | undefined {
  const check = checkAmount(value, limits);
  if (check.ok) return undefined;
  return amountMessage(check.problem, t, {
    min: limits.min !== undefined ? limits.min.toFixed(2) : undefined,
    available: limits.available !== undefined ? limits.available.toFixed(2) : undefined,
  });
}

export function transactionIdError(value: string, t: TFunction): string | undefined {
  const text = value.trim();
  if (!text) return t('validation.required');
  if (text.length > TRANSACTION_ID_MAX) return t('validation.tooLong', { max: TRANSACTION_ID_MAX });
  if (!TRANSACTION_ID_PATTERN.test(text)) return t('wallet.transactionIdFormat');
  return undefined;
}

function nameError(
  pattern: RegExp,
  value: string,
  t: TFunction,
  required: boolean,
): string | undefined {
  const text = value.trim();
  if (!text) return required ? t('validation.required') : undefined;
  if (text.length > ENGLISH_NAME_MAX) return t('validation.tooLong', { max: ENGLISH_NAME_MAX });
  if (!pattern.test(text)) return t('wallet.englishOnly');
  return undefined;
}

/** A bank name, as the contract's ENGLISH_NAME_PATTERN. */
export function englishNameError(value: string, t: TFunction, required = true): string | undefined {
  return nameError(ENGLISH_NAME_PATTERN, value, t, required);
}

/** An account holder's name, as the contract's ACCOUNT_NAME_PATTERN. */
export function accountNameError(value: string, t: TFunction, required = true): string | undefined {
  return nameError(ACCOUNT_NAME_PATTERN, value, t, required);
}

export function accountNoError(value: string, t: TFunction, required = true): string | undefined {
  const text = value.trim();
  if (!text) return required ? t('validation.required') : undefined;
  if (text.length > BANK_ACCOUNT_NO_MAX)
    return t('validation.tooLong', { max: BANK_ACCOUNT_NO_MAX });
  if (!BANK_ACCOUNT_NO_PATTERN.test(text)) return t('wallet.accountNoFormat');
  return undefined;
}

export function cryptoAddressError(
  value: string,
  t: TFunction,
  required = true,
): string | undefined {
  const text = value.trim();
  if (!text) return required ? t('validation.required') : undefined;
  if (text.length > CRYPTO_ADDRESS_MAX) return t('validation.tooLong', { max: CRYPTO_ADDRESS_MAX });
  if (!CRYPTO_ADDRESS_PATTERN.test(text)) return t('wallet.addressFormat');
  return undefined;
}

export function remarkError(value: string, t: TFunction): string | undefined {
  return value.trim().length > REMARK_MAX
    ? t('validation.tooLong', { max: REMARK_MAX })
    : undefined;
}

export function compact<K extends string>(
  errors: Record<K, string | undefined>,
): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Partial<
    Record<K, string>
  >;
}
