import { sql } from 'drizzle-orm';
import type { WalletRecordKind } from '@mall/contract/wallet';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { LedgerAccount } from '../../db/schema/index';
import { postAll } from '../wallet/postings';
import { insertWalletRecord } from '../wallet/wallet-record-repository';

/**
 * Money of orders and refunds. Every movement is a ledger posting (through the wallet's
 * postAll, in its one lock order) with a finished wallet record the user sees in the wallet
 * history, written in the transaction that changes the order or refund.
 */

export interface OrderMovement {
  userId: number;
  account: LedgerAccount;
  /** Signed cents. */
  amountCents: number;
  kind: Extract<WalletRecordKind, 'payment' | 'refund' | 'income'>;
  /** 'order' or 'refund', with its id: the postings' reference. */
  refType: 'order' | 'refund';
  refId: number;
  /** The wallet history's name of the movement, e.g. "Order 2026...". */
  label: string;
}

/** Posts the movements and records each in its user's wallet history. Throws InsufficientFundsError when one would go below zero. */
export async function moveOrderMoney(tx: Tx, movements: readonly OrderMovement[]): Promise<void> {
  const moving = movements.filter((m) => m.amountCents !== 0);
  if (moving.length === 0) return;
  await postAll(
    tx,
    moving.map((m) => ({
      userId: m.userId,
      account: m.account,
      amountCents: m.amountCents,
      kind: m.kind,
      refType: m.refType,
      refId: m.refId,
    })),
  );
  for (const m of moving) {
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

/** Cents of the order's approved refunds. */
export async function approvedRefundCents(tx: Tx, orderId: number): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0)::int as cents from refunds where order_id = ${orderId} and state = 'approved'`,
  );
  return row?.cents ?? 0;
}

/** The owner of a shop: whose merchant balance its sales credit. */
export async function shopOwnerId(tx: Tx, shopId: number): Promise<number> {
  const [row] = await queryRows<{ owner_id: number }>(
    tx,
    sql`select owner_id from shops where id = ${shopId}`,
  );
  if (!row) throw new Error(`shop ${shopId} has no owner`);
  return row.owner_id;
}
