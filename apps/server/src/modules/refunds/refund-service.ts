import { ErrorCode } from '@mall/contract/errors';
import { centsToAmount } from '@mall/contract/money';
import type { Refund, RefundPage } from '@mall/contract/orders';
import { pageOf, pageOffset, type PageQuery } from '@mall/contract/pagination';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, invalidField } from '../../plugins/app-error';
import { isUniqueViolation } from '../shared/db-errors';
import { iso } from '../shared/localize';
import { withFunds } from '../ledger/ledger-service';
import { assertOwnUploads } from '../uploads/own-upload';
import { payRefund } from '../orders/order-money';
import { orderItemsOf, type OrderItemRow, type OrderRow } from '../orders/order-reader';
import { lockOrder, recordOrderEvents } from '../orders/order-writer';
import { orderSettings } from '../orders/order-settings';
import { canRequestRefund, itemRefundable } from '../orders/order-state';
import { factsOf } from '../orders/order-transitions';
import * as repo from './refund-repository';
import type { RefundListRow, RefundRow } from './refund-repository';

function toRefund(row: RefundListRow): Refund {
  const amount = centsToAmount(row.amount_cents);
  return {
    id: row.id,
    order_id: row.order_id,
    increment_id: row.increment_id,
    item_id: row.item_id,
    state: row.state,
    amount,
    price: amount,
    reason: row.reason,
    images: row.images,
    product:
      row.product_id === null
        ? null
        : { id: row.product_id, name: row.product_name ?? '', image: row.product_image ?? '' },
    created_at: iso(row.created_at) ?? '',
    decided_at: iso(row.decided_at),
    settlement: row.settlement,
    offline_confirmed_at: iso(row.offline_confirmed_at),
  };
}

/** One refund as the lists show it. */
async function refundView(db: DbOrTx, row: RefundRow, owner: repo.RefundOwner): Promise<Refund> {
  const found = await repo.findRefundListRow(db, row.id, owner);
  if (!found) throw new Error('the refund disappeared');
  return toRefund(found);
}

export interface RefundInput {
  orderId: number;
  itemId?: number | undefined;
  reason: string;
  images: string[];
}

/** What a request covers: its lines and its amount, or why it cannot be made. */
function claimOf(
  items: readonly OrderItemRow[],
  open: readonly RefundRow[],
  grandTotalCents: number,
  itemId: number | undefined,
) {
  const wholePending = open.some((r) => r.itemId === null && r.state === 'pending');
  const wholeApproved = open.some((r) => r.itemId === null && r.state === 'approved');
  if (itemId === undefined) {
    if (open.some((r) => r.state === 'pending')) throw new AppError(ErrorCode.ReturnExists);
    const lines = items.filter(itemRefundable);
    const approved = open
      .filter((r) => r.state === 'approved')
      .reduce((sum, r) => sum + r.amountCents, 0);
    if (wholeApproved || lines.length === 0 || grandTotalCents - approved <= 0)
      throw new AppError(ErrorCode.ReturnQuantityLimit);
    return { lines, amountCents: grandTotalCents - approved };
  }
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item)
    throw invalidField('item_id', 'not a line of this order', ErrorCode.ReturnSubmitFailed);
  if (wholePending || item.refundState === 'pending') throw new AppError(ErrorCode.ReturnExists);
  if (wholeApproved || item.refundState === 'approved')
    throw new AppError(ErrorCode.ReturnQuantityLimit);
  return { lines: [item], amountCents: item.priceCents * item.num };
}

/**
 * refund: a request on a delivered order, or a completed one within the refund window
 * (2000009 otherwise), for one line or for the whole order (what is not refunded yet).
 * 2000010 an open request covers it; 2000011 it is already refunded; 2000012 {field: item_id}
 * not a line of the order. The order row is locked, so concurrent requests take turns.
 */
export async function requestRefund(db: Db, userId: number, input: RefundInput): Promise<Refund> {
  const images = [...new Set(input.images)];
  await assertOwnUploads(db, userId, images, 'images');
  const settings = await orderSettings(db);
  try {
    const row = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.orderId, { userId });
      if (!order) throw new AppError(ErrorCode.OrderNotFound);
      if (
        !canRequestRefund(factsOf(order), {
          now: new Date(),
          successTime: order.successTime,
          windowDays: settings.refundWindowDays,
        })
      ) {
        throw new AppError(ErrorCode.NoAfterSales);
      }
      const claim = claimOf(
        await orderItemsOf(tx, [order.id]),
        await repo.openRefundsOf(tx, order.id),
        order.grandTotalCents,
        input.itemId,
      );
      const refund = await repo.insertRefund(tx, {
        orderId: order.id,
        itemId: input.itemId ?? null,
        userId,
        shopId: order.shopId,
        amountCents: claim.amountCents,
        reason: input.reason,
        images,
      });
      await repo.setItemRefundState(
        tx,
        order.id,
        claim.lines.map((line) => line.id),
        'pending',
      );
      await recordOrderEvents(tx, [
        { orderId: order.id, status: 'refund_requested', note: input.reason },
      ]);
      return refund;
    });
    return await refundView(db, row, { userId });
  } catch (error) {
    if (isUniqueViolation(error, 'refunds_open_key')) throw new AppError(ErrorCode.ReturnExists);
    throw error;
  }
}

