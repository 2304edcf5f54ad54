import type { Tx } from '../../db/client';
import type { RefundSettlement } from '../../db/schema/index';
import {
  COMMISSION,
  ESCROW,
  lockedBalance,
  transfer,
  userAccount,
  type Transfer,
} from '../ledger/ledger-service';
import { recordMovements, type MovementRecord } from '../wallet/movement-records';
import * as repo from './order-money-repository';
import type { OrderRow } from './order-repository';

/**
 * The money of orders (contract 6.1). A buyer's wallet payment is held in the platform's
 * escrow; a confirmed bank payment enters escrow; completion pays the shop from escrow less
 * the platform's commission; a cancellation returns escrow to the buyer. Cash on delivery is
 * never in any account: completing such an order credits the shop nothing and records the
 * commission it owes, taken from its next credits. Each move is a ledger transfer in the
 * transaction that changes the order, and the users' sides show in their wallet history.
 */

const label = (order: OrderRow) => `Order ${order.incrementId}`;
const ref = (order: OrderRow) => ({ refType: 'order', refId: order.id });

/** Buyer's balance to escrow: the order's total (2000022 when short, through withFunds). */
export async function payFromWallet(tx: Tx, order: OrderRow): Promise<void> {
  await moveWithRecords(tx, label(order), [
    {
      transfer: {
        ...ref(order),
        from: userAccount(order.userId, 'balance'),
        to: ESCROW,
        amountCents: order.grandTotalCents,
        kind: 'payment',
      },
      records: [
        {
          userId: order.userId,
          account: 'balance',
          amountCents: -order.grandTotalCents,
          kind: 'payment',
        },
      ],
    },
  ]);
}

/** A bank payment an admin confirmed: money entering escrow. */
export async function receiveBankPayment(tx: Tx, order: OrderRow): Promise<void> {
  await transfer(tx, [
    { ...ref(order), from: null, to: ESCROW, amountCents: order.grandTotalCents, kind: 'payment' },
  ]);
}

/** A cancelled paid order: what escrow holds for it goes back to the buyer's balance. */
export async function returnPayment(tx: Tx, order: OrderRow): Promise<void> {
  if (order.paymentMethod === 'cod') return;
  const held = order.actualPaymentCents - (await repo.escrowRefundCents(tx, order.id));
  await moveWithRecords(tx, label(order), [
    {
      transfer: {
        ...ref(order),
        from: ESCROW,
        to: userAccount(order.userId, 'balance'),
        amountCents: held,
        kind: 'refund',
      },
      records: [{ userId: order.userId, account: 'balance', amountCents: held, kind: 'refund' }],
    },
  ]);
}

/**
 * A completed order. Paid through the platform: what escrow holds for it (the payment less
 * refunds already returned) goes to the shop owner's merchant balance, less the commission and
 * any commission the shop still owes, which go to the platform's commission account. Cash on
 * delivery: no money moves; the commission is recorded as owed by the shop.
 */
export async function settleCompletedOrder(
  tx: Tx,
  order: OrderRow,
  defaultCommissionPercent: number,
): Promise<void> {
  const computed = await repo.commissionCents(tx, order.id, defaultCommissionPercent);
  if (order.paymentMethod === 'cod') {
    await repo.setOrderCommission(tx, order.id, computed);
    await repo.insertCommissionDue(tx, order.shopId, order.id, computed);
    return;
  }
  const held = order.actualPaymentCents - (await repo.escrowRefundCents(tx, order.id));
  const commission = Math.min(computed, held);
  const owed = await repo.settleCommissionDues(tx, order.shopId, held - commission);
  const share = held - commission - owed;
  const ownerId = await repo.shopOwnerId(tx, order.shopId);
  await repo.setOrderCommission(tx, order.id, commission);
  await moveWithRecords(tx, label(order), [
    {
      transfer: {
        ...ref(order),
        from: ESCROW,
        to: userAccount(ownerId, 'merchant'),
        amountCents: share,
        kind: 'income',
      },
      records: [{ userId: ownerId, account: 'merchant', amountCents: share, kind: 'income' }],
    },
    {
      transfer: {
        ...ref(order),
        from: ESCROW,
        to: COMMISSION,
        amountCents: commission + owed,
        kind: 'commission',
      },
    },
  ]);
}

