import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHeaders } from './api-client';
import { act, render, screen } from '@testing-library/react';
import { i18n, interpolate, setLanguage, translate, useT } from './i18n';
import { Trans } from './trans';
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

describe('messages', () => {
  it('interpolates {{values}} and leaves unknown ones as written', () => {
    expect(interpolate('Hi, {{name}}', { name: 'Ana' })).toBe('Hi, Ana');
    expect(interpolate('{{a}} and {{ b }}', { a: 1, b: 'two' })).toBe('1 and two');
    expect(interpolate('Hi, {{name}}', {})).toBe('Hi, {{name}}');
    expect(i18n.t('nav.hello', { name: 'Ana' })).toBe('Hi, Ana');
  });

  it('picks _one / _other by the language’s plural rules', async () => {
    expect(i18n.t('home.productCount', { count: 1 })).toBe('1 product');
    expect(i18n.t('home.productCount', { count: 0 })).toBe('0 products');
    expect(i18n.t('home.productCount', { count: 12 })).toBe('12 products');
    await setLanguage('zh');
    // Chinese has only "other": one form for every count.
    expect(i18n.t('home.productCount', { count: 1 })).toBe(
      translate('zh', 'home.productCount_other', { count: 1 }),
    );
  });

  it('falls back to English, then to the key', async () => {
    await setLanguage('es');
    expect(translate('es', 'nav.cart')).toBe('Carrito');
    expect(translate('es', 'no.such.key' as never)).toBe('no.such.key');
    expect(translate('th', 'nav.cart')).toBe('Cart'); // Thai not loaded yet: English
  });

  it('re-renders components with the new language', async () => {
    function Label() {
      const t = useT();
      return <span>{t('nav.cart')}</span>;
    }
    render(<Label />);
    expect(screen.getByText('Cart')).toBeTruthy();
    await act(() => setLanguage('ko'));
    expect(screen.getByText('장바구니')).toBeTruthy();
  });

  it('<Trans> turns tags into the given elements', () => {
    render(<Trans k="auth.agree" components={{ terms: <a href="#/terms" /> }} />);
    const link = screen.getByRole('link', { name: 'terms of service' });
    expect(link.getAttribute('href')).toBe('#/terms');
    expect(link.parentElement?.textContent).toBe('I agree to the terms of service');
  });
});
