import { ErrorCode } from '@mall/contract/errors';
import { CONTROL_CHARACTER_REASON } from '@mall/contract/text';
import { describe, expect, it } from 'vitest';
import { insertUser, loginToken, registerUser, uniqueEmail, PASSWORD } from '../test/fixtures';
import { insertShop } from '../test/shop-fixtures';
import { envelope, get, post } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { creditBalance } from '../test/wallet-fixtures';
import { expectShopInvariants } from '../test/order-invariants';

/** A NUL (or another control character) in a text field is the contract's error, never a 500. */
describe('control characters in text fields', () => {
  const t = useTestApp({ reset: 'each', invariants: expectShopInvariants });

  const refused = (response: Awaited<ReturnType<typeof post>>, code: number, field: string) => {
    const body = envelope<{ field: string; reason: string }>(response);
    expect(body).toMatchObject({ code, data: { field, reason: CONTROL_CHARACTER_REASON } });
  };

  it('registration answers its own code 1100001 with the field', async () => {
    for (const json of [false, true]) {
      const base = {
        email: uniqueEmail(),
        password: PASSWORD,
        confirm_password: PASSWORD,
        firstname: 'Ann',
        agree: '1',
      };
      refused(
        await post(
          t.app,
          '/customer/register/account',
          { ...base, firstname: 'A\u0000nn' },
          { json },
        ),
        ErrorCode.RegistrationFormat,
        'firstname',
      );
      refused(
        await post(t.app, '/customer/register/account', { ...base, lastname: 'x\u0007' }, { json }),
        ErrorCode.RegistrationFormat,
        'lastname',
      );
    }
  });

  it('profile edits answer their own code 1100004', async () => {
    const user = await registerUser(t.app);
    const token = user['access-token'];
    refused(
      await post(t.app, '/customer/info/update_user', { address: 'Road\u0000 1' }, { token }),
      ErrorCode.AccountEditData,
      'address',
    );
    refused(
      await post(t.app, '/customer/info/update_user', { firstname: 'Line\nBreak' }, { token }),
      ErrorCode.AccountEditData,
      'firstname',
    );
    // A multi-line field keeps its line breaks.
    const ok = envelope(
      await post(t.app, '/customer/info/update_user', { address: 'Road 1\nFlat 2' }, { token }),
    );
    expect(ok.code).toBe(200);
  });

  it('addresses, withdrawal remarks, shop applications and products answer 1000008', async () => {
    const user = await insertUser(t.testDb.database.db);
    const token = await loginToken(t.app, user.email);
    const address = {
      first_name: 'Ada',
      email: 'ada@example.com',
      telephone: '+1 555 0100',
      street1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      zip: '78701',
    };
    refused(
      await post(
        t.app,
        '/checkout/onepage/addressadd',
        { ...address, city: 'Aus\u0000tin' },
        { token },
      ),
      ErrorCode.InvalidParameter,
      'city',
    );
    refused(
      await post(
        t.app,
        '/checkout/onepage/addressadd',
        { ...address, street1: '1 Main\u0000' },
        { token, json: true },
      ),
      ErrorCode.InvalidParameter,
      'street1',
    );

    await creditBalance(t.testDb.database.db, user.id, 100_000);
    refused(
      await post(
        t.app,
        '/customer/info/withdraw',
        {
          amount: 10,
          bank_name: 'Bank',
          bank_acc_name: 'Ada',
          bank_acc_no: '12345',
          remark: 'pay\u0000me',
        },
        { token },
      ),
      ErrorCode.InvalidParameter,
      'remark',
    );
    refused(
      await post(
        t.app,
        '/customer/user/applyseller',
        {
          shop_name: 'Shop\u0000',
          contact_name: 'Ada',
          telephone: '555',
          address: 'x',
          id_front: '/static/uploads/a.png',
          id_back: '/static/uploads/b.png',
        },
        { token },
      ),
      ErrorCode.InvalidParameter,
      'shop_name',
    );

    const shop = await insertShop(t.app, t.testDb.database.db, []);
    refused(
      await post(
        t.app,
        '/seller/product/save',
        {
          name_en: 'Lamp\u0000',
          price: 10,
          stock: 1,
          category_id: shop.categoryId,
          images: ['/static/uploads/a.png'],
        },
        { token: shop.ownerToken },
      ),
      ErrorCode.InvalidParameter,
      'name_en',
    );
    refused(
      await post(
        t.app,
        '/seller/product/save',
        {
          name_en: 'Lamp',
          description_en: '<p>a\u0000</p>',
          price: 10,
          stock: 1,
          category_id: shop.categoryId,
          images: ['/static/uploads/a.png'],
        },
        { token: shop.ownerToken },
      ),
      ErrorCode.InvalidParameter,
      'description_en',
    );
  });

  // Found by the route fuzz (test/route-fuzz.int.test.ts): these were HTTP 500.
  it('order refusal reasons and private upload paths answer 1000008', async () => {
    const admin = await insertUser(t.testDb.database.db, { roles: ['admin'] });
    const adminToken = await loginToken(t.app, admin.email);
    for (const json of [false, true]) {
      refused(
        await post(
          t.app,
          '/admin/order/cancel',
          { order_id: 1, reason: 'no\u0000' },
          { token: adminToken, json },
        ),
        ErrorCode.InvalidParameter,
        'reason',
      );
    }
    const shop = await insertShop(t.app, t.testDb.database.db, []);
    refused(
      await post(
        t.app,
        '/seller/order/reject',
        { order_id: 1, reason: 'a\u0000b' },
        { token: shop.ownerToken },
      ),
      ErrorCode.InvalidParameter,
      'reason',
    );
    const user = await registerUser(t.app);
    refused(
      await get(
        t.app,
        '/upload/private',
        { path: '/private/uploads/a\u0000b.png' },
        { token: user['access-token'] },
      ),
      ErrorCode.InvalidParameter,
      'path',
    );
  });
});
