import { LANGUAGE_TAGS, type Lang } from '@mall/contract/locales';

/**
 * "Mar 4, 2026, 14:05" (UTC) in the interface language; the ISO text when it is not a date.
 * In the back office's chunk, not lib/format.ts: a function there sits in the buyer's entry.
 */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}
