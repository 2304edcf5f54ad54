import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { useT } from '../../../lib/i18n';
import { isNotFound } from '../../../lib/api-error';
import { flattenPages } from '../../../lib/paging';
import { useCategories } from '../api/get-categories';
import { useCategoryProducts } from '../api/get-category-products';
import { categoryTrail } from '../category-tree';
import { activeFilterCount, LIST_SORTS } from '../listing-params';
import { useListing } from '../use-listing';
import { categoryPath } from './category-grid';
import { ListingView } from './listing-view';
import { ProductList } from './product-list';

/** Where this category sits (parents as links) and its subcategories as chips. */
function CategoryNav({ id }: { id: number }) {
  const t = useT();
  const { data } = useCategories();
  const trail = categoryTrail(data ?? [], id);
  const current = trail[trail.length - 1];
  const children = current?.children ?? [];
  if (!current) return null;
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label={t('category.trail')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-600">
          <li>
            <Link
              to="/pages/category/category"
              className="underline-offset-2 hover:text-accent hover:underline"
            >
              {t('nav.categories')}
            </Link>
          </li>
          {trail.map((c, i) => (
            <li key={c.id} className="flex items-center gap-1">
              <span aria-hidden="true">/</span>
              {i === trail.length - 1 ? (
                <span aria-current="page" className="font-semibold text-stone-900">
                  {c.name}
                </span>
              ) : (
                <Link
                  to={categoryPath(c.id)}
                  className="underline-offset-2 hover:text-accent hover:underline"
                >
                  {c.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {children.length > 0 ? (
        <ul
          aria-label={t('category.subcategories')}
          className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1"
        >
          {children.map((child) => (
            <li key={child.id} className="shrink-0">
              <Link
                to={categoryPath(child.id)}
                className="inline-flex min-h-10 items-center rounded-full border border-stone-300 bg-white px-4 text-sm whitespace-nowrap text-stone-800 hover:border-accent hover:text-accent"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A category id that is not (or no longer) in the catalogue. */
export function MissingCategory() {
  const t = useT();
  return (
    <EmptyStateLink
      title={t('category.missingTitle')}
      to="/pages/category/category"
      label={t('home.browseCategories')}
    >
      {t('category.missingBody')}
    </EmptyStateLink>
  );
}

/** One category's products with the brand and price filters and the three sorts. */
export function CategoryProducts({ id }: { id: number }) {
  const t = useT();
  const [listing, update] = useListing(LIST_SORTS);
  const query = useCategoryProducts(id, listing);
  const first = query.data?.pages[0];
  const filtered = activeFilterCount(listing) > 0;
  if (isNotFound(query.error)) return <MissingCategory />;
  return (
    <div className="flex flex-col gap-4">
      <CategoryNav id={id} />
      <ListingView
        listing={listing}
        onChange={update}
        sorts={LIST_SORTS}
        filters={{ brand: true, price: true }}
        total={first?.products.total}
      >
        <ProductList
          width="aside"
          products={flattenPages(query.data?.pages.map((p) => p.products))}
          query={query}
          empty={
            filtered ? (
              <EmptyState
                title={t('list.noMatchTitle')}
                action={
                  <button
                    type="button"
                    className={buttonClass('primary')}
                    onClick={() => update({ brandId: null, minPrice: null, maxPrice: null })}
                  >
                    {t('filters.clear')}
                  </button>
                }
              >
                {t('list.noMatchBody')}
              </EmptyState>
            ) : (
              <EmptyStateLink
                title={t('category.emptyTitle')}
                to="/pages/category/category"
                label={t('home.browseCategories')}
              >
                {t('category.emptyBody')}
              </EmptyStateLink>
            )
          }
        />
      </ListingView>
    </div>
  );
}
