import type { WalletRecordKind } from '@mall/contract/wallet';
import type { Tx } from '../../db/client';
import type { UserAccount } from '@mall/contract/ledger';
import { insertWalletRecord } from './wallet-record-repository';

/** A movement of a user's account that the user sees in the wallet history, finished. */
export interface MovementRecord {
  userId: number;
  account: UserAccount;
  /** Signed cents: positive income, negative expense. */
  amountCents: number;
  kind: WalletRecordKind;
  refType: string;
  refId: number;
  /** What the history calls it, e.g. "Order 2026...". */
  label: string;
}

/**
 * The wallet's published writer for movements that other modules (orders, refunds) make:
 * one finished wallet record each, in the caller's transaction.
 */
export async function recordMovements(tx: Tx, movements: readonly MovementRecord[]): Promise<void> {
  for (const m of movements) {
    if (m.amountCents === 0) continue;
    const cents = Math.abs(m.amountCents);
    await insertWalletRecord(tx, {
      userId: m.userId,
      kind: m.kind,
      type: m.amountCents > 0 ? 'income' : 'expense',
      state: 'finished',
      amountCents: cents,
      actualAmountCents: cents,
      walletCode: m.account,
      payMethod: m.account === 'merchant' ? 'merchant' : 'wallet',
      details: { name: m.label },
      refType: m.refType,
      refId: m.refId,
    });
  }
}
