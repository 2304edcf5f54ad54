import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderQuery,
} from '@mall/contract/admin-orders';
import { ErrorCode } from '@mall/contract/errors';
import { centsToAmount } from '@mall/contract/money';
import { pageOf } from '@mall/contract/pagination';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { movementsOf } from '../ledger/ledger-reader';
import { refundsOfOrder } from '../refunds/refund-reader';
import { iso } from '../shared/localize';
import {
  findAdminOrder,
  searchOrders,
  shopOfOrder,
  type AdminOrderRow,
} from './admin-order-repository';
import { itemsOf, listEvents } from './order-repository';
import { orderSettings } from './order-settings';
import { toOrders } from './order-view';

/** The back office's order search and detail (decision 0029). */

async function withItems(
  db: Db,
  rows: readonly AdminOrderRow[],
  refundWindowDays: number,
): Promise<AdminOrder[]> {
  const items = await itemsOf(
    db,
    rows.map((row) => row.order.id),
  );
  const orders = toOrders(rows, items, refundWindowDays);
  return orders.map((order, i) => ({
    ...order,
    buyer: rows[i]?.buyer ?? { id: 0, email: '', firstname: '' },
  }));
}

/** A page of every shop's orders, filtered and sorted as asked. */
export async function adminOrderPage(db: Db, query: AdminOrderQuery): Promise<AdminOrderPage> {
  const [settings, { rows, total }] = await Promise.all([
    orderSettings(db),
    searchOrders(db, query),
  ]);
  return pageOf(await withItems(db, rows, settings.refundWindowDays), total, query);
}

/**
 * One order with everything the back office needs to act on it: its items and buyer, its shop
 * and owner, its status history, its refunds and the ledger transfers of the order and its
 * refunds. 1500018 unknown order.
 */
export async function adminOrderDetail(db: Db, orderId: number): Promise<AdminOrderDetail> {
  const row = await findAdminOrder(db, orderId);
  if (!row) throw new AppError(ErrorCode.OrderNotFound);
  const [settings, shop, events, refunds] = await Promise.all([
    orderSettings(db),
    shopOfOrder(db, row.order.shopId),
    listEvents(db, orderId),
    refundsOfOrder(db, orderId),
  ]);
  if (!shop) throw new Error('the order’s shop disappeared');
  const [order] = await withItems(db, [row], settings.refundWindowDays);
  if (!order) throw new Error('the order disappeared');
  const movements = await movementsOf(db, [
    { refType: 'order', refIds: [orderId] },
    { refType: 'refund', refIds: refunds.map((refund) => refund.id) },
  ]);
  return {
    order,
    shop,
    commission: centsToAmount(row.order.commissionCents),
    events: events.map((event) => ({
      status: event.status,
      note: event.note,
      time: iso(event.createdAt) ?? '',
    })),
    refunds,
    movements,
  };
}
