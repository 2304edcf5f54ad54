import type { AdminRefund } from '@mall/contract/admin-orders';
import { centsToAmount } from '@mall/contract/money';
import { iso } from '../shared/localize';
import type { AdminRefundRow } from './admin-refund-repository';

/** A refund as the back office sees it (its order, buyer, shop and any arbitration). */
export function toAdminRefund(row: AdminRefundRow): AdminRefund {
  return {
    id: row.id,
    state: row.state,
    amount: centsToAmount(row.amount_cents),
    reason: row.reason,
    images: row.images,
    item_id: row.item_id,
    product:
      row.product_id === null
        ? null
        : { id: row.product_id, name: row.product_name ?? '', image: row.product_image ?? '' },
    order: {
      id: row.order_id,
      increment_id: row.increment_id,
      grand_total: centsToAmount(row.grand_total_cents),
      order_status: row.order_status,
      payment_method: row.payment_method,
    },
    buyer: { id: row.buyer_id, email: row.buyer_email, firstname: row.buyer_firstname },
    shop: { id: row.shop_id, name: row.shop_name, status: row.shop_status },
    created_at: iso(row.created_at) ?? '',
    decided_at: iso(row.decided_at),
    settlement: row.settlement,
    arbitration:
      row.arbitrated_at === null || row.arbitrated_by === null
        ? null
        : {
            by: { id: row.arbitrated_by, email: row.arbiter_email ?? '' },
            at: iso(row.arbitrated_at) ?? '',
            message: row.arbitration_message,
            approved: row.state === 'approved',
          },
  };
}
