import { LANGS, type Lang } from '@mall/contract/locales';

/** A text in every interface language. */
export type Texts = Record<Lang, string>;

export const emptyTexts = (): Texts => Object.fromEntries(LANGS.map((lang) => [lang, ''])) as Texts;

/** The `<prefix>_<lang>` fields of a record as Texts. */
export function textsOf(record: Record<string, unknown> | undefined, prefix: string): Texts {
  return Object.fromEntries(
    LANGS.map((lang) => {
      const value = record?.[`${prefix}_${lang}`];
      return [lang, typeof value === 'string' ? value : ''];
    }),
  ) as Texts;
}

/** Texts as the `<prefix>_<lang>` fields of a save body. */
export function fieldsOf(prefix: string, texts: Texts): Record<string, string> {
  return Object.fromEntries(LANGS.map((lang) => [`${prefix}_${lang}`, texts[lang]]));
}
