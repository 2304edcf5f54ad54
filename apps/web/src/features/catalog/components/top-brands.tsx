import { useT } from '../../../lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { mediaUrl } from '../../../lib/media';
import { topBrands, useBrands } from '../api/get-brands';

const grid = 'grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5';

/** The ten brands with the most products. */
export function TopBrands() {
  const t = useT();
  const { data, isPending, isError } = useBrands();
  if (isPending) {
    return (
      <div className={grid}>
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  const brands = topBrands(data ?? []);
  if (isError || brands.length === 0) return <EmptyState>{t('home.noBrands')}</EmptyState>;
  return (
    <ul className={grid}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link
            to={`/pages/category/brands?id=${brand.id}`}
            className="flex h-20 items-center gap-2 rounded-lg border border-stone-200 bg-white p-2 hover:border-accent"
          >
            {brand.logo ? (
              <img src={mediaUrl(brand.logo)} alt="" loading="lazy" className="size-12 shrink-0 rounded object-contain" />
            ) : (
              <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded bg-accent-soft font-bold text-accent">
                {brand.name.slice(0, 1)}
              </span>
            )}
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-stone-900">{brand.name}</span>
              <span className="block text-xs text-stone-600">{t('home.productCount', { count: brand.product_count })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
