import { useMutation, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ShopPage } from '../types';

export interface FollowResult {
  followed: boolean;
  followers: number;
}

/** POST /customer/shop/follow or /unfollow. */
export function setFollowing(shopId: number, follow: boolean): Promise<FollowResult> {
  return apiClient.post(follow ? '/customer/shop/follow' : '/customer/shop/unfollow', {
    shop_id: shopId,
  });
}

type WithShop = { shop?: { id?: number; followed?: boolean } };

/** Follows or unfollows a shop; its page and any product page of it follow. */
export function useFollowShop(shopId: number) {
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(shopId, follow),
    onSuccess: (result) => {
      queryClient.setQueriesData<InfiniteData<ShopPage>>(
        { queryKey: queryKeys.shop.byId(shopId) },
        (old) =>
          old
            ? {
                ...old,
                pages: old.pages.map((page) => ({ ...page, shop: { ...page.shop, ...result } })),
              }
            : old,
      );
      queryClient.setQueriesData<WithShop>({ queryKey: queryKeys.catalog.productAny }, (old) =>
        old?.shop?.id === shopId
          ? { ...old, shop: { ...old.shop, followed: result.followed } }
          : old,
      );
    },
  });
}
