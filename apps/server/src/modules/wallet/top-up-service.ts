import { ErrorCode } from '@mall/contract/errors';
import { centsToDecimal } from '@mall/contract/money';
import type {
  bankRechargeBodySchema,
  rechargeBodySchema,
  WalletRecord,
} from '@mall/contract/wallet';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { NOTICE_TYPE } from '@mall/contract/notices';
import { AppError, invalidField } from '../../plugins/app-error';
import { sendNotice } from '../notices/notice-writer';
import { isUniqueViolation } from '../shared/db-errors';
import { claimDocument } from '../uploads/private-document';
import type { Storage } from '../../storage/storage';
import { findEnabledDepositWallet } from './deposit-wallet-repository';
import { topUpSubmitted } from './wallet-notices';
import {
  countRecentTopUps,
  insertWalletRecord,
  lockTopUpsOf,
  transactionIdUsed,
} from './wallet-record-repository';
import { toWalletRecord, TRANSACTION_ID_FIELD } from './wallet-record-view';
import { topUpRules } from './wallet-settings';

export type RechargeData = z.output<typeof rechargeBodySchema>;
export type BankRechargeData = z.output<typeof bankRechargeBodySchema>;

/** The wallet code bank recharges (and bank withdrawals) are recorded under. */
export const BANK_WALLET_CODE = 'bank';

interface TopUp {
  kind: 'recharge' | 'bank_recharge';
  walletCode: string;
  walletName: string;
  amountCents: number;
  transactionId: string;
  certificate: string;
  remark: string;
  details: Record<string, string>;
}

/**
 * Writes a top-up for review: a `submitted` record and a Notice 500 (status 0), together.
 * 1000008 amount under min_recharge, or a certificate that is not the caller's upload (made
 * private when it was uploaded as a public one);
 * 2000028 transaction id already used with this wallet (checked first, and by the unique index
 * for concurrent submissions); 2000030 the user's submissions of the last 24 hours reached
 * topup_daily_limit (counted under a per-user lock, so concurrent submissions take turns).
 */
async function submitTopUp(
  db: Db,
  storage: Storage,
  userId: number,
  topUp: TopUp,
): Promise<WalletRecord> {
  const rules = await topUpRules(db);
  if (topUp.amountCents < rules.minRechargeCents) {
    throw invalidField('amount', `at least ${centsToDecimal(rules.minRechargeCents)}`);
  }
  await claimDocument(db, storage, userId, topUp.certificate, 'certificate');
  const duplicate = new AppError(ErrorCode.TransactionIdExists, { field: TRANSACTION_ID_FIELD });
  if (await transactionIdUsed(db, topUp.walletCode, topUp.transactionId)) throw duplicate;
  try {
    const record = await db.transaction(async (tx) => {
      await lockTopUpsOf(tx, userId);
      if ((await countRecentTopUps(tx, userId)) >= rules.dailyLimit) {
        throw new AppError(ErrorCode.TopUpLimit, { limit: rules.dailyLimit });
      }
      const row = await insertWalletRecord(tx, {
        userId,
        kind: topUp.kind,
        type: 'income',
        state: 'submitted',
        amountCents: topUp.amountCents,
        actualAmountCents: topUp.amountCents,
        walletCode: topUp.walletCode,
        transactionId: topUp.transactionId,
        certificate: topUp.certificate,
        remark: topUp.remark,
        payMethod: topUp.walletCode,
        details: topUp.details,
      });
      await sendNotice(tx, {
        userId,
        type: NOTICE_TYPE.topUp,
        status: 0,
        refId: row.id,
        ...topUpSubmitted(row),
      });
      return row;
    });
    return toWalletRecord(record, topUp.walletName);
  } catch (error) {
    if (isUniqueViolation(error, 'wallet_records_transaction_key')) throw duplicate;
    throw error;
  }
}

/** POST /customer/info/recharge: 2000029 for a wallet code that get_wallets does not list. */
export async function submitRecharge(
  db: Db,
  storage: Storage,
  userId: number,
  input: RechargeData,
): Promise<WalletRecord> {
  const wallet = await findEnabledDepositWallet(db, input.wallet);
  if (!wallet) throw new AppError(ErrorCode.InvalidCurrency, { field: 'wallet' });
  return submitTopUp(db, storage, userId, {
    kind: 'recharge',
    walletCode: wallet.code,
    walletName: wallet.name,
    amountCents: input.amount,
    transactionId: input[TRANSACTION_ID_FIELD],
    certificate: input.certificate,
    remark: input.remark ?? '',
    details: {},
  });
}

/** POST /bank/recharge: recorded under the wallet code `bank`, with the paying account. */
export async function submitBankRecharge(
  db: Db,
  storage: Storage,
  userId: number,
  input: BankRechargeData,
): Promise<WalletRecord> {
  return submitTopUp(db, storage, userId, {
    kind: 'bank_recharge',
    walletCode: BANK_WALLET_CODE,
    walletName: input.bank_name,
    amountCents: input.amount,
    transactionId: input[TRANSACTION_ID_FIELD],
    certificate: input.certificate,
    remark: input.remark ?? '',
    details: {
      bank_name: input.bank_name,
      bank_acc_name: input.bank_acc_name,
      bank_acc_no: input.bank_acc_no,
    },
  });
}
