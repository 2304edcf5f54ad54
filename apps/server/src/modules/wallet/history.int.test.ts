import { describe, expect, it } from 'vitest';
import { walletRecordPageSchema, type WalletRecordPage } from '@mall/contract/wallet';
import { registerUser } from '../../test/fixtures';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { creditBalance, uploadImage, walletWorld } from '../../test/wallet-fixtures';

let token = '';

const t = useTestApp({
  reset: 'each',
  invariants: expectLedgerInvariants,
  seed: async ({ app, db }) => {
    const me = await walletWorld(app, db);
    token = me.token;
    await creditBalance(db, me.id, 500_00);
    const certificate = await uploadImage(app, token);
    const send = async (url: string, body: Record<string, unknown>) =>
      expect(envelope(await post(app, url, body, { token })).code).toBe(200);
    await send('/customer/info/recharge', {
      wallet: 'BTC',
      amount: 120,
      transcation_id: 'h1',
      certificate,
    });
    await send('/bank/recharge', {
      amount: 130,
      bank_name: 'Bank',
      bank_acc_name: 'Me',
      bank_acc_no: '1234',
      transcation_id: 'h2',
      certificate,
    });
    await send('/customer/info/withdraw', { amount: 10, wallet: 'BTC', address: 'x1' });
    await send('/customer/info/withdraw', { amount: 20, wallet: 'BTC', address: 'x1' });
    // Another user's records never show.
    const other = await registerUser(app);
    await creditBalance(db, other.user.id, 100_00);
  },
});

const list = async (url: string, query: Record<string, string> = {}) => {
  const body = envelope<WalletRecordPage>(await get(t.app, url, query, { token }));
  expect(body.code).toBe(200);
  return walletRecordPageSchema.parse(body.data);
};

describe('GET /customer/info/recharge_list', () => {
  it('lists top-ups by default and withdrawals with kind=withdraw, newest first', async () => {
    const topUps = await list('/customer/info/recharge_list');
    expect(topUps.list.map((record) => [record.kind, record.amount])).toEqual([
      ['bank_recharge', 130],
      ['recharge', 120],
      ['recharge', 500],
    ]);
    expect(topUps).toMatchObject({ total: 3, page: 1, pagesize: 15 });
    const withdrawals = await list('/customer/info/recharge_list', { kind: 'withdraw' });
    expect(withdrawals.list.map((record) => [record.amount, record.state])).toEqual([
      [20, 'pending'],
      [10, 'pending'],
    ]);
    expect((await list('/customer/info/recharge_list', { kind: '' })).total).toBe(3);
  });

  it('pages and validates its parameters', async () => {
    const page = await list('/customer/info/recharge_list', { page: '2', pagesize: '2' });
    expect(page).toMatchObject({ total: 3, page: 2, pagesize: 2 });
    expect(page.list).toHaveLength(1);
    const bad = envelope(
      await get(t.app, '/customer/info/recharge_list', { kind: 'payment' }, { token }),
    );
    expect(bad).toMatchObject({ code: 1000008, data: { field: 'kind' } });
    expect(
      envelope(await get(t.app, '/customer/info/recharge_list', { pagesize: '101' }, { token }))
        .code,
    ).toBe(1000008);
    expect(envelope(await get(t.app, '/customer/info/recharge_list')).code).toBe(1100003);
  });
});

describe('GET /customer/info/transaction_details', () => {
  it('lists every record, or only income or expense', async () => {
    expect((await list('/customer/info/transaction_details')).total).toBe(5);
    const income = await list('/customer/info/transaction_details', { type: 'income' });
    expect(income.list.every((record) => record.type === 'income')).toBe(true);
    expect(income.total).toBe(3);
    const expense = await list('/customer/info/transaction_details', { type: 'expense' });
    expect(expense.list.map((record) => record.kind)).toEqual(['withdraw', 'withdraw']);
    expect(
      envelope(await get(t.app, '/customer/info/transaction_details', { type: 'other' }, { token }))
        .code,
    ).toBe(1000008);
    expect(
      envelope(await get(t.app, '/customer/info/transaction_details', {}, { token: 'bad' })).code,
    ).toBe(1000004);
  });
});
