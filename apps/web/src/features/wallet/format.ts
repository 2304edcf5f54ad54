import { LANGUAGE_TAGS, type Lang } from '@mall/contract/locales';

/** "Mar 4, 2026, 14:05" in the interface language and the user's time zone; the text itself when it is not a date. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
