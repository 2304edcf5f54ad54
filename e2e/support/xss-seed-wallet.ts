import type { SeedApi } from './xss-api';
import type { RunningServer } from './server';
import { hostile, unbroken } from './xss-corpus';

/** Top-ups and withdrawals with hostile remarks, some rejected by the admin with hostile messages. */
export async function seedHostileWallet(
  server: RunningServer,
  { call, must, upload, board }: SeedApi,
  { buyer, admin }: { buyer: string; admin: string },
): Promise<void> {
  const wallets = (
    await server.api<{ list: { code: string }[] }>('/customer/index/get_wallets', { body: {} })
  ).data;
  const wallet = wallets.list[0]!.code;
  for (const [n, remark] of [
    [0, hostile('topup', 140, 16)],
    [1, unbroken('topupL', 140)],
  ] as const) {
    await must(
      'top-up: remark',
      '/customer/info/recharge',
      {
        wallet,
        amount: '100',
        transcation_id: `XSS-TX-${n}`,
        certificate: await upload(buyer, true),
        remark,
      },
      buyer,
    );
  }
  await call(
    'top-up: transaction id with markup',
    '/customer/info/recharge',
    {
      wallet,
      amount: '100',
      transcation_id: '"><img src=x>',
      certificate: await upload(buyer, true),
    },
    buyer,
  );
  for (const [n, remark] of [
    [0, hostile('wd', 140, 17)],
    [1, unbroken('wdL', 140)],
  ] as const) {
    await must(
      'withdrawal: remark',
      '/customer/info/withdraw',
      { amount: String(10 + n), wallet, address: 'TQxssWalletAddress000000000000001', remark },
      buyer,
    );
  }
  await call(
    'withdrawal: address with markup',
    '/customer/info/withdraw',
    { amount: '10', wallet, address: '<svg onload=1>' },
    buyer,
  );
  const topUp = (await board(500, admin)).list.find((a) => a.remark?.startsWith('XSS-topupL'))!;
  await must(
    'admin reject 500: message',
    '/admin/review/decide',
    { type: '500', id: String(topUp.id), approve: '0', message: unbroken('msg500', 500) },
    admin,
  );
  const withdrawal = (await board(400, admin)).list.find((a) => a.remark?.startsWith('XSS-wdL'))!;
  await must(
    'admin reject 400: message',
    '/admin/review/decide',
    { type: '400', id: String(withdrawal.id), approve: '0', message: hostile('msg400', 500, 1) },
    admin,
  );
}
