import type { Order, OrderItem } from '@mall/contract/orders';
import { centsToAmount } from '@mall/contract/money';
import { iso } from '../shared/localize';
import type { OrderItemRow, OrderWithShop } from './order-repository';
import { buyerActions } from './order-state';

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    item_id: row.id,
    product_id: row.productId,
    name: row.name,
    image: row.image,
    price: centsToAmount(row.priceCents),
    num: row.num,
    commented: row.commented,
    refund_state: row.refundState,
  };
}

/** Order (contract section 2) with the buyer actions allowed at `now`. */
export function toOrder(
  { order, shopName }: OrderWithShop,
  items: readonly OrderItemRow[],
  refundWindowDays: number,
  now = new Date(),
): Order {
  const address = order.address as typeof order.address & {
    address_id?: number;
    is_default?: boolean;
  };
  const facts = {
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    deliveryStatus: order.deliveryStatus,
    paymentMethod: order.paymentMethod,
  };
  return {
    order_id: order.id,
    increment_id: order.incrementId,
    created_at: iso(order.createdAt) ?? '',
    grand_total: centsToAmount(order.grandTotalCents),
    subtotal: centsToAmount(order.subtotalCents),
    shipping_cost: centsToAmount(order.shippingCents),
    actual_payment: centsToAmount(order.actualPaymentCents),
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    delivery_status: order.deliveryStatus,
    order_status: order.orderStatus,
    log_sn: order.logSn,
    arrival_method: order.arrivalMethod,
    pay_time: iso(order.payTime),
    deliver_time: iso(order.deliverTime),
    success_time: iso(order.successTime),
    delivery_time: iso(order.deliveryTime),
    expires_at: iso(order.expiresAt),
    remark: order.remark,
    cancel_remark: order.cancelRemark,
    address: {
      address_id: address.address_id ?? null,
      first_name: address.first_name,
      last_name: address.last_name,
      email: address.email,
      telephone: address.telephone,
      street1: address.street1,
      street2: address.street2,
      city: address.city,
      state: address.state,
      country: address.country,
      zip: address.zip,
      is_default: address.is_default ?? false,
    },
    first_name: order.firstName,
    email: order.email,
    telephone: order.telephone,
    shop: { id: order.shopId, name: shopName },
    items: items.map(toOrderItem),
    actions: buyerActions(
      facts,
      items.map((item) => ({ commented: item.commented, refundState: item.refundState })),
      { now, successTime: order.successTime, windowDays: refundWindowDays },
    ),
  };
}

/** Orders with their items, in the order of `rows`. */
export function toOrders(
  rows: readonly OrderWithShop[],
  items: readonly OrderItemRow[],
  refundWindowDays: number,
): Order[] {
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const now = new Date();
  return rows.map((row) => toOrder(row, byOrder.get(row.order.id) ?? [], refundWindowDays, now));
}
