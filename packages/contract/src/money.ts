/**
 * Money rules of the contract. The server keeps integer cents of USD; the API carries USD
 * amounts as JSON numbers with at most 2 decimals; exchange rates are decimal strings with up
 * to 6 decimals. Conversion is exact decimal arithmetic (BigInt), never binary floating point:
 * a price is rounded half up to 2 decimals, an amount (balance, total) truncated toward zero.
 */

export const BASE_CURRENCY = 'USD';
export const RATE_DECIMALS = 6;

const AMOUNT_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
const RATE_PATTERN = /^(\d{1,9})(?:\.(\d{1,6}))?$/;

/**
 * The most any money field of the API accepts: 10,000,000,000.00 USD, 10^12 cents. Far above any
 * real price, balance or total; it fits the bigint cents columns and leaves 9,000 times room below
 * 2^53, so sums of such amounts stay exact JavaScript integers. Beyond it: 1000008.
 */
export const MAX_API_AMOUNT_CENTS = 1_000_000_000_000;
export const MAX_API_AMOUNT_REASON = 'at most 10000000000';

export type AmountParse = { ok: true; cents: number } | { ok: false; reason: string };

/**
 * Reads an amount sent by a client (a JSON number or a form string) into integer cents.
 * Negative, exponent form, more than 2 decimals, not finite or not a number: rejected.
 */
export function parseAmount(input: unknown): AmountParse {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: 'not a finite number' };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, reason: 'not a number' };
  }
  if (text.startsWith('-')) return { ok: false, reason: 'must not be negative' };
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) {
    return /^\d+\.\d{3,}$/.test(text)
      ? { ok: false, reason: 'at most 2 decimals' }
      : { ok: false, reason: 'not a plain decimal number' };
  }
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return { ok: true, cents: Number(whole) * 100 + Number(fraction) };
}

/** parseAmount for a client's input: also refuses anything above MAX_API_AMOUNT_CENTS. */
export function parseApiAmount(input: unknown): AmountParse {
  const parsed = parseAmount(input);
  if (parsed.ok && parsed.cents > MAX_API_AMOUNT_CENTS)
    return { ok: false, reason: MAX_API_AMOUNT_REASON };
  const plain =
    typeof input === 'string' ? input.trim() : typeof input === 'number' ? String(input) : '';
  if (!parsed.ok && /^\d{14,}(?:\.\d{1,2})?$/.test(plain))
    return { ok: false, reason: MAX_API_AMOUNT_REASON };
  return parsed;
}

/** Integer cents to the API's USD number (at most 2 decimals). */
export function centsToAmount(cents: number): number {
  return Number(centsToDecimal(cents));
}

/** Integer cents to a decimal string with exactly 2 decimals: 1999 -> "19.99". */
export function centsToDecimal(cents: number | bigint): string {
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** An API amount (USD number or string, at most 2 decimals) to integer cents, or null. */
export function amountToCents(amount: number | string): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const negative = text.startsWith('-');
  const parsed = parseAmount(negative ? text.slice(1) : text);
  if (!parsed.ok) return null;
  return negative ? -parsed.cents : parsed.cents;
}

/** A rate string ("7.1234") to millionths as BigInt, or null when it is not a valid rate. */
export function parseRate(rate: string): bigint | null {
  const match = RATE_PATTERN.exec(rate.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(RATE_DECIMALS, '0');
  const micros = BigInt(match[1] ?? '0') * 1_000_000n + BigInt(fraction);
  return micros > 0n ? micros : null;
}

type Rounding = 'half-up' | 'truncate';

function convert(amount: number | string, rate: string, rounding: Rounding): string {
  const cents = amountToCents(amount);
  const micros = parseRate(rate);
  if (cents === null || micros === null) return centsToDecimal(0);
  const scaled = BigInt(cents) * micros; // cents x 10^6
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  let result = abs / 1_000_000n;
  if (rounding === 'half-up' && abs % 1_000_000n >= 500_000n) result += 1n;
  return centsToDecimal(negative ? -result : result);
}

/** A price in the chosen currency: USD price x rate, rounded half up to 2 decimals. */
export function convertPrice(usd: number | string, rate: string): string {
  return convert(usd, rate, 'half-up');
}

/** An amount (balance, total) in the chosen currency: truncated toward zero to 2 decimals. */
export function convertAmount(usd: number | string, rate: string): string {
  return convert(usd, rate, 'truncate');
}

/** Groups the integer part with the given separator: "1234567.80" -> "1,234,567.80". */
export function groupDigits(decimal: string, separator = ','): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
