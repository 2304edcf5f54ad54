import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /customer/wishlist/add or /remove; answers the wishlist's new size. */
export function setWishlisted(productId: number, wishlisted: boolean): Promise<{ count: number }> {
  return apiClient.post(wishlisted ? '/customer/wishlist/add' : '/customer/wishlist/remove', {
    product_id: productId,
  });
}

/** Adds or removes a product; the product page and the wishlist counter follow. */
export function useToggleWishlist(productId: number) {
  return useMutation({
    mutationFn: (wishlisted: boolean) => setWishlisted(productId, wishlisted),
    onSuccess: ({ count }, wishlisted) => {
      queryClient.setQueriesData<object>(
        { queryKey: queryKeys.catalog.productAll(productId) },
        (old: object | undefined) => (old ? { ...old, wishlisted } : old),
      );
      queryClient.setQueryData<object>(queryKeys.user.info(), (old: object | undefined) =>
        old ? { ...old, product: { count } } : old,
      );
    },
  });
}
