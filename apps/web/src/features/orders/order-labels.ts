import type {
  DeliveryStatus,
  OrderStatus,
  PaymentStatus,
  RefundState,
} from '@mall/contract/orders';
import type { PaymentMethod } from '@mall/contract/checkout';
import type { MessageKey } from '../../lib/i18n';

/** The status tabs of /pages/history/purchase ('' = all). */
export const ORDER_TABS = [
  '',
  'unpaid',
  'to_ship',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const TAB_LABEL: Record<OrderTab, MessageKey> = {
  '': 'orders.tabs.all',
  unpaid: 'orders.tabs.unpaid',
  to_ship: 'orders.tabs.toShip',
  shipped: 'orders.tabs.shipped',
  delivered: 'orders.tabs.delivered',
  completed: 'orders.tabs.completed',
  cancelled: 'orders.tabs.cancelled',
};

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

export function readTab(value: string | null): OrderTab {
  const tab = value ?? '';
  return (ORDER_TABS as readonly string[]).includes(tab) ? (tab as OrderTab) : '';
}
