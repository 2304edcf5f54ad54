import { LANGUAGE_TAGS, type Lang } from '@mall/contract/locales';

/** "Mar 4, 2026" in the interface language; the ISO text when it is not a date. */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

/** Short counts: 950, 1.2K, 3.4万. */
export function formatCount(n: number, lang: Lang): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[lang], {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(n);
}
