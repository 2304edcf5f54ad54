import { centsToAmount } from '@mall/contract/money';
import type { TransferResult } from '@mall/contract/wallet';
import type { Db } from '../../db/client';
import { balanceOf } from './ledger-repository';
import { movement, postAll, withFunds } from './postings';
import { insertWalletRecord } from './wallet-record-repository';

/**
 * Moves buyer balance to the merchant balance: a finished `transfer` record and two postings
 * in one transaction; 2000022 when the balance is short.
 */
export async function transferToMerchant(db: Db, userId: number, amountCents: number): Promise<TransferResult> {
  const after = await withFunds(() =>
    db.transaction(async (tx) => {
      const row = await insertWalletRecord(tx, {
        userId,
        kind: 'transfer',
        type: 'expense',
        state: 'finished',
        amountCents,
        actualAmountCents: amountCents,
        walletCode: 'merchant',
        payMethod: 'balance',
        details: { name: 'Merchant balance' },
      });
      return postAll(tx, [movement(row, 'balance', -amountCents), movement(row, 'merchant', amountCents)]);
    }),
  );
  return {
    balance: centsToAmount(after.balance ?? (await balanceOf(db, userId, 'balance'))),
    merchant_balance: centsToAmount(after.merchant ?? (await balanceOf(db, userId, 'merchant'))),
  };
}
