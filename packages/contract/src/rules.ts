/**
 * The contract's limits and patterns, as plain values (no zod): the schemas of this package are
 * built on them, and the web app's validators import them from here, so a form checks what the
 * server checks without the web bundle pulling zod (decision 0017). Change a rule here and both
 * sides follow.
 */

/** Passwords: 8 to 128 characters (8 is the spec's {minLength}). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A person's name: registration, profile, address, a seller's contact. */
export const PERSON_NAME_MAX = 64;
export const INVITE_CODE_MAX = 32;

/** The profile's phone number and address. */
export const PROFILE_PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{3,24}$/;
export const PROFILE_ADDRESS_MAX = 255;

/**
 * English names of businesses, shop names and bank names (contract 6.5): Latin letters, digits,
 * spaces and . , ' & -, starting with a letter or digit and holding at least one letter ("Studio 54",
 * "7-Eleven", "St. Mary's Bank & Trust-Co").
 */
export const ENGLISH_NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9 .,'&-]*$/;
/** The name of an account holder (bank_acc_name), a person's: as ENGLISH_NAME_PATTERN without digits. */
export const ACCOUNT_NAME_PATTERN = /^[A-Za-z][A-Za-z .,'&-]*$/;
export const ENGLISH_NAME_MAX = 100;
/** A shop's name is an English name of at least this many characters. */
export const SHOP_NAME_MIN = 2;

/** Bank account and routing numbers: letters, digits, spaces and dashes. */
export const BANK_ACCOUNT_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
export const BANK_ACCOUNT_NO_MAX = 34;

/** A crypto address as users paste it: letters, digits and a few separators. */
export const CRYPTO_ADDRESS_PATTERN = /^[A-Za-z0-9:._-]+$/;
export const CRYPTO_ADDRESS_MAX = 128;

/** A top-up's transaction id: letters, digits and . _ : - */
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9._:-]+$/;
export const TRANSACTION_ID_MAX = 128;

/** Remarks, reasons and comments typed in a textarea: the spec's limit. */
export const REMARK_MAX = 140;

/** A delivery address's phone (and a seller application's): digits, spaces, ( ) - and a leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]*$/;
export const PHONE_MAX = 32;
/** A postal code: letters, digits, spaces and dashes. */
export const ZIP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
export const ZIP_MAX = 16;
export const STREET_MAX = 200;

/** A product's name in one language. */
export const PRODUCT_NAME_MAX = 200;
/** The most units one stock-in application may ask for. */
export const MAX_STOCK_IN_QTY = 100_000;
/** A logistics number: letters, digits and dashes. */
export const LOG_SN_PATTERN = /^[A-Za-z0-9-]+$/;
export const LOG_SN_MAX = 64;

/** The admin's message to an applicant. */
export const REVIEW_MESSAGE_MAX = 500;

/** A currency's code: 3 capital letters (ISO 4217). */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;
/** A deposit wallet's code: capitals, digits, `-` and `_` (never a wallet record's lower-case codes). */
export const DEPOSIT_WALLET_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;
/** Where a currency or deposit wallet is listed: 0 to 9999, smaller first. */
export const LIST_SORT_MAX = 9999;
