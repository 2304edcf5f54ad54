import { ErrorCode, type ErrorCodeValue } from '@mall/contract/errors';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { withFunds } from '../wallet/postings';
import {
  approvedRefundCents,
  moveOrderMoney,
  shopOwnerId,
  type OrderMovement,
} from './order-money';
import {
  insertEvents,
  itemsOf,
  lockOrder,
  writeTransition,
  type OrderRow,
  type OrderScope,
} from './order-repository';
import { decide, type OrderAction, type OrderEffects, type OrderFacts } from './order-state';
import { returnStock } from './stock-repository';

export function factsOf(order: OrderRow): OrderFacts {
  return {
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    deliveryStatus: order.deliveryStatus,
    paymentMethod: order.paymentMethod,
  };
}

export interface TransitionRequest {
  orderId: number;
  scope: OrderScope;
  /** The action, which may depend on the order (pay: the method chosen at checkout). */
  action: OrderAction | ((order: OrderRow) => OrderAction);
  note?: string;
  logSn?: string;
  cancelRemark?: string;
  autoCancelMinutes?: number;
  /** The code of an order outside the scope or unknown (default 1500018). */
  notFound?: ErrorCodeValue;
}

const label = (order: OrderRow) => `Order ${order.incrementId}`;

/** The money and stock that go with a transition, in its transaction. */
async function applyEffects(tx: Tx, before: OrderRow, effects: OrderEffects): Promise<void> {
  if (effects.returnStock) {
    const items = await itemsOf(tx, [before.id]);
    await returnStock(
      tx,
      items.map((item) => ({ productId: item.productId, qty: item.num })),
    );
  }
  const movements: OrderMovement[] = [];
  const ref = { refType: 'order' as const, refId: before.id, label: label(before) };
  if (effects.debitWallet) {
    movements.push({
      ...ref,
      userId: before.userId,
      account: 'balance',
      amountCents: -before.grandTotalCents,
      kind: 'payment',
    });
  }
  if (effects.refundWallet) {
    movements.push({
      ...ref,
      userId: before.userId,
      account: 'balance',
      amountCents: before.actualPaymentCents,
      kind: 'refund',
    });
  }
  if (effects.creditMerchant) {
    const share = before.grandTotalCents - (await approvedRefundCents(tx, before.id));
    movements.push({
      ...ref,
      userId: await shopOwnerId(tx, before.shopId),
      account: 'merchant',
      amountCents: share,
      kind: 'income',
    });
  }
  await moveOrderMoney(tx, movements);
}

/**
 * Runs one action on one order: locks the order row (SELECT ... FOR UPDATE), asks the state
 * machine, writes the new state, moves the money and the stock, and records the event, all in
 * one transaction. Two concurrent actions on one order take turns on the lock and the second
 * sees the first's outcome, so double pay, double cancel or cancel against ship leave one.
 * A wallet short of the total is 2000022 and changes nothing.
 */
export async function runTransition(db: Db, request: TransitionRequest): Promise<OrderRow> {
  return withFunds(() =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, request.orderId, request.scope);
      if (!order) throw new AppError(request.notFound ?? ErrorCode.OrderNotFound);
      const action = typeof request.action === 'function' ? request.action(order) : request.action;
      const decision = decide(factsOf(order), action);
      if (!decision.ok) throw new AppError(decision.code);
      const { transition } = decision;
      const updated = await writeTransition(tx, order, {
        transition,
        ...(request.autoCancelMinutes === undefined
          ? {}
          : { autoCancelMinutes: request.autoCancelMinutes }),
        ...(request.logSn === undefined ? {} : { logSn: request.logSn }),
        ...(request.cancelRemark === undefined ? {} : { cancelRemark: request.cancelRemark }),
      });
      await applyEffects(tx, order, transition.effects);
      await insertEvents(tx, [
        { orderId: order.id, status: transition.event, note: request.note ?? '' },
      ]);
      return updated;
    }),
  );
}
