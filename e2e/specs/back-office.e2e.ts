import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { apiLogin, DEMO_ADMIN, must, newEmail, registerAccount } from '../support/fixtures';
import { adminDictionary, dictionary } from '../support/locales';
import { usePage } from '../support/pages';
import { startServer, type RunningServer } from '../support/server';
import { DEMO_PASSWORD, loginAs } from '../support/session';

/**
 * The back office in Chromium (issue #11): staff and permissions, the catalogue, content,
 * money, settings, disabling a user, and the audit log of it all. Each test seeds what it
 * needs; the audit test runs last and reads what the others did.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const a = adminDictionary('en');
const t = dictionary('en');
const NO_PERMISSION = a('reviews.noPermission');

/** Sends the session of `email` to the page (a fresh login), then opens `path`. */
async function as(page: Page, email: string, path: string, password = DEMO_PASSWORD) {
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  return loginAs(server, page, email, path, password);
}

async function uploadPng(token: string): Promise<string> {
  const form = new FormData();
  const png = new Uint8Array(
    await readFile(new URL('../fixtures/certificate.png', import.meta.url)),
  );
  form.append('file', new Blob([png], { type: 'image/png' }), 'banner.png');
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    headers: { 'access-token': token },
    body: form,
  });
  const result = (await response.json()) as { code: number; data: { path: string } };
  if (result.code !== 200) throw new Error(`upload: ${result.code}`);
  return result.data.path;
}

