import { useMutation } from '@tanstack/react-query';
import type { AdminShop } from '@mall/contract/shops';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface SuspendShopInput {
  shopId: number;
  suspended: boolean;
  reason: string;
}

/** POST /admin/shop/suspend: suspend a shop (its products leave the catalogue) or open it again. */
export function suspendShop({ shopId, suspended, reason }: SuspendShopInput): Promise<AdminShop> {
  return apiClient.post('/admin/shop/suspend', {
    shop_id: shopId,
    suspended: suspended ? 1 : 0,
    ...(reason ? { reason } : {}),
  });
}

/** Suspends or opens each shop in turn; answers how many changed. */
export async function suspendShops(
  shopIds: readonly number[],
  suspended: boolean,
  reason: string,
): Promise<number> {
  let done = 0;
  for (const shopId of shopIds) {
    await suspendShop({ shopId, suspended, reason });
    done += 1;
  }
  return done;
}

export function useSuspendShops() {
  return useMutation({
    mutationFn: ({
      shopIds,
      suspended,
      reason,
    }: {
      shopIds: readonly number[];
      suspended: boolean;
      reason: string;
    }) => suspendShops(shopIds, suspended, reason),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('shops') }),
  });
}
