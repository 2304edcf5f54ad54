import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/fixtures';
import { envelope, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { uploadImage } from '../../test/wallet-fixtures';

/** Contract 6.5: shop names, like bank names, are Latin letters, digits, spaces and . , ' & -. */
describe('English shop and bank names', () => {
  const t = useTestApp({ reset: 'each' });

  const apply = async (shopName: string) => {
    const me = await registerUser(t.app);
    const token = me['access-token'];
    const body = {
      shop_name: shopName,
      contact_name: 'Ann',
      telephone: '+1 555 0101',
      address: '2 Side St',
      id_front: await uploadImage(t.app, token),
      id_back: await uploadImage(t.app, token),
    };
    return envelope(await post(t.app, '/customer/user/applyseller', body, { token }));
  };

  it('takes digits in a shop name', async () => {
    for (const name of ['Studio 54', "7-Eleven's Corner & Co.", '54 Studio', 'A1'])
      expect((await apply(name)).code, name).toBe(200);
    for (const name of ['1234', '-Studio', 'Café', 'Shop_1', '商店']) {
      expect(await apply(name), name).toMatchObject({
        code: 1000008,
        data: { field: 'shop_name' },
      });
    }
  });

  it('takes digits in a bank name, not in an account holder’s name', async () => {
    const token = (await registerUser(t.app))['access-token'];
    const save = async (body: Record<string, string>) =>
      envelope(await post(t.app, '/customer/info/update_user', body, { token }));
    expect((await save({ bank_name: 'Bank 24', bank_acc_name: 'Jane Doe' })).code).toBe(200);
    expect(await save({ bank_acc_name: 'Jane 2' })).toMatchObject({
      code: 1100004,
      data: { field: 'bank_acc_name' },
    });
  });
});
