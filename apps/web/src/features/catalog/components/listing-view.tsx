import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CloseIcon, FilterIcon } from '../../../components/ui/icons';
import { Sheet } from '../../../components/ui/sheet';
import { useMediaQuery, WIDE_QUERY } from '../../../hooks/use-media-query';
import { useT } from '../../../lib/i18n';
import { formatBound, useCurrency } from '../../../lib/money';
import type { ProductSort } from '../../../types/catalog';
import { useBrands } from '../api/get-brands';
import { useCategories } from '../api/get-categories';
import { findCategory } from '../category-tree';
import { activeFilterCount, type Listing } from '../listing-params';
import { FilterForm, type FilterOptions } from './filter-form';
import { SortBar } from './sort-bar';

export interface ListingViewProps {
  listing: Listing;
  onChange: (patch: Partial<Listing>) => void;
  sorts: readonly ProductSort[];
  filters: FilterOptions;
  /** How many products match, once known. */
  total?: number | undefined;
  children: ReactNode;
}

/** Filters beside the list on wide screens (in a sheet on phones), the sorts, the filters in use. */
export function ListingView({
  listing,
  onChange,
  sorts,
  filters,
  total,
  children,
}: ListingViewProps) {
  const t = useT();
  const [sheetOpen, setSheetOpen] = useState(false);
  const formId = useId();
  // One set of filters at a time: beside the list on wide screens, in a sheet on phones.
  const wide = useMediaQuery(WIDE_QUERY);
  const count = activeFilterCount(listing);
  const hasFilters = Boolean(filters.brand || filters.category || filters.price);
  const clear = () => onChange({ brandId: null, categoryId: null, minPrice: null, maxPrice: null });
  // In the sheet, "show results" also applies a price typed but not yet applied.
  const change = (patch: Partial<Listing>) => {
    onChange(patch);
    if ('minPrice' in patch) setSheetOpen(false);
  };
  return (
    <div
      className={
        hasFilters ? 'md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:items-start md:gap-6' : ''
      }
    >
      {hasFilters && wide ? (
        <aside
          aria-label={t('filters.title')}
          className="sticky top-28 rounded-xl border border-stone-200 bg-white p-4"
        >
          <h2 className="mb-4 text-base font-bold">{t('filters.title')}</h2>
          <FilterForm listing={listing} onChange={onChange} options={filters} formId={formId} />
          {count > 0 ? (
            <Button variant="ghost" className="mt-4 w-full" onClick={clear}>
              {t('filters.clear')}
            </Button>
          ) : null}
        </aside>
      ) : null}
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">
            <SortBar sorts={sorts} value={listing.sort} onChange={(sort) => onChange({ sort })} />
          </div>
          {hasFilters && !wide ? (
            <Button
              variant="secondary"
              className="shrink-0"
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
            >
              <FilterIcon className="size-5" />
              {t('filters.button')}
              {count > 0 ? (
                <span className="rounded-full bg-accent px-1.5 text-xs text-white">{count}</span>
              ) : null}
            </Button>
          ) : null}
        </div>
        <div className="flex min-h-5 flex-wrap items-center gap-2">
          {total !== undefined ? (
            <p className="text-sm text-stone-700" role="status">
              {t('list.count', { count: total })}
            </p>
          ) : null}
          <ActiveFilters listing={listing} onChange={onChange} />
        </div>
        {children}
      </div>
      {hasFilters && !wide ? (
        <Sheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          title={t('filters.title')}
          closeLabel={t('nav.closeMessage')}
          footer={
            <div className="flex gap-2">
              <Button variant="secondary" className="flex-1" onClick={clear} disabled={count === 0}>
                {t('filters.clear')}
              </Button>
              {filters.price ? (
                <Button type="submit" form={formId} className="flex-1">
                  {t('filters.show')}
                </Button>
              ) : (
                <Button className="flex-1" onClick={() => setSheetOpen(false)}>
                  {t('filters.show')}
                </Button>
              )}
            </div>
          }
        >
          <FilterForm listing={listing} onChange={change} options={filters} formId={formId} />
        </Sheet>
      ) : null}
    </div>
  );
}

/** Each filter in use as a chip that removes it. */
function ActiveFilters({
  listing,
  onChange,
}: {
  listing: Listing;
  onChange: (patch: Partial<Listing>) => void;
}) {
  const t = useT();
  const currency = useCurrency();
  const brands = useBrands();
  const categories = useCategories();
  const chips: { key: string; label: string; clear: Partial<Listing> }[] = [];
  if (listing.brandId !== null) {
    const name = brands.data?.find((b) => b.id === listing.brandId)?.name ?? `#${listing.brandId}`;
    chips.push({ key: 'brand', label: name, clear: { brandId: null } });
  }
  if (listing.categoryId !== null) {
    const name =
      findCategory(categories.data ?? [], listing.categoryId)?.name ?? `#${listing.categoryId}`;
    chips.push({ key: 'category', label: name, clear: { categoryId: null } });
  }
  if (listing.minPrice !== null || listing.maxPrice !== null) {
    const low = listing.minPrice !== null ? formatBound(listing.minPrice, currency) : null;
    const high = listing.maxPrice !== null ? formatBound(listing.maxPrice, currency) : null;
    const label =
      low && high
        ? `${low} – ${high}`
        : low
          ? t('filters.from', { price: low })
          : t('filters.upTo', { price: high ?? '' });
    chips.push({ key: 'price', label, clear: { minPrice: null, maxPrice: null } });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('filters.active')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.clear)}
            className="inline-flex min-h-9 items-center gap-1 rounded-full bg-stone-200 ps-3 pe-2 text-sm text-stone-900 hover:bg-stone-300"
            aria-label={t('filters.remove', { filter: chip.label })}
          >
            {chip.label}
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
