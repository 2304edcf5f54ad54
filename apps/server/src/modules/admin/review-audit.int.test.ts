import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  sellerApplications,
  shops,
  stockApplications,
  walletRecords,
} from '../../db/schema/index';
import { insertUser, loggedInUser } from '../../test/fixtures';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { insertShop, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/** Every decision on an application writes its audit entry in the decision's transaction. */
let staff = { id: 0, token: '' };
let shop: ShopFixture;

const t = useTestApp({
  reset: 'each',
  invariants: expectLedgerInvariants,
  seed: async ({ app, db }) => {
    staff = await loggedInUser(app, db, { roles: ['admin'] });
    shop = await insertShop(app, db, [{}, { status: 'pending' }]);
  },
});

const decide = async (type: number, id: number, approve: 0 | 1, message?: string) =>
  envelope<{ status: number }>(
    await post(
      t.app,
      '/admin/review/decide',
      { type, id, approve, ...(message === undefined ? {} : { message }) },
      { token: staff.token },
    ),
  );

const entriesOf = (record: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.record, record));

async function sellerApplication(shopName: string): Promise<number> {
  const user = await insertUser(t.db);
  const [row] = await t.db
    .insert(sellerApplications)
    .values({
      userId: user.id,
      shopName,
      contactName: 'Ann',
      telephone: '+1 555 0101',
      address: '2 Side St',
      idFront: '/private/uploads/a.png',
      idBack: '/private/uploads/b.png',
    })
    .returning({ id: sellerApplications.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function stockApplication(): Promise<number> {
  const [row] = await t.db
    .insert(stockApplications)
    .values({
      shopId: shop.shopId,
      productId: shop.productIds[0] ?? 0,
      userId: shop.ownerId,
      qty: 5,
    })
    .returning({ id: stockApplications.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function topUp(): Promise<number> {
  const [row] = await t.db
    .insert(walletRecords)
    .values({
      userId: shop.ownerId,
      kind: 'recharge',
      type: 'income',
      state: 'submitted',
      amountCents: 50_00,
      actualAmountCents: 50_00,
    })
    .returning({ id: walletRecords.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('POST /admin/review/decide: the audit entry', () => {
  it('records who decided which application, from under review to the decision and its message', async () => {
    const cases: { type: number; id: number; approve: 0 | 1; message: string }[] = [
      { type: 100, id: await sellerApplication('Audited shop'), approve: 1, message: 'Welcome.' },
      { type: 200, id: shop.productIds[1] ?? 0, approve: 0, message: 'Blurry photos.' },
      { type: 300, id: await stockApplication(), approve: 1, message: '' },
      { type: 500, id: await topUp(), approve: 0, message: 'No payment found.' },
    ];
    for (const { type, id, approve, message } of cases) {
      const body = await decide(type, id, approve, message || undefined);
      expect(body.code, `type ${type}`).toBe(200);
      const entries = await entriesOf(`application:${type}:${id}`);
      expect(entries, `type ${type}`).toMatchObject([
        {
          actorId: staff.id,
          action: 'review.decide',
          before: { status: 0 },
          after: { status: approve ? 1 : -1, message },
        },
      ]);
      expect(entries[0]?.ip).toBeTruthy();
    }
  });

  it('writes nothing for a decision refused: already decided, or unknown', async () => {
    const id = await sellerApplication('Once shop');
    expect((await decide(100, id, 1)).code).toBe(200);
    expect((await decide(100, id, 0, 'Changed my mind')).code).toBe(2000018);
    expect(await entriesOf(`application:100:${id}`)).toHaveLength(1);
    expect((await decide(300, 999_999, 1)).code).toBe(2000019);
    expect(await t.db.$count(auditLog)).toBe(1);
  });

  it('writes nothing when the decision rolls back (the shop name was taken meanwhile)', async () => {
    const id = await sellerApplication('Taken name');
    await t.db.insert(shops).values({ ownerId: (await insertUser(t.db)).id, name: 'taken NAME' });
    expect(await decide(100, id, 1)).toMatchObject({
      code: 1000008,
      data: { field: 'shop_name' },
    });
    expect(await entriesOf(`application:100:${id}`)).toEqual([]);
    const [row] = await t.db
      .select({ status: sellerApplications.status })
      .from(sellerApplications)
      .where(eq(sellerApplications.id, id));
    expect(row?.status).toBe(0);
  });
});
