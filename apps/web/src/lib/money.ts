import { createContext, useContext } from 'react';
import type { Currency as ContractCurrency } from '@mall/contract/site';
import { amountToCents, centsToDecimal, convertAmount, convertPrice, groupDigits, parseRate } from '@mall/contract/money';

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
export function convertMoney(usd: number | string, kind: MoneyKind, currency: Currency): string | null {
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
 * A value typed in the chosen currency back to USD for the API ("100" CNY at 7.1234 -> "14.04"),
 * rounded half up to 2 decimals; null when it is not a non-negative amount.
 */
export function toUsd(local: string, currency: Currency): string | null {
  const text = local.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const cents = amountToCents(text);
  const micros = parseRate(String(usable(currency).rate));
  if (cents === null || micros === null) return null;
  const scaled = BigInt(cents) * 1_000_000n;
  let usdCents = scaled / micros;
  if ((scaled % micros) * 2n >= micros) usdCents += 1n;
  return centsToDecimal(usdCents).replace(/\.00$/, '');
}

/** A USD value as a plain number in the chosen currency, for an input ("534.26", "75"). */
export function fromUsd(usd: string, currency: Currency): string {
  return (convertMoney(usd, 'price', currency) ?? '').replace(/\.00$/, '');
}

/** The chosen currency, else the server's default, else USD. */
export function pickCurrency(list: readonly Currency[], chosen: string | null, fallback: string | undefined): Currency {
  return list.find((c) => c.code === chosen) ?? list.find((c) => c.code === fallback) ?? list[0] ?? USD;
}

export const CurrencyContext = createContext<Currency>(USD);

export function useCurrency(): Currency {
  return useContext(CurrencyContext);
}
