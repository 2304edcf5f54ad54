import type { AdminRefund, AdminRefundPage, AdminRefundQuery } from '@mall/contract/admin-orders';
import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset } from '@mall/contract/pagination';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { withFunds } from '../ledger/ledger-service';
import { orderItemsOf, type OrderRow } from '../orders/order-reader';
import { lockOrder, recordOrderEvents } from '../orders/order-writer';
import * as board from './admin-refund-repository';
import { toAdminRefund } from './admin-refund-view';
import * as repo from './refund-repository';
import type { RefundRow } from './refund-repository';
import { settleApprovedRefund } from './refund-service';

/**
 * The back office's refund arbitration (decision 0029): a refund the seller refused waits on
 * the board until staff overturn the refusal (the refund is paid exactly as a seller's approval
 * pays it) or uphold it. Once arbitrated it stays so.
 */

export async function adminRefundPage(db: Db, query: AdminRefundQuery): Promise<AdminRefundPage> {
  const { rows, total } = await board.pageAdminRefunds(
    db,
    query.state,
    query.pagesize,
    pageOffset(query),
  );
  return pageOf(rows.map(toAdminRefund), total, query);
}

async function adminRefundView(db: DbOrTx, id: number): Promise<AdminRefund> {
  const row = await board.findAdminRefund(db, id);
  if (!row) throw new AppError(ErrorCode.NoData);
  return toAdminRefund(row);
}

/**
 * Whether approving the refund now would pay for something paid or claimed since the seller
 * refused it (the buyer may have asked again): 2000010 an open request covers it, 2000011
 * already refunded. The order row is locked, so the claims cannot change meanwhile.
 */
async function assertStillOwed(tx: Tx, order: OrderRow, refund: RefundRow): Promise<number[]> {
  const items = await orderItemsOf(tx, [order.id]);
  const others = (await repo.openRefundsOf(tx, order.id)).filter((r) => r.id !== refund.id);
  if (others.some((r) => r.state === 'pending')) throw new AppError(ErrorCode.ReturnExists);
  if (others.some((r) => r.state === 'approved' && r.itemId === null))
    throw new AppError(ErrorCode.ReturnQuantityLimit);
  if (refund.itemId !== null) {
    const item = items.find((candidate) => candidate.id === refund.itemId);
    if (!item || item.refundState === 'approved') throw new AppError(ErrorCode.ReturnQuantityLimit);
    return [item.id];
  }
  const approved = others.reduce((sum, r) => sum + r.amountCents, 0);
  if (approved + refund.amountCents > order.grandTotalCents)
    throw new AppError(ErrorCode.ReturnQuantityLimit);
  return items.filter((item) => item.refundState !== 'approved').map((item) => item.id);
}

export interface Arbitration {
  refundId: number;
  approve: boolean;
  message: string;
}

/**
 * Arbitrates a refund the seller refused. approve: the refusal is overturned and the refund
 * paid in the same transaction as a seller's approval would pay it (escrow before completion,
 * the shop's merchant balance after, offline for cash on delivery the shop cannot cover;
 * 2000022 when a completed order's shop is short, nothing changed); otherwise the refusal is
 * upheld. Either way the arbitration is recorded, the order's history gets an entry and the
 * action is audited (refund.arbitrate). The order row is locked first, as every refund move
 * does, so two arbitrations at once take turns and the second finds it arbitrated.
 * 2000019 unknown refund; 2000018 not refused by the seller, or already arbitrated (data: the
 * refund); 2000010 / 2000011 as assertStillOwed says.
 */
export async function arbitrateRefund(
  db: Db,
  actor: AuditActor,
  input: Arbitration,
): Promise<AdminRefund> {
  const found = await board.findRefundById(db, input.refundId);
  if (!found) throw new AppError(ErrorCode.NoData);
  const done = await withFunds(() =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, found.orderId, { any: true });
      if (!order) throw new Error('the refund’s order disappeared');
      const before = await board.findRefundById(tx, input.refundId);
      if (!before || before.state !== 'rejected' || before.arbitratedAt !== null) return false;
      const lines = input.approve ? await assertStillOwed(tx, order, before) : [];
      const after = await board.writeArbitration(tx, {
        id: before.id,
        approve: input.approve,
        actorId: actor.id,
        message: input.message,
      });
      if (!after) return false;
      if (input.approve) {
        await repo.setItemRefundState(tx, order.id, lines, 'approved');
        await settleApprovedRefund(tx, order, after, await board.shopOwnerId(tx, order.shopId));
      }
      await recordOrderEvents(tx, [
        {
          orderId: order.id,
          status: input.approve ? 'refund_approved' : 'refund_rejection_upheld',
          note: input.message,
        },
      ]);
      const settled = await board.findRefundById(tx, before.id);
      await writeAudit(tx, actor, {
        action: 'refund.arbitrate',
        record: `refund:${before.id}`,
        before: { state: before.state, settlement: before.settlement },
        after: {
          state: settled?.state ?? after.state,
          settlement: settled?.settlement ?? null,
          approve: input.approve,
          message: input.message,
        },
      });
      return true;
    }),
  );
  const view = await adminRefundView(db, input.refundId);
  if (!done) throw new AppError(ErrorCode.DataOperationFailed, view);
  return view;
}
