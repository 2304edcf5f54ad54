import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, type ViewportName } from '../support/browser';
import { newEmail, registerAccount } from '../support/fixtures';
import { usePage } from '../support/pages';
import { startServer, type RunningServer } from '../support/server';
import { loginAs } from '../support/session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const visible = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });
const token = (page: Page) => page.evaluate(() => localStorage.getItem('access-token'));

async function logOut(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport === 'phone') {
    await page.getByRole('link', { name: 'Mine' }).click();
    await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
  } else {
    await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
  }
  await expect.poll(() => token(page)).toBeNull();
  await page.waitForURL((url) => url.hash === '#/' || url.hash === '#/pages/home/home');
}

describe.each(['phone', 'wide'] as const)('account and preferences on a %s', (viewport) => {
  // Each test has a page of its own and an account of its own.
  const tracked = usePage(() => ({ browser, url: server.url }), viewport);
  const password = 'a-long-password-1';

  it('registers a new account and is logged in', async () => {
    const { page } = tracked;
    const email = newEmail(`${viewport}-register`);
    await page.goto('/#/pages/users/register');
    await visible(page, 'Email').fill(email);
    await visible(page, 'First name').fill('Robin');
    await visible(page, 'Password').fill(password);
    await visible(page, 'Confirm password').fill('a-long-password-2');
    await expect.poll(() => page.getByText('The passwords do not match.').isVisible()).toBe(true);
    await visible(page, 'Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await screenshot(page, `${viewport}-register-filled`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !url.hash.includes('/pages/users/register'));
    expect(await token(page)).toMatch(/^[\w-]{40,}$/);
    await screenshot(page, `${viewport}-registered`);
  });

  it('logs out, clearing the session, and lands on home', async () => {
    const me = await registerAccount(server, `${viewport}-logout`, { password });
    await loginAs(server, tracked.page, me.email, '/', password);
    await logOut(tracked.page, viewport);
  });

  it('refuses a wrong password with the server message, then logs in', async () => {
    const { page } = tracked;
    const { email } = await registerAccount(server, `${viewport}-login`, { password });
    await page.goto('/#/pages/users/login');
    await visible(page, 'Email').fill(email);
    await visible(page, 'Password').fill('wrong-password-9');
    await page.getByRole('button', { name: 'Log in' }).filter({ visible: true }).last().click();
    await expect
      .poll(() => page.getByText('The email or password is incorrect.').first().isVisible())
      .toBe(true);
    expect(await visible(page, 'Email').inputValue()).toBe(email);
    await visible(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).filter({ visible: true }).last().click();
    await page.waitForURL((url) => !url.hash.includes('/pages/users/login'));
    expect(await token(page)).not.toBeNull();
    await screenshot(page, `${viewport}-logged-in`);
  });

  it('switches the language and keeps it', async () => {
    const { page } = tracked;
    await page.goto('/#/pages/users/login');
    await visible(page, 'Language').selectOption('es');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Iniciar sesión' }).first().isVisible())
      .toBe(true);
    await screenshot(page, `${viewport}-login-es`);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await visible(page, 'Idioma').selectOption('en');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('switches the currency and shows prices in it', async () => {
    const { page } = tracked;
    await page.goto('/');
    const firstPrice = page.locator('main [data-currency]').first();
    // Product lists below the fold load as they come into view.
    for (let i = 0; i < 30 && (await firstPrice.count()) === 0; i += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
    }
    await firstPrice.waitFor();
    const usd = await firstPrice.textContent();
    expect(usd).toContain('$');
    await visible(page, 'Currency').selectOption('EUR');
    await expect.poll(() => firstPrice.textContent()).toContain('€');
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('EUR');
    await screenshot(page, `${viewport}-home-eur`);
    await visible(page, 'Currency').selectOption('USD');
    await expect.poll(() => firstPrice.textContent()).toBe(usd);
  });

  it('sends an unknown page to the 404 page', async () => {
    const { page } = tracked;
    await page.goto('/#/pages/nothing/here');
    await page.waitForURL((url) => url.hash.startsWith('#/pages/users/404'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Page not found' }).first().isVisible())
      .toBe(true);
    await screenshot(page, `${viewport}-404`);
  });
});
