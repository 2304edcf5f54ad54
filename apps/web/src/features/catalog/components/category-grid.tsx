import { useT } from '../../../lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { GridIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { mediaUrl } from '../../../lib/media';
import { useCategories } from '../api/get-categories';

const grid = 'grid grid-cols-4 gap-2 sm:grid-cols-5 md:grid-cols-8';

/** The top-level categories as round icons; each opens its products. */
export function CategoryGrid({ limit = 16 }: { limit?: number }) {
  const t = useT();
  const { data, isPending, isError } = useCategories();
  if (isPending) {
    return (
      <div className={grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    );
  }
  const categories = (data ?? []).filter((c) => !c.parent_id).slice(0, limit);
  if (isError || categories.length === 0) return <EmptyState>{t('home.noCategories')}</EmptyState>;
  return (
    <ul className={grid}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={`/pages/category/detail?id=${category.id}`}
            className="flex h-full flex-col items-center gap-1 rounded-lg p-1 text-center text-xs text-stone-800 hover:bg-white md:text-sm"
          >
            <span className="grid size-14 place-items-center overflow-hidden rounded-full bg-white shadow-sm">
              {category.icon ? (
                <img src={mediaUrl(category.icon)} alt="" loading="lazy" className="size-full object-cover" />
              ) : (
                <GridIcon className="size-6 text-accent" />
              )}
            </span>
            <span className="line-clamp-2 break-words">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
