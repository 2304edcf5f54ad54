import { isLang, type Lang } from '@mall/contract/locales';
import { createStore, useStore } from './create-store';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * The visitor's language and currency. Kept in memory for this visit and in storage as `lang`
 * and `currency`. Logout clears storage; the page keeps its current choice until reloaded.
 */
export interface Preferences {
  lang: Lang;
  /** A currency code, or null for the server's default currency. */
  currency: string | null;
}

function fromStorage(): Preferences {
  const lang = readStorage(STORAGE_KEYS.lang);
  return { lang: isLang(lang) ? lang : 'en', currency: readStorage(STORAGE_KEYS.currency) };
}

const preferencesStore = createStore<Preferences>(fromStorage());

export function getPreferences(): Preferences {
  return preferencesStore.get();
}

export function setLangPreference(lang: Lang): void {
  writeStorage(STORAGE_KEYS.lang, lang);
  preferencesStore.set((current) => (current.lang === lang ? current : { ...current, lang }));
}

export function setCurrencyPreference(code: string): void {
  writeStorage(STORAGE_KEYS.currency, code);
  preferencesStore.set((current) =>
    current.currency === code ? current : { ...current, currency: code },
  );
}

export function usePreferences(): Preferences {
  return useStore(preferencesStore);
}

export function useLang(): Lang {
  return usePreferences().lang;
}
