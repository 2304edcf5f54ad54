import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SellerProduct } from '@mall/contract/seller';
import { notices, productRevisions, products } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { expectShopInvariants } from '../../test/order-invariants';
import {
  addAddress,
  addToCart,
  insertShop,
  placeOrders,
  type ShopFixture,
} from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { usingPostgres } from '../../test/test-db';
import { adminToken, uploadImage } from '../../test/wallet-fixtures';

let admin = '';

const t = useTestApp({
  reset: 'each',
  invariants: expectShopInvariants,
  seed: async ({ app, db }) => {
    // Ids start again after a reset: no detail cached by the previous test may answer for this one's.
    await app.invalidateCatalog();
    admin = (await adminToken(app, db)).token;
  },
});

const call = async <T = unknown>(url: string, body: Record<string, unknown>, token: string) =>
  envelope<T>(await post(t.app, url, body, { token }));
const decide = (id: number, approve: 0 | 1, message = '') =>
  call<Record<string, unknown>>('/admin/review/decide', { type: 200, id, approve, message }, admin);
const detail = async (id: number) =>
  envelope<{ price: number; name: string; description: string; images: string[] }>(
    await get(t.app, '/customer/product/detail', { id: String(id) }),
  );
/** The catalogue cache clears on NOTIFY at commit: this instance's listener hears it shortly. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 40 && !(await check()); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

interface Setup {
  seller: ShopFixture;
  productId: number;
  image: string;
  form: Record<string, unknown>;
}

/** An approved product at 10.00 USD with 10 in stock, and a seller's edit form for it. */
async function approvedProduct(): Promise<Setup> {
  const seller = await insertShop(t.app, t.testDb.database.db, [{ stock: 10, priceCents: 1000 }]);
  const image = await uploadImage(t.app, seller.ownerToken);
  const productId = seller.productIds[0] ?? 0;
  const form = {
    id: productId,
    name_en: 'Better kettle',
    description_en:
      '<p>New</p><iframe src="https://evil.example/"></iframe><style>body{display:none}</style>',
    price: '25.00',
    category_id: seller.categoryId,
    images: [image],
  };
  return { seller, productId, image, form };
}

async function buyer() {
  const token = (await registerUser(t.app))['access-token'];
  await addAddress(t.app, token);
  return token;
}

