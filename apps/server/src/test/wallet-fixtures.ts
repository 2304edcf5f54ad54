import { randomBytes } from 'node:crypto';
import type { App } from '../app';
import type { Db } from '../db/client';
import { depositWallets, notices, settings, shops, walletRecords } from '../db/schema/index';
import { transfer, userAccount } from '../modules/ledger/ledger-service';
import { insertUser, loginToken, registerUser } from './fixtures';
import { multipart, PNG_1X1 } from './images';
import { envelope } from './test-app';

/** Two enabled deposit wallets and a disabled one. */
export async function insertDepositWallets(db: Db): Promise<void> {
  await db.insert(depositWallets).values([
    {
      code: 'USDT-TRC20',
      name: 'USDT (TRC20)',
      address: 'TXplatformAddress1',
      network: 'TRON',
      sort: 1,
    },
    { code: 'BTC', name: 'Bitcoin', address: 'bc1platform', network: 'Bitcoin', sort: 2 },
    { code: 'OLD', name: 'Retired', address: 'old', network: 'none', sort: 3, enabled: false },
  ]);
}

/** What the wallet tests start from: the deposit wallets and a registered user, logged in. */
export async function walletWorld(
  app: App,
  db: Db,
): Promise<{ id: number; email: string; token: string }> {
  await insertDepositWallets(db);
  const me = await registerUser(app);
  return { id: me.user.id, email: me.user.email, token: me['access-token'] };
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** Uploads a tiny PNG as the token's user; answers its `/static/uploads/...` path. */
export async function uploadImage(app: App, token: string): Promise<string> {
  const body = multipart([{ data: PNG_1X1 }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'access-token': token, 'content-type': body.contentType },
    payload: body.payload,
  });
  const result = envelope<{ path: string }>(response);
  if (result.code !== 200) throw new Error(`upload failed: ${JSON.stringify(result)}`);
  return result.data.path;
}

/** Gives the user a balance the way the platform does: a finished top-up and its credit. */
export async function creditBalance(db: Db, userId: number, amountCents: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [record] = await tx
      .insert(walletRecords)
      .values({
        userId,
        kind: 'recharge',
        type: 'income',
        state: 'finished',
        amountCents,
        actualAmountCents: amountCents,
        walletCode: 'fixture',
        transactionId: randomBytes(8).toString('hex'),
        // Outside the 24-hour window, so that it does not count towards the submission cap.
        createdAt: new Date(Date.now() - 3 * 86_400_000),
      })
      .returning({ id: walletRecords.id });
    if (!record) throw new Error('no record');
    await transfer(tx, [
      {
        from: null,
        to: userAccount(userId, 'balance'),
        amountCents,
        kind: 'recharge',
        refType: 'wallet_record',
        refId: record.id,
      },
    ]);
    await tx.insert(notices).values({
      userId,
      title: 'Top-up approved',
      type: 500,
      status: 1,
      refId: record.id,
      isread: true,
    });
  });
}

export async function adminToken(app: App, db: Db): Promise<{ id: number; token: string }> {
  const admin = await insertUser(db, { roles: ['admin'] });
  return { id: admin.id, token: await loginToken(app, admin.email) };
}

/** A user with an approved shop, logged in. */
export async function sellerToken(app: App, db: Db): Promise<{ id: number; token: string }> {
  const seller = await insertUser(db);
  await db.insert(shops).values({ ownerId: seller.id, name: `Shop ${seller.id}` });
  return { id: seller.id, token: await loginToken(app, seller.email) };
}
