import { LANGS, type Lang } from '@mall/contract/locales';
import { TAXONOMY_NAME_MAX } from '@mall/contract/catalogue-rules';

/** `name_en` … `name_ko`: a category's or brand's name in every language. */
export type NameKey = `name_${Lang}`;
export type Names = Record<NameKey, string>;

export const NAME_KEYS: readonly NameKey[] = LANGS.map((lang) => `name_${lang}` as const);

/** The names of a record (or empty ones for a new record). */
export function namesOf(record?: Partial<Names> | null): Names {
  return Object.fromEntries(NAME_KEYS.map((key) => [key, record?.[key] ?? ''])) as Names;
}

/** The name in the reader's language, English where that is empty (as buyers see it). */
export function nameIn(record: Names, lang: Lang): string {
  const own = record[`name_${lang}`].trim();
  return own || record.name_en;
}

/** How many languages have a name. */
export function translatedCount(record: Names): number {
  return NAME_KEYS.filter((key) => record[key].trim() !== '').length;
}

export type NameError = 'required' | 'tooLong';

/** The problems of the names as typed: English is required, none longer than the limit. */
export function nameErrors(names: Names): Partial<Record<NameKey, NameError>> {
  const errors: Partial<Record<NameKey, NameError>> = {};
  for (const key of NAME_KEYS) {
    const value = names[key].trim();
    if (key === 'name_en' && !value) errors[key] = 'required';
    else if ([...value].length > TAXONOMY_NAME_MAX) errors[key] = 'tooLong';
  }
  return errors;
}
