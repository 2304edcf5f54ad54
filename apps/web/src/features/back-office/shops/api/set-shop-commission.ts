import { useMutation } from '@tanstack/react-query';
import type { AdminShop } from '@mall/contract/shops';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /admin/shop/commission: the shop's own commission percent, or '' to clear it. */
export function setShopCommission({
  shopId,
  percent,
}: {
  shopId: number;
  percent: string;
}): Promise<AdminShop> {
  return apiClient.post('/admin/shop/commission', { shop_id: shopId, percent });
}

export function useSetShopCommission() {
  return useMutation({
    mutationFn: setShopCommission,
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('shops') }),
  });
}
