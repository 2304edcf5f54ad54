import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAdvertPage } from '@mall/contract/content-admin';
import { apiClient } from '../../../../lib/api-client';
import { contentKeys } from './content-keys';

/** Every advert and the popup fit one page: the page groups them by position. */
export const ADVERTS_PAGE_SIZE = 100;

/** GET /admin/advert/index: every advert and the popup, inactive and out-of-date ones included. */
export function getAdverts(page: number, signal?: AbortSignal): Promise<AdminAdvertPage> {
  return apiClient.get(
    '/admin/advert/index',
    { page, pagesize: ADVERTS_PAGE_SIZE },
    { signal, background: true, silent: true },
  );
}

export function useAdverts(page = 1) {
  return useQuery({
    queryKey: contentKeys.adverts({ page }),
    queryFn: ({ signal }) => getAdverts(page, signal),
    placeholderData: keepPreviousData,
  });
}
