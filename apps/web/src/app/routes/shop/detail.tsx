import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { ListingView } from '../../../features/catalog/components/listing-view';
import { ProductList } from '../../../features/catalog/components/product-list';
import { LIST_SORTS } from '../../../features/catalog/listing-params';
import { useListing } from '../../../features/catalog/use-listing';
import { SupportLink } from '../../../features/content/components/support-link';
import { useShop } from '../../../features/shop/api/get-shop';
import { ShopHeader } from '../../../features/shop/components/shop-header';
import { isNotFound } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { flattenPages } from '../../../lib/paging';
import { positiveId } from '../../../lib/route-params';

const PAGE_SIZE = 24;

/** /pages/shop/detail?id=N: the shop, follow, and its products. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const id = positiveId(params.get('id')) ?? 0;
  const [listing, update] = useListing(LIST_SORTS);
  const query = useShop(id, listing.sort, PAGE_SIZE);
  const shop = query.data?.pages[0]?.shop;
  if (id === 0 || isNotFound(query.error)) {
    return (
      <PageFrame>
        <EmptyStateLink title={t('shop.missingTitle')} to="/" label={t('notFound.home')}>
          {t('shop.missingBody')}
        </EmptyStateLink>
      </PageFrame>
    );
  }
  return (
    <PageFrame ownHeading title={shop?.name}>
      <div className="flex flex-col gap-6">
        <ShopHeader shop={shop} extra={<SupportLink />} />
        {/* Mounted anew once the shop is in: the header's final height moves nothing on screen. */}
        <section
          key={shop ? 'ready' : 'loading'}
          aria-labelledby="shop-products"
          className="flex flex-col gap-3"
        >
          <h2 id="shop-products" className="text-lg font-bold">
            {t('shop.products')}
          </h2>
          <ListingView listing={listing} onChange={update} sorts={LIST_SORTS} filters={{}}>
            <ProductList
              heading="h3"
              products={flattenPages(query.data?.pages.map((p) => p.products))}
              query={query}
              empty={
                <EmptyStateLink
                  title={t('shop.emptyTitle')}
                  to="/pages/category/category"
                  label={t('home.browseCategories')}
                >
                  {t('shop.emptyBody')}
                </EmptyStateLink>
              }
            />
          </ListingView>
        </section>
      </div>
    </PageFrame>
  );
}
