import type { Db } from '../db/client';
import type { App } from '../app';
import { and, eq } from 'drizzle-orm';
import { blogPosts, brands, orders, users } from '../db/schema/index';
import { multipart, PNG_1X1 } from './images';
import { insertUser, loginToken, registerUser } from './fixtures';
import { addAddress, addToCart, insertShop, placeOrders, type ShopFixture } from './shop-fixtures';
import { createRouteInventory } from './route-inventory';
import { envelope, get, post, type TestApp } from './test-app';
import { useTestApp } from './use-test-app';
import { adminToken, creditBalance, insertDepositWallets, uploadImage } from './wallet-fixtures';

/**
 * The callers of the access matrix: no token, a plain user, a user with an approved shop, the
 * owner (`admin`), and the three other staff roles. Buyer, seller and back-office routes are
 * called as the first four (BASE_ROLES); back-office routes also as each staff role.
 */
export const ROLES = [
  'visitor',
  'buyer',
  'seller',
  'admin',
  'catalogue',
  'finance',
  'support',
] as const;
export type Role = (typeof ROLES)[number];
export const BASE_ROLES = [
  'visitor',
  'buyer',
  'seller',
  'admin',
] as const satisfies readonly Role[];
/** The staff roles besides the owner: logged-in users with only that role, no records. */
const STAFF_ONLY = ['catalogue', 'finance', 'support'] as const;

/** One logged-in user of the world, with the records it owns. */
export interface Actor {
  id: number;
  email: string;
  token: string;
  addressId: number;
  /** A public upload (`/static/uploads/...`) and a private one (`/private/uploads/...`). */
  publicUpload: string;
  privateUpload: string;
  /** A line in the cart. */
  cartItemId: number;
  /** An order of this user (a buyer), paid with the wallet, and its first line. */
  orderId: number;
  orderItemId: number;
  orderProductId: number;
  /** An order paid and delivered, its first line, then asked to be refunded, and the refund's id. */
  refundOrderId: number;
  refundItemId: number;
  refundId: number;
  /** An order delivered and completed by the buyer (to comment on), and its product. */
  completedOrderId: number;
  completedProductId: number;
  /** A pending withdrawal (wallet record) and a notice of the user. */
  withdrawalId: number;
  noticeId: number;
}

/** A seller: an actor with an approved shop, products and an order placed in the shop. */
export interface SellerActor extends Actor {
  shop: ShopFixture;
  /** An order placed by a buyer in this shop (to ship or reject) and a refund asked of it. */
  shopOrderId: number;
  shopRefundId: number;
}

/**
 * The records every route of the inventory can be called with: two users of each role (the
 * second one owns the records the IDOR sweep reaches for), an admin, a blog post.
 */
export interface World {
  app: App;
  db: Db;
  buyer: Actor;
  otherBuyer: Actor;
  seller: SellerActor;
  otherSeller: SellerActor;
  admin: Actor;
  /** A user whose password the login routes are fuzzed with (its cool-down harms no one else). */
  loginEmail: string;
  blogId: number;
  brandId: number;
  /** An id no record has. */
  missingId: number;
  tokenOf(role: Role): string | undefined;
  actorOf(role: Role): Actor | undefined;
  /** A fresh session of the role's user (for logout). */
  freshToken(role: Role): Promise<string | undefined>;
  /** The shop the role's user buys in (never its own). */
  shopFor(role: Role): ShopFixture;
}

export const MISSING_ID = 2_147_483_647;

async function privateUpload(app: App, token: string): Promise<string> {
  const body = multipart([{ data: PNG_1X1 }], { private: '1' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'access-token': token, 'content-type': body.contentType },
    payload: body.payload,
  });
  const result = envelope<{ path: string }>(response);
  if (result.code !== 200) throw new Error(`private upload failed: ${JSON.stringify(result)}`);
  return result.data.path;
}

