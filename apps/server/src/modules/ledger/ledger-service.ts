import { ErrorCode } from '@mall/contract/errors';
import type { DbOrTx, Tx } from '../../db/client';
import type { LedgerAccount, UserAccount } from '@mall/contract/ledger';
import { AppError } from '../../plugins/app-error';
import * as repo from './ledger-repository';
import type { AccountKey } from './ledger-repository';

export type { AccountKey } from './ledger-repository';

/**
 * The one way to move money (contract 6.1). Every transfer takes an amount from one account
 * and gives it to another; a transfer without a source is money entering the marketplace (an
 * approved top-up or bank recharge, a confirmed bank payment), one without a destination is
 * money leaving it (an approved withdrawal). Nothing else may create or remove money.
 */
export type Transfer = repo.TransferRow;

export const ESCROW: AccountKey = { userId: null, account: 'escrow' };
export const COMMISSION: AccountKey = { userId: null, account: 'commission' };
export const userAccount = (userId: number, account: UserAccount): AccountKey => ({
  userId,
  account,
});

/** Thrown when a transfer would take an account below zero; the transaction writes nothing. */
export class InsufficientFundsError extends Error {
  constructor(readonly account: LedgerAccount) {
    super(`insufficient funds in ${account}`);
  }
}

/** The one order in which transactions lock accounts, so that two never wait in a cycle. */
const LOCK_ORDER: Record<LedgerAccount, number> = {
  balance: 0,
  frozen: 1,
  merchant: 2,
  escrow: 3,
  commission: 4,
};
const keyOf = (key: AccountKey) => `${key.userId ?? 'platform'}:${key.account}`;
const byLockOrder = (a: AccountKey, b: AccountKey) =>
  LOCK_ORDER[a.account] - LOCK_ORDER[b.account] || (a.userId ?? 0) - (b.userId ?? 0);

/**
 * Moves money, inside the transaction that changes what it pays for: locks every account
 * involved (in the one lock order), then writes each transfer and its two sides with the
 * accounts' running totals. An account that would go below zero throws
 * InsufficientFundsError, which rolls the whole transaction back.
 */
export async function transfer(tx: Tx, transfers: readonly Transfer[]): Promise<void> {
  const moving = transfers.filter((t) => t.amountCents !== 0);
  for (const t of moving) {
    if (!Number.isSafeInteger(t.amountCents) || t.amountCents < 0)
      throw new Error(`invalid transfer amount ${t.amountCents}`);
    if (!t.from && !t.to) throw new Error('a transfer needs a source or a destination');
  }
  if (moving.length === 0) return;
  const accounts = new Map<string, AccountKey>();
  for (const t of moving) for (const key of [t.from, t.to]) if (key) accounts.set(keyOf(key), key);
  const ordered = [...accounts.values()].sort(byLockOrder);
  for (const key of ordered) await repo.lockAccount(tx, key);
  const read = await repo.balancesOfKeys(tx, ordered);
  const balances = new Map(ordered.map((key, i) => [keyOf(key), read[i] ?? 0]));
  const entries: repo.EntryRow[] = [];
  for (const t of moving) {
    const transferId = await repo.insertTransfer(tx, t);
    const side = (key: AccountKey, amountCents: number) => {
      const after = (balances.get(keyOf(key)) ?? 0) + amountCents;
      if (after < 0) throw new InsufficientFundsError(key.account);
      balances.set(keyOf(key), after);
      entries.push({
        transferId,
        key,
        amountCents,
        balanceAfterCents: after,
        kind: t.kind,
        refType: t.refType,
        refId: t.refId,
      });
    };
    if (t.from) side(t.from, -t.amountCents);
    if (t.to) side(t.to, t.amountCents);
  }
  await repo.insertEntries(tx, entries);
}

/** Locks the account for the rest of the transaction and answers its balance in cents. */
export async function lockedBalance(tx: Tx, key: AccountKey): Promise<number> {
  await repo.lockAccount(tx, key);
  return repo.balanceOf(tx, key);
}

/** An account's balance in cents. */
export function balanceOf(db: DbOrTx, key: AccountKey): Promise<number> {
  return repo.balanceOf(db, key);
}

/** A user's balance, frozen and merchant balance in cents. */
export function balancesOf(db: DbOrTx, userId: number): Promise<Record<UserAccount, number>> {
  return repo.balancesOf(db, userId);
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
