import type { AdminCategoryNode } from '@mall/contract/admin-catalog';
import { useLanguage } from '../../../../lib/i18n';
import { mediaUrl } from '../../../../lib/media';
import { useAdminT } from '../../i18n/admin-i18n';
import { nameIn } from '../localized-names';

export interface CategoryRowActions {
  onMove: (node: AdminCategoryNode, step: -1 | 1) => void;
  onEdit: (node: AdminCategoryNode) => void;
  onAddChild: (node: AdminCategoryNode) => void;
  onToggleHidden: (node: AdminCategoryNode) => void;
  onRemove: (node: AdminCategoryNode) => void;
  /** A change is under way: the buttons wait. */
  busy: boolean;
}

const small =
  'min-h-9 rounded-md border border-stone-300 bg-white px-2 text-xs font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-50';

/** One category of the tree: icon, names, counts, and what can be done to it. */
export function CategoryTreeRow({
  node,
  index,
  siblings,
  actions,
}: {
  node: AdminCategoryNode;
  index: number;
  siblings: number;
  actions: CategoryRowActions;
}) {
  const t = useAdminT();
  const lang = useLanguage();
  const name = nameIn(node, lang);
  const topLevel = node.parent_id === null;
  return (
    <div
      className={`flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2 ${
        node.hidden ? 'border-dashed border-stone-300 bg-stone-50' : 'border-stone-200 bg-white'
      }`}
    >
      {node.icon ? (
        <img src={mediaUrl(node.icon)} alt="" className="size-10 rounded-md object-cover" />
      ) : (
        <span aria-hidden="true" className="size-10 rounded-md bg-stone-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
          <span className="break-words">{name}</span>
          {node.hidden ? (
            <span className="rounded bg-stone-200 px-1.5 text-xs font-semibold text-stone-700">
              {t('catalogue.status.hidden')}
            </span>
          ) : null}
        </p>
        <p className="text-xs text-stone-600">
          {name !== node.name_en ? `${node.name_en} · ` : ''}
          {t('catalogue.categories.products', { count: node.product_count })}
          {node.commission_percent !== null
            ? ` · ${t('catalogue.categories.commissionShort', { percent: node.commission_percent })}`
            : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={small}
          aria-label={t('catalogue.categories.up', { name })}
          disabled={actions.busy || index === 0}
          onClick={() => actions.onMove(node, -1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={small}
          aria-label={t('catalogue.categories.down', { name })}
          disabled={actions.busy || index === siblings - 1}
          onClick={() => actions.onMove(node, 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className={small}
          aria-label={t('catalogue.categories.editNamed', { name })}
          onClick={() => actions.onEdit(node)}
        >
          {t('catalogue.categories.edit')}
        </button>
        {topLevel ? (
          <button
            type="button"
            className={small}
            aria-label={t('catalogue.categories.newChildOf', { name })}
            onClick={() => actions.onAddChild(node)}
          >
            {t('catalogue.categories.newChild')}
          </button>
        ) : null}
        <button
          type="button"
          className={small}
          aria-label={t(
            node.hidden ? 'catalogue.categories.showNamed' : 'catalogue.categories.hideNamed',
            {
              name,
            },
          )}
          disabled={actions.busy}
          onClick={() => actions.onToggleHidden(node)}
        >
          {t(node.hidden ? 'catalogue.categories.show' : 'catalogue.categories.hide')}
        </button>
        <button
          type="button"
          className={`${small} text-red-800`}
          aria-label={t('catalogue.categories.removeNamed', { name })}
          disabled={actions.busy}
          onClick={() => actions.onRemove(node)}
        >
          {t('catalogue.categories.remove')}
        </button>
      </div>
    </div>
  );
}
