import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { isNotFound } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { flattenPages } from '../../../lib/paging';
import { useBrandProducts } from '../api/get-brand-products';
import { LIST_SORTS } from '../listing-params';
import { useListing } from '../use-listing';
import { ListingView } from './listing-view';
import { ProductList } from './product-list';
import { BrandLogo } from './top-brands';

const PAGE_SIZE = 24;

/** One brand: its header and its products with the three sorts. */
export function BrandProducts({ id }: { id: number }) {
  const t = useT();
  const [listing, update] = useListing(LIST_SORTS);
  const query = useBrandProducts(id, listing.sort, PAGE_SIZE);
  const first = query.data?.pages[0];
  if (isNotFound(query.error)) {
    return (
      <EmptyStateLink
        title={t('brand.missingTitle')}
        to="/pages/category/brands"
        label={t('home.allBrands')}
      >
        {t('brand.missingBody')}
      </EmptyStateLink>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex h-20 items-center gap-4 rounded-xl border border-stone-200 bg-white p-3">
        {first ? (
          <>
            <BrandLogo brand={first.brand} className="size-14" />
            <div className="min-w-0">
              <p className="truncate text-lg font-bold">{first.brand.name}</p>
              <p className="text-sm text-stone-600">
                {t('home.productCount', { count: first.products.total })}
              </p>
            </div>
          </>
        ) : (
          <>
            <Skeleton className="size-14" />
            <Skeleton className="h-6 w-40" />
          </>
        )}
      </div>
      <ListingView listing={listing} onChange={update} sorts={LIST_SORTS} filters={{}}>
        <ProductList
          products={flattenPages(query.data?.pages.map((p) => p.products))}
          query={query}
          empty={
            <EmptyStateLink
              title={t('brand.emptyTitle')}
              to="/pages/category/brands"
              label={t('home.allBrands')}
            >
              {t('brand.emptyBody')}
            </EmptyStateLink>
          }
        />
      </ListingView>
    </div>
  );
}
