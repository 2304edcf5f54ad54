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

export function readTab(value: string | null): OrderTab {
  const tab = value ?? '';
  return (ORDER_TABS as readonly string[]).includes(tab) ? (tab as OrderTab) : '';
}
