import { ErrorCode } from '@mall/contract/errors';
import type { Tx } from '../../db/client';
import type { LedgerAccount } from '../../db/schema/index';
import { AppError } from '../../plugins/app-error';
import { InsufficientFundsError, post, type Posting } from './ledger-repository';
import type { WalletRecordRow } from './wallet-record-repository';

/** The one order in which a transaction locks a user's accounts. */
const LOCK_ORDER: Record<LedgerAccount, number> = { balance: 0, frozen: 1, merchant: 2 };

/**
 * Posts the movements in the one lock order (balance, frozen, merchant), so that two
 * transactions moving money between the same accounts never wait for each other in a cycle.
 * Answers each account's balance after.
 */
export async function postAll(tx: Tx, postings: readonly Posting[]): Promise<Partial<Record<LedgerAccount, number>>> {
  const after: Partial<Record<LedgerAccount, number>> = {};
  const ordered = [...postings].sort((a, b) => LOCK_ORDER[a.account] - LOCK_ORDER[b.account] || a.userId - b.userId);
  for (const posting of ordered) after[posting.account] = await post(tx, posting);
  return after;
}

/** A movement paying for a wallet record. */
export function movement(record: WalletRecordRow, account: LedgerAccount, amountCents: number): Posting {
  return { userId: record.userId, account, amountCents, kind: record.kind, refType: 'wallet_record', refId: record.id };
}

/** Runs a money movement; an account that would go below zero is 2000022 (nothing written). */
export async function withFunds<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new AppError(ErrorCode.InsufficientBalance);
    throw error;
  }
}
