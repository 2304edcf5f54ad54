import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletRecordSchema, type WalletRecord } from '@mall/contract/wallet';
import { notices, walletRecords } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { setSetting, uploadImage, walletWorld } from '../../test/wallet-fixtures';

let token = '';
let userId = 0;
let certificate = '';

const t = useTestApp({
  reset: 'each',
  invariants: expectLedgerInvariants,
  seed: async ({ app, db }) => {
    ({ token, id: userId } = await walletWorld(app, db));
    certificate = await uploadImage(app, token);
  },
});

let txCounter = 0;
const recharge = (body: Record<string, unknown> = {}, as = token) => {
  txCounter += 1;
  return post(
    t.app,
    '/customer/info/recharge',
    {
      wallet: 'USDT-TRC20',
      amount: '150.50',
      transcation_id: `tx-${txCounter}`,
      certificate,
      ...body,
    },
    { token: as },
  );
};
const bankRecharge = (body: Record<string, unknown> = {}, as = token) => {
  txCounter += 1;
  return post(
    t.app,
    '/bank/recharge',
    {
      amount: 200,
      bank_name: 'First Bank',
      bank_acc_name: 'Jane Doe',
      bank_acc_no: '12345678',
      transcation_id: `bank-${txCounter}`,
      certificate,
      ...body,
    },
    { token: as },
  );
};
const balance = async (as = token) =>
  envelope<{ balance: number; frozen: number }>(
    await get(t.app, '/customer/info/get_user_balance', {}, { token: as }),
  ).data;

describe('POST /customer/info/recharge', () => {
  it('submits a top-up for review with a Notice 500 and moves no money yet', async () => {
    const body = envelope<WalletRecord>(
      await recharge({ transcation_id: 'abc-123', remark: 'first' }),
    );
    expect(body.code).toBe(200);
    const record = walletRecordSchema.parse(body.data);
    expect(record).toMatchObject({
      kind: 'recharge',
      amount: 150.5,
      actual_amount: 150.5,
      name: 'USDT (TRC20)',
      certificate,
      transcation_id: 'abc-123',
      type: 'income',
      state: 'submitted',
      remark: 'first',
      pay_method: 'USDT-TRC20',
    });
    const [notice] = await t.testDb.database.db
      .select()
      .from(notices)
      .where(eq(notices.userId, userId));
    expect(notice).toMatchObject({ type: 500, status: 0, refId: record.id, isread: false });
    const info = envelope<{ notice: { count: number } }>(
      await get(t.app, '/customer/info/get_userinfo', {}, { token }),
    );
    expect(info.data.notice.count).toBe(1);
    expect(await balance()).toMatchObject({ balance: 0, frozen: 0 });
  });

  it('answers 1000009 for a missing parameter and 1000008 for a malformed one', async () => {
    for (const field of ['wallet', 'amount', 'transcation_id', 'certificate']) {
      expect(envelope(await recharge({ [field]: '' })), field).toMatchObject({
        code: 1000009,
        data: { field },
      });
    }
    for (const [amount, reason] of [
      ['1.234', 'at most 2 decimals'],
      ['-150', 'must not be negative'],
      ['1e3', 'not a plain decimal number'],
      ['abc', 'not a plain decimal number'],
      ['0', 'must be greater than 0'],
    ]) {
      expect(envelope(await recharge({ amount })), amount).toMatchObject({
        code: 1000008,
        data: { field: 'amount', reason },
      });
    }
    expect(envelope(await recharge({ transcation_id: 'has space' }))).toMatchObject({
      code: 1000008,
      data: { field: 'transcation_id' },
    });
    expect(envelope(await recharge({ remark: 'x'.repeat(141) }))).toMatchObject({
      code: 1000008,
      data: { field: 'remark' },
    });
    expect(await t.testDb.database.db.$count(walletRecords)).toBe(0);
  });

  it('needs at least min_recharge (100 unless set)', async () => {
    expect(envelope(await recharge({ amount: '99.99' }))).toMatchObject({
      code: 1000008,
      data: { field: 'amount', reason: 'at least 100.00' },
    });
    expect(envelope(await recharge({ amount: 100 })).code).toBe(200);
    await setSetting(t.testDb.database.db, 'min_recharge', 150);
    expect(envelope(await recharge({ amount: 149 })).code).toBe(1000008);
    expect(envelope(await recharge({ amount: 150 })).code).toBe(200);
  });

  it('answers 2000029 for a wallet code get_wallets does not list', async () => {
    for (const wallet of ['DOGE', 'OLD']) {
      expect(envelope(await recharge({ wallet })), wallet).toMatchObject({
        code: 2000029,
        data: { field: 'wallet' },
      });
    }
  });

  it('accepts only a certificate the caller uploaded', async () => {
    const other = await registerUser(t.app);
    const theirs = await uploadImage(t.app, other['access-token']);
    expect(envelope(await recharge({ certificate: theirs }))).toMatchObject({
      code: 1000008,
      data: { field: 'certificate' },
    });
    expect(
      envelope(await recharge({ certificate: '/static/uploads/2020/01/none.png' })),
    ).toMatchObject({ code: 1000008 });
    expect(
      envelope(await recharge({ certificate: 'https://evil.example.com/x.png' })),
    ).toMatchObject({ code: 1000008 });
  });

  it('uses a transaction id once per wallet (2000028), whoever sends it', async () => {
    expect(envelope(await recharge({ transcation_id: 'same' })).code).toBe(200);
    expect(envelope(await recharge({ transcation_id: 'same' }))).toMatchObject({
      code: 2000028,
      data: { field: 'transcation_id' },
    });
    const other = await registerUser(t.app);
    const otherCertificate = await uploadImage(t.app, other['access-token']);
    expect(
      envelope(
        await recharge(
          { transcation_id: 'same', certificate: otherCertificate },
          other['access-token'],
        ),
      ).code,
    ).toBe(2000028);
    expect(envelope(await recharge({ transcation_id: 'same', wallet: 'BTC' })).code).toBe(200);
    expect(envelope(await bankRecharge({ transcation_id: 'same' })).code).toBe(200);
    expect(envelope(await bankRecharge({ transcation_id: 'same' })).code).toBe(2000028);
  });

  it('answers 2000030 beyond topup_daily_limit submissions (default 5) in 24 hours, bank recharges included', async () => {
    for (let i = 0; i < 3; i += 1) expect(envelope(await recharge()).code).toBe(200);
    for (let i = 0; i < 2; i += 1) expect(envelope(await bankRecharge()).code).toBe(200);
    expect(envelope(await recharge())).toMatchObject({ code: 2000030, data: { limit: 5 } });
    expect(envelope(await bankRecharge()).code).toBe(2000030);
    // Another user has their own allowance.
    const other = await registerUser(t.app);
    expect(
      envelope(
        await recharge(
          { certificate: await uploadImage(t.app, other['access-token']) },
          other['access-token'],
        ),
      ).code,
    ).toBe(200);
    // Submissions older than 24 hours no longer count.
    await t.testDb.database.db
      .update(walletRecords)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(walletRecords.userId, userId));
    expect(envelope(await recharge()).code).toBe(200);
  });

  it('reads the cap from the setting', async () => {
    await setSetting(t.testDb.database.db, 'topup_daily_limit', 1);
    expect(envelope(await recharge()).code).toBe(200);
    expect(envelope(await recharge())).toMatchObject({ code: 2000030, data: { limit: 1 } });
  });

  it('answers the user-route codes', async () => {
    expect(envelope(await recharge({}, '')).code).toBe(1100003);
    expect(envelope(await recharge({}, 'nope')).code).toBe(1000004);
  });
});

