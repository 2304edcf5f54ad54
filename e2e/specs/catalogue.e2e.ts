import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { must } from '../support/fixtures';
import { dictionary } from '../support/locales';
import { usePage } from '../support/pages';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PRODUCT_LINKS = 'main a[href*="prouduct/detail"]';
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Scrolls down until `selector` is on the page: lists below the fold load when they come into view. */
async function scrollTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 30; i += 1) {
    if ((await page.locator(selector).count()) > 0) break;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
  }
  await page.locator(selector).first().scrollIntoViewIfNeeded();
}

async function pricesOn(page: Page): Promise<number[]> {
  // The selling price of each card (an original price, struck through, is inside <s>).
  const texts = await page.locator(`${PRODUCT_LINKS} p > [data-currency]`).allTextContents();
  return texts.map(amount);
}

const walks = [
  { viewport: 'phone', lang: 'en', currency: 'USD', symbol: '$' },
  { viewport: 'wide', lang: 'es', currency: 'EUR', symbol: '€' },
] as const;

describe.each(walks)(
  'a buyer on a $viewport in $lang and $currency',
  ({ viewport, lang, currency, symbol }) => {
    const t = dictionary(lang);
    // Each test has a page of its own, set to the walk's language and currency.
    const tracked = usePage(
      () => ({ browser, url: server.url }),
      viewport,
      (opened) =>
        opened.context.addInitScript(
          (choice: { lang: string; currency: string }) => {
            if (!localStorage.getItem('lang')) localStorage.setItem('lang', choice.lang);
            if (!localStorage.getItem('currency'))
              localStorage.setItem('currency', choice.currency);
          },
          { lang, currency },
        ),
    );
    const shot = (name: string) => screenshot(tracked.page, `${viewport}-${lang}-${name}`);

    it('sees the home page with adverts and product lists in its language and currency', async () => {
      const { page } = tracked;
      await page.goto('/');
      await scrollTo(page, PRODUCT_LINKS);
      await page.getByRole('heading', { name: t('home.newProducts') }).waitFor();
      await page.getByRole('heading', { name: t('home.bestSellers') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(
        await page.locator(`${PRODUCT_LINKS} [data-currency]`).first().textContent(),
      ).toContain(symbol);
      await shot('home');
    });

    it('browses a category with a brand filter and a price sort', async () => {
      const { page } = tracked;
      const categories = await server.api<{ list: { id: number }[] }>(
        '/customer/index/get-first-category',
      );
      const categoryId = categories.data.list[0]!.id;
      const sample = await server.api<{ list: { brand_id: number | null }[] }>(
        `/customer/product/get_all_products?category_id=${categoryId}&pagesize=1&sort=sales`,
      );
      const brandId = sample.data.list[0]!.brand_id;
      await page.goto(`/#/pages/category/detail?id=${categoryId}`);
      await page.locator(PRODUCT_LINKS).first().waitFor();
      if (viewport === 'phone')
        await page.getByRole('button', { name: t('filters.button') }).click();
      const brand = page.getByLabel(t('filters.brand'), { exact: true }).filter({ visible: true });
      await expect.poll(() => brand.locator(`option[value="${brandId}"]`).count()).toBe(1);
      await brand.selectOption(String(brandId));
      if (viewport === 'phone') await page.getByRole('button', { name: t('filters.show') }).click();
      await expect.poll(() => page.url()).toContain(`brand_id=${brandId}`);
      await page.getByRole('button', { name: t('sort.price_asc') }).click();
      await expect.poll(() => page.url()).toContain('sort=price_asc');
      await page.locator(PRODUCT_LINKS).first().waitFor();
      await expect
        .poll(async () => {
          const prices = await pricesOn(page);
          return (
            prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price)
          );
        })
        .toBe(true);
      await shot('category-filtered');
    });

    it('searches, with a typo, and opens a product', async () => {
      const { page } = tracked;
      await page.goto('/#/pages/search/search');
      const box = page.getByRole('searchbox').filter({ visible: true }).first();
      await box.fill('headphnes');
      await box.press('Enter');
      await page.locator(PRODUCT_LINKS).first().waitFor();
      await shot('search');
      await page.locator(PRODUCT_LINKS).first().click();
      await page.waitForURL(/prouduct\/detail\?id=\d+/);
      await page
        .getByRole('button', { name: t('product.addToCart') })
        .filter({ visible: true })
        .first()
        .waitFor();
      await page.getByRole('heading', { name: t('product.related') }).waitFor();
      expect(await page.locator('main [data-currency]').first().textContent()).toContain(symbol);
      await shot('product');
    });

    it('visits the shop of that product', async () => {
      const { page } = tracked;
      const found = await must<{ list: { id: number }[] }>(server, '/search/headphnes');
      await page.goto(`/#/pages/prouduct/detail?id=${found.list[0]!.id}`);
      await page
        .getByRole('link', { name: new RegExp(t('shop.visit')) })
        .first()
        .click();
      await page.waitForURL(/shop\/detail\?id=\d+/);
      await page
        .getByRole('button', { name: t('shop.follow') })
        .first()
        .waitFor();
      await page.locator(PRODUCT_LINKS).first().waitFor();
      await shot('shop');
    });

    it('reads a blog post and a policy', async () => {
      const { page } = tracked;
      await page.goto('/#/pages/blog/blog');
      const article = page.locator('main a[href*="blog/detail"]').first();
      await article.waitFor();
      await article.click();
      await page.waitForURL(/blog\/detail\?id=\d+/);
      await page.locator('main h1').first().waitFor();
      await shot('blog-post');
      const terms = await server.api<{ title: string }>('/terms-policy');
      await page.goto('/#/pages/policy/terms');
      await expect.poll(() => page.locator('main h1').first().textContent()).toBeTruthy();
      expect(terms.code).toBe(200);
      await shot('policy-terms');
    });
  },
);
