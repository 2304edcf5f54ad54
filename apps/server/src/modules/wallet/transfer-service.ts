import { centsToAmount } from '@mall/contract/money';
import type { TransferResult } from '@mall/contract/wallet';
import type { Db } from '../../db/client';
import { balancesOf, transfer, withFunds } from '../ledger/ledger-service';
import { recordTransfer } from './postings';
import { once } from './request-once';
import { insertWalletRecord } from './wallet-record-repository';

/**
 * Moves buyer balance to the merchant balance: a finished `transfer` record and two postings
 * in one transaction; 2000022 when the balance is short.
 */
export async function transferToMerchant(
  db: Db,
  userId: number,
  amountCents: number,
  requestId?: string,
): Promise<TransferResult> {
  return once(
    db,
    userId,
    requestId,
    () => moveToMerchant(db, userId, amountCents, requestId),
    async () => balancesNow(db, userId),
  );
}

async function balancesNow(db: Db, userId: number): Promise<TransferResult> {
  const now = await balancesOf(db, userId);
  return { balance: centsToAmount(now.balance), merchant_balance: centsToAmount(now.merchant) };
}

async function moveToMerchant(
  db: Db,
  userId: number,
  amountCents: number,
  requestId: string | undefined,
): Promise<TransferResult> {
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
        requestId: requestId ?? null,
      });
      await transfer(tx, [recordTransfer(row, 'balance', 'merchant', amountCents)]);
      return balancesOf(tx, userId);
    }),
  );
  return {
    balance: centsToAmount(after.balance),
    merchant_balance: centsToAmount(after.merchant),
  };
}
