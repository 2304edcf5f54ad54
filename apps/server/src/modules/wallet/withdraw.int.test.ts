import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletRecordSchema, type WalletRecord } from '@mall/contract/wallet';
import { ledgerEntries, notices, users, walletRecords } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { creditBalance, sellerToken, walletWorld } from '../../test/wallet-fixtures';

let token = '';
let userId = 0;

const t = useTestApp({
  reset: 'each',
  invariants: expectLedgerInvariants,
  seed: async ({ app, db }) => {
    ({ token, id: userId } = await walletWorld(app, db));
    await creditBalance(db, userId, 100_00);
  },
});

const withdraw = (body: Record<string, unknown>, as = token) =>
  post(t.app, '/customer/info/withdraw', body, { token: as });
const revoke = (id: unknown, as = token) =>
  post(t.app, '/customer/info/withdraw_revoke', { id }, { token: as });
const transfer = (amount: unknown, as = token) =>
  post(t.app, '/customer/info/transfer_balance_to_merchat', { amount }, { token: as });
const balances = async (as = token) =>
  envelope<{ balance: number; frozen: number; merchant_balance: number }>(
    await get(t.app, '/customer/info/get_user_balance', {}, { token: as }),
  ).data;

describe('POST /customer/info/withdraw', () => {
  it('freezes the amount for a crypto withdrawal and writes a Notice 400', async () => {
    const body = envelope<WalletRecord>(
      await withdraw({ amount: '30.25', wallet: 'BTC', address: 'bc1qmine', remark: 'rent' }),
    );
    expect(body.code).toBe(200);
    expect(walletRecordSchema.parse(body.data)).toMatchObject({
      kind: 'withdraw',
      type: 'expense',
      state: 'pending',
      amount: 30.25,
      name: 'Bitcoin',
      pay_method: 'BTC',
      remark: 'rent',
      transcation_id: null,
    });
    expect(await balances()).toMatchObject({ balance: 69.75, frozen: 30.25 });
    const [record] = await t.testDb.database.db
      .select()
      .from(walletRecords)
      .where(eq(walletRecords.id, body.data.id));
    expect(record?.details).toEqual({ address: 'bc1qmine' });
    const [notice] = await t.testDb.database.db.select().from(notices).where(eq(notices.type, 400));
    expect(notice).toMatchObject({ userId, status: 0, refId: body.data.id });
  });

  it('pays to the saved address or bank account when the request gives none', async () => {
    await t.testDb.database.db
      .update(users)
      .set({
        walletAddress: { 'USDT-TRC20': 'TMyOwnAddress' },
        bankName: 'First Bank',
        bankAccName: 'Jane Doe',
        bankAccNo: '987654',
      })
      .where(eq(users.id, userId));
    const crypto = envelope<WalletRecord>(await withdraw({ amount: 10, wallet: 'USDT-TRC20' }));
    const bank = envelope<WalletRecord>(await withdraw({ amount: 10, bank_acc_no: '111222' }));
    expect(bank.data).toMatchObject({ name: 'First Bank', pay_method: 'bank' });
    const rows = await t.testDb.database.db
      .select()
      .from(walletRecords)
      .where(eq(walletRecords.kind, 'withdraw'));
    expect(rows.find((row) => row.id === crypto.data.id)?.details).toEqual({
      address: 'TMyOwnAddress',
    });
    expect(rows.find((row) => row.id === bank.data.id)?.details).toEqual({
      bank_name: 'First Bank',
      bank_acc_name: 'Jane Doe',
      bank_acc_no: '111222',
      bank_routing_no: '',
    });
    expect(await balances()).toMatchObject({ balance: 80, frozen: 20 });
  });

  it('names what is missing, refuses unknown wallets and malformed amounts', async () => {
    expect(envelope(await withdraw({ amount: 10, wallet: 'BTC' }))).toMatchObject({
      code: 1000009,
      data: { field: 'address' },
    });
    expect(envelope(await withdraw({ amount: 10 }))).toMatchObject({
      code: 1000009,
      data: { field: 'bank_name' },
    });
    expect(envelope(await withdraw({ amount: 10, bank_name: 'Bank' }))).toMatchObject({
      code: 1000009,
      data: { field: 'bank_acc_name' },
    });
    expect(envelope(await withdraw({ amount: 10, wallet: 'OLD', address: 'x1' }))).toMatchObject({
      code: 2000029,
      data: { field: 'wallet' },
    });
    expect(envelope(await withdraw({ wallet: 'BTC', address: 'x1' }))).toMatchObject({
      code: 1000009,
      data: { field: 'amount' },
    });
    for (const amount of ['0', '0.00', '-1', '1.001', 'NaN']) {
      expect(
        envelope(await withdraw({ amount, wallet: 'BTC', address: 'x1' })),
        amount,
      ).toMatchObject({ code: 1000008, data: { field: 'amount' } });
    }
    expect(
      envelope(
        await withdraw({ amount: 1, bank_name: '銀行', bank_acc_name: 'A', bank_acc_no: '1' }),
      ).code,
    ).toBe(1000008);
    expect(
      await t.testDb.database.db.$count(walletRecords, eq(walletRecords.kind, 'withdraw')),
    ).toBe(0);
  });

  it('answers 2000022 when the balance is short and changes nothing', async () => {
    expect(envelope(await withdraw({ amount: '100.01', wallet: 'BTC', address: 'x1' })).code).toBe(
      2000022,
    );
    expect(await balances()).toMatchObject({ balance: 100, frozen: 0 });
    expect(
      await t.testDb.database.db.$count(walletRecords, eq(walletRecords.kind, 'withdraw')),
    ).toBe(0);
    expect(await t.testDb.database.db.$count(notices, eq(notices.type, 400))).toBe(0);
    expect(envelope(await withdraw({ amount: 100, wallet: 'BTC', address: 'x1' })).code).toBe(200);
    expect(await balances()).toMatchObject({ balance: 0, frozen: 100 });
  });
});

