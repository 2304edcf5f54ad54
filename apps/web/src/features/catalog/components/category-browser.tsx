import { Link } from 'react-router';
import { ChevronIcon } from '../../../components/ui/icons';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useCategories } from '../api/get-categories';
import { useCategoryProducts } from '../api/get-category-products';
import type { Listing } from '../listing-params';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { CategoryIcon, categoryPath } from './category-grid';
import { QueryError } from '../../../components/query-error';

const POPULAR: Listing = {
  sort: 'sales',
  brandId: null,
  categoryId: null,
  minPrice: null,
  maxPrice: null,
};
const POPULAR_COUNT = 8;

/** The best sellers of the chosen category, under its subcategories. */
function PopularIn({ id, name }: { id: number; name: string }) {
  const t = useT();
  const { data, isPending } = useCategoryProducts(id, POPULAR, POPULAR_COUNT);
  const products = data?.pages[0]?.products.list ?? [];
  if (!isPending && products.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-bold">{t('category.popularIn', { name })}</h3>
      {isPending ? (
        <ProductGridSkeleton count={4} width="aside" />
      ) : (
        <ProductGrid products={products} width="aside" />
      )}
    </div>
  );
}

/**
 * The category tree: top-level categories down the side, the chosen one's subcategories beside
 * them. `selected` comes from the URL (?id=), so back and shared links keep the choice.
 */
export function CategoryBrowser({
  selected,
  selectPath,
}: {
  selected: number | null;
  selectPath: (id: number) => string;
}) {
  const t = useT();
  const { data, isPending, isError, refetch } = useCategories();
  const layout =
    'grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-6';
  if (isPending) {
    return (
      <div className={layout} aria-hidden="true">
        <div className="flex flex-col gap-1">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
        <div className="grid grid-cols-3 gap-3 md:grid-cols-5">
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      </div>
    );
  }
  if (isError) {
    return <QueryError title={t('list.errorTitle')} body={t('list.errorBody')} onRetry={refetch} />;
  }
  const top = (data ?? []).filter((c) => !c.parent_id);
  if (top.length === 0) {
    return (
      <EmptyStateLink
        title={t('home.noCategories')}
        to="/pages/search/search"
        label={t('category.searchInstead')}
      />
    );
  }
  const current = top.find((c) => c.id === selected) ?? top[0]!;
  const children = current.children ?? [];
  return (
    <div className={layout}>
      <nav
        aria-label={t('nav.categories')}
        className="sticky top-16 max-h-[calc(100dvh-9.5rem)] self-start overflow-y-auto rounded-xl bg-white md:top-28 md:max-h-[calc(100dvh-8rem)] md:border md:border-stone-200"
      >
        <ul>
          {top.map((category) => {
            const active = category.id === current.id;
            return (
              <li key={category.id}>
                <Link
                  to={selectPath(category.id)}
                  replace
                  aria-current={active ? 'true' : undefined}
                  className={`flex min-h-12 items-center border-s-4 px-2 py-2 text-sm md:px-4 ${
                    active
                      ? 'border-accent bg-accent-soft font-semibold text-accent'
                      : 'border-transparent text-stone-800 hover:bg-stone-50'
                  }`}
                >
                  <span className="line-clamp-2 break-words">{category.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="category-current" className="flex min-w-0 flex-col gap-4">
        <div className="flex items-center justify-between gap-2 rounded-xl bg-white p-3 md:p-4">
          <div className="flex min-w-0 items-center gap-3">
            <CategoryIcon icon={current.icon} className="size-12" />
            <h2 id="category-current" className="truncate text-base font-bold md:text-lg">
              {current.name}
            </h2>
          </div>
          <Link
            to={categoryPath(current.id)}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent hover:underline"
          >
            {t('category.viewAll')}
            <ChevronIcon className="size-4 rtl:rotate-180" />
          </Link>
        </div>
        {children.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6">
            {children.map((child) => (
              <li key={child.id}>
                <Link
                  to={categoryPath(child.id)}
                  className="flex h-full flex-col items-center gap-1.5 rounded-xl p-2 text-center text-xs text-stone-800 hover:bg-white md:text-sm"
                >
                  <CategoryIcon icon={child.icon} className="size-16" />
                  <span className="line-clamp-2 break-words">{child.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyStateLink to={categoryPath(current.id)} label={t('category.viewAll')}>
            {t('category.noSubcategories')}
          </EmptyStateLink>
        )}
        <PopularIn key={current.id} id={current.id} name={current.name} />
      </section>
    </div>
  );
}
