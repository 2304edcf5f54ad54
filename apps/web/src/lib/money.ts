import { createContext, useContext } from 'react';
import type { Currency as ContractCurrency } from '@mall/contract/site';
import {
  amountToCents,
  centsToDecimal,
  convertAmount,
  convertPrice,
  groupDigits,
  parseRate,
} from '@mall/contract/money';

/** One entry of GET /customer/index/get_currency. Rates are decimal strings (up to 6 decimals). */
export type Currency = ContractCurrency;

/** A price rounds half up; an amount (balance, total) truncates; both to 2 decimals. */
export type MoneyKind = 'price' | 'amount';

/** The API's money: USD with at most 2 decimals. */
const MONEY_PATTERN = /^-?\d{1,13}(\.\d{1,2})?$/;

export const USD: Currency = { code: 'USD', symbol: '$', rate: '1', name: 'US Dollar' };

function usable(currency: Currency): Currency {
  return parseRate(String(currency.rate)) === null ? USD : currency;
}

/** A USD value in the given currency, as a decimal string ("534.26"), or null when it is not money. */
export function convertMoney(
  usd: number | string,
  kind: MoneyKind,
  currency: Currency,
): string | null {
  const text = typeof usd === 'number' ? String(usd) : usd.trim();
  if (!MONEY_PATTERN.test(text)) return null;
  const rate = String(usable(currency).rate);
  return kind === 'price' ? convertPrice(text, rate) : convertAmount(text, rate);
}

/** Symbol and grouped value: "$1,234.50", "-€3.10"; "—" for something that is not money. */
export function formatMoney(usd: number | string, kind: MoneyKind, currency: Currency): string {
  const shown = usable(currency);
  const value = convertMoney(usd, kind, shown);
  if (value === null) return '—';
  const negative = value.startsWith('-');
  const grouped = groupDigits(negative ? value.slice(1) : value);
  return `${negative ? '-' : ''}${shown.symbol}${grouped}`;
}

/**
 * A price bound typed in the chosen currency, in USD for the API, so that the filter keeps
 * exactly the prices shown: a lower bound rounds up to the cent, an upper bound down
 * ("300" CNY at 7.1234 -> min "42.12", max "42.11"). Null when it is not a non-negative amount.
 */
export function toUsd(
  local: string,
  currency: Currency,
  bound: 'min' | 'max' = 'min',
): string | null {
  const text = local.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const cents = amountToCents(text);
  const micros = parseRate(String(usable(currency).rate));
  if (cents === null || micros === null) return null;
  const scaled = BigInt(cents) * 1_000_000n;
  let usdCents = scaled / micros;
  if (bound === 'min' && scaled % micros !== 0n) usdCents += 1n;
  return centsToDecimal(usdCents).replace(/\.00$/, '');
}

/**
 * A USD bound back in the chosen currency, as the buyer would have typed it: the shortest
 * number (0, 1 or 2 decimals) within the cent rounding of `toUsd` ("42.12" USD -> "300" CNY).
 */
export function boundFromUsd(usd: string, currency: Currency): string {
  const exact = convertMoney(usd, 'price', currency);
  if (exact === null) return '';
  const rate = Number(usable(currency).rate);
  const value = Number(exact);
  for (const decimals of [0, 1, 2]) {
    const rounded = Number(value.toFixed(decimals));
    if (Math.abs(rounded - value) <= rate * 0.01 + 1e-9)
      return decimals === 2 ? exact : rounded.toFixed(decimals);
  }
  return exact;
}

/** A bound for display: "¥300", "$12.5". */
export function formatBound(usd: string, currency: Currency): string {
  return `${usable(currency).symbol}${groupDigits(boundFromUsd(usd, currency))}`;
}

/** The chosen currency, else the server's default, else USD. */
export function pickCurrency(
  list: readonly Currency[],
  chosen: string | null,
  fallback: string | undefined,
): Currency {
  return (
    list.find((c) => c.code === chosen) ?? list.find((c) => c.code === fallback) ?? list[0] ?? USD
  );
}

export const CurrencyContext = createContext<Currency>(USD);

export function useCurrency(): Currency {
  return useContext(CurrencyContext);
}
