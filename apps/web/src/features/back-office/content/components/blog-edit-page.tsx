import { useParams } from 'react-router';
import { QueryError } from '../../../../components/query-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useBlogPost } from '../api/get-blog-post';
import { BlogPostForm } from './blog-post-form';
import { ContentTabs } from './content-tabs';

/** /admin/blog/:id (`new` for a new post): the post's texts in every language, picture and date. */
export function BlogEditPage() {
  const t = useAdminT();
  const { id: param = 'new' } = useParams();
  const id = param === 'new' ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const query = useBlogPost(valid ? id : null);
  const title = id === null ? t('content.blog.new') : t('content.blog.editTitle');
  if (query.isError && isForbidden(query.error)) return <NoPermission />;
  return (
    <>
      <AdminPageHeader title={title} />
      <ContentTabs />
      {!valid ? (
        <QueryError title={t('content.blog.notFound')} onRetry={() => undefined} />
      ) : id === null ? (
        <BlogPostForm post={null} />
      ) : query.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError
          title={t('content.blog.notFound')}
          body={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <BlogPostForm key={query.data.id} post={query.data} />
      )}
    </>
  );
}
