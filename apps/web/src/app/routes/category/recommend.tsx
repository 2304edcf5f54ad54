import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import {
  FEATURED_KINDS,
  isFeaturedKind,
  useFeaturedProductPages,
  type FeaturedKind,
} from '../../../features/catalog/api/get-featured-products';
import { ProductList } from '../../../features/catalog/components/product-list';
import { useT } from '../../../lib/i18n';
import { flattenPages } from '../../../lib/paging';

const PAGE_SIZE = 24;
const TITLES = {
  new: 'home.newProducts',
  hot: 'home.bestSellers',
  recommend: 'home.recommended',
} as const;

/** /pages/category/recommend?list=new|hot|recommend: the home page's lists in full. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const raw = params.get('list');
  const kind: FeaturedKind = isFeaturedKind(raw) ? raw : 'recommend';
  const query = useFeaturedProductPages(kind, PAGE_SIZE);
  return (
    <PageFrame title={t(TITLES[kind])}>
      <div className="flex flex-col gap-4">
        <nav
          aria-label={t('recommend.lists')}
          className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1"
        >
          {FEATURED_KINDS.map((k) => (
            <Link
              key={k}
              to={`/pages/category/recommend?list=${k}`}
              replace
              aria-current={k === kind ? 'page' : undefined}
              className={`inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm whitespace-nowrap ${
                k === kind
                  ? 'border-accent bg-accent-soft font-semibold text-accent'
                  : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400'
              }`}
            >
              {t(TITLES[k])}
            </Link>
          ))}
        </nav>
        <ProductList
          products={flattenPages(query.data?.pages)}
          query={query}
          empty={
            <EmptyStateLink
              title={t('list.emptyTitle')}
              to="/pages/category/category"
              label={t('home.browseCategories')}
            >
              {t('home.noProducts')}
            </EmptyStateLink>
          }
        />
      </div>
    </PageFrame>
  );
}