describe('edits of an approved product (revision, type 200)', () => {
  it('stay under review while buyers, cart and checkout keep the approved version', async () => {
    const { seller, productId, form } = await approvedProduct();
    const token = await buyer();
    await addToCart(t.app, token, productId, 1);
    expect((await detail(productId)).data).toMatchObject({ price: 10 });

    const saved = await call<SellerProduct>('/seller/product/save', form, seller.ownerToken);
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({
      status: 'approved',
      price: 10,
      name_en: `Product ${seller.ownerId}-1`,
      revision: { status: 0, price: 25, name_en: 'Better kettle', description_en: '<p>New</p>' },
    });
    const [notice] = await t.testDb.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, seller.ownerId), eq(notices.refId, productId)));
    expect(notice).toMatchObject({ type: 200, status: 0, template: 'product_revision_submitted' });

    const shown = await detail(productId);
    expect(shown.data).toMatchObject({ price: 10, name: `Product ${seller.ownerId}-1` });
    const cart = envelope<{ items: { price: number }[]; subtotal: number }>(
      await get(t.app, '/checkout/cart/index', {}, { token }),
    );
    expect(cart.data.items.map((item) => item.price)).toEqual([10]);
    const [order] = await placeOrders(t.app, token, []);
    expect(order).toMatchObject({ grand_total: 10, items: [{ product_id: productId, price: 10 }] });

    const mine = envelope<{ list: SellerProduct[] }>(
      await get(t.app, '/seller/product/index', {}, { token: seller.ownerToken }),
    );
    expect(mine.data.list[0]).toMatchObject({ price: 10, revision: { status: 0, price: 25 } });
    const pending = envelope<{ list: Record<string, unknown>[] }>(
      await get(t.app, '/admin/review/index', { type: '200', status: '0' }, { token: admin }),
    );
    expect(pending.data.list).toMatchObject([
      {
        id: productId,
        status: 0,
        price: 25,
        name_en: 'Better kettle',
        is_revision: true,
        on_sale: { price: 10 },
      },
    ]);
    const approvedList = envelope<{ list: { id: number }[] }>(
      await get(t.app, '/admin/review/index', { type: '200', status: '1' }, { token: admin }),
    );
    expect(approvedList.data.list).toEqual([]);
  });

  it('approval writes the revision onto the product in the decision; deciding again is 2000018', async () => {
    const { seller, productId, form, image } = await approvedProduct();
    const saved = await call<SellerProduct>('/seller/product/save', form, seller.ownerToken);
    expect(saved.data.revision?.status).toBe(0);
    const decided = await decide(productId, 1, 'Looks good');
    expect(decided).toMatchObject({
      code: 200,
      data: { id: productId, status: 1, price: 25, review_type: 200 },
    });
    await eventually(async () => (await detail(productId)).data.price === 25);
    expect((await detail(productId)).data).toMatchObject({
      price: 25,
      name: 'Better kettle',
      description: '<p>New</p>',
      images: [image],
    });
    const [row] = await t.testDb.database.db
      .select()
      .from(products)
      .where(eq(products.id, productId));
    expect(row).toMatchObject({
      status: 'approved',
      priceCents: 2500,
      stock: 10,
      stockReceived: 10,
    });
    const [notice] = await t.testDb.database.db
      .select()
      .from(notices)
      .where(eq(notices.refId, productId));
    expect(notice).toMatchObject({
      status: 1,
      template: 'product_revision_approved',
      isread: false,
    });
    expect((await decide(productId, 1)).code).toBe(2000018);
    const token = await buyer();
    const [order] = await placeOrders(t.app, token, [{ productId }]);
    expect(order?.grand_total).toBe(25);
  });

  it('rejection keeps the approved version on sale and tells the seller', async () => {
    const { seller, productId, form } = await approvedProduct();
    await call('/seller/product/save', form, seller.ownerToken);
    expect(await decide(productId, 0, 'Price too high')).toMatchObject({
      code: 200,
      data: { id: productId, status: -1, review_message: 'Price too high', on_sale: { price: 10 } },
    });
    expect((await detail(productId)).data).toMatchObject({
      price: 10,
      name: `Product ${seller.ownerId}-1`,
    });
    const [row] = await t.testDb.database.db
      .select()
      .from(products)
      .where(eq(products.id, productId));
    expect(row).toMatchObject({ status: 'approved', priceCents: 1000 });
    const [notice] = await t.testDb.database.db
      .select()
      .from(notices)
      .where(eq(notices.refId, productId));
    expect(notice).toMatchObject({
      status: -1,
      template: 'product_revision_rejected',
      isread: false,
    });
    expect(notice?.content).toContain('Price too high');
    const mine = envelope<{ list: SellerProduct[] }>(
      await get(t.app, '/seller/product/index', {}, { token: seller.ownerToken }),
    );
    expect(mine.data.list[0]).toMatchObject({
      status: 'approved',
      price: 10,
      revision: { status: -1, message: 'Price too high' },
    });
    expect((await decide(productId, 1)).code).toBe(2000018);
  });

  it('a second edit while one is under review replaces it: one application, the latest values', async () => {
    const { seller, productId, form } = await approvedProduct();
    const first = await call<SellerProduct>('/seller/product/save', form, seller.ownerToken);
    const second = await call<SellerProduct>(
      '/seller/product/save',
      { ...form, price: '30.00' },
      seller.ownerToken,
    );
    expect(second.data.revision).toMatchObject({
      id: first.data.revision?.id,
      status: 0,
      price: 30,
    });
    const rows = await t.testDb.database.db
      .select()
      .from(productRevisions)
      .where(eq(productRevisions.productId, productId));
    expect(rows).toHaveLength(1);
    await decide(productId, 1);
    await eventually(async () => (await detail(productId)).data.price === 30);
    expect((await detail(productId)).data.price).toBe(30);
  });

  it('an edit that changes nothing of the version on sale files no revision', async () => {
    const { seller, productId, form } = await approvedProduct();
    const first = await call<SellerProduct>('/seller/product/save', form, seller.ownerToken);
    await decide(productId, 1);
    const again = await call<SellerProduct>('/seller/product/save', form, seller.ownerToken);
    expect(again.data).toMatchObject({
      price: 25,
      revision: { id: first.data.revision?.id, status: 1 },
    });
    expect(await t.testDb.database.db.$count(productRevisions)).toBe(1);
  });
});

