import type { PaymentMethod } from '@mall/contract/checkout';
import { ErrorCode } from '@mall/contract/errors';
import type { Order, OrderPage, OrderStatus, PaymentStatus, Track } from '@mall/contract/orders';
import { pageOf, pageOffset, type PageQuery } from '@mall/contract/pagination';
import type { Db } from '../../db/client';
import { centsToAmount } from '@mall/contract/money';
import { AppError } from '../../plugins/app-error';
import { iso } from '../shared/localize';
import { readOrders } from './order-reader';
import { findOrders, itemsOf, listEvents, pageOrders, type OrderScope } from './order-repository';
import { orderSettings } from './order-settings';
import { runTransition, type TransitionRequest } from './order-transitions';
import { toOrders } from './order-view';

export interface OrderListQuery extends PageQuery {
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
}

/** A page of the orders in the scope (a buyer's, a shop's, all), newest first, in four statements. */
export async function orderPage(
  db: Db,
  scope: OrderScope,
  query: OrderListQuery,
): Promise<OrderPage> {
  const [settings, { rows, total }] = await Promise.all([
    orderSettings(db),
    pageOrders(
      db,
      scope,
      { tab: query.status, paymentStatus: query.paymentStatus },
      query.pagesize,
      pageOffset(query),
    ),
  ]);
  const items = await itemsOf(
    db,
    rows.map((row) => row.order.id),
  );
  return pageOf(toOrders(rows, items, settings.refundWindowDays), total, query);
}

/** One order in the scope; 1500018 for any other. */
export async function orderView(db: Db, scope: OrderScope, orderId: number): Promise<Order> {
  const settings = await orderSettings(db);
  const [order] = await readOrders(db, [orderId], scope, settings.refundWindowDays);
  if (!order) throw new AppError(ErrorCode.OrderNotFound);
  return order;
}

/** Runs a transition and answers the order as it is after it. */
export async function transitionOrder(
  db: Db,
  request: Omit<TransitionRequest, 'settings'>,
): Promise<Order> {
  const settings = await orderSettings(db);
  await runTransition(db, { ...request, settings });
  const [order] = await readOrders(db, [request.orderId], request.scope, settings.refundWindowDays);
  if (!order) throw new AppError(ErrorCode.OrderNotFound);
  return order;
}

/**
 * pay: by the method given, else the one chosen at checkout. Cash on delivery only up to the
 * cod_max_order setting (1500019 {reason: cod_limit, cod_max}).
 */
export function payOrder(
  db: Db,
  userId: number,
  orderId: number,
  method: PaymentMethod | undefined,
): Promise<Order> {
  return transitionOrder(db, {
    orderId,
    scope: { userId },
    action: (order, { codMaxOrderCents }) => {
      const chosen = method ?? order.paymentMethod;
      if (chosen === 'cod' && order.grandTotalCents > codMaxOrderCents)
        throw new AppError(ErrorCode.OrderPaymentFailed, {
          reason: 'cod_limit',
          cod_max: centsToAmount(codMaxOrderCents),
        });
      return { type: 'pay', method: chosen };
    },
  });
}

/**
 * A seller (scope: their shop) or an admin (any order, audited) refuses an order not shipped yet: it is
 * cancelled with the reason, its stock returned and any payment returned to the buyer's wallet.
 */
export function rejectOrder(
  db: Db,
  scope: OrderScope,
  orderId: number,
  reason: string,
  audit?: TransitionRequest['audit'],
): Promise<Order> {
  return transitionOrder(db, {
    orderId,
    scope,
    action: { type: 'reject' },
    cancelRemark: reason,
    note: reason,
    audit,
  });
}

export function cancelOrder(
  db: Db,
  userId: number,
  orderId: number,
  remark: string,
): Promise<Order> {
  return transitionOrder(db, {
    orderId,
    scope: { userId },
    action: { type: 'cancel' },
    cancelRemark: remark,
    note: remark,
  });
}

export function completeOrder(db: Db, userId: number, orderId: number): Promise<Order> {
  return transitionOrder(db, { orderId, scope: { userId }, action: { type: 'complete' } });
}

/** track: the logistics number and the status history, oldest first. */
export async function trackOrder(db: Db, scope: OrderScope, orderId: number): Promise<Track> {
  const [found] = await findOrders(db, [orderId], scope);
  if (!found) throw new AppError(ErrorCode.OrderNotFound);
  const events = await listEvents(db, orderId);
  return {
    log_sn: found.order.logSn,
    events: events.map((event) => ({
      status: event.status,
      time: iso(event.createdAt) ?? '',
      note: event.note,
    })),
  };
}
