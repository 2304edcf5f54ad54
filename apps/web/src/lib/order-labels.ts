/** What an order's statuses, payment method and refunds are called: shared by the buyer's
 * orders, the seller center and the back office. */
import type {
  DeliveryStatus,
  OrderStatus,
  PaymentStatus,
  RefundState,
} from '@mall/contract/orders';
import type { PaymentMethod } from '@mall/contract/checkout';
import type { MessageKey } from './i18n';

export const ORDER_STATUS_LABEL: Record<OrderStatus, MessageKey> = {
  unpaid: 'orders.status.unpaid',
  paid: 'orders.status.paid',
  to_ship: 'orders.status.toShip',
  shipped: 'orders.status.shipped',
  in_transit: 'orders.status.inTransit',
  delivered: 'orders.status.delivered',
  completed: 'orders.status.completed',
  cancelled: 'orders.status.cancelled',
};

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, MessageKey> = {
  unpaid: 'orders.payment.unpaid',
  pending: 'orders.payment.pending',
  paid: 'orders.payment.paid',
  refunded: 'orders.payment.refunded',
};

export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, MessageKey> = {
  pending: 'orders.delivery.pending',
  to_ship: 'orders.delivery.toShip',
  shipped: 'orders.delivery.shipped',
  in_transit: 'orders.delivery.inTransit',
  delivered: 'orders.delivery.delivered',
  received: 'orders.delivery.received',
};

export const METHOD_LABEL: Record<PaymentMethod, MessageKey> = {
  wallet: 'checkout.payment.wallet',
  bank: 'checkout.payment.bank',
  cod: 'checkout.payment.cod',
};

export const REFUND_STATE_LABEL: Record<RefundState, MessageKey> = {
  pending: 'refunds.state.pending',
  approved: 'refunds.state.approved',
  rejected: 'refunds.state.rejected',
  cancelled: 'refunds.state.cancelled',
};