async function call<T>(
  response: Promise<Parameters<typeof envelope>[0]>,
  what: string,
): Promise<T> {
  const body = envelope<T>(await response);
  if (body.code !== 200) throw new Error(`${what} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Gives the logged-in user its records; `shop` is where it buys. */
async function equip(
  app: App,
  db: Db,
  user: { id: number; email: string; token: string },
  shop: ShopFixture,
): Promise<Actor> {
  const { token } = user;
  await creditBalance(db, user.id, 100_000_000);
  const addressId = await addAddress(app, token);
  const publicUpload = await uploadImage(app, token);
  const privatePath = await privateUpload(app, token);
  const [order] = await placeOrders(app, token, [{ productId: shop.productIds[0] ?? 0 }]);
  const [refunded] = await placeOrders(app, token, [{ productId: shop.productIds[1] ?? 0 }]);
  if (!order || !refunded) throw new Error('no order');
  await call(post(app, '/customer/order/pay', { order_id: refunded.order_id }, { token }), 'pay');
  // Delivered, so that a refund can be asked (how it got there is the orders tests' business).
  await db
    .update(orders)
    .set({ orderStatus: 'delivered', deliveryStatus: 'delivered' })
    .where(and(eq(orders.id, refunded.order_id), eq(orders.paymentStatus, 'paid')));
  const [completed] = await placeOrders(app, token, [{ productId: shop.productIds[1] ?? 0 }]);
  if (!completed) throw new Error('no order');
  await call(post(app, '/customer/order/pay', { order_id: completed.order_id }, { token }), 'pay');
  await db
    .update(orders)
    .set({ orderStatus: 'delivered', deliveryStatus: 'delivered' })
    .where(and(eq(orders.id, completed.order_id), eq(orders.paymentStatus, 'paid')));
  await call(
    post(app, '/customer/order/complete', { order_id: completed.order_id }, { token }),
    'complete',
  );
  const refund = await call<{ id: number }>(
    post(
      app,
      '/customer/order/refund',
      { order_id: refunded.order_id, reason: 'broken' },
      { token },
    ),
    'refund',
  );
  const withdrawal = await call<{ id: number }>(
    post(
      app,
      '/customer/info/withdraw',
      { amount: '1.00', wallet: 'BTC', address: 'bc1qfixture' },
      { token },
    ),
    'withdraw',
  );
  const notices = await call<{ list: { id: number }[] }>(
    get(app, '/customer/user/notices', {}, { token }),
    'notices',
  );
  return {
    ...user,
    addressId,
    publicUpload,
    privateUpload: privatePath,
    cartItemId: await cartLine(app, token, shop),
    orderId: order.order_id,
    orderItemId: order.items[0]?.item_id ?? 0,
    orderProductId: order.items[0]?.product_id ?? 0,
    refundOrderId: refunded.order_id,
    refundItemId: refunded.items[0]?.item_id ?? 0,
    refundId: refund.id,
    completedOrderId: completed.order_id,
    completedProductId: completed.items[0]?.product_id ?? 0,
    withdrawalId: withdrawal.id,
    noticeId: notices.list[0]?.id ?? 0,
  };
}

/** Puts a product of the shop in the cart; answers the first cart line's id. */
async function cartLine(app: App, token: string, shop: ShopFixture): Promise<number> {
  await addToCart(app, token, shop.productIds[2] ?? 0, 1);
  const cart = await call<unknown>(get(app, '/checkout/cart/index', {}, { token }), 'cart');
  const found = JSON.stringify(cart).match(/"item_id":(\d+)/);
  if (!found?.[1]) throw new Error(`no cart line in ${JSON.stringify(cart).slice(0, 300)}`);
  return Number(found[1]);
}

async function user(
  app: App,
  db: Db,
  roles: string[] = [],
): Promise<{ id: number; email: string; token: string }> {
  if (roles.length > 0) {
    const row = await insertUser(db, { roles });
    return { ...row, token: await loginToken(app, row.email) };
  }
  const result = await registerUser(app);
  return { id: result.user.id, email: result.user.email, token: result['access-token'] };
}

const PRODUCTS = [{ stock: 100_000 }, { stock: 100_000 }, { stock: 100_000 }, { stock: 100_000 }];

/** A user with an approved shop of four products (plenty in stock), logged in. */
async function sellerActor(
  app: App,
  db: Db,
): Promise<{ shop: ShopFixture; user: { id: number; email: string; token: string } }> {
  const shop = await insertShop(app, db, PRODUCTS);
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, shop.ownerId));
  return { shop, user: { id: shop.ownerId, email: owner?.email ?? '', token: shop.ownerToken } };
}

export async function seedWorld(app: App, db: Db): Promise<World> {
  await insertDepositWallets(db);
  const shopA = await sellerActor(app, db);
  const shopB = await sellerActor(app, db);
  // Sellers and the admin buy in the other seller's shop; buyers in the first shop.
  const buyer = await equip(app, db, await user(app, db), shopA.shop);
  const otherBuyer = await equip(app, db, await user(app, db), shopA.shop);
  const adminUser = await adminToken(app, db);
  const [adminRow] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, adminUser.id));
  const admin = await equip(app, db, { ...adminUser, email: adminRow?.email ?? '' }, shopB.shop);
  const sellerBase = await equip(app, db, shopA.user, shopB.shop);
  const otherSellerBase = await equip(app, db, shopB.user, shopA.shop);
  // An order in each shop (by the other seller) with a refund asked of it.
  const [shopAOrder] = await placeOrders(app, otherSellerBase.token, [
    { productId: shopA.shop.productIds[3] ?? 0 },
  ]);
  const [shopBOrder] = await placeOrders(app, sellerBase.token, [
    { productId: shopB.shop.productIds[3] ?? 0 },
  ]);
  if (!shopAOrder || !shopBOrder) throw new Error('no shop order');
  // Paid, to be shipped; and the sellers' cart lines again (placing the orders took them).
  await call(
    post(
      app,
      '/customer/order/pay',
      { order_id: shopAOrder.order_id },
      { token: otherSellerBase.token },
    ),
    'pay',
  );
  await call(
    post(
      app,
      '/customer/order/pay',
      { order_id: shopBOrder.order_id },
      { token: sellerBase.token },
    ),
    'pay',
  );
  sellerBase.cartItemId = await cartLine(app, sellerBase.token, shopB.shop);
  otherSellerBase.cartItemId = await cartLine(app, otherSellerBase.token, shopA.shop);
  const seller: SellerActor = {
    ...sellerBase,
    shop: shopA.shop,
    shopOrderId: shopAOrder.order_id,
    shopRefundId: otherSellerBase.refundId,
  };
  const otherSeller: SellerActor = {
    ...otherSellerBase,
    shop: shopB.shop,
    shopOrderId: shopBOrder.order_id,
    shopRefundId: sellerBase.refundId,
  };
  const login = await insertUser(db);
  const [blog] = await db
    .insert(blogPosts)
    .values({ title_en: 'Hello', content_en: '<p>Hi</p>' })
    .returning({ id: blogPosts.id });
  const [brand] = await db
    .insert(brands)
    .values({ name_en: 'Fuzz Brand' })
    .returning({ id: brands.id });
  const staff = await Promise.all(
    STAFF_ONLY.map(async (role) => {
      const row = await insertUser(db, { roles: [role] });
      return { ...admin, id: row.id, email: row.email, token: await loginToken(app, row.email) };
    }),
  );
  const [catalogue, finance, support] = staff;
  const actors: Record<Role, Actor | undefined> = {
    visitor: undefined,
    buyer,
    seller,
    admin,
    catalogue,
    finance,
    support,
  };
  return {
    app,
    db,
    buyer,
    otherBuyer,
    seller,
    otherSeller,
    admin,
    loginEmail: login.email,
    blogId: blog?.id ?? 0,
    brandId: brand?.id ?? 0,
    missingId: MISSING_ID,
    tokenOf: (role) => actors[role]?.token,
    actorOf: (role) => actors[role],
    shopFor: (role) => (role === 'buyer' || role === 'visitor' ? shopA.shop : shopB.shop),
    freshToken: async (role) => {
      const actor = actors[role];
      return actor ? loginToken(app, actor.email) : undefined;
    },
  };
}

/** What the route tests share: the inventory, one app built with it, and the seeded world. */
export interface RouteWorld {
  inventory: ReturnType<typeof createRouteInventory>;
  t: TestApp;
  w: World;
}

/**
 * Builds the app with the route inventory listening and seeds the world once for the test file
 * (call at its top level); `t` and `w` are set before the first test runs.
 */
export function useRouteWorld(): RouteWorld {
  const inventory = createRouteInventory();
  const rw = { inventory } as RouteWorld;
  rw.t = useTestApp({
    reset: 'none',
    onRoute: inventory.onRoute,
    timeout: 120_000,
    seed: async ({ app, db }) => {
      rw.w = await seedWorld(app, db);
    },
  });
  return rw;
}
