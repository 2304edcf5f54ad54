import { ErrorCode, type ErrorCodeValue } from '@mall/contract/errors';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { withFunds } from '../ledger/ledger-service';
import {
  payFromWallet,
  receiveBankPayment,
  returnPayment,
  settleCompletedOrder,
} from './order-money';
import type { OrderSettings } from './order-settings';
import {
  insertEvents,
  itemsOf,
  lockOrder,
  writeTransition,
  type OrderRow,
  type OrderScope,
} from './order-repository';
import { decide, type OrderAction, type OrderEffects, type OrderFacts } from './order-state';
import { returnStock } from './stock-reservation-repository';

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
  /** The action, which may depend on the order (pay: the method chosen at checkout) and the settings. */
  action: OrderAction | ((order: OrderRow, settings: OrderSettings) => OrderAction);
  /** The order settings, read once per request before the transaction. */
  settings: OrderSettings;
  note?: string;
  logSn?: string;
  cancelRemark?: string;
  /** The code of an order outside the scope or unknown (default 1500018). */
  notFound?: ErrorCodeValue;
  /** A back-office action: audited as `action` on `order:<id>` in the transition's transaction. */
  audit?: { actor: AuditActor; action: string };
}

/** What an audit entry keeps of an order before and after a transition. */
function auditState(order: OrderRow) {
  return {
    order_status: order.orderStatus,
    payment_status: order.paymentStatus,
    delivery_status: order.deliveryStatus,
    log_sn: order.logSn,
    cancel_remark: order.cancelRemark,
  };
}

/** The money and stock that go with a transition, in its transaction. */
async function applyEffects(
  tx: Tx,
  before: OrderRow,
  effects: OrderEffects,
  commissionPercent: number,
): Promise<void> {
  if (effects.returnStock) {
    const items = await itemsOf(tx, [before.id]);
    await returnStock(
      tx,
      items.map((item) => ({ productId: item.productId, qty: item.num })),
    );
  }
  if (effects.debitWallet) await payFromWallet(tx, before);
  if (effects.receiveBankPayment) await receiveBankPayment(tx, before);
  if (effects.refundWallet) await returnPayment(tx, before);
  if (effects.creditMerchant) await settleCompletedOrder(tx, before, commissionPercent);
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
      const { settings } = request;
      const action =
        typeof request.action === 'function' ? request.action(order, settings) : request.action;
      const decision = decide(factsOf(order), action);
      if (!decision.ok) throw new AppError(decision.code);
      const { transition } = decision;
      const updated = await writeTransition(tx, order, {
        transition,
        autoCancelMinutes: settings.autoCancelMinutes,
        codShipDays: settings.codShipDays,
        ...(request.logSn === undefined ? {} : { logSn: request.logSn }),
        ...(request.cancelRemark === undefined ? {} : { cancelRemark: request.cancelRemark }),
      });
      await applyEffects(tx, order, transition.effects, settings.commissionPercent);
      await insertEvents(tx, [
        { orderId: order.id, status: transition.event, note: request.note ?? '' },
      ]);
      if (request.audit)
        await writeAudit(tx, request.audit.actor, {
          action: request.audit.action,
          record: `order:${order.id}`,
          before: auditState(order),
          after: auditState(updated),
        });
      return updated;
    }),
  );
}
