import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  reviewApplicationPageSchema,
  walletApplicationSchema,
  type WalletApplication,
} from '@mall/contract/admin';
import type { WalletRecord } from '@mall/contract/wallet';
import { ledgerEntries, notices, walletRecords } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import {
  adminToken,
  creditBalance,
  insertDepositWallets,
  uploadImage,
} from '../../test/wallet-fixtures';

let admin = { id: 0, token: '' };
let token = '';
let userId = 0;
let certificate = '';

const t = useTestApp({
  reset: 'each',
  invariants: expectLedgerInvariants,
  seed: async ({ app, db }) => {
    await insertDepositWallets(db);
    admin = await adminToken(app, db);
    const me = await registerUser(app);
    token = me['access-token'];
    userId = me.user.id;
    certificate = await uploadImage(app, token);
  },
});

let txCounter = 0;
async function topUp(amount = 150): Promise<WalletRecord> {
  txCounter += 1;
  const body = { wallet: 'USDT-TRC20', amount, transcation_id: `review-${txCounter}`, certificate };
  const result = envelope<WalletRecord>(
    await post(t.app, '/customer/info/recharge', body, { token }),
  );
  expect(result.code).toBe(200);
  return result.data;
}
async function withdrawal(amount = 30): Promise<WalletRecord> {
  const result = envelope<WalletRecord>(
    await post(
      t.app,
      '/customer/info/withdraw',
      { amount, wallet: 'BTC', address: 'bc1me' },
      { token },
    ),
  );
  expect(result.code).toBe(200);
  return result.data;
}
const decide = (type: number, id: number, approve: number, message?: string, as = admin.token) =>
  post(t.app, '/admin/review/decide', { type, id, approve, message }, { token: as });
const index = (query: Record<string, string>, as = admin.token) =>
  get(t.app, '/admin/review/index', query, { token: as });
const balances = async () =>
  envelope<{ balance: number; frozen: number }>(
    await get(t.app, '/customer/info/get_user_balance', {}, { token }),
  ).data;
const noticeOf = async (type: number, refId: number) =>
  (
    await t.testDb.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.type, type), eq(notices.refId, refId)))
  )[0];

describe('GET /admin/review/index', () => {
  it('lists top-ups (500) and withdrawals (400) with their applicant, filtered by status', async () => {
    const first = await topUp(150);
    const second = await topUp(200);
    expect(envelope(await decide(500, first.id, 1)).code).toBe(200);
    const all = envelope(await index({ type: '500' }));
    const page = reviewApplicationPageSchema.parse(all.data);
    expect(page.total).toBe(2);
    const [newest] = page.list.map((item) => walletApplicationSchema.parse(item));
    expect(newest).toMatchObject({
      id: second.id,
      review_type: 500,
      status: 0,
      state: 'submitted',
      amount: 200,
      certificate,
      user: { id: userId, firstname: 'Test' },
      reviewed_at: null,
    });
    const pending = envelope<{ list: WalletApplication[] }>(
      await index({ type: '500', status: '0' }),
    );
    expect(pending.data.list.map((item) => item.id)).toEqual([second.id]);
    const approved = envelope<{ list: WalletApplication[] }>(
      await index({ type: '500', status: '1' }),
    );
    expect(approved.data.list).toMatchObject([{ id: first.id, status: 1, state: 'finished' }]);
    expect(approved.data.list[0]?.reviewed_at).toBeTruthy();

    await creditBalance(t.testDb.database.db, userId, 100_00);
    const out = await withdrawal(30);
    const withdrawals = envelope<{ list: WalletApplication[] }>(await index({ type: '400' }));
    expect(withdrawals.data.list).toMatchObject([
      { id: out.id, review_type: 400, status: 0, state: 'pending', details: { address: 'bc1me' } },
    ]);
    expect(envelope<{ total: number }>(await index({ type: '400', status: '-1' })).data.total).toBe(
      0,
    );
  });

  it('answers the admin-route codes and refuses types nobody reviews yet', async () => {
    expect(envelope(await index({ type: '500' }, token))).toMatchObject({
      code: 1000008,
      data: { reason: 'forbidden' },
    });
    expect(envelope(await index({ type: '500' }, '')).code).toBe(1100003);
    expect(envelope(await index({}))).toMatchObject({ code: 1000009, data: { field: 'type' } });
    expect(envelope(await index({ type: '600' }))).toMatchObject({
      code: 1000008,
      data: { field: 'type' },
    });
    expect(envelope(await index({ type: '500', status: '2' }))).toMatchObject({
      code: 1000008,
      data: { field: 'status' },
    });
  });
});