/**
 * Pays an approved refund to the buyer's balance and answers where it came from: escrow
 * while a paid order is not completed; the shop owner's merchant balance after completion
 * (InsufficientFundsError when short, which the seller sees as 2000022); for cash on
 * delivery the merchant balance when it covers the amount, else `offline` (the seller
 * returns the cash, the buyer confirms; no wallet is credited). After completion of a paid
 * order the platform returns its commission on the refunded part.
 */
export async function payRefund(
  tx: Tx,
  order: OrderRow,
  refund: { id: number; amountCents: number },
  ownerId: number,
): Promise<RefundSettlement> {
  const refundRef = { refType: 'refund', refId: refund.id };
  const toBuyer = userAccount(order.userId, 'balance');
  const record = {
    userId: order.userId,
    account: 'balance' as const,
    amountCents: refund.amountCents,
    kind: 'refund' as const,
  };
  const refundLabel = `Refund of order ${order.incrementId}`;
  if (order.paymentMethod !== 'cod' && order.orderStatus !== 'completed') {
    await moveWithRecords(tx, refundLabel, [
      {
        transfer: {
          ...refundRef,
          from: ESCROW,
          to: toBuyer,
          amountCents: refund.amountCents,
          kind: 'refund',
        },
        records: [record],
      },
    ]);
    return 'escrow';
  }
  const merchant = userAccount(ownerId, 'merchant');
  if (order.paymentMethod === 'cod') {
    if ((await lockedBalance(tx, merchant)) < refund.amountCents) return 'offline';
    await moveWithRecords(tx, refundLabel, [
      {
        transfer: {
          ...refundRef,
          from: merchant,
          to: toBuyer,
          amountCents: refund.amountCents,
          kind: 'refund',
        },
        records: [
          record,
          {
            userId: ownerId,
            account: 'merchant',
            amountCents: -refund.amountCents,
            kind: 'refund',
          },
        ],
      },
    ]);
    return 'merchant';
  }
  // After completion the platform gives back its commission on the part refunded, in
  // proportion to what it took, and the shop the rest.
  const settled = order.actualPaymentCents - (await repo.escrowRefundCents(tx, order.id));
  const commissionBack =
    settled > 0
      ? Math.min(
          order.commissionCents,
          Math.floor((refund.amountCents * order.commissionCents) / settled),
        )
      : 0;
  const fromShop = refund.amountCents - commissionBack;
  await repo.setOrderCommission(tx, order.id, order.commissionCents - commissionBack);
  await moveWithRecords(tx, refundLabel, [
    {
      transfer: {
        ...refundRef,
        from: merchant,
        to: toBuyer,
        amountCents: fromShop,
        kind: 'refund',
      },
      records: [
        { ...record, amountCents: fromShop },
        { userId: ownerId, account: 'merchant', amountCents: -fromShop, kind: 'refund' },
      ],
    },
    {
      transfer: {
        ...refundRef,
        from: COMMISSION,
        to: toBuyer,
        amountCents: commissionBack,
        kind: 'refund',
      },
      records: [{ ...record, amountCents: commissionBack }],
    },
  ]);
  return 'merchant';
}

interface Move {
  transfer: Transfer;
  /** The users' sides shown in their wallet history. */
  records?: readonly Omit<MovementRecord, 'refType' | 'refId' | 'label'>[];
}

async function moveWithRecords(tx: Tx, name: string, moves: readonly Move[]): Promise<void> {
  await transfer(
    tx,
    moves.map((m) => m.transfer),
  );
  await recordMovements(
    tx,
    moves.flatMap((m) =>
      (m.records ?? []).map((r) => ({
        ...r,
        refType: m.transfer.refType,
        refId: m.transfer.refId,
        label: name,
      })),
    ),
  );
}
