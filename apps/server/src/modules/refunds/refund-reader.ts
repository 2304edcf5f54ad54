import type { AdminRefund } from '@mall/contract/admin-orders';
import type { DbOrTx } from '../../db/client';
import { adminRefundsOfOrder } from './admin-refund-repository';
import { toAdminRefund } from './admin-refund-view';

/** What the refunds module publishes for the others to read. */

/** Every refund of an order, oldest first, as the back office sees them (the order detail). */
export async function refundsOfOrder(db: DbOrTx, orderId: number): Promise<AdminRefund[]> {
  return (await adminRefundsOfOrder(db, orderId)).map(toAdminRefund);
}
