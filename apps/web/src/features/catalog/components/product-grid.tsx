import { Skeleton } from '../../../components/ui/skeleton';
import type { ProductCard as Product } from '../../../types/catalog';
import { ProductCard } from './product-card';

/** Two columns on phones; four to six on wide screens (`full`), fewer beside a sidebar. */
export type GridWidth = 'full' | 'aside';

const COLUMNS: Record<GridWidth, string> = {
  full: 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6',
  aside: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
};

export interface ProductGridProps {
  products: readonly Product[];
  width?: GridWidth;
  /** How many of the first pictures load at once (above the fold). */
  eager?: number;
  heading?: 'h2' | 'h3';
}

export function ProductGrid({ products, width = 'full', eager = 0, heading }: ProductGridProps) {
  return (
    <ul className={COLUMNS[width]}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < eager} heading={heading} />
        </li>
      ))}
    </ul>
  );
}

/** A card's exact shape while it loads: square picture, two lines of name, price, rating line. */
export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-1 p-2.5">
        <Skeleton className="h-10" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

export function ProductGridSkeleton({
  count = 8,
  width = 'full',
}: {
  count?: number;
  width?: GridWidth;
}) {
  return (
    <div className={COLUMNS[width]} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
