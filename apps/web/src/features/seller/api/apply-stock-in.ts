import { useMutation } from '@tanstack/react-query';
import type { StockApplication } from '@mall/contract/seller';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /seller/stock/apply: units to receive into a product's stock, once an admin approves (notice 300). */
export function applyStockIn({
  productId,
  qty,
}: {
  productId: number;
  qty: number;
}): Promise<StockApplication> {
  return apiClient.post('/seller/stock/apply', { product_id: productId, qty });
}

export function useApplyStockIn() {
  return useMutation({
    mutationFn: applyStockIn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all }),
  });
}
