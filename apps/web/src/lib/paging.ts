import type { Page } from '@mall/contract/pagination';

/** The API's list pages are 1-based; there is another page while fewer than `total` were shown. */
export function nextPageParam(last: Page<unknown>): number | undefined {
  const shown = last.page * last.pagesize;
  return last.list.length > 0 && shown < last.total ? last.page + 1 : undefined;
}

/** Every item of the pages loaded so far, without repeats (a list that moved between pages). */
export function flattenPages<T extends { id: number | string }>(
  pages: readonly Page<T>[] | undefined,
): T[] {
  const seen = new Set<number | string>();
  const out: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** What a list reads of the infinite query that loads it page by page (TanStack Query's result fits). */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}
