import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import type { ShopPage } from '../types';

/** GET /shop/{id}/{page}: the shop and a page of its products. Silent: the page says when it is gone. */
export function getShop(
  id: number,
  page: number,
  pagesize: number,
  sort: string,
  signal?: AbortSignal,
): Promise<ShopPage> {
  return apiClient.get(
    `/shop/${id}/${page}`,
    { pagesize, sort },
    { signal, background: true, silent: true },
  );
}

export function useShop(id: number, sort: string, pagesize: number) {
  const lang = useLang();
  const { loggedIn } = useSession();
  return useInfiniteQuery({
    ...publicQueryDefaults,
    queryKey: queryKeys.shop.detail(id, lang, loggedIn, { sort, pagesize }),
    queryFn: ({ pageParam, signal }) => getShop(id, pageParam, pagesize, sort, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ShopPage) => nextPageParam(last.products),
    enabled: id > 0,
  });
}
