import { useT } from '../../../lib/i18n';
import type { ProductSort } from '../../../types/catalog';

/** The list's orders as a row of toggle buttons; the pressed one is the current sort. */
export function SortBar({
  sorts,
  value,
  onChange,
}: {
  sorts: readonly ProductSort[];
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('list.sortBy')}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1"
    >
      {sorts.map((sort) => {
        const active = sort === value;
        return (
          <button
            key={sort}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(sort)}
            className={`min-h-10 shrink-0 rounded-full border px-4 text-sm whitespace-nowrap ${
              active
                ? 'border-accent bg-accent-soft font-semibold text-accent'
                : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400'
            }`}
          >
            {t(`sort.${sort}`)}
          </button>
        );
      })}
    </div>
  );
}
