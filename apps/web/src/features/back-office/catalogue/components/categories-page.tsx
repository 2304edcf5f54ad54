import { useState } from 'react';
import type { AdminCategoryNode } from '@mall/contract/admin-catalog';
import { QueryError } from '../../../../components/query-error';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useLanguage } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useCategoryTree } from '../api/get-category-tree';
import { useMoveCategory } from '../api/move-category';
import { useRemoveCategory } from '../api/remove-category';
import { useSaveCategory } from '../api/save-category';
import { removeRefusal } from '../catalogue-errors';
import { nameIn, namesOf } from '../localized-names';
import { CategoryForm } from './category-form';
import { CategoryTreeRow, type CategoryRowActions } from './category-tree-row';

type Editing = { category: AdminCategoryNode | null; parentId: number | null };

/**
 * /admin/categories: the whole tree, hidden categories too. Add, edit (names in every
 * language, parent, icon, commission), reorder with up and down, hide or show, remove.
 */
export function CategoriesPage() {
  const t = useAdminT();
  const lang = useLanguage();
  const query = useCategoryTree();
  const move = useMoveCategory();
  const save = useSaveCategory();
  const remove = useRemoveCategory();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<AdminCategoryNode | null>(null);
  const tree = query.data?.list ?? [];

  const siblingsOf = (node: AdminCategoryNode) =>
    node.parent_id === null
      ? tree
      : (tree.find((top) => top.id === node.parent_id)?.children ?? []);

  const actions: CategoryRowActions = {
    busy: move.isPending || save.isPending || remove.isPending,
    onMove: (node, step) => {
      const position = siblingsOf(node).findIndex((sibling) => sibling.id === node.id) + step;
      move.mutate(
        { id: node.id, parent_id: node.parent_id, position },
        {
          onSuccess: () =>
            showToast(t('catalogue.categories.moved', { name: nameIn(node, lang) }), 'success'),
        },
      );
    },
    onEdit: (node) => setEditing({ category: node, parentId: node.parent_id }),
    onAddChild: (node) => setEditing({ category: null, parentId: node.id }),
    onToggleHidden: (node) =>
      save.mutate(
        {
          id: node.id,
          parent_id: node.parent_id,
          names: namesOf(node),
          icon: node.icon,
          hidden: !node.hidden,
          commission_percent:
            node.commission_percent === null ? '' : String(node.commission_percent),
        },
        {
          onSuccess: (saved) =>
            showToast(
              t(
                saved.hidden ? 'catalogue.categories.hiddenDone' : 'catalogue.categories.shownDone',
                {
                  name: nameIn(saved, lang),
                },
              ),
              'success',
            ),
          onError: (error) => showToast(error.message),
        },
      ),
    onRemove: setRemoving,
  };

  let body;
  if (query.isPending) {
    body = (
      <div className="flex flex-col gap-2" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = isForbidden(query.error) ? (
      <NoPermission />
    ) : (
      <QueryError
        title={t('catalogue.categories.loadFailed')}
        body={query.error.message}
        onRetry={() => void query.refetch()}
        variant="secondary"
      />
    );
  } else if (tree.length === 0) {
    body = (
      <EmptyState
        title={t('catalogue.categories.empty')}
        action={
          <Button onClick={() => setEditing({ category: null, parentId: null })}>
            {t('catalogue.categories.new')}
          </Button>
        }
      >
        {t('catalogue.categories.emptyBody')}
      </EmptyState>
    );
  } else {
    body = (
      <ol aria-label={t('catalogue.categories.tree')} className="flex flex-col gap-2">
        {tree.map((top, index) => (
          <li key={top.id} className="flex flex-col gap-2">
            <CategoryTreeRow node={top} index={index} siblings={tree.length} actions={actions} />
            {top.children.length > 0 ? (
              <ol
                aria-label={nameIn(top, lang)}
                className="ms-6 flex flex-col gap-2 border-s-2 border-stone-200 ps-3"
              >
                {top.children.map((child, childIndex) => (
                  <li key={child.id}>
                    <CategoryTreeRow
                      node={child}
                      index={childIndex}
                      siblings={top.children.length}
                      actions={actions}
                    />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <>
      <AdminPageHeader
        title={t('catalogue.categories.title')}
        description={t('catalogue.categories.intro')}
        actions={
          <Button onClick={() => setEditing({ category: null, parentId: null })}>
            {t('catalogue.categories.new')}
          </Button>
        }
      />
      {body}
      {editing ? (
        <CategoryForm
          key={editing.category?.id ?? `new-${editing.parentId ?? 'top'}`}
          category={editing.category}
          parentId={editing.parentId}
          tree={tree}
          hasChildren={(editing.category?.children.length ?? 0) > 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('catalogue.categories.removeTitle', {
          name: removing ? nameIn(removing, lang) : '',
        })}
        confirmLabel={t('catalogue.categories.remove')}
        danger
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = nameIn(removing, lang);
          remove.mutate(removing.id, {
            onSuccess: () => {
              showToast(t('catalogue.categories.removed', { name }), 'success');
              setRemoving(null);
            },
            onError: (error) => {
              showToast(removeRefusal(error, t));
              setRemoving(null);
            },
          });
        }}
      >
        {t('catalogue.categories.removeBody')}
      </ConfirmDialog>
    </>
  );
}
