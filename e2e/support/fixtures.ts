import { readFile } from 'node:fs/promises';
import type { RunningServer } from './server';
import { DEMO_PASSWORD } from './session';

/**
 * What a test needs, made through the API as a user would make it, so that every test seeds
 * its own records and runs alone (`-t`) or in any order. The demo accounts of a fresh server
 * (`seller@example.com`, `admin@example.com`) serve as staff; buyers are new accounts, so that
 * one test's orders, balance or password never show in another's.
 */

export const DEMO_SELLER = 'seller@example.com';
export const DEMO_ADMIN = 'admin@example.com';

/** Makes names and transaction ids unique within the run. */
let sequence = 0;

export interface Account {
  email: string;
  password: string;
  token: string;
}

export interface Card {
  id: number;
  stock: number;
  shop_id: number;
  name: string;
}

export interface Order {
  order_id: number;
  increment_id: string;
  shop: { id: number };
  order_status: string;
}

/** Calls the API and answers its data; any answer but 200 fails the test with what it said. */
export async function must<T>(
  server: RunningServer,
  path: string,
  init: { body?: Record<string, string>; token?: string } = {},
): Promise<T> {
  const result = await server.api<T>(path, init);
  if (result.code !== 200) {
    throw new Error(`${path}: ${result.code} ${result.message} ${JSON.stringify(result.data)}`);
  }
  return result.data;
}

/** Logs in through the API; answers the session token. */
export async function apiLogin(
  server: RunningServer,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const data = await must<{ 'access-token': string }>(server, '/customer/login/account', {
    body: { email, password },
  });
  return data['access-token'];
}

/** A unique address for a new account (`label` says which test made it). */
export function newEmail(label: string): string {
  sequence += 1;
  return `e2e-${label}-${Date.now()}-${sequence}@example.com`;
}

/**
 * Registers a new account through the API (the server allows REGISTER_MAX_PER_IP, 10 by
 * default, registrations an hour from one address: each spec file has a server of its own).
 */
export async function registerAccount(
  server: RunningServer,
  label: string,
  options: { email?: string; password?: string } = {},
): Promise<Account> {
  const email = options.email ?? newEmail(label);
  const password = options.password ?? DEMO_PASSWORD;
  const data = await must<{ 'access-token': string }>(server, '/customer/register/account', {
    body: { email, password, confirm_password: password, firstname: 'Robin', agree: '1' },
  });
  return { email, password, token: data['access-token'] };
}

/** Uploads a small PNG as a private document (a payment certificate); answers its path. */
export async function uploadCertificate(server: RunningServer, token: string): Promise<string> {
  const form = new FormData();
  form.append('private', '1');
  const png = new Uint8Array(
    await readFile(new URL('../fixtures/certificate.png', import.meta.url)),
  );
  form.append('file', new Blob([png], { type: 'image/png' }), 'certificate.png');
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    headers: { 'access-token': token },
    body: form,
  });
  const result = (await response.json()) as {
    code: number;
    message: string;
    data: { path: string };
  };
  if (result.code !== 200) throw new Error(`upload: ${result.code} ${result.message}`);
  return result.data.path;
}

/** Submits a top-up of `amount` USD with a certificate; answers nothing (it is under review). */
export async function submitTopUp(
  server: RunningServer,
  token: string,
  amount: number,
  transactionId: string,
): Promise<void> {
  const wallets = await must<{ list: { code: string }[] }>(server, '/customer/index/get_wallets', {
    body: {},
  });
  await must(server, '/customer/info/recharge', {
    token,
    body: {
      wallet: wallets.list[0]!.code,
      amount: String(amount),
      transcation_id: transactionId,
      certificate: await uploadCertificate(server, token),
    },
  });
}

/** Adds `amount` USD to the wallet as the platform does: a top-up, approved by the demo admin. */
export async function fundWallet(
  server: RunningServer,
  token: string,
  amount: number,
): Promise<void> {
  sequence += 1;
  const transactionId = `E2E-FUND-${Date.now()}-${sequence}`;
  await submitTopUp(server, token, amount, transactionId);
  const admin = await apiLogin(server, DEMO_ADMIN);
  const pending = await must<{ list: { id: number; transcation_id?: string }[] }>(
    server,
    '/admin/review/index?type=500&status=0&pagesize=50',
    { token: admin },
  );
  const topUp = pending.list.find((record) => record.transcation_id === transactionId);
  if (!topUp) throw new Error(`top-up ${transactionId} is not under review`);
  await must(server, '/admin/review/decide', {
    token: admin,
    body: { type: '500', id: String(topUp.id), approve: '1' },
  });
}

