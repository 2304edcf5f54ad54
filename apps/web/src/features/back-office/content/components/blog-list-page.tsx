import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminBlogSummary } from '@mall/contract/content-admin';
import { LANGUAGE_TAGS } from '@mall/contract/locales';
import { Button } from '../../../../components/ui/button';
import { useLanguage } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterBar } from '../../components/filter-bar';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { SearchBox } from '../../table/search-box';
import { useTableState } from '../../table/use-table-state';
import { useBlogPosts } from '../api/get-blog-posts';
import { useRemoveBlogPost } from '../api/remove-blog-post';
import { ContentTabs } from './content-tabs';
import { formatWhen } from './date-time';

const column = createColumnHelper<AdminBlogSummary>();

/** /admin/blog: every post, scheduled ones too, searched by the English title. */
export function BlogListPage() {
  const t = useAdminT();
  const locale = LANGUAGE_TAGS[useLanguage()];
  const navigate = useNavigate();
  const table = useTableState({ q: '' });
  const query = useBlogPosts(table.params);
  const remove = useRemoveBlogPost();
  const [removing, setRemoving] = useState<AdminBlogSummary | null>(null);
  if (query.isError && isForbidden(query.error)) return <NoPermission />;

  const columns = [
    column.accessor('title', {
      header: t('content.blog.postTitle'),
      enableSorting: false,
      cell: ({ row }) => (
        <Link
          to={`/admin/blog/${row.original.id}`}
          className="font-medium text-accent-strong underline-offset-2 hover:underline"
        >
          {row.original.title}
        </Link>
      ),
    }),
    column.accessor('published', {
      header: t('content.blog.status'),
      enableSorting: false,
      cell: ({ getValue }) =>
        getValue() ? t('content.blog.published') : t('content.blog.scheduled'),
    }),
    column.accessor('published_at', {
      header: t('content.blog.publishedAt'),
      enableSorting: false,
      cell: ({ getValue }) => formatWhen(getValue(), locale),
    }),
    column.accessor('updated_at', {
      header: t('content.blog.updatedAt'),
      enableSorting: false,
      cell: ({ getValue }) => formatWhen(getValue(), locale),
    }),
    column.display({
      id: 'actions',
      header: '',
      cell: ({ row }) => (
        <Button
          variant="ghost"
          onClick={() => setRemoving(row.original)}
          aria-label={t('content.blog.removeOne', { title: row.original.title })}
        >
          {t('content.form.remove')}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <AdminPageHeader
        title={t('content.blog.title')}
        description={t('content.blog.intro')}
        actions={
          <Button onClick={() => void navigate('/admin/blog/new')}>{t('content.blog.new')}</Button>
        }
      />
      <ContentTabs />
      <FilterBar onReset={table.reset}>
        <SearchBox
          value={table.filters.q}
          onSearch={(q) => table.set({ q })}
          label={t('content.blog.search')}
        />
      </FilterBar>
      <AdminTable
        columns={columns as never}
        query={query}
        state={table}
        rowId={(post: AdminBlogSummary) => String(post.id)}
        caption={t('content.blog.title')}
        empty={{ title: t('content.blog.empty'), body: t('content.blog.emptyBody') }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('content.blog.removeTitle')}
        confirmLabel={t('content.form.remove')}
        danger
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              showToast(t('content.blog.removed'), 'success');
              setRemoving(null);
            },
          })
        }
      >
        {t('content.blog.removeBody', { title: removing?.title ?? '' })}
      </ConfirmDialog>
    </>
  );
}
