import { LANGUAGE_TAGS, type Lang } from '@mall/contract/locales';
import { convertMoney, formatMoney, USD } from '../../../lib/money';

/** A USD amount of the books ("$1,234.50", "-$0.10"), exact (lib/money.ts). */
export function usd(amount: number): string {
  return formatMoney(amount, 'amount', USD);
}

/** A USD amount as a plain decimal with 2 decimals ("1234.50"), exact, for CSV files. */
export function plainUsd(amount: number): string {
  return convertMoney(amount, 'amount', USD) ?? '';
}

/** "Mar 4, 2026, 14:05" (UTC) in the interface language; the ISO text when it is not a date. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** A form field's message from a failed save: the server's reason for that field. */
export function reasonOf(error: unknown): string {
  const data = (error as { data?: unknown } | null)?.data;
  const reason = data && typeof data === 'object' ? (data as { reason?: unknown }).reason : null;
  if (typeof reason === 'string' && reason) return reason;
  return error instanceof Error ? error.message : String(error);
}
