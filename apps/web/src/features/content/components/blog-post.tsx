import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { buttonClass } from '../../../components/ui/button';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { RichText } from '../../../components/ui/rich-text';
import { Skeleton } from '../../../components/ui/skeleton';
import { isNotFound } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import type { BlogPost as Post } from '../types';
import { BLOG_IMAGE } from './blog-list';

/** One post: title, date, picture, text; or what to do when it is gone. */
export function BlogPost({
  id,
  query,
}: {
  id: number;
  query: { data?: Post | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  const t = useT();
  const lang = useLanguage();
  if (query.isPending && id > 0) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4" aria-hidden="true">
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="aspect-video" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const post = query.data;
  if (!post) {
    if (id === 0 || isNotFound(query.error)) {
      return (
        <EmptyStateLink title={t('blog.missingTitle')} to="/pages/blog/blog" label={t('blog.all')}>
          {t('blog.missingBody')}
        </EmptyStateLink>
      );
    }
    return (
      <QueryError title={t('list.errorTitle')} body={t('list.errorBody')} onRetry={query.refetch} />
    );
  }
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl leading-tight font-bold text-stone-900 md:text-4xl">
          {post.title}
        </h1>
        <time dateTime={post.created_at} className="text-sm text-stone-600">
          {formatDate(post.created_at, lang)}
        </time>
      </header>
      {post.image ? (
        <img
          src={mediaUrl(post.image)}
          alt=""
          width={BLOG_IMAGE.width}
          height={BLOG_IMAGE.height}
          fetchPriority="high"
          className="aspect-video h-auto w-full rounded-2xl bg-stone-100 object-cover"
        />
      ) : null}
      <RichText html={post.content} className="rounded-xl bg-white p-4 md:p-8" />
      <Link to="/pages/blog/blog" className={buttonClass('secondary', 'self-start')}>
        {t('blog.all')}
      </Link>
    </article>
  );
}
