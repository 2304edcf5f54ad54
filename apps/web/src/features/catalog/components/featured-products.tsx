import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { useInView } from '../../../hooks/use-in-view';
import { useT } from '../../../lib/i18n';
import { useFeaturedProducts, type FeaturedKind } from '../api/get-featured-products';
import { ProductCard } from './product-card';
import { ProductCardSkeleton, ProductGrid, ProductGridSkeleton } from './product-grid';

/** Home rows: a swipeable row on phones, a grid on wide screens. */
const ROW =
  'relative grid grid-flow-col auto-cols-[42%] gap-3 overflow-x-auto overscroll-x-contain snap-x snap-mandatory pb-1 sm:auto-cols-[30%] md:grid-flow-row md:auto-cols-auto md:grid-cols-4 md:overflow-visible lg:grid-cols-6';

export const HOME_LIST_SIZE = 12;

/** One of the home page's product lists (new, best-selling, recommended). */
export function FeaturedProducts({
  kind,
  layout = 'row',
}: {
  kind: FeaturedKind;
  layout?: 'row' | 'grid';
}) {
  const t = useT();
  // Below the fold: the list loads (and renders) only when it comes near the screen.
  const [ref, inView] = useInView<HTMLDivElement>('100px 0px');
  const { data, isPending, isError } = useFeaturedProducts(kind, HOME_LIST_SIZE, inView);
  if (isPending) {
    return layout === 'grid' ? (
      <div ref={ref}>
        <ProductGridSkeleton count={HOME_LIST_SIZE} />
      </div>
    ) : (
      <div ref={ref} className={ROW} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="snap-start">
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    );
  }
  const products = data?.list ?? [];
  if (isError || products.length === 0) {
    return (
      <EmptyStateLink
        to="/pages/category/category"
        label={t('home.browseCategories')}
        variant="secondary"
      >
        {t('home.noProducts')}
      </EmptyStateLink>
    );
  }
  if (layout === 'grid') return <ProductGrid products={products} />;
  return (
    <ul className={ROW}>
      {products.map((product) => (
        <li key={product.id} className="snap-start">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
