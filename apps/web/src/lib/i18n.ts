import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAGS, type Lang } from '@mall/contract/locales';
import en from '../locales/en.json';
import { setLangPreference } from './preferences';

export type Messages = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** English is bundled; every other language is its own chunk, loaded when chosen. */
const loaders = import.meta.glob<{ default: Messages }>(['../locales/*.json', '!../locales/en.json']);

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  load: 'currentOnly',
  resources: { en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

export async function loadMessages(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const loader = loaders[`../locales/${lang}.json`];
  if (!loader) throw new Error(`No messages for ${lang}`);
  const messages = await loader();
  i18n.addResourceBundle(lang, 'translation', messages.default, true, true);
}

/** Switches the interface language: messages, `<html lang>`, the stored choice, the `lang` header. */
export async function setLanguage(lang: Lang): Promise<void> {
  await loadMessages(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = LANGUAGE_TAGS[lang];
  setLangPreference(lang);
}
