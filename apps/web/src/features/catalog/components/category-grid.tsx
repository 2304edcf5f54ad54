import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { GridIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import { useCategories } from '../api/get-categories';
import { QueryError } from '../../../components/query-error';

const grid = 'grid grid-cols-4 gap-2 md:grid-cols-10';
const PHONE_COUNT = 8;

export function categoryPath(id: number): string {
  return `/pages/category/detail?id=${id}`;
}

/** Category icons are 128 x 128. */
export function CategoryIcon({
  icon,
  className = 'size-14',
}: {
  icon: string;
  className?: string;
}) {
  return (
    <span
      className={`grid shrink-0 place-items-center overflow-hidden rounded-2xl bg-white shadow-sm ${className}`}
    >
      {icon ? (
        <img
          src={mediaUrl(icon)}
          alt=""
          width={128}
          height={128}
          loading="lazy"
          decoding="async"
          fetchPriority="low"
          className="size-full object-cover"
        />
      ) : (
        <GridIcon className="size-6 text-accent" />
      )}
    </span>
  );
}

/** The top-level categories as icons; each opens its products. */
export function CategoryGrid({ limit = 10 }: { limit?: number }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useCategories();
  if (isPending) {
    return (
      <div className={grid} aria-hidden="true">
        {Array.from({ length: limit }, (_, i) => (
          <div
            key={i}
            className={`flex flex-col items-center gap-1 p-1 ${i >= PHONE_COUNT ? 'hidden md:flex' : ''}`}
          >
            <Skeleton className="size-14 rounded-2xl" />
            <Skeleton className="h-8 w-12 md:h-10" />
          </div>
        ))}
      </div>
    );
  }
  if (isError) {
    return <QueryError body={t('list.errorBody')} onRetry={refetch} variant="secondary" />;
  }
  const categories = (data ?? []).filter((c) => !c.parent_id).slice(0, limit - 1);
  if (categories.length === 0) return <EmptyState>{t('home.noCategories')}</EmptyState>;
  return (
    <ul className={grid}>
      {categories.map((category, i) => (
        // Phones show two rows of four: seven categories and "all".
        <li key={category.id} className={i >= PHONE_COUNT - 1 ? 'hidden md:block' : undefined}>
          <Link
            to={categoryPath(category.id)}
            className="flex h-full flex-col items-center gap-1 rounded-lg p-1 text-center text-xs text-stone-800 hover:bg-white md:text-sm"
          >
            <CategoryIcon icon={category.icon} />
            <span className="line-clamp-2 min-h-8 break-words md:min-h-10">{category.name}</span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          to="/pages/category/category"
          className="flex h-full flex-col items-center gap-1 rounded-lg p-1 text-center text-xs font-semibold text-accent hover:bg-white md:text-sm"
        >
          <span className="grid size-14 place-items-center rounded-2xl bg-accent-soft shadow-sm">
            <GridIcon className="size-7" />
          </span>
          <span className="line-clamp-2 min-h-8 break-words md:min-h-10">
            {t('home.allCategories')}
          </span>
        </Link>
      </li>
    </ul>
  );
}
