import { LANGUAGE_TAGS, type Lang } from '@mall/contract/locales';

/** "Mar 4, 2026, 10:15 AM" (UTC) in the interface language; the text itself when not a date. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}
