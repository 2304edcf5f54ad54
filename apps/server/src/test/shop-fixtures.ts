import type { App } from '../app';
import type { Db } from '../db/client';
import { categories, products, shops } from '../db/schema/index';
import { insertUser, loginToken, registerUser } from './fixtures';
import { envelope, post } from './test-app';
import { adminToken, creditBalance } from './wallet-fixtures';

export interface ShopFixture {
  shopId: number;
  ownerId: number;
  ownerToken: string;
  categoryId: number;
  productIds: number[];
}

export interface ProductSpec {
  priceCents?: number;
  stock?: number;
  status?: 'pending' | 'approved' | 'rejected' | 'off';
}

/** A seller (logged in) with an approved shop and approved products (default: 10.00 USD, 10 in stock each). */
export async function insertShop(
  app: App,
  db: Db,
  specs: ProductSpec[] = [{}, {}],
): Promise<ShopFixture> {
  const owner = await insertUser(db);
  const [shop] = await db
    .insert(shops)
    .values({ ownerId: owner.id, name: `Shop ${owner.id}` })
    .returning({ id: shops.id });
  const [category] = await db
    .insert(categories)
    .values({ name_en: `Category ${owner.id}` })
    .returning({ id: categories.id });
  if (!shop || !category) throw new Error('insert failed');
  const rows =
    specs.length === 0
      ? []
      : await db
          .insert(products)
          .values(
            specs.map((spec, i) => {
              const stock = spec.stock ?? 10;
              const price = spec.priceCents ?? 1000;
              return {
                shopId: shop.id,
                categoryId: category.id,
                name_en: `Product ${owner.id}-${i + 1}`,
                image: `/static/catalog/p${i + 1}.png`,
                priceCents: price,
                originalPriceCents: price,
                stock,
                stockReceived: stock,
                status: spec.status ?? 'approved',
              };
            }),
          )
          .returning({ id: products.id });
  return {
    shopId: shop.id,
    ownerId: owner.id,
    ownerToken: await loginToken(app, owner.email),
    categoryId: category.id,
    productIds: rows.map((r) => r.id),
  };
}

/** A buyer registered through the API, with a default address and `balanceCents` in the wallet. */
export async function registerBuyer(
  app: App,
  db: Db,
  balanceCents: number,
): Promise<{ id: number; email: string; token: string; addressId: number }> {
  const me = await registerUser(app);
  const token = me['access-token'];
  const addressId = await addAddress(app, token);
  await creditBalance(db, me.user.id, balanceCents);
  return { id: me.user.id, email: me.user.email, token, addressId };
}

/**
 * What the order tests start from: a shop of these products, a buyer as `registerBuyer` makes
 * (100.00 USD unless told) and an admin.
 */
export async function orderWorld(
  app: App,
  db: Db,
  products: ProductSpec[],
  balanceCents = 10_000,
): Promise<{ shop: ShopFixture; token: string; buyerId: number; admin: string }> {
  const shop = await insertShop(app, db, products);
  const buyer = await registerBuyer(app, db, balanceCents);
  const admin = await adminToken(app, db);
  return { shop, token: buyer.token, buyerId: buyer.id, admin: admin.token };
}

/** Inserts an address for the token's user through the API; answers its id. */
export async function addAddress(
  app: App,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const body = envelope<{ address_id: number }>(
    await post(
      app,
      '/checkout/onepage/addressadd',
      {
        first_name: 'Ada',
        last_name: 'Buyer',
        email: 'ada@example.com',
        telephone: '+1 555 0100',
        street1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        zip: '78701',
        ...overrides,
      },
      { token },
    ),
  );
  if (body.code !== 200) throw new Error(`addressadd failed: ${JSON.stringify(body)}`);
  return body.data.address_id;
}

export async function addToCart(
  app: App,
  token: string,
  productId: number,
  qty = 1,
  buyNow = false,
): Promise<void> {
  const body = envelope(
    await post(
      app,
      '/checkout/cart/add',
      { product_id: productId, qty, ...(buyNow ? { buy_now: 1 } : {}) },
      { token },
    ),
  );
  if (body.code !== 200) throw new Error(`cart/add failed: ${JSON.stringify(body)}`);
}

export interface PlacedOrder {
  order_id: number;
  grand_total: number;
  order_status: string;
  payment_status: string;
  items: { item_id: number; product_id: number; num: number; price: number }[];
}

/** Puts the lines in the cart (selected) and places them with the default address; answers the orders. */
export async function placeOrders(
  app: App,
  token: string,
  lines: { productId: number; qty?: number }[],
  body: Record<string, unknown> = {},
): Promise<PlacedOrder[]> {
  for (const line of lines) await addToCart(app, token, line.productId, line.qty ?? 1);
  const result = envelope<{ orders: PlacedOrder[] }>(
    await post(
      app,
      '/checkout/onepage/submitorder',
      { shipping_method: 'standard', payment_method: 'wallet', ...body },
      { token },
    ),
  );
  if (result.code !== 200) throw new Error(`submitorder failed: ${JSON.stringify(result)}`);
  return result.data.orders;
}
