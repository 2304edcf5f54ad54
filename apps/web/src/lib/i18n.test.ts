import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHeaders } from './api-client';
import { i18n, setLanguage } from './i18n';
import { getPreferences } from './preferences';

afterEach(async () => {
  await setLanguage('en');
});

describe('language choice', () => {
  it('loads the language, sets <html lang>, keeps it as `lang` and sends it as the lang header', async () => {
    await setLanguage('zhtw');
    expect(i18n.t('nav.cart')).toBe('購物車');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(localStorage.getItem('lang')).toBe('zhtw');
    expect(getPreferences().lang).toBe('zhtw');
    expect(apiHeaders().lang).toBe('zhtw');
  });

  it('translates the client error strings', async () => {
    await setLanguage('jp');
    expect(i18n.t('errors.request')).toBe('リクエストエラー');
    await setLanguage('es');
    expect(i18n.t('errors.interface')).toBe('Error de la interfaz');
  });

  it('defaults to en, and to en for anything that is not one of the seven', async () => {
    localStorage.removeItem('lang');
    vi.resetModules();
    expect((await import('./preferences')).getPreferences().lang).toBe('en');
    localStorage.setItem('lang', 'fr');
    vi.resetModules();
    expect((await import('./preferences')).getPreferences().lang).toBe('en');
    localStorage.setItem('lang', 'ko');
    vi.resetModules();
    expect((await import('./preferences')).getPreferences().lang).toBe('ko');
  });
});
