import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Section } from '../../../../components/section';
import { ShareButton } from '../../../../components/share-button';
import { QueryError } from '../../../../components/query-error';
import { EmptyStateLink } from '../../../../components/ui/empty-state-link';
import { RichText } from '../../../../components/ui/rich-text';
import { Skeleton } from '../../../../components/ui/skeleton';
import { isNotFound } from '../../../../lib/api-error';
import { useT } from '../../../../lib/i18n';
import type { ProductDetail } from '../../../../types/catalog';
import { useRelatedProducts } from '../../api/get-related-products';
import { productPath } from '../product-card';
import { ProductGrid, ProductGridSkeleton } from '../product-grid';
import { ProductActionBar } from './product-actions';
import { ProductComments } from './product-comments';
import { ProductGallery } from './product-gallery';
import { ProductSummary } from './product-summary';

export interface ProductViewProps {
  id: number;
  query: UseQueryResult<ProductDetail, unknown>;
  /** What other features add: the cart's buttons, the shop card, the wishlist button, the phone bar's shortcuts. */
  renderCartButtons: (product: ProductDetail, className: string) => ReactNode;
  renderShop: (product: ProductDetail) => ReactNode;
  renderWishlist: (product: ProductDetail, compact: boolean) => ReactNode;
  renderShortcuts: (product: ProductDetail) => ReactNode;
}

function galleryOf(product: ProductDetail): string[] {
  return [...new Set([product.image, ...(product.images ?? [])].filter(Boolean))];
}

function ProductSkeleton() {
  return (
    <div className="md:grid md:grid-cols-2 md:gap-8" aria-hidden="true">
      <Skeleton className="aspect-square rounded-2xl" />
      <div className="mt-4 flex flex-col gap-3 md:mt-0">
        <Skeleton className="h-8 w-4/5" />
        <Skeleton className="h-16" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}

/** Related products: those of the detail answer, else get_recommend_list. */
function RelatedProducts({ product }: { product: ProductDetail }) {
  const t = useT();
  const own = product.related ?? [];
  const fallback = useRelatedProducts(product.id, own.length === 0);
  const list = own.length > 0 ? own : (fallback.data ?? []);
  if (own.length === 0 && fallback.isPending) return <ProductGridSkeleton count={6} />;
  if (list.length === 0) {
    return (
      <EmptyStateLink
        to="/pages/category/recommend"
        label={t('home.recommended')}
        variant="secondary"
      >
        {t('product.noRelated')}
      </EmptyStateLink>
    );
  }
  return <ProductGrid products={list.slice(0, 12)} />;
}

/** The product page: gallery, price, stock, actions, shop, description, comments, related. */
export function ProductView({
  id,
  query,
  renderCartButtons,
  renderShop,
  renderWishlist,
  renderShortcuts,
}: ProductViewProps) {
  const t = useT();
  if (query.isPending && id > 0) return <ProductSkeleton />;
  if (!query.data) {
    if (id === 0 || isNotFound(query.error)) {
      return (
        <EmptyStateLink title={t('product.missingTitle')} to="/" label={t('notFound.home')}>
          {t('product.missingBody')}
        </EmptyStateLink>
      );
    }
    return (
      <QueryError title={t('list.errorTitle')} body={t('list.errorBody')} onRetry={query.refetch} />
    );
  }
  const product = query.data;
  const showComments = () =>
    document
      .getElementById('product-comments')
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <div className="flex flex-col gap-8 md:gap-12">
      <div className="flex flex-col gap-4 md:grid md:grid-cols-2 md:items-start md:gap-8 lg:gap-12">
        <ProductGallery images={galleryOf(product)} name={product.name} />
        <div className="flex flex-col gap-4">
          <ProductSummary
            product={product}
            onShowComments={showComments}
            share={
              <ShareButton variant="icon" title={product.name} path={productPath(product.id)} />
            }
          />
          <div className="hidden gap-2 md:flex">
            {renderCartButtons(product, 'flex-1')}
            {renderWishlist(product, false)}
          </div>
          {renderShop(product)}
        </div>
      </div>
      <Section id="product-description" title={t('product.description')}>
        {product.description ? (
          <div className="rounded-xl border border-stone-200 bg-white p-4 md:p-6">
            <RichText html={product.description} headingTop={3} />
          </div>
        ) : (
          <p className="text-sm text-stone-600">{t('product.noDescription')}</p>
        )}
      </Section>
      <div id="product-comments" className="scroll-mt-20 md:scroll-mt-32">
        <Section id="product-comments-title" title={t('comments.title')}>
          <ProductComments productId={product.id} />
        </Section>
      </div>
      <Section id="product-related" title={t('product.related')}>
        <RelatedProducts product={product} />
      </Section>
      <ProductActionBar
        buttons={renderCartButtons(product, 'min-w-0 flex-1')}
        shortcuts={renderShortcuts(product)}
      />
    </div>
  );
}
