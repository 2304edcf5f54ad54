import { Link } from 'react-router';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { QueryLoadMore } from '../../../components/query-load-more';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import { flattenPages } from '../../../lib/paging';
import { useBlogList } from '../api/get-blog-list';
import { QueryError } from '../../../components/query-error';

/** Blog pictures are 800 x 450 (16:9). */
export const BLOG_IMAGE = { width: 800, height: 450 };
const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function blogPath(id: number): string {
  return `/pages/blog/detail?id=${id}`;
}

function BlogCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-14" />
        <Skeleton className="h-10" />
      </div>
    </div>
  );
}

/** The blog's posts, newest first, page after page. */
export function BlogList() {
  const t = useT();
  const lang = useLanguage();
  const query = useBlogList();
  const posts = flattenPages(query.data?.pages);
  if (query.isPending) {
    return (
      <div className={grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <BlogCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError && posts.length === 0) {
    return (
      <QueryError title={t('list.errorTitle')} body={t('list.errorBody')} onRetry={query.refetch} />
    );
  }
  if (posts.length === 0) {
    return (
      <EmptyStateLink title={t('blog.emptyTitle')} to="/" label={t('comingSoon.backHome')}>
        {t('blog.emptyBody')}
      </EmptyStateLink>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className={grid}>
        {posts.map((post, i) => (
          <li key={post.id}>
            <Link
              to={blogPath(post.id)}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white hover:shadow-md"
            >
              {post.image ? (
                <img
                  src={mediaUrl(post.image)}
                  alt=""
                  width={BLOG_IMAGE.width}
                  height={BLOG_IMAGE.height}
                  loading={i < 2 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-video h-auto w-full bg-stone-100 object-cover"
                />
              ) : (
                <div className="aspect-video bg-accent-soft" />
              )}
              <div className="flex flex-1 flex-col gap-2 p-4">
                <time dateTime={post.created_at} className="text-xs text-stone-600">
                  {formatDate(post.created_at, lang)}
                </time>
                <h2 className="line-clamp-2 text-lg leading-snug font-bold text-stone-900 group-hover:text-accent">
                  {post.title}
                </h2>
                <p className="line-clamp-3 text-sm text-stone-700">{post.summary}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <QueryLoadMore query={query} end={false} />
    </div>
  );
}
