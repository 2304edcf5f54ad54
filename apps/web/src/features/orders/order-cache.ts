import type { Order } from '@mall/contract/orders';
import { queryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

/** After an order changes: its view, the lists, the counters and the balance are read again. */
export function orderChanged(order?: Order): void {
  if (order) queryClient.setQueryData(queryKeys.orders.detail(order.order_id), order);
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile.dashboard() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
}
