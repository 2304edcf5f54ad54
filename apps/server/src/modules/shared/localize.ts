import type { Lang } from '@mall/contract/locales';

/** `row[prefix_lang]`, falling back to English when that translation is empty. */
export function localized(row: Record<string, unknown>, prefix: string, lang: Lang): string {
  const own = row[`${prefix}_${lang}`];
  if (typeof own === 'string' && own.trim() !== '') return own;
  const english = row[`${prefix}_en`];
  return typeof english === 'string' ? english : '';
}

export function iso(date: Date | string | null | undefined): string | null {
  if (date === null || date === undefined) return null;
  return (date instanceof Date ? date : new Date(date)).toISOString();
}
