import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userInfoSchema } from '@mall/contract/auth';
import type { Db } from '../../db/client';
import {
  brands,
  cartItems,
  categories,
  chatConversations,
  chatMessages,
  notices,
  products,
  sellerApplications,
  settings,
  shops,
  users,
  wishlists,
} from '../../db/schema/index';
import { insertUser, loginToken, registerUser } from '../../test/fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { transfer, userAccount } from '../ledger/ledger-service';

const t = useTestApp({ reset: 'each' });

async function catalogue(db: Db) {
  const seller = await insertUser(db);
  const [shop] = await db.insert(shops).values({ ownerId: seller.id, name: 'Acme' }).returning();
  const [category] = await db.insert(categories).values({ name_en: 'Things' }).returning();
  await db.insert(brands).values({ name_en: 'Brand' });
  const rows = await db
    .insert(products)
    .values(
      [1, 2, 3].map((n) => ({
        shopId: shop?.id ?? 0,
        categoryId: category?.id ?? 0,
        name_en: `P${n}`,
        priceCents: 100 * n,
        originalPriceCents: 100 * n,
        status: 'approved' as const,
      })),
    )
    .returning();
  return { seller, shop, products: rows };
}

describe('GET /customer/info/get_userinfo', () => {
  it('answers UserInfo with the counters of the cart, wishlist, notices and chat', async () => {
    const db = t.testDb.database.db;
    const me = await registerUser(t.app);
    const { seller, shop, products: items } = await catalogue(db);
    const [p1, p2, p3] = items.map((p) => p.id) as [number, number, number];
    await db.insert(cartItems).values([
      { userId: me.user.id, productId: p1, qty: 2 },
      { userId: me.user.id, productId: p2, qty: 1 },
    ]);
    await db
      .insert(wishlists)
      .values([p1, p2, p3].map((productId) => ({ userId: me.user.id, productId })));
    await db.insert(notices).values([
      { userId: me.user.id, title: 'a', type: 100 },
      { userId: me.user.id, title: 'b', type: 500, isread: true },
      { userId: seller.id, title: 'c', type: 100 },
    ]);
    const [conversation] = await db
      .insert(chatConversations)
      .values({ userId: me.user.id, shopId: shop?.id })
      .returning();
    await db.insert(chatMessages).values([
      { conversationId: conversation?.id ?? 0, senderId: seller.id, body: 'hello' },
      {
        conversationId: conversation?.id ?? 0,
        senderId: seller.id,
        body: 'read',
        readAt: new Date(),
      },
      { conversationId: conversation?.id ?? 0, senderId: me.user.id, body: 'mine' },
    ]);
    const body = envelope(
      await get(t.app, '/customer/info/get_userinfo', {}, { token: me['access-token'] }),
    );
    expect(body.code).toBe(200);
    const info = userInfoSchema.parse(body.data);
    expect(info).toMatchObject({
      id: me.user.id,
      card: { count: 3 },
      product: { count: 3 },
      notice: { count: 1 },
      message_unread_count: 1,
      is_seller: false,
      seller_status: 'none',
    });
    const sellerToken = loginToken(t.app, seller.email);
    const sellerInfo = envelope<{
      is_seller: boolean;
      seller_status: string;
      message_unread_count: number;
    }>(await get(t.app, '/customer/info/get_userinfo', {}, { token: await sellerToken }));
    expect(sellerInfo.data).toMatchObject({
      is_seller: true,
      seller_status: 'approved',
      message_unread_count: 1,
    });
  });

  it('reports the seller application state and the seller URL setting', async () => {
    const db = t.testDb.database.db;
    const me = await registerUser(t.app);
    const token = me['access-token'];
    const application = {
      userId: me.user.id,
      shopName: 'S',
      contactName: 'C',
      telephone: '1',
      address: 'A',
      idFront: 'f',
      idBack: 'b',
    };
    await db.insert(sellerApplications).values({ ...application, status: -1 });
    const status = async () =>
      envelope<{ seller_status: string; seller_url: string }>(
        await get(t.app, '/customer/info/get_userinfo', {}, { token }),
      ).data;
    expect(await status()).toMatchObject({ seller_status: 'rejected', seller_url: '' });
    await db.insert(sellerApplications).values({ ...application, status: 0 });
    await db.insert(settings).values({ key: 'seller_url', value: 'https://seller.example.com' });
    expect(await status()).toMatchObject({
      seller_status: 'pending',
      seller_url: 'https://seller.example.com',
    });
  });

  it('answers the user-route codes', async () => {
    expect(envelope(await get(t.app, '/customer/info/get_userinfo')).code).toBe(1100003);
    expect(
      envelope(await get(t.app, '/customer/info/get_userinfo', {}, { token: '%%%' })).code,
    ).toBe(1000004);
    const me = await registerUser(t.app);
    await t.testDb.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, me.user.id));
    expect(
      envelope(await get(t.app, '/customer/info/get_userinfo', {}, { token: me['access-token'] }))
        .code,
    ).toBe(2000017);
  });
});

describe('GET /customer/info/get_user_balance', () => {
  it('answers the balances of the ledger in USD', async () => {
    const me = await registerUser(t.app);
    const token = me['access-token'];
    expect(
      envelope(await get(t.app, '/customer/info/get_user_balance', {}, { token })).data,
    ).toEqual({
      balance: 0,
      frozen: 0,
      merchant_balance: 0,
      currency: 'USD',
    });
    await t.testDb.database.db.transaction(async (tx) => {
      const entry = { kind: 'test', refType: 'test', refId: 1 };
      const account = (name: 'balance' | 'frozen' | 'merchant') => userAccount(me.user.id, name);
      await transfer(tx, [
        { ...entry, from: null, to: account('balance'), amountCents: 12345 },
        { ...entry, from: account('balance'), to: account('frozen'), amountCents: 2000 },
        { ...entry, from: null, to: account('merchant'), amountCents: 29 },
      ]);
    });
    expect(
      envelope(await get(t.app, '/customer/info/get_user_balance', {}, { token })).data,
    ).toEqual({
      balance: 103.45,
      frozen: 20,
      merchant_balance: 0.29,
      currency: 'USD',
    });
  });

  it('answers the user-route codes', async () => {
    expect(envelope(await get(t.app, '/customer/info/get_user_balance')).code).toBe(1100003);
    expect(
      envelope(await get(t.app, '/customer/info/get_user_balance', {}, { token: 'A'.repeat(43) }))
        .code,
    ).toBe(1000004);
    const other = await insertUser(t.testDb.database.db, { status: 'deleted' });
    const me = await registerUser(t.app);
    await t.testDb.database.db
      .update(users)
      .set({ status: 'deleted' })
      .where(eq(users.id, me.user.id));
    expect(other.id).not.toBe(me.user.id);
    expect(
      envelope(
        await get(t.app, '/customer/info/get_user_balance', {}, { token: me['access-token'] }),
      ).code,
    ).toBe(2000017);
  });
});