/** A new buyer with `balance` USD in the wallet, made of the given top-ups (default: one). */
export async function fundedBuyer(
  server: RunningServer,
  label: string,
  ...topUps: number[]
): Promise<Account> {
  const buyer = await registerAccount(server, label);
  for (const amount of topUps) await fundWallet(server, buyer.token, amount);
  return buyer;
}

/** The shop of the demo seller. */
export async function demoSellerShopId(server: RunningServer): Promise<number> {
  const token = await apiLogin(server, DEMO_SELLER);
  const own = await must<{ list: { id: number }[] }>(server, '/seller/product/index?pagesize=1', {
    token,
  });
  const detail = await must<{ shop: { id: number } }>(
    server,
    `/customer/product/detail?id=${own.list[0]!.id}`,
  );
  return detail.shop.id;
}

/** Two products in stock: one of the demo seller's shop, one of another shop. */
export async function productsOfTwoShops(
  server: RunningServer,
): Promise<{ sellerShopId: number; picked: [Card, Card] }> {
  const sellerShopId = await demoSellerShopId(server);
  const products = await must<{ list: Card[] }>(
    server,
    '/customer/product/get_all_products?pagesize=100&sort=sales',
  );
  const fromSeller = products.list.find((p) => p.shop_id === sellerShopId && p.stock > 2);
  const fromOther = products.list.find((p) => p.shop_id !== sellerShopId && p.stock > 2);
  if (!fromSeller || !fromOther) throw new Error('no products in stock from two shops');
  return { sellerShopId, picked: [fromSeller, fromOther] };
}

/** Puts one of each product in the buyer's cart. */
export async function fillCart(
  server: RunningServer,
  token: string,
  products: readonly Card[],
): Promise<void> {
  for (const product of products) {
    await must(server, '/checkout/cart/add', {
      token,
      body: { product_id: String(product.id), qty: '1' },
    });
  }
}

/**
 * Places the cart (one order per shop) to a new address and pays every order from the
 * wallet; answers the buyer's orders.
 */
export async function placePaidOrders(
  server: RunningServer,
  token: string,
  products: readonly Card[],
): Promise<Order[]> {
  await fillCart(server, token, products);
  const saved = await must<{ address_id: number }>(server, '/checkout/onepage/addressadd', {
    token,
    body: {
      first_name: 'Emma',
      last_name: 'Buyer',
      email: 'emma@example.com',
      telephone: '+1 415 555 0100',
      street1: '1 Market Street',
      city: 'San Francisco',
      state: 'CA',
      country: 'US',
      zip: '94103',
      is_default: '1',
    },
  });
  const checkout = await must<{ shippings: { method: string }[] }>(
    server,
    '/checkout/onepage/index',
    {
      token,
    },
  );
  const placed = await must<{ orders: { order_id: number }[] }>(
    server,
    '/checkout/onepage/submitorder',
    {
      token,
      body: {
        address_id: String(saved.address_id),
        shipping_method: checkout.shippings[0]!.method,
        payment_method: 'wallet',
      },
    },
  );
  for (const order of placed.orders) {
    await must(server, '/customer/order/pay', {
      token,
      body: { order_id: String(order.order_id) },
    });
  }
  return ordersOf(server, token);
}

/** The buyer's orders, newest first. */
export async function ordersOf(server: RunningServer, token: string): Promise<Order[]> {
  return (await must<{ list: Order[] }>(server, '/customer/order/index?pagesize=20', { token }))
    .list;
}

/** The demo seller ships the order and the demo admin marks it delivered. */
export async function shipAndDeliver(server: RunningServer, orderId: number): Promise<void> {
  const seller = await apiLogin(server, DEMO_SELLER);
  await must(server, '/seller/order/ship', {
    token: seller,
    body: { order_id: String(orderId), log_sn: 'LOG123456789' },
  });
  const admin = await apiLogin(server, DEMO_ADMIN);
  await must(server, '/admin/order/advance', {
    token: admin,
    body: { order_id: String(orderId), delivery_status: 'delivered' },
  });
}
