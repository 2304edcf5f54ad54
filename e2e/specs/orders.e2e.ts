import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import {
  apiLogin,
  DEMO_ADMIN,
  DEMO_SELLER,
  fillCart,
  fundedBuyer,
  ordersOf,
  placePaidOrders,
  productsOfTwoShops,
  registerAccount,
  shipAndDeliver,
} from '../support/fixtures';
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
// Each test has pages of its own and a buyer of its own.
const buyer = usePage(() => ({ browser, url: server.url }), 'phone');
const staff = usePage(() => ({ browser, url: server.url }), 'wide');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });
const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).filter({ visible: true }).first();

describe('from cart to receipt, comment and refund', () => {
  it('adds two products from two shops to the cart', async () => {
    const { page } = buyer;
    const { picked } = await productsOfTwoShops(server);
    const me = await registerAccount(server, 'cart');
    const buyerToken = await loginAs(
      server,
      page,
      me.email,
      `/pages/prouduct/detail?id=${picked[0]!.id}`,
    );
    for (const product of picked) {
      await page.goto(`/#/pages/prouduct/detail?id=${product.id}`);
      await button(page, 'Add to cart').click();
      await expect
        .poll(
          async () =>
            (
              await server.api<{ items_count: number }>('/checkout/cart/index', {
                token: buyerToken,
              })
            ).data.items_count,
        )
        .toBeGreaterThanOrEqual(picked.indexOf(product) + 1);
    }
    await page.goto('/#/pages/cart/cart');
    await button(page, /Check out/).waitFor();
    await screenshot(page, 'phone-cart');
  });

  it('checks out in four steps paying by wallet', async () => {
    const { page } = buyer;
    const { picked } = await productsOfTwoShops(server);
    const me = await fundedBuyer(server, 'checkout', 1000);
    await fillCart(server, me.token, picked);
    await loginAs(server, page, me.email, '/pages/cart/cart');
    const buyerOrders = () => ordersOf(server, me.token);
    await button(page, /Check out/).click();
    await page.waitForURL(/cart\/delivery/);
    await button(page, 'Add a new address').click();
    await field(page, 'First name').fill('Emma');
    await field(page, 'Email').fill('buyer@example.com');
    await field(page, 'Phone').fill('+1 415 555 0100');
    await screenshot(page, 'phone-checkout-address-form');
    await field(page, 'Country').selectOption({ label: 'United States' });
    await screenshot(page, 'phone-checkout-country');
    await field(page, 'State or province').selectOption({ label: 'California' });
    const city = field(page, 'City');
    if ((await city.evaluate((el) => el.tagName)) === 'SELECT') {
      await expect.poll(() => city.locator('option').count()).toBeGreaterThan(1);
      await city.selectOption({ index: 1 });
    } else {
      await city.fill('Springfield');
    }
    await field(page, 'Postal code').fill('94103');
    await field(page, 'Street address').fill('1 Market Street');
    await button(page, 'Save address').click();
    await screenshot(page, 'phone-checkout-delivery');
    await button(page, 'Continue to payment').click();
    await page.waitForURL(/cart\/pay/);
    await page.getByRole('radio', { name: /Wallet balance/ }).check();
    await button(page, 'Continue to confirm').click();
    await screenshot(page, 'phone-checkout-confirm');
    await button(page, 'Place order and pay').click();
    await expect
      .poll(async () => (await buyerOrders()).filter((o) => o.order_status === 'paid').length)
      .toBe(2);
    await screenshot(page, 'phone-checkout-done');
  });

  it('sees the orders and cancels one', async () => {
    const { page } = buyer;
    const { sellerShopId, picked } = await productsOfTwoShops(server);
    const me = await fundedBuyer(server, 'cancel', 1000);
    await placePaidOrders(server, me.token, picked);
    await loginAs(server, page, me.email, '/pages/history/purchase');
    const buyerOrders = () => ordersOf(server, me.token);
    await page.goto('/#/pages/history/purchase');
    await page
      .getByRole('link', { name: /View order/ })
      .first()
      .waitFor();
    await screenshot(page, 'phone-orders');
    const other = (await buyerOrders()).find((o) => o.shop.id !== sellerShopId)!;
    await page.goto(`/#/pages/history/detail?id=${other.order_id}`);
    await button(page, 'Cancel order').click();
    await field(page, 'Reason for cancelling (optional)').fill('Ordered by mistake');
    await button(page, 'Confirm cancellation').click();
    await expect
      .poll(
        async () => (await buyerOrders()).find((o) => o.order_id === other.order_id)?.order_status,
      )
      .toBe('cancelled');
  });

  it('is shipped by the seller and delivered by the admin', async () => {
    const { page } = staff;
    const { sellerShopId, picked } = await productsOfTwoShops(server);
    const me = await fundedBuyer(server, 'ship', 1000);
    await placePaidOrders(server, me.token, [picked[0]]);
    const buyerOrders = () => ordersOf(server, me.token);
    const order = (await buyerOrders()).find((o) => o.shop.id === sellerShopId)!;
    await loginAs(server, page, DEMO_SELLER, '/seller/center');
    await page.getByLabel(`Logistics number for order ${order.increment_id}`).fill('LOG123456789');
    await screenshot(page, 'wide-seller-center');
    await button(page, 'Ship order').click();
    await expect
      .poll(
        async () => (await buyerOrders()).find((o) => o.order_id === order.order_id)?.order_status,
      )
      .toBe('shipped');
    await loginAs(server, page, DEMO_ADMIN, '/admin/orders');
    await button(page, new RegExp(`Mark delivered.*${order.increment_id}`)).click();
    // The back office asks before it acts (decision 0029).
    await page.getByRole('dialog').getByRole('button', { name: 'Mark delivered' }).click();
    await expect
      .poll(
        async () => (await buyerOrders()).find((o) => o.order_id === order.order_id)?.order_status,
      )
      .toBe('delivered');
    await screenshot(page, 'wide-admin-orders');
  });

  it('receives stock: the seller asks for units, the admin approves, the stock grows', async () => {
    const { page } = staff;
    const token = await apiLogin(server, DEMO_SELLER);
    const [product] = (
      await server.api<{ list: { id: number; name_en: string; stock: number }[] }>(
        '/seller/product/index?pagesize=1',
        { token },
      )
    ).data.list;
    await loginAs(server, page, DEMO_SELLER, '/seller/center');
    await page.getByRole('tab', { name: 'Products and stock' }).click();
    const units = page.getByLabel(`Units to receive for ${product!.name_en}`);
    await units.fill('0');
    await page.getByText('A whole number from 1 to 100000').first().waitFor();
    await units.fill('25');
    await button(page, new RegExp(`Request.*${escaped(product!.name_en)}`)).click();
    await page.getByText(`Stock-in of 25 units of ${product!.name_en} requested`).first().waitFor();
    await page
      .getByRole('region', { name: 'Stock-in requests' })
      .getByText('Under review')
      .waitFor();
    await screenshot(page, 'wide-seller-stock');
    await loginAs(server, page, DEMO_ADMIN, '/admin/review?type=300');
    await page.getByText('25 units to receive').first().waitFor();
    await button(page, new RegExp(`Approve.*${escaped(product!.name_en)}`)).click();
    await expect
      .poll(
        async () =>
          (
            await server.api<{ list: { id: number; stock: number }[] }>(
              '/seller/product/index?pagesize=1',
              { token },
            )
          ).data.list[0]?.stock,
      )
      .toBe(product!.stock + 25);
  });

  it('confirms receipt, comments and requests a refund', async () => {
    const { page } = buyer;
    const { sellerShopId, picked } = await productsOfTwoShops(server);
    const me = await fundedBuyer(server, 'receipt', 1000);
    const [placed] = await placePaidOrders(server, me.token, [picked[0]]);
    await shipAndDeliver(server, placed!.order_id);
    await loginAs(server, page, me.email, `/pages/history/detail?id=${placed!.order_id}`);
    const buyerToken = me.token;
    const buyerOrders = () => ordersOf(server, me.token);
    const order = (await buyerOrders()).find((o) => o.shop.id === sellerShopId)!;
    await page.goto(`/#/pages/history/detail?id=${order.order_id}`);
    await page.reload();
    // The buyer is told when receipt would be confirmed for them (10 days after delivery by default).
    await page.getByText(/Receipt is confirmed automatically on/).waitFor();
    await button(page, 'Confirm receipt').click();
    await expect
      .poll(
        async () => (await buyerOrders()).find((o) => o.order_id === order.order_id)?.order_status,
      )
      .toBe('completed');
    await button(page, 'Write a review').click();
    await field(page, 'Your review (optional)').fill('Arrived quickly and works well.');
    await button(page, 'Submit review').click();
    await page.getByText('Thank you for your review').first().waitFor();
    await button(page, 'Request a refund').click();
    await field(page, 'Reason for the refund').fill('The box was damaged.');
    await button(page, 'Send refund request').click();
    await page.getByText('Refund request sent').first().waitFor();
    const refunds = await server.api<{ list: { order_id: number }[] }>(
      '/customer/order/refund_list',
      { token: buyerToken },
    );
    expect(refunds.data.list.some((r) => r.order_id === order.order_id)).toBe(true);
    await screenshot(page, 'phone-order-refund');
  });
});
