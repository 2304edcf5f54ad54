import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/money';
import { useBrands } from '../api/get-brands';
import { useCategories, type Category } from '../api/get-categories';
import type { Listing } from '../listing-params';
import { PriceRange } from './price-range';

export interface FilterOptions {
  brand?: boolean;
  category?: boolean;
  price?: boolean;
}

function flatten(tree: readonly Category[], depth = 0): { value: string; label: string }[] {
  return tree.flatMap((c) => [
    { value: String(c.id), label: `${'— '.repeat(depth)}${c.name}` },
    ...flatten(c.children ?? [], depth + 1),
  ]);
}

/** Brand, category and price filters; brand and category apply at once, price on submit. */
export function FilterForm({
  listing,
  onChange,
  options,
  formId,
}: {
  listing: Listing;
  onChange: (patch: Partial<Listing>) => void;
  options: FilterOptions;
  formId: string;
}) {
  const t = useT();
  const brands = useBrands();
  const categories = useCategories();
  const moneyKey = useCurrency().code;
  const brandOptions = [...(brands.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="flex flex-col gap-5">
      {options.category ? (
        <SelectField
          label={t('filters.category')}
          stacked
          value={listing.categoryId ? String(listing.categoryId) : ''}
          options={[
            { value: '', label: t('filters.allCategories') },
            ...flatten((categories.data ?? []).filter((c) => !c.parent_id)),
          ]}
          onValueChange={(value) => onChange({ categoryId: value ? Number(value) : null })}
        />
      ) : null}
      {options.brand ? (
        <SelectField
          label={t('filters.brand')}
          stacked
          value={listing.brandId ? String(listing.brandId) : ''}
          options={[
            { value: '', label: t('filters.allBrands') },
            ...brandOptions.map((b) => ({ value: String(b.id), label: b.name })),
          ]}
          onValueChange={(value) => onChange({ brandId: value ? Number(value) : null })}
        />
      ) : null}
      {options.price ? (
        <PriceRange
          key={`${listing.minPrice}-${listing.maxPrice}-${moneyKey}`}
          formId={formId}
          min={listing.minPrice}
          max={listing.maxPrice}
          onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      ) : null}
    </div>
  );
}
