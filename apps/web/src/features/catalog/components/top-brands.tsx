import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useInView } from '../../../hooks/use-in-view';
import { useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import { topBrands, useBrands, type Brand } from '../api/get-brands';
import { QueryError } from '../../../components/query-error';

const grid = 'grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5';

export function brandPath(id: number): string {
  return `/pages/category/brands?id=${id}`;
}

/** Brand logos are 200 x 200; the first letter stands in when there is none. */
export function BrandLogo({
  brand,
  className = 'size-12',
}: {
  brand: Pick<Brand, 'name' | 'logo'>;
  className?: string;
}) {
  return brand.logo ? (
    <img
      src={mediaUrl(brand.logo)}
      alt=""
      width={200}
      height={200}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-lg bg-white object-contain ${className}`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-lg bg-accent-soft font-bold text-accent ${className}`}
    >
      {brand.name.slice(0, 1)}
    </span>
  );
}

/** A brand as a tile: logo, name, how many products. */
export function BrandTile({ brand }: { brand: Brand }) {
  const t = useT();
  return (
    <Link
      to={brandPath(brand.id)}
      className="flex h-20 items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 hover:border-accent"
    >
      <BrandLogo brand={brand} />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-stone-900">{brand.name}</span>
        <span className="block text-xs text-stone-600">
          {t('home.productCount', { count: brand.product_count })}
        </span>
      </span>
    </Link>
  );
}

export function BrandGridSkeleton({ count }: { count: number }) {
  return (
    <div className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-20 rounded-xl" />
      ))}
    </div>
  );
}

/** The ten brands with the most products (or all of them, A to Z). */
export function TopBrands({ all = false }: { all?: boolean }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useBrands();
  // On the home page the logos load only when the section comes near the screen.
  const [ref, inView] = useInView<HTMLDivElement>('200px 0px');
  if (isPending || !inView) {
    return (
      <div ref={ref}>
        <BrandGridSkeleton count={10} />
      </div>
    );
  }
  if (isError) {
    return <QueryError body={t('list.errorBody')} onRetry={refetch} variant="secondary" />;
  }
  const brands = all
    ? [...(data ?? [])].sort((a, b) => a.name.localeCompare(b.name))
    : topBrands(data ?? []);
  if (brands.length === 0) return <EmptyState>{t('home.noBrands')}</EmptyState>;
  return (
    <ul className={grid}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <BrandTile brand={brand} />
        </li>
      ))}
    </ul>
  );
}
