import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../lib/i18n';
import { flattenPages } from '../../../lib/paging';
import { useSearchProducts } from '../api/search-products';
import { activeFilterCount, SEARCH_SORTS } from '../listing-params';
import { useListing } from '../use-listing';
import { ListingView } from './listing-view';
import { ProductList } from './product-list';

const PAGE_SIZE = 24;

/** The products matching `term`, with the category, brand and price filters and the sorts. */
export function SearchResults({ term }: { term: string }) {
  const t = useT();
  const [listing, update] = useListing(SEARCH_SORTS);
  const query = useSearchProducts(term, listing, PAGE_SIZE);
  const filtered = activeFilterCount(listing) > 0;
  return (
    <ListingView
      listing={listing}
      onChange={update}
      sorts={SEARCH_SORTS}
      filters={{ category: true, brand: true, price: true }}
      total={query.data?.pages[0]?.total}
    >
      <ProductList
        width="aside"
        products={flattenPages(query.data?.pages)}
        query={query}
        empty={
          <EmptyState
            title={t('search.noResultsTitle', { term })}
            action={
              filtered ? (
                <button
                  type="button"
                  className={buttonClass('primary')}
                  onClick={() =>
                    update({ brandId: null, categoryId: null, minPrice: null, maxPrice: null })
                  }
                >
                  {t('filters.clear')}
                </button>
              ) : (
                <Link to="/pages/category/category" className={buttonClass('primary')}>
                  {t('home.browseCategories')}
                </Link>
              )
            }
          >
            {filtered ? t('list.noMatchBody') : t('search.noResultsBody')}
          </EmptyState>
        }
      />
    </ListingView>
  );
}