describe('POST /customer/info/withdraw_revoke', () => {
  it('returns a pending withdrawal to the balance, once', async () => {
    const { data } = envelope<WalletRecord>(
      await withdraw({ amount: 40, wallet: 'BTC', address: 'x1' }),
    );
    const body = envelope<WalletRecord>(await revoke(data.id));
    expect(body).toMatchObject({
      code: 200,
      data: { id: data.id, state: 'revoked', name: 'Bitcoin' },
    });
    expect(await balances()).toMatchObject({ balance: 100, frozen: 0 });
    const [notice] = await t.testDb.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.type, 400), eq(notices.refId, data.id)));
    expect(notice).toMatchObject({ status: -1, title: 'Withdrawal revoked', isread: true });
    expect(envelope(await revoke(data.id)).code).toBe(2000019);
  });

  it('answers 2000019 for another user’s withdrawal, a top-up or an unknown id', async () => {
    const { data } = envelope<WalletRecord>(
      await withdraw({ amount: 40, wallet: 'BTC', address: 'x1' }),
    );
    const other = await registerUser(t.app);
    expect(envelope(await revoke(data.id, other['access-token'])).code).toBe(2000019);
    const [topUp] = await t.testDb.database.db
      .select()
      .from(walletRecords)
      .where(eq(walletRecords.kind, 'recharge'));
    expect(envelope(await revoke(topUp?.id)).code).toBe(2000019);
    expect(envelope(await revoke(999_999)).code).toBe(2000019);
    expect(envelope(await revoke(''))).toMatchObject({ code: 1000009, data: { field: 'id' } });
    expect(envelope(await revoke('abc'))).toMatchObject({ code: 1000008, data: { field: 'id' } });
    expect(await balances()).toMatchObject({ balance: 60, frozen: 40 });
  });
});

describe('POST /customer/info/transfer_balance_to_merchat', () => {
  it('moves balance to the merchant balance for a seller', async () => {
    const seller = await sellerToken(t.app, t.testDb.database.db);
    await creditBalance(t.testDb.database.db, seller.id, 50_00);
    const body = envelope(await transfer('20.5', seller.token));
    expect(body).toEqual({
      code: 200,
      message: 'success',
      data: { balance: 29.5, merchant_balance: 20.5 },
    });
    expect(await balances(seller.token)).toMatchObject({ balance: 29.5, merchant_balance: 20.5 });
    expect(envelope(await transfer('29.51', seller.token)).code).toBe(2000022);
    expect(await balances(seller.token)).toMatchObject({ balance: 29.5, merchant_balance: 20.5 });
    const history = envelope<{ list: WalletRecord[] }>(
      await get(
        t.app,
        '/customer/info/transaction_details',
        { type: 'expense' },
        { token: seller.token },
      ),
    );
    expect(history.data.list).toMatchObject([
      { kind: 'transfer', amount: 20.5, state: 'finished', name: 'Merchant balance' },
    ]);
  });

  it('answers 1000008 forbidden to a user without a shop', async () => {
    expect(envelope(await transfer(10))).toMatchObject({
      code: 1000008,
      data: { reason: 'forbidden' },
    });
    expect(envelope(await transfer(10, '')).code).toBe(1100003);
    expect(await balances()).toMatchObject({ balance: 100, merchant_balance: 0 });
  });
});

