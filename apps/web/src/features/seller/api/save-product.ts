import { useMutation } from '@tanstack/react-query';
import type { SellerProduct } from '@mall/contract/seller';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type ProductSaveValues = Record<string, string>;

/** POST /seller/product/save: a new product waits for the admin's approval (notice 200). */
export function saveProduct(values: ProductSaveValues): Promise<SellerProduct> {
  return apiClient.post('/seller/product/save', values);
}

export function useSaveProduct() {
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all }),
  });
}
