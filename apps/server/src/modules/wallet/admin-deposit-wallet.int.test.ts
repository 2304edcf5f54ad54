import { describe, expect, it } from 'vitest';
import { adminDepositWalletListSchema } from '@mall/contract/deposit-wallet';
import { ErrorCode } from '@mall/contract/errors';
import { auditLog, depositWallets } from '../../db/schema/index';
import { loggedInUser } from '../../test/fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { uploadImage, walletWorld } from '../../test/wallet-fixtures';

let owner = { id: 0, email: '', token: '' };
let finance = { id: 0, email: '', token: '' };
let buyer = { id: 0, email: '', token: '' };

const t = useTestApp({
  reset: 'each',
  seed: async ({ app, db }) => {
    buyer = await walletWorld(app, db);
    owner = await loggedInUser(app, db, { roles: ['admin'] });
    finance = await loggedInUser(app, db, { roles: ['finance'] });
  },
});

const WALLET = {
  code: 'USDC-SOL',
  name: 'USDC (Solana)',
  network: 'Solana',
  address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
};

const call = async (url: string, body: Record<string, unknown>, token = owner.token) =>
  envelope(await post(t.app, url, body, { token }));
const listed = async () =>
  envelope<{ list: { code: string; address: string }[] }>(
    await post(t.app, '/customer/index/get_wallets'),
  ).data.list;
const adminList = async (token = owner.token) =>
  adminDepositWalletListSchema.parse(
    envelope(await get(t.app, '/admin/deposit_wallet/index', {}, { token })).data,
  ).list;

describe('the back office’s deposit wallets', () => {
  it('lists every wallet, disabled ones too, with how many records name it', async () => {
    await call('/admin/deposit_wallet/save', { ...WALLET, enabled: 0 }, finance.token);
    const list = await adminList(finance.token);
    expect(list.map((w) => [w.code, w.enabled])).toContainEqual(['USDC-SOL', false]);
    expect(list.find((w) => w.code === 'USDC-SOL')).toMatchObject({ ...WALLET, records: 0 });
    expect(list.length).toBeGreaterThan(1);
  });

  it('creates a wallet, listed last: get_wallets answers it and a top-up may use it', async () => {
    const answer = await call('/admin/deposit_wallet/save', WALLET, finance.token);
    expect(answer).toMatchObject({ code: 200, data: { ...WALLET, enabled: true, records: 0 } });
    expect((await listed()).at(-1)).toMatchObject(WALLET);
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: finance.id,
      action: 'deposit_wallet.save',
      record: 'deposit_wallet:USDC-SOL',
      before: null,
      after: { ...WALLET, enabled: true },
    });
    const certificate = await uploadImage(t.app, buyer.token);
    expect(
      await call(
        '/customer/info/recharge',
        { wallet: 'USDC-SOL', amount: 150, transcation_id: 'SOL-TX-1', certificate },
        buyer.token,
      ),
    ).toMatchObject({ code: 200 });
  });

  it('changes an address and disables a wallet: get_wallets follows at once', async () => {
    const [first] = await listed();
    if (!first) throw new Error('no wallet');
    const changed = { ...first, address: 'TNewAddress000000000000000000000000' };
    expect(await call('/admin/deposit_wallet/save', changed)).toMatchObject({ code: 200 });
    expect((await listed())[0]).toEqual(changed);
    await call('/admin/deposit_wallet/save', { ...changed, enabled: 0 });
    expect((await listed()).map((w) => w.code)).not.toContain(first.code);
    const entries = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries[0]).toMatchObject({
      before: { address: first.address, enabled: true },
      after: { address: changed.address, enabled: true },
    });
    expect(entries[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('removes a wallet no record names, and refuses one a top-up names (disable it instead)', async () => {
    await call('/admin/deposit_wallet/save', WALLET);
    expect(await call('/admin/deposit_wallet/remove', { code: 'USDC-SOL' })).toMatchObject({
      code: 200,
      data: { code: 'USDC-SOL', removed: true },
    });
    expect((await listed()).map((w) => w.code)).not.toContain('USDC-SOL');
    const [, removal] = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(removal).toMatchObject({
      action: 'deposit_wallet.remove',
      record: 'deposit_wallet:USDC-SOL',
      before: { code: 'USDC-SOL' },
      after: null,
    });

    const [used] = await listed();
    if (!used) throw new Error('no wallet');
    const certificate = await uploadImage(t.app, buyer.token);
    await call(
      '/customer/info/recharge',
      { wallet: used.code, amount: 150, transcation_id: 'TX-USED-1', certificate },
      buyer.token,
    );
    const refused = await call('/admin/deposit_wallet/remove', { code: used.code });
    expect(refused).toMatchObject({ code: ErrorCode.InvalidParameter, data: { field: 'code' } });
    expect((refused.data as { reason: string }).reason).toContain('disable it instead');
    expect((await adminList()).find((w) => w.code === used.code)?.records).toBe(1);
    expect(await call('/admin/deposit_wallet/remove', { code: 'NONE' })).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'code', reason: 'no such deposit wallet' },
    });
    expect(await t.db.$count(auditLog)).toBe(2);
  });

  it.each([
    [{ ...WALLET, code: '' }, ErrorCode.MissingParameter, 'code'],
    [{ ...WALLET, name: ' ' }, ErrorCode.MissingParameter, 'name'],
    [{ ...WALLET, network: undefined }, ErrorCode.MissingParameter, 'network'],
    [{ ...WALLET, address: '' }, ErrorCode.MissingParameter, 'address'],
    [{ ...WALLET, code: 'usdc' }, ErrorCode.InvalidParameter, 'code'],
    [{ ...WALLET, code: 'bank' }, ErrorCode.InvalidParameter, 'code'],
    [{ ...WALLET, address: 'T<script>' }, ErrorCode.InvalidParameter, 'address'],
    [{ ...WALLET, address: 'T'.repeat(129) }, ErrorCode.InvalidParameter, 'address'],
    [{ ...WALLET, name: 'x'.repeat(61) }, ErrorCode.InvalidParameter, 'name'],
    [{ ...WALLET, sort: 10_000 }, ErrorCode.InvalidParameter, 'sort'],
    [{ ...WALLET, enabled: 2 }, ErrorCode.InvalidParameter, 'enabled'],
  ])('refuses %j with %i on its field', async (body, code, field) => {
    expect(await call('/admin/deposit_wallet/save', body)).toMatchObject({ code, data: { field } });
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it('is for staff with the money permission only', async () => {
    const count = await t.db.$count(depositWallets);
    for (const roles of [['catalogue'], ['support'], []]) {
      const { token } = await loggedInUser(t.app, t.db, { roles });
      for (const [url, body] of [
        ['/admin/deposit_wallet/save', WALLET],
        ['/admin/deposit_wallet/remove', { code: 'BTC' }],
      ] as const)
        expect(await call(url, body, token), `${url} as ${roles.join()}`).toMatchObject({
          code: ErrorCode.InvalidParameter,
          data: { reason: 'forbidden' },
        });
      expect(
        envelope(await get(t.app, '/admin/deposit_wallet/index', {}, { token })),
      ).toMatchObject({ data: { reason: 'forbidden' } });
    }
    expect(await t.db.$count(depositWallets)).toBe(count);
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});
