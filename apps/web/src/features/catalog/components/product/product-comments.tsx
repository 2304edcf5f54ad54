import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Stars } from '../../../../components/ui/stars';
import { formatDate } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/i18n';
import { mediaUrl } from '../../../../lib/media';
import { flattenPages } from '../../../../lib/paging';
import { useProductComments } from '../../api/get-product-comments';
import { QueryError } from '../../../../components/query-error';

/** Buyers' comments with their stars: the average, then five at a time. */
export function ProductComments({ productId }: { productId: number }) {
  const t = useT();
  const lang = useLanguage();
  const query = useProductComments(productId);
  const first = query.data?.pages[0];
  const comments = flattenPages(query.data?.pages);
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (query.isError && comments.length === 0) {
    return <QueryError body={t('list.errorBody')} onRetry={query.refetch} variant="secondary" />;
  }
  if (comments.length === 0)
    return <EmptyState title={t('comments.emptyTitle')}>{t('comments.emptyBody')}</EmptyState>;
  const average = first?.average ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-xl bg-white p-4">
        <span className="text-4xl font-bold text-stone-900">{average.toFixed(1)}</span>
        <div className="flex flex-col gap-1">
          <Stars
            value={average}
            label={t('product.rated', { rating: average.toFixed(1) })}
            className="size-5"
          />
          <span className="text-sm text-stone-600">
            {t('product.reviews', { count: first?.count ?? comments.length })}
          </span>
        </div>
      </div>
      <ul className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {comments.map((comment) => (
          <li key={comment.id} className="flex flex-col gap-2 p-4">
            <div className="flex items-center gap-2">
              {comment.user.avatar ? (
                <img
                  src={mediaUrl(comment.user.avatar)}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  className="size-8 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-8 place-items-center rounded-full bg-stone-200 text-sm font-bold text-stone-700"
                >
                  {comment.user.firstname.slice(0, 1).toUpperCase() || '?'}
                </span>
              )}
              <span className="text-sm font-semibold text-stone-900">
                {comment.user.firstname || t('comments.buyer')}
              </span>
              <time dateTime={comment.created_at} className="ms-auto text-xs text-stone-600">
                {formatDate(comment.created_at, lang)}
              </time>
            </div>
            <Stars value={comment.star} label={t('comments.stars', { count: comment.star })} />
            {comment.content ? (
              <p className="text-sm break-words whitespace-pre-line text-stone-800">
                {comment.content}
              </p>
            ) : null}
            {comment.images.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {comment.images.map((image, i) => (
                  <li key={image + i}>
                    <a
                      href={mediaUrl(image)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block size-20 overflow-hidden rounded-lg bg-stone-100"
                    >
                      <img
                        src={mediaUrl(image)}
                        alt={t('comments.photo', { n: i + 1 })}
                        width={80}
                        height={80}
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t('list.loading') : t('comments.more')}
        </Button>
      ) : null}
    </div>
  );
}
