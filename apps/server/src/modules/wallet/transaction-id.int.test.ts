import { normalizeTransactionId } from '@mall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { walletRecords } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { envelope, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { insertDepositWallets, uploadImage } from '../../test/wallet-fixtures';

/** Transaction ids are one id whatever their case or surrounding spaces (2000028). */
describe('transaction ids', () => {
  const t = useTestApp({
    reset: 'each',
    invariants: expectLedgerInvariants,
    seed: async ({ db }) => {
      await insertDepositWallets(db);
    },
  });

  const sender = async () => {
    const user = await registerUser(t.app);
    const token = user['access-token'];
    return { token, certificate: await uploadImage(t.app, token) };
  };
  const recharge = (
    who: { token: string; certificate: string },
    transcationId: string,
    wallet = 'USDT-TRC20',
  ) =>
    post(
      t.app,
      '/customer/info/recharge',
      { wallet, amount: 150, transcation_id: transcationId, certificate: who.certificate },
      { token: who.token },
    );

  it('normalises by trimming and upper-casing', () => {
    expect(normalizeTransactionId(' abc-1 ')).toBe('ABC-1');
    expect(normalizeTransactionId('ABC-1')).toBe('ABC-1');
  });

  it('ABC, abc and " abc " are one id per wallet; the record keeps the id as sent', async () => {
    const a = await sender();
    const first = envelope<{ transcation_id: string }>(await recharge(a, 'abc'));
    expect(first).toMatchObject({ code: 200, data: { transcation_id: 'abc' } });
    for (const same of ['ABC', ' abc ', 'Abc']) {
      expect(envelope(await recharge(a, same)), same).toMatchObject({
        code: 2000028,
        data: { field: 'transcation_id' },
      });
    }
    expect(envelope(await recharge(a, 'ABC', 'BTC')).code).toBe(200);
  });

  it('concurrent ABC and " abc " from two users: one accepted, one 2000028', async () => {
    const [a, b] = await Promise.all([sender(), sender()]);
    if (!a || !b) throw new Error('no senders');
    for (let round = 0; round < 3; round += 1) {
      await t.testDb.database.db.delete(walletRecords);
      const id = `race-${round}`;
      const codes = (
        await Promise.all([recharge(a, id.toUpperCase()), recharge(b, ` ${id} `)])
      ).map((response) => envelope(response).code);
      expect(codes.sort()).toEqual([200, 2000028]);
      expect(await t.testDb.database.db.$count(walletRecords)).toBe(1);
    }
  });
});
