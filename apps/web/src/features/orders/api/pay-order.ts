import { useMutation } from '@tanstack/react-query';
import type { PaymentMethod } from '@mall/contract/checkout';
import type { Order } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { orderChanged } from '../order-cache';

export interface PayOrderInput {
  orderId: number;
  method?: PaymentMethod;
}

/** POST /customer/order/pay: with the wallet, by bank transfer (then pending) or cash on delivery. */
export function payOrder({ orderId, method }: PayOrderInput): Promise<Order> {
  return apiClient.post('/customer/order/pay', {
    order_id: orderId,
    ...(method ? { payment_method: method } : {}),
  });
}

export function usePayOrder() {
  return useMutation({
    mutationFn: payOrder,
    onSuccess: orderChanged,
    onError: () => orderChanged(),
  });
}
