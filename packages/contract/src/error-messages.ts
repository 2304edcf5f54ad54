import type { ErrorCodeValue } from './errors';
import type { Lang } from './locales';

type Catalogue = Record<ErrorCodeValue, string>;

const en: Catalogue = {
  1000004: 'Your session is not valid. Please log in again.',
  1000008: 'A parameter is not valid.',
  1000009: 'A required parameter is missing.',
  1100000: 'This email is already registered.',
  1100001: 'The registration details are not in the right format.',
  1100002: 'The email or password is incorrect.',
  1100003: 'Your session has expired or you are not logged in.',
  1100004: 'The account details are not in the right format.',
  1100005: 'The email could not be sent.',
  1100006: 'You are already logged in.',
  1100007: 'This email is already in use; registration failed.',
  1100008: 'No account uses this email.',
  1500018: 'The order does not exist.',
  1500019: 'The order could not be paid.',
  2000001: 'The text message could not be sent.',
  2000002: 'The verification code is not correct.',
  2000003: 'The coupon could not be claimed.',
  2000004: 'No coupon matches this code.',
  2000005: 'The order could not be switched to shipping.',
  2000006: 'The receipt could not be confirmed.',
  2000007: 'The review could not be saved.',
  2000008: 'You have no default address yet.',
  2000009: 'This order cannot have an after-sales request.',
  2000010: 'A return request already exists.',
  2000011: 'The return quantity is over the limit.',
  2000012: 'The return request could not be submitted.',
  2000013: 'The return request has been cancelled.',
  2000014: 'The return could not be scheduled.',
  2000015: 'The seller application failed.',
  2000016: 'You have already applied to become a seller.',
  2000017: 'This account is disabled.',
  2000018: 'The operation could not be completed.',
  2000019: 'No data was found.',
  2000021: 'The product is invalid or no longer available.',
  2000022: 'Payment failed: your balance is not enough.',
  2000023: 'There is not enough stock.',
  2000028: 'Top-up failed: this transaction ID has already been used.',
  2000029: 'This currency is not supported.',
  2000030: 'You have reached the number of top-ups allowed in 24 hours.',
  2000032: 'The order could not be cancelled.',
  2000033: 'The order has already shipped and cannot be cancelled.',
};

/** Filled in for every language: the type makes a missing message a compile error. */
export const ERROR_MESSAGES: Record<Lang, Catalogue> = {
  en,
  zh: en,
  zhtw: en,
  es: en,
  jp: en,
  th: en,
  ko: en,
};
