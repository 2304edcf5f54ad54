import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentSettingsSchema, profileSchema, type Profile } from '@mall/contract/profile';
import { users } from '../../db/schema/index';
import { loginToken, PASSWORD, registerUser } from '../../test/fixtures';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { uploadImage, walletWorld } from '../../test/wallet-fixtures';

let token = '';
let email = '';
let userId = 0;

const t = useTestApp({
  reset: 'each',
  invariants: expectLedgerInvariants,
  seed: async ({ app, db }) => {
    ({ token, email, id: userId } = await walletWorld(app, db));
  },
});

const update = (body: Record<string, unknown>, as = token) =>
  post(t.app, '/customer/info/update_user', body, { token: as });
const settings = async () =>
  paymentSettingsSchema.parse(
    envelope(await get(t.app, '/customer/info/payment_settings', {}, { token })).data,
  );

describe('POST /customer/info/update_user', () => {
  it('changes the profile and payment settings and answers UserInfo plus the settings', async () => {
    const photo = await uploadImage(t.app, token);
    const body = envelope<Profile>(
      await update({
        firstname: ' Jane ',
        lastname: 'Doe',
        phone: '+1 (555) 010-9999',
        photo,
        address: '1 Main Street, Springfield',
        bank_name: 'First National Bank',
        bank_acc_name: 'Jane Doe',
        bank_acc_no: 'DE89 3704 0044 0532 0130 00',
        bank_routing_no: '021000021',
        wallet_address: { 'USDT-TRC20': 'TJaneAddress', BTC: 'bc1qjane' },
      }),
    );
    expect(body.code).toBe(200);
    expect(profileSchema.parse(body.data)).toMatchObject({
      id: userId,
      email,
      firstname: 'Jane',
      lastname: 'Doe',
      avatar: photo,
      phone: '+1 (555) 010-9999',
      notice: { count: 0 },
      bank_name: 'First National Bank',
      bank_acc_name: 'Jane Doe',
      bank_acc_no: 'DE89 3704 0044 0532 0130 00',
      bank_routing_no: '021000021',
      wallet_address: { 'USDT-TRC20': 'TJaneAddress', BTC: 'bc1qjane' },
      address: '1 Main Street, Springfield',
    });
    expect(await settings()).toEqual({
      bank_name: 'First National Bank',
      bank_acc_name: 'Jane Doe',
      bank_acc_no: 'DE89 3704 0044 0532 0130 00',
      bank_routing_no: '021000021',
      wallet_address: { 'USDT-TRC20': 'TJaneAddress', BTC: 'bc1qjane' },
      address: '1 Main Street, Springfield',
    });
    const info = envelope<{ firstname: string; avatar: string }>(
      await get(t.app, '/customer/info/get_userinfo', {}, { token }),
    );
    expect(info.data).toMatchObject({ firstname: 'Jane', avatar: photo });
  });

  it('merges wallet addresses (an empty one removes it) and clears optional texts', async () => {
    await update({
      wallet_address: JSON.stringify({ BTC: 'bc1qold', 'USDT-TRC20': 'TOld' }),
      phone: '5550100',
      bank_name: 'Bank',
    });
    const body = envelope<Profile>(
      await update({
        wallet_address: JSON.stringify({ BTC: 'bc1qnew', 'USDT-TRC20': '' }),
        phone: '',
        bank_name: '',
      }),
    );
    expect(body.data).toMatchObject({
      wallet_address: { BTC: 'bc1qnew' },
      phone: '',
      bank_name: '',
    });
    expect(envelope<Profile>(await update({})).data).toMatchObject({
      firstname: 'Test',
      wallet_address: { BTC: 'bc1qnew' },
    });
  });

  it('answers 1100004 {field, reason} for a wrong field', async () => {
    const other = await registerUser(t.app);
    const theirPhoto = await uploadImage(t.app, other['access-token']);
    for (const [body, field] of [
      [{ bank_name: '中国银行' }, 'bank_name'],
      [{ bank_acc_name: 'Jane 2nd' }, 'bank_acc_name'],
      [{ bank_acc_no: '12#34' }, 'bank_acc_no'],
      [{ firstname: '' }, 'firstname'],
      [{ phone: 'call me' }, 'phone'],
      [{ photo: theirPhoto }, 'photo'],
      [{ photo: 'https://example.com/a.png' }, 'photo'],
      [{ wallet_address: '{not json' }, 'wallet_address'],
      [{ wallet_address: '["BTC"]' }, 'wallet_address'],
      [{ wallet_address: JSON.stringify({ DOGE: 'D123' }) }, 'wallet_address'],
      [{ wallet_address: JSON.stringify({ BTC: 'has space' }) }, 'wallet_address.BTC'],
    ] as const) {
      const result = envelope<{ field: string; reason: string }>(await update(body));
      expect(result, JSON.stringify(body)).toMatchObject({ code: 1100004, data: { field } });
      expect(result.data.reason).toBeTruthy();
    }
    const [row] = await t.testDb.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ firstname: 'Test', bankName: '', avatar: '', walletAddress: {} });
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const elsewhere = await loginToken(t.app, email);
    const next = 'a-new-password-2';
    const cases: [Record<string, string>, string][] = [
      [{ password: next, confirm_password: next }, 'current_password'],
      [
        { current_password: 'wrong-password', password: next, confirm_password: next },
        'current_password',
      ],
      [
        { current_password: PASSWORD, password: next, confirm_password: 'different' },
        'confirm_password',
      ],
      [{ current_password: PASSWORD, password: 'short', confirm_password: 'short' }, 'password'],
      [
        {
          current_password: PASSWORD,
          password: 'x'.repeat(129),
          confirm_password: 'x'.repeat(129),
        },
        'password',
      ],
    ];
    for (const [body, field] of cases) {
      expect(envelope(await update(body)), JSON.stringify(body)).toMatchObject({
        code: 1100004,
        data: { field },
      });
    }
    expect(
      envelope(await get(t.app, '/customer/info/get_userinfo', {}, { token: elsewhere })).code,
    ).toBe(200);
    expect(
      envelope(await update({ current_password: PASSWORD, password: next, confirm_password: next }))
        .code,
    ).toBe(200);
    expect(envelope(await get(t.app, '/customer/info/get_userinfo', {}, { token })).code).toBe(200);
    expect(
      envelope(await get(t.app, '/customer/info/get_userinfo', {}, { token: elsewhere })).code,
    ).toBe(1100003);
    expect(
      envelope(await post(t.app, '/customer/login/account', { email, password: PASSWORD })).code,
    ).toBe(1100002);
    expect(await loginToken(t.app, email, next)).toBeTruthy();
  });

  it('answers the user-route codes', async () => {
    expect(envelope(await update({ firstname: 'X' }, '')).code).toBe(1100003);
    expect(envelope(await update({ firstname: 'X' }, 'bad')).code).toBe(1000004);
  });
});

describe('GET /customer/info/payment_settings', () => {
  it('answers empty settings for a new user', async () => {
    expect(await settings()).toEqual({
      bank_name: '',
      bank_acc_name: '',
      bank_acc_no: '',
      bank_routing_no: '',
      wallet_address: {},
      address: '',
    });
    expect(envelope(await get(t.app, '/customer/info/payment_settings')).code).toBe(1100003);
  });
});
