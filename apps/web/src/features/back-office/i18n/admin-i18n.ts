import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Lang } from '@mall/contract/locales';
import { interpolate, useLanguage, type MessageValues } from '../../../lib/i18n';
import { LANGUAGE_TAGS } from '@mall/contract/locales';
import en from '../locales/en';

/**
 * The back office's messages: a namespace of their own, apart from the buyer's `locales/*.json`
 * (decision 0024). English is the typed source and sits in the back office's chunk; every
 * other language is its own chunk, loaded when the back office opens or the language changes.
 * Lookup as lib/i18n.ts: the current language, then English, then the key; `{{name}}`
 * interpolates; a `count` picks `key_one` / `key_other`.
 */
export type AdminMessages = typeof en;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type Plural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;
type Leaf = Leaves<AdminMessages>;

/** Every key of the English messages (`area.key`); plural keys also by their base name. */
export type AdminMessageKey = Leaf | Plural<Leaf>;
export type AdminTFunction = (key: AdminMessageKey, values?: MessageValues) => string;

type Tree = { readonly [key: string]: string | Tree };

const loaders = import.meta.glob<{ default: Tree }>([
  '../locales/*/index.ts',
  '!../locales/en/index.ts',
]);
const bundles = new Map<Lang, Tree>([['en', en]]);
const pluralRules = new Map<Lang, Intl.PluralRules>();
const translators = new Map<Lang, AdminTFunction>();
const listeners = new Set<() => void>();
let version = 0;

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

/** The back-office message of `key` in `lang`, falling back to English, then to the key. */
export function adminTranslate(lang: Lang, key: string, values?: MessageValues): string {
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

/** Whether a language's back-office messages are here (English always is). */
export function adminMessagesLoaded(lang: Lang): boolean {
  return bundles.has(lang) || !loaders[`../locales/${lang}/index.ts`];
}

/** Loads a language's back-office messages; a language without them falls back to English. */
export async function loadAdminMessages(lang: Lang): Promise<void> {
  if (bundles.has(lang)) return;
  const loader = loaders[`../locales/${lang}/index.ts`];
  if (!loader) return;
  bundles.set(lang, (await loader()).default);
  translators.delete(lang);
  version += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

function translatorFor(lang: Lang): AdminTFunction {
  let t = translators.get(lang);
  if (!t) {
    t = (key, values) => adminTranslate(lang, key, values);
    translators.set(lang, t);
  }
  return t;
}

/** The back office's translate function in the current language (re-renders on a switch). */
export function useAdminT(): AdminTFunction {
  const lang = useLanguage();
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return translatorFor(lang);
}

/**
 * Loads the current language's back-office messages and follows the language switch; false
 * until the first language is here (the layout shows a skeleton meanwhile). A failed load
 * leaves English showing.
 */
export function useAdminMessages(): boolean {
  const lang = useLanguage();
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const [failed, setFailed] = useState<Lang | null>(null);
  useEffect(() => {
    let live = true;
    loadAdminMessages(lang).catch(() => {
      if (live) setFailed(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return adminMessagesLoaded(lang) || failed === lang;
}
