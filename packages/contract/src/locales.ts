/** Interface languages of the product, in the order the language switcher shows them. */
export const LANGS = ['en', 'zh', 'zhtw', 'es', 'jp', 'th', 'ko'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language's own name, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  zh: '简体中文',
  zhtw: '繁體中文',
  es: 'Español',
  jp: '日本語',
  th: 'ไทย',
  ko: '한국어',
};

/** BCP 47 tag of each language, for Intl formatting and the html lang attribute. */
export const LANGUAGE_TAGS: Record<Lang, string> = {
  en: 'en',
  zh: 'zh-CN',
  zhtw: 'zh-TW',
  es: 'es',
  jp: 'ja',
  th: 'th',
  ko: 'ko',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The contract: anything that is not one of the seven codes means English. */
export function resolveLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}