describe('saves and decisions at once', () => {
  it.runIf(usingPostgres())(
    'a save racing the approval of a revision neither deadlocks nor loses the later edit',
    async () => {
      const { seller, productId, form } = await approvedProduct();
      await call('/seller/product/save', form, seller.ownerToken);
      for (const cents of [26, 27, 28, 29]) {
        const [saved, decided] = await Promise.all([
          call<SellerProduct>(
            '/seller/product/save',
            { ...form, price: `${cents}.00` },
            seller.ownerToken,
          ),
          decide(productId, 1),
        ]);
        expect(saved.code).toBe(200);
        expect([200, 2000018]).toContain(decided.code);
        const pending = await t.testDb.database.db
          .select()
          .from(productRevisions)
          .where(and(eq(productRevisions.productId, productId), eq(productRevisions.status, 0)));
        // Either the save came first (its edit was approved) or it filed a new revision under review.
        const [row] = await t.testDb.database.db
          .select()
          .from(products)
          .where(eq(products.id, productId));
        if (pending.length === 0) expect(row?.priceCents).toBe(cents * 100);
        else expect(pending[0]?.values.priceCents).toBe(cents * 100);
        if (pending.length > 0) await decide(productId, 1);
      }
    },
  );
});

describe('stock in product saves', () => {
  it('a save from a stale screen does not create stock when a reserving order is cancelled', async () => {
    const db = t.testDb.database.db;
    const { seller, productId, form } = await approvedProduct();
    const token = await buyer();
    const [order] = await placeOrders(t.app, token, [{ productId, qty: 4 }]);
    // The seller's screen still says 10 in stock.
    const saved = await call<SellerProduct>(
      '/seller/product/save',
      { ...form, stock: 10 },
      seller.ownerToken,
    );
    expect(saved.data).toMatchObject({ stock: 6, sales: 4, stock_received: 10 });
    await decide(productId, 1);
    expect((await call('/customer/order/cancel', { order_id: order?.order_id }, token)).code).toBe(
      200,
    );
    const [row] = await db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ stock: 10, sales: 0, stockReceived: 10 });
  });

  it('a pending product edited with a stock figure keeps its stock; a new one starts at 0', async () => {
    const db = t.testDb.database.db;
    const seller = await insertShop(t.app, db, []);
    const image = await uploadImage(t.app, seller.ownerToken);
    const created = await call<SellerProduct>(
      '/seller/product/save',
      { name_en: 'Mug', price: 5, category_id: seller.categoryId, images: [image] },
      seller.ownerToken,
    );
    expect(created.data).toMatchObject({ status: 'pending', stock: 0, stock_received: 0 });
    const edited = await call<SellerProduct>(
      '/seller/product/save',
      {
        id: created.data.id,
        name_en: 'Mug',
        price: 5,
        stock: 50,
        category_id: seller.categoryId,
        images: [image],
      },
      seller.ownerToken,
    );
    expect(edited.data).toMatchObject({
      status: 'pending',
      stock: 0,
      stock_received: 0,
      revision: null,
    });
    expect(
      await call(
        '/seller/product/save',
        {
          ...{ name_en: 'Mug', price: 5, category_id: seller.categoryId, images: [image] },
          stock: -1,
        },
        seller.ownerToken,
      ),
    ).toMatchObject({ code: 1000008, data: { field: 'stock' } });
  });
});
