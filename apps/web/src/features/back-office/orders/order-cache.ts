import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After an order action: the back office's order lists and details, the refunds (an order's
 * refunds show on the board) and the side navigation's counts (bank payments waiting).
 */
export function invalidateOrders(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('orders') });
  void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('refunds') });
  void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.waiting() });
}