describe('concurrent withdrawals', () => {
  it('accept exactly 3 of 8 withdrawals of 30 from a balance of 100', async () => {
    const requests = Array.from(
      { length: 8 },
      () => () => withdraw({ amount: 30, wallet: 'BTC', address: 'x1' }),
    );
    const codes = (await Promise.all(requests.map((send) => send()))).map(
      (response) => envelope(response).code,
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 2000022)).toHaveLength(5);
    expect(await balances()).toMatchObject({ balance: 10, frozen: 90 });
    expect(
      await t.testDb.database.db.$count(walletRecords, eq(walletRecords.kind, 'withdraw')),
    ).toBe(3);
  });

  it('revoke a withdrawal once however often it is sent, while others are made', async () => {
    const { data } = envelope<WalletRecord>(
      await withdraw({ amount: 50, wallet: 'BTC', address: 'x1' }),
    );
    const requests = [
      ...Array.from({ length: 4 }, () => () => revoke(data.id)),
      ...Array.from(
        { length: 4 },
        () => () => withdraw({ amount: 20, wallet: 'BTC', address: 'x1' }),
      ),
    ];
    const codes = (await Promise.all(requests.map((send) => send()))).map(
      (response) => envelope(response).code,
    );
    expect(codes.slice(0, 4).filter((code) => code === 200)).toHaveLength(1);
    expect(codes.slice(0, 4).filter((code) => code === 2000019)).toHaveLength(3);
    const { balance, frozen } = await balances();
    expect(balance + frozen).toBe(100);
    expect(await t.testDb.database.db.$count(ledgerEntries, eq(ledgerEntries.refId, data.id))).toBe(
      4,
    );
  });
});

describe('idempotency keys (request_id)', () => {
  it('a retried withdrawal answers the first and freezes nothing again; another user may use the same key', async () => {
    const body = { amount: 30, wallet: 'BTC', address: 'x1', request_id: 'retry-key-0001' };
    const first = envelope<WalletRecord>(await withdraw(body));
    const again = envelope<WalletRecord>(await withdraw({ ...body, amount: 40 }));
    expect(again.data).toEqual(first.data);
    expect(await balances()).toMatchObject({ balance: 70, frozen: 30 });
    const other = await registerUser(t.app);
    await creditBalance(t.testDb.database.db, other.user.id, 50_00);
    expect(envelope<WalletRecord>(await withdraw(body, other['access-token'])).data.id).not.toBe(
      first.data.id,
    );
    expect(envelope(await withdraw({ ...body, request_id: 'short' })).data).toMatchObject({
      field: 'request_id',
    });
  });

  it('concurrent tries with one key make one withdrawal and one transfer', async () => {
    const body = { amount: 30, wallet: 'BTC', address: 'x1', request_id: 'concurrent-key-01' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(body)));
    const ids = new Set(answers.map((response) => envelope<WalletRecord>(response).data.id));
    expect(ids.size).toBe(1);
    expect(await balances()).toMatchObject({ balance: 70, frozen: 30 });

    const seller = await sellerToken(t.app, t.testDb.database.db);
    await creditBalance(t.testDb.database.db, seller.id, 50_00);
    const send = () =>
      post(
        t.app,
        '/customer/info/transfer_balance_to_merchat',
        { amount: 20, request_id: 'transfer-key-01' },
        { token: seller.token },
      );
    const moved = await Promise.all(Array.from({ length: 4 }, send));
    expect(moved.map((response) => envelope(response).code)).toEqual([200, 200, 200, 200]);
    expect(await balances(seller.token)).toMatchObject({ balance: 30, merchant_balance: 20 });
  });
});
