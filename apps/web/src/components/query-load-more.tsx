import { useT } from '../lib/i18n';
import type { PagedQuery } from '../lib/paging';
import { LoadMore } from './ui/load-more';

export interface QueryLoadMoreProps {
  query: Pick<PagedQuery, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** Says when the last page is in (default true). */
  end?: boolean;
}

/** The end of a list an infinite query loads: the next page on scroll or "Show more", then "That's all". */
export function QueryLoadMore({ query, end = true }: QueryLoadMoreProps) {
  const t = useT();
  return (
    <LoadMore
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      labels={{
        more: t('list.more'),
        loading: t('list.loading'),
        end: end ? t('list.end') : undefined,
      }}
    />
  );
}