describe('POST /admin/review/decide: top-ups (500)', () => {
  it('approval credits the balance and notifies; deciding again changes nothing (2000018)', async () => {
    const record = await topUp(150);
    await t.testDb.database.db.update(notices).set({ isread: true });
    const body = envelope<WalletApplication>(await decide(500, record.id, 1, 'Received, thanks.'));
    expect(body).toMatchObject({
      code: 200,
      data: { id: record.id, status: 1, state: 'finished', message: 'Received, thanks.' },
    });
    expect(await balances()).toMatchObject({ balance: 150 });
    expect(await noticeOf(500, record.id)).toMatchObject({
      status: 1,
      title: 'Top-up approved',
      isread: false,
    });
    expect((await noticeOf(500, record.id))?.content).toContain(
      '150.00 USD has been added to your balance. Received, thanks.',
    );
    const [row] = await t.testDb.database.db
      .select()
      .from(walletRecords)
      .where(eq(walletRecords.id, record.id));
    expect(row).toMatchObject({ reviewedBy: admin.id });

    for (const approve of [1, 0]) {
      const again = envelope<WalletApplication>(await decide(500, record.id, approve));
      expect(again).toMatchObject({
        code: 2000018,
        data: { id: record.id, status: 1, state: 'finished' },
      });
    }
    expect(await balances()).toMatchObject({ balance: 150 });
  });

  it('rejection marks the top-up failed, moves no money and notifies', async () => {
    const record = await topUp(150);
    const body = envelope<WalletApplication>(await decide(500, record.id, 0, 'No payment found.'));
    expect(body).toMatchObject({
      code: 200,
      data: { status: -1, state: 'failed', message: 'No payment found.' },
    });
    expect(await balances()).toMatchObject({ balance: 0 });
    expect(await noticeOf(500, record.id)).toMatchObject({ status: -1, title: 'Top-up rejected' });
    expect(envelope(await decide(500, record.id, 1)).code).toBe(2000018);
    expect(await balances()).toMatchObject({ balance: 0 });
    const user = envelope<{ notice: { count: number } }>(
      await get(t.app, '/customer/info/get_userinfo', {}, { token }),
    );
    expect(user.data.notice.count).toBe(1);
  });

  it('answers 2000019 for an unknown id or an application of another type, and validates', async () => {
    await creditBalance(t.testDb.database.db, userId, 100_00);
    const out = await withdrawal(30);
    expect(envelope(await decide(500, out.id, 1)).code).toBe(2000019);
    expect(envelope(await decide(500, 999_999, 1)).code).toBe(2000019);
    expect(envelope(await decide(400, (await topUp()).id, 1)).code).toBe(2000019);
    expect(
      envelope(
        await post(
          t.app,
          '/admin/review/decide',
          { type: 500, id: out.id },
          { token: admin.token },
        ),
      ),
    ).toMatchObject({
      code: 1000009,
      data: { field: 'approve' },
    });
    expect(envelope(await decide(500, out.id, 2))).toMatchObject({
      code: 1000008,
      data: { field: 'approve' },
    });
    expect(envelope(await decide(300, out.id, 1)).code).toBe(2000019);
    expect(envelope(await decide(500, out.id, 1, undefined, token))).toMatchObject({
      code: 1000008,
      data: { reason: 'forbidden' },
    });
    expect(await balances()).toMatchObject({ balance: 70, frozen: 30 });
  });

  it('credits a top-up once when it is approved many times at once', async () => {
    const record = await topUp(150);
    const requests = Array.from(
      { length: 6 },
      (_, i) => () => decide(500, record.id, i % 2 === 0 ? 1 : 0),
    );
    const results = (await Promise.all(requests.map((send) => send()))).map((response) =>
      envelope<WalletApplication>(response),
    );
    expect(results.filter((result) => result.code === 200)).toHaveLength(1);
    expect(results.filter((result) => result.code === 2000018)).toHaveLength(5);
    const winner = results.find((result) => result.code === 200);
    const credited = winner?.data.state === 'finished' ? 1 : 0;
    expect(
      await t.testDb.database.db.$count(ledgerEntries, eq(ledgerEntries.refId, record.id)),
    ).toBe(credited);
    expect(await balances()).toMatchObject({ balance: credited * 150 });
  });
});

describe('POST /admin/review/decide: withdrawals (400)', () => {
  beforeEach(async () => creditBalance(t.testDb.database.db, userId, 100_00));

  it('approval takes the amount out of frozen; rejection returns it to the balance', async () => {
    const paid = await withdrawal(30);
    const refused = await withdrawal(20);
    expect(await balances()).toMatchObject({ balance: 50, frozen: 50 });
    expect(envelope(await decide(400, paid.id, 1))).toMatchObject({
      code: 200,
      data: { status: 1, state: 'finished' },
    });
    expect(await balances()).toMatchObject({ balance: 50, frozen: 20 });
    expect(await noticeOf(400, paid.id)).toMatchObject({ status: 1, title: 'Withdrawal approved' });
    expect(envelope(await decide(400, refused.id, 0, 'Wrong address.'))).toMatchObject({
      code: 200,
      data: { status: -1, state: 'failed' },
    });
    expect(await balances()).toMatchObject({ balance: 70, frozen: 0 });
    expect(await noticeOf(400, refused.id)).toMatchObject({
      status: -1,
      title: 'Withdrawal rejected',
    });
    expect(envelope(await decide(400, refused.id, 1)).code).toBe(2000018);
    expect(
      envelope(await post(t.app, '/customer/info/withdraw_revoke', { id: paid.id }, { token }))
        .code,
    ).toBe(2000019);
  });

  it('a revoked withdrawal cannot be decided (2000018), and revoke races decisions fairly', async () => {
    const revoked = await withdrawal(30);
    expect(
      envelope(await post(t.app, '/customer/info/withdraw_revoke', { id: revoked.id }, { token }))
        .code,
    ).toBe(200);
    expect(envelope(await decide(400, revoked.id, 1))).toMatchObject({
      code: 2000018,
      data: { status: -1, state: 'revoked' },
    });

    const raced = await withdrawal(40);
    const requests = [
      () => decide(400, raced.id, 1),
      () => post(t.app, '/customer/info/withdraw_revoke', { id: raced.id }, { token }),
      () => decide(400, raced.id, 0),
      () => post(t.app, '/customer/info/withdraw_revoke', { id: raced.id }, { token }),
    ];
    const codes = (await Promise.all(requests.map((send) => send()))).map(
      (response) => envelope(response).code,
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    const { balance, frozen } = await balances();
    expect(frozen).toBe(0);
    expect([60, 100]).toContain(balance);
  });
});
