import type { AdminCategoryNode, AdminProduct } from '@mall/contract/admin-catalog';
import type { Lang } from '@mall/contract/locales';
import { SelectField, type SelectOption } from '../../../../components/ui/select-field';
import { useLanguage } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { FilterBar } from '../../components/filter-bar';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT, type AdminTFunction } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { SearchBox } from '../../table/search-box';
import { useTableState } from '../../table/use-table-state';
import { useCategoryTree } from '../api/get-category-tree';
import { getProducts, useProducts } from '../api/get-products';
import { useSetProductFlags, type ProductFlag } from '../api/set-product-flags';
import { nameIn } from '../localized-names';
import { ClearCacheButton } from './clear-cache-button';
import { PRODUCT_CSV, productColumns } from './product-columns';
import { ShopIdBox } from './shop-id-box';

/** The product states, in the order a product goes through them (contract seller.ts). */
const STATUSES = [
  'pending',
  'approved',
  'rejected',
  'off',
] as const satisfies readonly AdminProduct['status'][];

const FILTERS = {
  q: '',
  status: '',
  hidden: '',
  featured: '',
  recommended: '',
  category_id: '',
  shop_id: '',
};

/** The bulk actions: a flag and whether it is set. */
const BULK: readonly {
  flag: ProductFlag;
  on: boolean;
  label: 'hide' | 'show' | 'feature' | 'unfeature' | 'recommend' | 'unrecommend';
}[] = [
  { flag: 'hidden', on: true, label: 'hide' },
  { flag: 'hidden', on: false, label: 'show' },
  { flag: 'featured', on: true, label: 'feature' },
  { flag: 'featured', on: false, label: 'unfeature' },
  { flag: 'recommended', on: true, label: 'recommend' },
  { flag: 'recommended', on: false, label: 'unrecommend' },
];

function categoryOptions(
  tree: readonly AdminCategoryNode[],
  lang: Lang,
  t: AdminTFunction,
): SelectOption[] {
  return [
    { value: '', label: t('catalogue.products.allCategories') },
    ...tree.flatMap((top) => [
      { value: String(top.id), label: nameIn(top, lang) },
      ...top.children.map((child) => ({
        value: String(child.id),
        label: `— ${nameIn(child, lang)}`,
      })),
    ]),
  ];
}

const yesNo = (t: AdminTFunction): SelectOption[] => [
  { value: '', label: t('shell.filters.all') },
  { value: '1', label: t('catalogue.products.yes') },
  { value: '0', label: t('catalogue.products.no') },
];

/**
 * /admin/products: every product in any state, filtered, sorted and paged in the URL; hide,
 * feature or recommend many at once; CSV export; clear the catalogue cache.
 */
export function ProductsPage() {
  const t = useAdminT();
  const lang = useLanguage();
  const table = useTableState(FILTERS, { sort: 'created', order: 'desc' });
  const query = useProducts(table.params);
  const categories = useCategoryTree();
  const flags = useSetProductFlags();
  const columns = productColumns(t, lang, (shopId) => table.set({ shop_id: String(shopId) }));

  const bulk = (selected: AdminProduct[], clear: () => void) =>
    BULK.map((action) => (
      <button
        key={action.label}
        type="button"
        disabled={flags.isPending}
        className="min-h-9 rounded-md bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-100 disabled:opacity-60"
        onClick={() =>
          flags.mutate(
            { ids: selected.map((product) => product.id), flag: action.flag, on: action.on },
            {
              onSuccess: (result) => {
                showToast(
                  t('catalogue.products.updated', { count: result.list.length }),
                  'success',
                );
                clear();
              },
            },
          )
        }
      >
        {t(`catalogue.products.bulk.${action.label}`)}
      </button>
    ));

  if (query.isError && isForbidden(query.error)) return <NoPermission />;
  return (
    <>
      <AdminPageHeader
        title={t('catalogue.products.title')}
        description={t('catalogue.products.intro')}
        actions={<ClearCacheButton />}
      />
      <FilterBar onReset={table.reset}>
        <SearchBox
          label={t('catalogue.products.search')}
          value={table.filters.q}
          onSearch={(q) => table.set({ q })}
        />
        <SelectField
          stacked
          label={t('catalogue.products.statusLabel')}
          value={table.filters.status}
          onValueChange={(status) => table.set({ status })}
          options={[
            { value: '', label: t('shell.filters.all') },
            ...STATUSES.map((status) => ({
              value: status,
              label: t(`catalogue.products.status.${status}`),
            })),
          ]}
        />
        <SelectField
          stacked
          label={t('catalogue.products.category')}
          value={table.filters.category_id}
          onValueChange={(category_id) => table.set({ category_id })}
          options={categoryOptions(categories.data?.list ?? [], lang, t)}
        />
        <ShopIdBox
          label={t('catalogue.products.shopId')}
          value={table.filters.shop_id}
          onChange={(shop_id) => table.set({ shop_id })}
        />
        {(['hidden', 'featured', 'recommended'] as const).map((flag) => (
          <SelectField
            key={flag}
            stacked
            label={t(`catalogue.products.${flag}`)}
            value={table.filters[flag]}
            onValueChange={(value) => table.set({ [flag]: value })}
            options={yesNo(t)}
          />
        ))}
      </FilterBar>
      <AdminTable
        columns={columns}
        query={query}
        state={table}
        rowId={(product) => String(product.id)}
        caption={t('catalogue.products.title')}
        empty={{ title: t('catalogue.products.empty'), body: t('catalogue.products.emptyBody') }}
        bulkActions={bulk}
        exportCsv={{
          name: 'products',
          columns: PRODUCT_CSV,
          fetchPage: (page, pagesize) => getProducts({ ...table.params, page, pagesize }),
        }}
      />
    </>
  );
}
