import { useMutation } from '@tanstack/react-query';
import type { SubmitOrderInput } from '@mall/contract/checkout';
import type { SubmitOrderResult } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /checkout/onepage/submitorder: one unpaid order per shop, prices the server's. */
export async function submitOrder(input: SubmitOrderInput): Promise<SubmitOrderResult> {
  const result = await apiClient.post<SubmitOrderResult>('/checkout/onepage/submitorder', {
    ...input,
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
  return result;
}

export function useSubmitOrder() {
  return useMutation({ mutationFn: submitOrder });
}
