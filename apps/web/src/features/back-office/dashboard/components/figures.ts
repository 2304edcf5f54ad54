import { LANGUAGE_TAGS, type Lang } from '@mall/contract/locales';
import { formatMoney, USD } from '../../../../lib/money';

/** The dashboard's amounts: USD, the platform's money ("$1,234.50"). */
export const usd = (amount: number): string => formatMoney(amount, 'amount', USD);

/** A count in the interface language ("1,234"). */
export const count = (n: number, lang: Lang): string =>
  new Intl.NumberFormat(LANGUAGE_TAGS[lang]).format(n);

/** A series point's date (YYYY-MM-DD, a UTC day or the first day of a month), for people. */
export function periodLabel(date: string, by: 'day' | 'month', lang: Lang, long = false): string {
  const time = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(time.getTime())) return date;
  const options: Intl.DateTimeFormatOptions =
    by === 'day'
      ? { month: long ? 'long' : 'short', day: 'numeric', timeZone: 'UTC' }
      : { month: long ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], options).format(time);
}

/**
 * A period under the chart's axis, short: "Mar 4" for a day; "Jan" for a month, with the year
 * on a second line for January and for the first month shown.
 */
export function axisLabel(date: string, by: 'day' | 'month', lang: Lang, first: boolean): string {
  if (by === 'day') return periodLabel(date, 'day', lang);
  const time = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(time.getTime())) return date;
  const tag = LANGUAGE_TAGS[lang];
  const month = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' }).format(time);
  if (!first && time.getUTCMonth() !== 0) return month;
  return `${month}\n${time.getUTCFullYear()}`;
}