describe('the back office on a laptop', () => {
  const tracked = usePage(() => ({ browser, url: server.url }), 'laptop');
  const shot = (name: string) => screenshot(tracked.page, `laptop-admin-${name}`);
  const staffEmail = newEmail('catalogue-staff');

  it('lets the owner add a catalogue staff member, who adds a category in two languages and a brand and cannot open the money pages', async () => {
    const { page } = tracked;
    await as(page, DEMO_ADMIN, '/admin/staff');
    await page.getByRole('button', { name: a('staff.add') }).click();
    await page.getByLabel(a('staff.form.email')).fill(staffEmail);
    await page.getByLabel(a('staff.form.firstname'), { exact: false }).fill('Casey');
    await page.getByLabel(a('staff.form.password'), { exact: false }).fill(DEMO_PASSWORD);
    await page
      .getByRole('checkbox', { name: new RegExp(`^${a('shell.roles.catalogue')}`) })
      .check();
    await page.getByRole('button', { name: a('staff.form.save') }).click();
    await page
      .getByText(a('staff.form.saved', { email: staffEmail }))
      .first()
      .waitFor();
    await shot('staff');

    await as(page, staffEmail, '/admin/categories');
    await page.getByRole('button', { name: a('catalogue.categories.new') }).click();
    await page.locator('input[name="name_en"]').fill('E2E Garden');
    await page.locator('[role="tab"][lang="zh-CN"]').click();
    await page.locator('input[name="name_zh"]').fill('花园');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: a('catalogue.form.save') })
      .click();
    await page.getByText('E2E Garden').first().waitFor();
    await shot('categories');
    const tree = async (lang: string) => {
      const response = await fetch(`${server.url}/api/customer/index/get-first-category`, {
        headers: { lang },
      });
      return JSON.stringify(await response.json());
    };
    expect(await tree('en')).toContain('E2E Garden');
    expect(await tree('zh')).toContain('花园');

    await page.goto('/#/admin/brands');
    await page.getByRole('button', { name: a('catalogue.brands.new') }).click();
    await page.locator('input[name="name_en"]').fill('E2E Brand');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: a('catalogue.form.save') })
      .click();
    await page.getByRole('cell', { name: 'E2E Brand' }).first().waitFor();

    // The money pages are not theirs: no navigation entry, and the page says so.
    await page.goto('/#/admin/currencies');
    await page.getByText(NO_PERMISSION).first().waitFor();
    expect(await page.locator('nav a[href="#/admin/currencies"]').count()).toBe(0);
    await shot('no-permission');
  });

  it('shows an advert uploaded at top on the buyer home', async () => {
    const { page } = tracked;
    await as(page, DEMO_ADMIN, '/admin/adverts');
    const path = await uploadPng(await apiLogin(server, DEMO_ADMIN));
    // The upload itself goes through the form's file input, with its preview.
    await page
      .getByRole('button', {
        name: a('content.adverts.addTo', { position: a('content.positions.top') }),
      })
      .click();
    await page
      .getByRole('dialog')
      .locator('input[type="file"]')
      .setInputFiles(new URL('../fixtures/certificate.png', import.meta.url).pathname);
    await page.getByRole('dialog').locator('img').first().waitFor();
    await page.getByLabel(a('content.adverts.link'), { exact: false }).fill('#/pages/blog/index');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: a('content.form.save') })
      .click();
    await page.getByText(a('content.adverts.saved')).first().waitFor();
    await shot('adverts');
    expect(path).toMatch(/^\/static\/uploads\//);
    const store = await must<{ list: { position: string; image: string }[] }>(
      server,
      '/customer/index/store?type=advert',
    );
    const top = store.list.filter((advert) => advert.position === 'top');
    const newest = top.at(-1) ?? top[0];
    expect(newest?.image).toBeTruthy();
    await page.goto('/');
    await page
      .locator(`img[src*="${newest!.image.split('/').pop()!}"]`)
      .first()
      .waitFor({
        state: 'attached',
      });
  });

  it('changes the euro prices with the exchange rate', async () => {
    const { page } = tracked;
    const owner = await apiLogin(server, DEMO_ADMIN);
    await must(server, '/admin/currency/save', { token: owner, body: { code: 'EUR', rate: '2' } });
    const cards = await must<{ list: { id: number; price: number }[] }>(
      server,
      '/customer/product/get_all_products?pagesize=1',
    );
    const product = cards.list[0]!;
    await page.addInitScript(() => localStorage.setItem('currency', 'EUR'));
    await page.goto(`/#/pages/prouduct/detail?id=${product.id}`);
    const expected = (Math.round(product.price * 2 * 100) / 100).toFixed(2);
    await page.locator('main [data-currency]').first().waitFor();
    expect(await page.locator('main [data-currency]').first().textContent()).toContain(
      expected.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    );
    await as(page, DEMO_ADMIN, '/admin/currencies');
    const euro = page.locator('tr', { hasText: 'EUR' }).first();
    await euro.waitFor();
    expect(await euro.textContent()).toMatch(/(^|[^\d.])2(\.0+)?([^\d.]|$)/);
    await shot('currencies');
  });

  it('sends "contact support" where service_url says', async () => {
    const { page } = tracked;
    const owner = await apiLogin(server, DEMO_ADMIN);
    await must(server, '/admin/settings/save', {
      token: owner,
      body: { key: 'service_url', value: JSON.stringify('https://help.example.com/chat') },
    });
    const cards = await must<{ list: { id: number }[] }>(
      server,
      '/customer/product/get_all_products?pagesize=1',
    );
    await page.goto(`/#/pages/prouduct/detail?id=${cards.list[0]!.id}`);
    const link = page.getByRole('link', { name: new RegExp(t('support.contact')) }).first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://help.example.com/chat');
    await as(page, DEMO_ADMIN, '/admin/settings');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('input')).some(
        (input) => input.value === 'https://help.example.com/chat',
      ),
    );
    await shot('settings');
  });

  it('sends a disabled user to login', async () => {
    const { page } = tracked;
    const buyer = await registerAccount(server, 'disabled');
    const me = await must<{ id: number }>(server, '/customer/info/get_userinfo', {
      token: buyer.token,
    });
    await loginAs(server, page, buyer.email, '/pages/mine/wallet');
    const owner = await apiLogin(server, DEMO_ADMIN);
    await must(server, '/admin/user/disable', {
      token: owner,
      body: { user_id: String(me.id), disabled: '1' },
    });
    await page.reload();
    await page.waitForURL(/#\/pages\/users\/login/);
    // The disabled account's refusal was shown to the person, not swallowed.
    const old = await server.api('/customer/info/get_userinfo', { token: buyer.token });
    expect(old.code).toBe(2000017);
  });

  it('shows every action in the audit log', async () => {
    const { page } = tracked;
    await as(page, DEMO_ADMIN, '/admin/audit');
    for (const action of [
      'staff.save',
      'category.save',
      'brand.save',
      'advert.save',
      'currency.save',
      'setting.save',
      'user.disable',
    ])
      await page.getByText(action, { exact: true }).first().waitFor();
    await shot('audit');
  });
});

describe('the back office on a phone', () => {
  const tracked = usePage(() => ({ browser, url: server.url }), 'phone');

  it('opens the navigation as a sheet and shows the dense pages readably', async () => {
    const { page } = tracked;
    await as(page, DEMO_ADMIN, '/admin/dashboard');
    await page.locator('main h1').first().waitFor();
    await screenshot(page, 'phone-admin-dashboard');
    for (const path of ['users', 'categories', 'orders', 'audit']) {
      await page.goto(`/#/admin/${path}`);
      await page.locator('main h1').first().waitFor();
      await screenshot(page, `phone-admin-${path}`);
    }
  });
});
