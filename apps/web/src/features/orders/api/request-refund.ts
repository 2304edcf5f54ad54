import { useMutation } from '@tanstack/react-query';
import type { Refund } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { orderChanged } from '../order-cache';

export interface RefundRequest {
  orderId: number;
  itemId: number | null;
  reason: string;
  images: string[];
}

/** POST /customer/order/refund: the whole order or one line, with a reason and images. */
export function requestRefund({ orderId, itemId, reason, images }: RefundRequest): Promise<Refund> {
  return apiClient.post('/customer/order/refund', {
    order_id: orderId,
    reason: reason.trim(),
    ...(itemId ? { item_id: itemId } : {}),
    ...(images.length ? { images: JSON.stringify(images) } : {}),
  });
}

export function useRequestRefund() {
  return useMutation({ mutationFn: requestRefund, onSuccess: () => orderChanged() });
}