/** The lines a refund covers: its own line, or every line it holds pending for a whole order. */
async function linesOf(tx: DbOrTx, refund: RefundRow): Promise<number[]> {
  if (refund.itemId !== null) return [refund.itemId];
  return (await orderItemsOf(tx, [refund.orderId]))
    .filter((item) => item.refundState === 'pending')
    .map((item) => item.id);
}

/** refund_cancel: the caller's pending request is cancelled. 2000019 not the caller's; 2000013 no longer pending (data: the request). */
export async function cancelRefund(db: Db, userId: number, id: number): Promise<Refund> {
  const row = await db.transaction(async (tx) => {
    const found = await repo.findRefund(tx, id, { userId });
    if (!found) return null;
    // The order first, then the request: the seller's decision takes them in that order too,
    // so a cancel and a decision at once wait for each other instead of deadlocking.
    await lockOrder(tx, found.orderId, { userId });
    const moved = await repo.moveRefund(tx, { id, to: 'cancelled', userId });
    if (!moved) return null;
    await repo.setItemRefundState(
      tx,
      moved.orderId,
      await linesOf(tx, moved),
      'cancelled',
      'pending',
    );
    await recordOrderEvents(tx, [{ orderId: moved.orderId, status: 'refund_cancelled' }]);
    return moved;
  });
  if (row) return refundView(db, row, { userId });
  const current = await repo.findRefund(db, id, { userId });
  if (!current) throw new AppError(ErrorCode.NoData);
  throw new AppError(ErrorCode.ReturnCancelled, await refundView(db, current, { userId }));
}

/**
 * The buyer confirms that the shop returned the cash of an offline refund (cash on delivery
 * the shop's merchant balance could not cover). Once; 2000019 for any other request.
 */
export async function confirmOfflineRefund(db: Db, userId: number, id: number): Promise<Refund> {
  const row = await db.transaction(async (tx) => {
    const confirmed = await repo.confirmOfflineRefund(tx, id, userId);
    if (confirmed)
      await recordOrderEvents(tx, [{ orderId: confirmed.orderId, status: 'refund_cash_returned' }]);
    return confirmed;
  });
  if (!row) throw new AppError(ErrorCode.NoData);
  return refundView(db, row, { userId });
}

/**
 * Pays an approved refund (contract 6.1, `payRefund`: escrow, the shop's merchant balance, or
 * offline), records where it came from, and marks the order refunded when the whole of it is.
 * In the caller's transaction, with the order row locked; the seller's approval and the back
 * office's arbitration both go through it.
 */
export async function settleApprovedRefund(
  tx: Tx,
  order: OrderRow,
  refund: RefundRow,
  ownerId: number,
): Promise<void> {
  const settlement = await payRefund(tx, order, refund, ownerId);
  await repo.setRefundSettlement(tx, refund.id, settlement);
  const items = await orderItemsOf(tx, [order.id]);
  if (refund.itemId === null || items.every((item) => item.refundState === 'approved'))
    await repo.markOrderRefunded(tx, order.id);
}

/**
 * The seller's decision on a pending request of the shop. Approval returns the amount to the
 * buyer's wallet from escrow; when the order was completed (its share already credited), out of
 * the seller's merchant balance (2000022 when that is short, nothing changed). Cash on delivery:
 * from the merchant balance when it covers the amount, else the refund is settled offline (the
 * seller returns the cash, the buyer confirms it; no wallet is credited). A whole order
 * refunded is payment_status refunded. 2000019 not the shop's; 2000018 already decided (data: the request).
 */
export async function decideRefund(
  db: Db,
  shopId: number,
  id: number,
  approve: boolean,
  ownerId: number,
): Promise<Refund> {
  const found = await repo.findRefund(db, id, { shopId });
  if (!found) throw new AppError(ErrorCode.NoData);
  const row = await withFunds(() =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, found.orderId, { shopId });
      if (!order) throw new AppError(ErrorCode.NoData);
      const moved = await repo.moveRefund(tx, {
        id,
        to: approve ? 'approved' : 'rejected',
        shopId,
      });
      if (!moved) return null;
      await repo.setItemRefundState(
        tx,
        order.id,
        await linesOf(tx, moved),
        approve ? 'approved' : 'rejected',
        'pending',
      );
      if (approve) await settleApprovedRefund(tx, order, moved, ownerId);
      await recordOrderEvents(tx, [
        { orderId: order.id, status: approve ? 'refund_approved' : 'refund_rejected' },
      ]);
      return moved;
    }),
  );
  if (row) return refundView(db, row, { shopId });
  const current = await repo.findRefund(db, id, { shopId });
  throw new AppError(
    ErrorCode.DataOperationFailed,
    current ? await refundView(db, current, { shopId }) : null,
  );
}

export async function refundPage(
  db: Db,
  owner: repo.RefundOwner | null,
  query: PageQuery,
): Promise<RefundPage> {
  if (owner === null) return pageOf([], 0, query);
  const { rows, total } = await repo.pageRefunds(db, owner, query.pagesize, pageOffset(query));
  return pageOf(rows.map(toRefund), total, query);
}
