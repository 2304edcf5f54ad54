import type { ReactNode } from 'react';
import { QueryLoadMore } from '../../../components/query-load-more';
import { useT } from '../../../lib/i18n';
import type { PagedQuery } from '../../../lib/paging';
import type { ProductCard } from '../../../types/catalog';
import { ProductGrid, ProductGridSkeleton, type GridWidth } from './product-grid';
import { QueryError } from '../../../components/query-error';

export interface ProductListProps {
  /** The products of the pages loaded so far. */
  products: readonly ProductCard[];
  /** The query that loads them page by page: its state, the next page and a retry. */
  query: PagedQuery;
  /** What to show (and what to do next) when there are no products. */
  empty: ReactNode;
  width?: GridWidth;
  /** The cards' heading level (h2 when the list sits right under the page's h1). */
  heading?: 'h2' | 'h3';
}

/** A paged product grid: skeletons of the final size, the empty state, infinite scroll. */
export function ProductList({
  products,
  query,
  empty,
  width = 'full',
  heading = 'h2',
}: ProductListProps) {
  const t = useT();
  if (query.isPending)
    return <ProductGridSkeleton width={width} count={width === 'full' ? 12 : 10} />;
  if (query.isError && products.length === 0) {
    return (
      <QueryError title={t('list.errorTitle')} body={t('list.errorBody')} onRetry={query.refetch} />
    );
  }
  if (products.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-2">
      <ProductGrid products={products} width={width} eager={2} heading={heading} />
      <QueryLoadMore query={query} />
    </div>
  );
}
