import type { Lang } from './locales';
import { ERROR_MESSAGES } from './error-messages';

/**
 * The closed catalogue of server codes (spec section 8). 200 is success; every other code an
 * API answer carries is one of these, with its message in the request's language.
 */
export const ErrorCode = {
  InvalidToken: 1000004,
  InvalidParameter: 1000008,
  MissingParameter: 1000009,
  EmailExists: 1100000,
  RegistrationFormat: 1100001,
  WrongCredentials: 1100002,
  NotLoggedIn: 1100003,
  AccountEditData: 1100004,
  MailFailed: 1100005,
  AlreadyLoggedIn: 1100006,
  RegistrationEmailExists: 1100007,
  EmailNotFound: 1100008,
  OrderNotFound: 1500018,
  OrderPaymentFailed: 1500019,
  SmsFailed: 2000001,
  CaptchaFailed: 2000002,
  CouponFailed: 2000003,
  CouponCodeFailed: 2000004,
  ShippingSwitchFailed: 2000005,
  ReceiveFailed: 2000006,
  ReviewFailed: 2000007,
  DefaultAddressEmpty: 2000008,
  NoAfterSales: 2000009,
  ReturnExists: 2000010,
  ReturnQuantityLimit: 2000011,
  ReturnSubmitFailed: 2000012,
  ReturnCancelled: 2000013,
  ReturnSchedulingFailed: 2000014,
  SellerApplicationFailed: 2000015,
  SellerReapply: 2000016,
  AccountDisabled: 2000017,
  DataOperationFailed: 2000018,
  NoData: 2000019,
  ProductInvalid: 2000021,
  InsufficientBalance: 2000022,
  InsufficientStock: 2000023,
  TransactionIdExists: 2000028,
  InvalidCurrency: 2000029,
  TopUpLimit: 2000030,
  CancelFailed: 2000032,
  AlreadyShipped: 2000033,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];
export const SUCCESS = 200 as const;

const CODES = new Set<number>(Object.values(ErrorCode));
export function isErrorCode(code: number): code is ErrorCodeValue {
  return CODES.has(code);
}

/** Codes after which the client drops its token and sends the user to login (spec section 8). */
export const SESSION_ENDING_CODES: readonly ErrorCodeValue[] = [
  ErrorCode.InvalidToken,
  ErrorCode.NotLoggedIn,
  ErrorCode.AccountDisabled,
];

export function errorMessage(code: ErrorCodeValue, lang: Lang): string {
  return ERROR_MESSAGES[lang][code];
}
