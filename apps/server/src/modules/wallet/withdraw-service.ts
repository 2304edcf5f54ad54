import { ErrorCode } from '@mall/contract/errors';
import type { WalletRecord, withdrawBodySchema } from '@mall/contract/wallet';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { NOTICE_TYPE } from '@mall/contract/notices';
import { AppError, missingField } from '../../plugins/app-error';
import { sendNotice, settleNotice } from '../notices/notice-writer';
import { paymentSettings } from '../profile/profile-service';
import { findEnabledDepositWallet } from './deposit-wallet-repository';
import { transfer, withFunds } from '../ledger/ledger-service';
import { recordTransfer } from './postings';
import { BANK_WALLET_CODE } from './top-up-service';
import { withdrawalRevoked, withdrawalSubmitted } from './wallet-notices';
import { once } from './request-once';
import { insertWalletRecord, moveState, type WalletRecordRow } from './wallet-record-repository';
import { toWalletRecord } from './wallet-record-view';

export type WithdrawData = z.output<typeof withdrawBodySchema>;

interface Destination {
  walletCode: string;
  walletName: string;
  details: Record<string, string>;
}

/**
 * Where the money goes: a deposit wallet code with an address (default: the user's saved
 * address for it; 2000029 unknown wallet), or a bank account (default: the saved payment
 * settings). 1000009 names the first field that neither the request nor the settings give.
 */
async function destinationOf(db: Db, userId: number, input: WithdrawData): Promise<Destination> {
  const saved = await paymentSettings(db, userId);
  if (input.wallet !== undefined) {
    const wallet = await findEnabledDepositWallet(db, input.wallet);
    if (!wallet) throw new AppError(ErrorCode.InvalidCurrency, { field: 'wallet' });
    const address = input.address ?? saved.wallet_address[wallet.code];
    if (!address) throw missingField('address');
    return { walletCode: wallet.code, walletName: wallet.name, details: { address } };
  }
  const bank = {
    bank_name: input.bank_name ?? saved.bank_name,
    bank_acc_name: input.bank_acc_name ?? saved.bank_acc_name,
    bank_acc_no: input.bank_acc_no ?? saved.bank_acc_no,
    bank_routing_no: input.bank_routing_no ?? saved.bank_routing_no,
  };
  for (const field of ['bank_name', 'bank_acc_name', 'bank_acc_no'] as const)
    if (!bank[field]) throw missingField(field);
  return { walletCode: BANK_WALLET_CODE, walletName: bank.bank_name, details: bank };
}

/**
 * A withdrawal request: a `pending` record, the amount moved from balance to frozen (two
 * postings) and a Notice 400, in one transaction. 2000022 when the balance is short; the
 * balance account's row lock makes concurrent requests take turns.
 */
export async function withdraw(db: Db, userId: number, input: WithdrawData): Promise<WalletRecord> {
  return once(db, userId, input.request_id, () => submitWithdrawal(db, userId, input), viewOf);
}

async function submitWithdrawal(
  db: Db,
  userId: number,
  input: WithdrawData,
): Promise<WalletRecord> {
  const destination = await destinationOf(db, userId, input);
  const record = await withFunds(() =>
    db.transaction(async (tx) => {
      const row = await insertWalletRecord(tx, {
        userId,
        kind: 'withdraw',
        type: 'expense',
        state: 'pending',
        amountCents: input.amount,
        actualAmountCents: input.amount,
        walletCode: destination.walletCode,
        payMethod: destination.walletCode,
        remark: input.remark ?? '',
        details: destination.details,
        requestId: input.request_id ?? null,
      });
      await transfer(tx, [recordTransfer(row, 'balance', 'frozen', input.amount)]);
      await sendNotice(tx, {
        userId,
        type: NOTICE_TYPE.withdrawal,
        status: 0,
        refId: row.id,
        ...withdrawalSubmitted(row),
      });
      return row;
    }),
  );
  return toWalletRecord(record, destination.walletName);
}

/**
 * Revokes the caller's own pending withdrawal: `revoked`, frozen back to balance, its notice
 * closed (-1, read). 2000019 for any other id, or a withdrawal no longer pending.
 */
export async function revokeWithdrawal(db: Db, userId: number, id: number): Promise<WalletRecord> {
  const record = await db.transaction(async (tx) => {
    const row = await moveState(tx, {
      id,
      userId,
      kinds: ['withdraw'],
      from: 'pending',
      to: 'revoked',
    });
    if (!row) throw new AppError(ErrorCode.NoData);
    await transfer(tx, [recordTransfer(row, 'frozen', 'balance', row.amountCents)]);
    await settleNotice(tx, {
      userId,
      type: NOTICE_TYPE.withdrawal,
      status: -1,
      refId: row.id,
      isread: true,
      ...withdrawalRevoked(row),
    });
    return row;
  });
  return viewOf(db, record);
}

async function viewOf(db: Db, record: WalletRecordRow): Promise<WalletRecord> {
  const wallet = await findEnabledDepositWallet(db, record.walletCode);
  return toWalletRecord(record, wallet?.name ?? null);
}
