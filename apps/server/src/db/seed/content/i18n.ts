import { LANGS, type Lang } from '@mall/contract/locales';

/** A text in every interface language. */
export type Texts = Record<Lang, string>;
/** A text in the four languages every seeded description has; the others fall back to English. */
export type Texts4 = Pick<Texts, 'en' | 'zh' | 'zhtw' | 'es'>;

export const t7 = (
  en: string,
  zh: string,
  zhtw: string,
  es: string,
  jp: string,
  th: string,
  ko: string,
): Texts => ({
  en,
  zh,
  zhtw,
  es,
  jp,
  th,
  ko,
});

export const t4 = (en: string, zh: string, zhtw: string, es: string): Texts4 => ({
  en,
  zh,
  zhtw,
  es,
});

/** `{ name_en: ..., name_zh: ..., ... }` for a localised column group; missing languages are ''. */
export function localizedColumns<P extends string>(
  prefix: P,
  texts: Partial<Texts>,
): Record<`${P}_${Lang}`, string> {
  const out = {} as Record<`${P}_${Lang}`, string>;
  for (const lang of LANGS) out[`${prefix}_${lang}`] = texts[lang] ?? '';
  return out;
}

/** Applies `fn` to each language of a text group. */
export function mapTexts<T extends Partial<Texts>>(
  texts: T,
  fn: (text: string, lang: Lang) => string,
): T {
  const out: Partial<Texts> = {};
  for (const lang of LANGS) {
    const text = texts[lang];
    if (text !== undefined) out[lang] = fn(text, lang);
  }
  return out as T;
}
