import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  userDetailSchema,
  userLedgerPageSchema,
  userPageSchema,
  userSessionListSchema,
} from '@mall/contract/admin-users';
import { ErrorCode } from '@mall/contract/errors';
import { orderPageSchema } from '@mall/contract/orders';
import { users } from '../../db/schema/index';
import { insertUser, loggedInUser, loginToken } from '../../test/fixtures';
import { insertShop, placeOrders, registerBuyer } from '../../test/shop-fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { creditBalance } from '../../test/wallet-fixtures';

const t = useTestApp({ reset: 'each' });

const staff = (roles: string[]) => loggedInUser(t.app, t.db, { roles });

async function call(url: string, query: Record<string, string>, token: string) {
  return envelope(await get(t.app, url, query, { token }));
}

async function named(email: string, firstname: string, lastname: string) {
  const row = await insertUser(t.db, { email });
  await t.db.update(users).set({ firstname, lastname }).where(eq(users.id, row.id));
  return row;
}

describe('GET /admin/user/index', () => {
  it('finds users by part of the email or name, any case, with status, roles, balance and shop', async () => {
    const support = await staff(['support']);
    const ada = await named('ada.lovelace@example.com', 'Ada', 'Lovelace');
    await named('grace@example.org', 'Grace', 'Hopper');
    await creditBalance(t.db, ada.id, 12_345);
    const shop = await insertShop(t.app, t.db, []);
    const search = async (query: Record<string, string>) =>
      userPageSchema.parse((await call('/admin/user/index', query, support.token)).data);

    const page = await search({ q: 'LOVE' });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      id: ada.id,
      email: 'ada.lovelace@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      status: 'active',
      roles: [],
      balance: 123.45,
      shop: null,
      last_login_at: null,
    });
    expect((await search({ q: 'ada love' })).list.map((u) => u.id)).toEqual([ada.id]);
    expect((await search({ q: 'hopper' })).list.map((u) => u.email)).toEqual(['grace@example.org']);
    expect((await search({ q: String(ada.id) })).list.map((u) => u.id)).toContain(ada.id);
    expect((await search({ q: '%' })).total).toBe(0);
    const owner = (await search({ q: String(shop.ownerId) })).list.find(
      (u) => u.id === shop.ownerId,
    );
    expect(owner?.shop).toEqual({
      id: shop.shopId,
      name: `Shop ${shop.ownerId}`,
      status: 'approved',
    });
  });

  it('filters by status, sorts and pages', async () => {
    const owner = await staff(['admin']);
    const a = await insertUser(t.db, { email: 'b-second@example.com' });
    const b = await insertUser(t.db, { email: 'a-first@example.com', status: 'disabled' });
    const list = async (query: Record<string, string>) =>
      userPageSchema.parse((await call('/admin/user/index', query, owner.token)).data);

    expect((await list({ status: 'disabled' })).list.map((u) => u.id)).toEqual([b.id]);
    expect((await list({ status: 'active' })).list.map((u) => u.id)).not.toContain(b.id);
    expect((await list({})).list.map((u) => u.id)).toEqual([b.id, a.id, owner.id]);
    expect((await list({ sort: 'id', order: 'asc' })).list.map((u) => u.id)).toEqual([
      owner.id,
      a.id,
      b.id,
    ]);
    expect((await list({ sort: 'email', order: 'asc', q: 'example.com' })).list[0]?.id).toBe(b.id);
    // The owner logged in: first by last login, the others (never) after.
    expect((await list({ sort: 'last_login_at' })).list[0]?.id).toBe(owner.id);
    const second = await list({ sort: 'id', order: 'asc', page: '2', pagesize: '2' });
    expect(second).toMatchObject({ total: 3, page: 2, pagesize: 2 });
    expect(second.list.map((u) => u.id)).toEqual([b.id]);
  });

  it('answers the validation codes', async () => {
    const owner = await staff(['admin']);
    for (const [field, value] of [
      ['status', 'deleted'],
      ['sort', 'password_hash'],
      ['order', 'up'],
      ['pagesize', '1000'],
      ['q', 'x'.repeat(101)],
      ['q', 'a\u0000b'],
    ] as const)
      expect(await call('/admin/user/index', { [field]: value }, owner.token)).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { field },
      });
  });

  it('is refused to staff without the users permission', async () => {
    for (const roles of [['finance'], ['catalogue'], []]) {
      const caller = await staff(roles);
      expect(await call('/admin/user/index', {}, caller.token)).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { reason: 'forbidden' },
      });
    }
  });
});