describe('POST /bank/recharge', () => {
  it('submits a bank top-up (kind bank_recharge) named after the bank', async () => {
    const body = envelope<WalletRecord>(await bankRecharge({ amount: '250.75' }));
    expect(body.code).toBe(200);
    expect(walletRecordSchema.parse(body.data)).toMatchObject({
      kind: 'bank_recharge',
      amount: 250.75,
      name: 'First Bank',
      state: 'submitted',
      type: 'income',
      pay_method: 'bank',
    });
    const [record] = await t.testDb.database.db.select().from(walletRecords);
    expect(record?.details).toEqual({
      bank_name: 'First Bank',
      bank_acc_name: 'Jane Doe',
      bank_acc_no: '12345678',
    });
    expect(await t.testDb.database.db.$count(notices, eq(notices.type, 500))).toBe(1);
  });

  it('takes bank and account names in English letters only', async () => {
    for (const [field, value] of [
      ['bank_name', '中国银行'],
      ['bank_acc_name', 'Jane 2'],
      ['bank_acc_name', 'José'],
    ] as const) {
      expect(envelope(await bankRecharge({ [field]: value })), value).toMatchObject({
        code: 1000008,
        data: { field, reason: 'English letters only' },
      });
    }
    expect(envelope(await bankRecharge({ bank_name: "St. Mary's Bank & Trust-Co" })).code).toBe(
      200,
    );
    for (const field of [
      'bank_name',
      'bank_acc_name',
      'bank_acc_no',
      'transcation_id',
      'certificate',
      'amount',
    ]) {
      expect(envelope(await bankRecharge({ [field]: '' })), field).toMatchObject({
        code: 1000009,
        data: { field },
      });
    }
    expect(envelope(await bankRecharge({ amount: 50 }))).toMatchObject({
      code: 1000008,
      data: { field: 'amount' },
    });
  });
});

describe('concurrent top-ups', () => {
  it('accept one of many submissions with the same transaction id', async () => {
    const users = await Promise.all([0, 1, 2, 3].map(() => registerUser(t.app)));
    const senders = await Promise.all(
      users.map(async (user) => ({
        token: user['access-token'],
        certificate: await uploadImage(t.app, user['access-token']),
      })),
    );
    const requests = senders.flatMap((sender) =>
      [0, 1].map(
        () => () =>
          recharge({ transcation_id: 'race', certificate: sender.certificate }, sender.token),
      ),
    );
    const codes = (await Promise.all(requests.map((send) => send()))).map(
      (response) => envelope(response).code,
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 2000028)).toHaveLength(7);
    expect(await t.testDb.database.db.$count(walletRecords)).toBe(1);
  });

  it('cannot pass the 24-hour cap', async () => {
    const requests = Array.from({ length: 8 }, () => () => recharge());
    const codes = (await Promise.all(requests.map((send) => send()))).map(
      (response) => envelope(response).code,
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 2000030)).toHaveLength(3);
    expect(await t.testDb.database.db.$count(walletRecords, eq(walletRecords.userId, userId))).toBe(
      5,
    );
    expect(await t.testDb.database.db.$count(notices, eq(notices.userId, userId))).toBe(5);
  });
});
