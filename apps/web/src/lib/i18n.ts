import { useSyncExternalStore } from 'react';
import { LANGUAGE_TAGS, type Lang } from '@mall/contract/locales';
import en from '../locales/en.json';
import { setLangPreference } from './preferences';

/**
 * The interface's messages, in-house (docs/decisions/0005-in-house-i18n.md): `en.json` is the
 * typed source and is bundled; every other language is its own chunk, loaded when chosen.
 * Lookup: the current language, then English, then the key itself. `{{name}}` interpolates;
 * a `count` picks `key_one` / `key_other` (Intl.PluralRules of the language).
 */
export type Messages = typeof en;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type Plural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;
type Leaf = Leaves<Messages>;

/** Every message key of en.json; plural keys also by their base name (`home.productCount`). */
export type MessageKey = Leaf | Plural<Leaf>;
export type MessageValues = Record<string, string | number>;
export type TFunction = (key: MessageKey, values?: MessageValues) => string;

type Tree = { readonly [key: string]: string | Tree };

const loaders = import.meta.glob<{ default: Tree }>(['../locales/*.json', '!../locales/en.json']);
const bundles = new Map<Lang, Tree>([['en', en]]);
const pluralRules = new Map<Lang, Intl.PluralRules>();

let current: Lang = 'en';
const translators = new Map<Lang, TFunction>();
const listeners = new Set<() => void>();

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralOf(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGE_TAGS[lang]);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/** Replaces `{{name}}` by its value; an unknown name stays as written. */
export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The message of `key` in `lang`, falling back to English, then to the key. */
export function translate(lang: Lang, key: string, values?: MessageValues): string {
  const count = values?.count;
  const candidates =
    typeof count === 'number' ? [`${key}_${pluralOf(lang, count)}`, `${key}_other`, key] : [key];
  for (const tree of [bundles.get(lang), lang === 'en' ? undefined : en]) {
    for (const candidate of candidates) {
      const text = lookup(tree, candidate);
      if (text !== undefined) return interpolate(text, values);
    }
  }
  return key;
}

/** The translate function of one language; the same function object while the language stays. */
export function translatorFor(lang: Lang): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = (key, values) => translate(lang, key, values);
    translators.set(lang, t);
  }
  return t;
}

export function currentLanguage(): Lang {
  return current;
}

/** For code outside React (the API client's messages) and tests. */
export const i18n = {
  t: ((key, values) => translate(current, key, values)) as TFunction,
  get language(): Lang {
    return current;
  },
};

/** Loads a language's messages (its own chunk) unless they are here already. */
export async function loadMessages(lang: Lang): Promise<void> {
  if (bundles.has(lang)) return;
  const loader = loaders[`../locales/${lang}.json`];
  if (!loader) throw new Error(`No messages for ${lang}`);
  bundles.set(lang, (await loader()).default);
}

/** Switches the interface language: messages, `<html lang>`, the stored choice, the `lang` header. */
export async function setLanguage(lang: Lang): Promise<void> {
  await loadMessages(lang);
  document.documentElement.lang = LANGUAGE_TAGS[lang];
  setLangPreference(lang);
  if (current === lang) return;
  current = lang;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; components re-render when it changes. */
export function useLanguage(): Lang {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** The translate function of the current language (stable until the language changes). */
export function useT(): TFunction {
  return translatorFor(useLanguage());
}