describe('a user’s detail for support', () => {
  it('shows the profile, balances and shop', async () => {
    const support = await staff(['support']);
    const shop = await insertShop(t.app, t.db, []);
    await creditBalance(t.db, shop.ownerId, 5_000);
    const detail = userDetailSchema.parse(
      (await call('/admin/user/detail', { user_id: String(shop.ownerId) }, support.token)).data,
    );
    expect(detail).toMatchObject({
      user: { id: shop.ownerId, status: 'active', balance: 50 },
      balances: { balance: 50, frozen: 0, merchant: 0 },
      shop: { id: shop.shopId, status: 'approved' },
    });
    expect(detail.user.invite_code).not.toBe('');
    expect(JSON.stringify(detail)).not.toMatch(/password/i);
  });

  it('lists the user’s orders, and only theirs', async () => {
    const support = await staff(['support']);
    const shop = await insertShop(t.app, t.db, [{ priceCents: 1_000 }]);
    const buyer = await registerBuyer(t.app, t.db, 10_000);
    const other = await registerBuyer(t.app, t.db, 10_000);
    const productId = shop.productIds[0] ?? 0;
    const [order] = await placeOrders(t.app, buyer.token, [{ productId }]);
    await placeOrders(t.app, other.token, [{ productId }]);
    const page = orderPageSchema.parse(
      (await call('/admin/user/orders', { user_id: String(buyer.id) }, support.token)).data,
    );
    expect(page.total).toBe(1);
    expect(page.list[0]?.order_id).toBe(order?.order_id);
  });

  it('lists the user’s ledger entries with the balance after each', async () => {
    const support = await staff(['support']);
    const buyer = await insertUser(t.db);
    await creditBalance(t.db, buyer.id, 2_000);
    await creditBalance(t.db, buyer.id, 500);
    const page = userLedgerPageSchema.parse(
      (await call('/admin/user/ledger', { user_id: String(buyer.id) }, support.token)).data,
    );
    expect(page.total).toBe(2);
    expect(page.list.map((e) => [e.account, e.amount, e.balance_after])).toEqual([
      ['balance', 5, 25],
      ['balance', 20, 20],
    ]);
    expect(page.list[0]?.reference).toMatch(/^[a-z_]+:\d+$/);
    const merchant = userLedgerPageSchema.parse(
      (
        await call(
          '/admin/user/ledger',
          { user_id: String(buyer.id), account: 'merchant' },
          support.token,
        )
      ).data,
    );
    expect(merchant.total).toBe(0);
  });

  it('lists the user’s sessions, live and ended, without tokens', async () => {
    const support = await staff(['support']);
    const buyer = await loggedInUser(t.app, t.db);
    const second = await loginToken(t.app, buyer.email);
    await get(t.app, '/customer/user/logout', {}, { token: second });
    const list = userSessionListSchema.parse(
      (await call('/admin/user/sessions', { user_id: String(buyer.id) }, support.token)).data,
    );
    expect(list.list.map((s) => [s.live, s.ended_at === null])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(Object.keys(list.list[0] ?? {}).sort()).toEqual(
      [
        'created_at',
        'ended_at',
        'expires_at',
        'id',
        'ip',
        'last_seen_at',
        'live',
        'user_agent',
      ].sort(),
    );
  });

  it('answers 2000019 for no such user, the validation codes, and refuses other roles', async () => {
    const support = await staff(['support']);
    const finance = await staff(['finance']);
    for (const url of [
      '/admin/user/detail',
      '/admin/user/orders',
      '/admin/user/ledger',
      '/admin/user/sessions',
    ]) {
      expect((await call(url, { user_id: '2000000' }, support.token)).code).toBe(ErrorCode.NoData);
      expect(await call(url, {}, support.token)).toMatchObject({
        code: ErrorCode.MissingParameter,
        data: { field: 'user_id' },
      });
      expect(await call(url, { user_id: '-1' }, support.token)).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { field: 'user_id' },
      });
      expect(await call(url, { user_id: String(support.id) }, finance.token)).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { reason: 'forbidden' },
      });
    }
    expect(
      await call(
        '/admin/user/ledger',
        { user_id: String(support.id), account: 'escrow' },
        support.token,
      ),
    ).toMatchObject({ code: ErrorCode.InvalidParameter, data: { field: 'account' } });
  });
});
