import { useState } from 'react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AdminBrand } from '@mall/contract/admin-catalog';
import { LANGS } from '@mall/contract/locales';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { mediaUrl } from '../../../../lib/media';
import { showToast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterBar } from '../../components/filter-bar';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { SearchBox } from '../../table/search-box';
import { useTableState } from '../../table/use-table-state';
import { getBrands, useBrands } from '../api/get-brands';
import { useRemoveBrand } from '../api/remove-brand';
import { useSaveBrand } from '../api/save-brand';
import { removeRefusal } from '../catalogue-errors';
import { NAME_KEYS, nameIn, namesOf, translatedCount } from '../localized-names';
import { BrandForm } from './brand-form';

const column = createColumnHelper<AdminBrand>();
const small =
  'min-h-9 rounded-md border border-stone-300 bg-white px-2 text-xs font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-50';

/** /admin/brands: every brand, hidden ones too; add, edit, hide or show, remove. */
export function BrandsPage() {
  const t = useAdminT();
  const lang = useLanguage();
  const table = useTableState({ q: '', hidden: '' }, { sort: 'sort', order: 'asc' });
  const query = useBrands(table.params);
  const save = useSaveBrand();
  const remove = useRemoveBrand();
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminBrand | null>(null);

  const toggleHidden = (brand: AdminBrand) =>
    save.mutate(
      { id: brand.id, names: namesOf(brand), logo: brand.logo, sort: '', hidden: !brand.hidden },
      {
        onSuccess: (saved) =>
          showToast(
            t(saved.hidden ? 'catalogue.brands.hiddenDone' : 'catalogue.brands.shownDone', {
              name: nameIn(saved, lang),
            }),
            'success',
          ),
        onError: (error) => showToast(error.message),
      },
    );

  const columns = [
    column.accessor((brand) => nameIn(brand, lang), {
      id: 'name',
      header: t('catalogue.brands.name'),
      enableSorting: true,
      cell: ({ row }) => {
        const brand = row.original;
        const name = nameIn(brand, lang);
        return (
          <span className="flex items-center gap-2">
            {brand.logo ? (
              <img src={mediaUrl(brand.logo)} alt="" className="size-8 rounded object-contain" />
            ) : (
              <span aria-hidden="true" className="size-8 rounded bg-stone-100" />
            )}
            <span>
              <span className="font-semibold">{name}</span>
              {name !== brand.name_en ? (
                <span className="block text-xs text-stone-600">{brand.name_en}</span>
              ) : null}
            </span>
          </span>
        );
      },
    }),
    column.accessor((brand) => translatedCount(brand), {
      id: 'languages',
      header: t('catalogue.brands.languages'),
      enableSorting: false,
      cell: ({ getValue }) =>
        t('catalogue.brands.languagesCount', { count: getValue(), total: LANGS.length }),
    }),
    column.accessor('product_count', {
      id: 'products',
      header: t('catalogue.brands.products'),
      enableSorting: true,
      meta: { align: 'end' },
    }),
    column.accessor('sort', {
      id: 'sort',
      header: t('catalogue.brands.sort'),
      enableSorting: true,
      meta: { align: 'end' },
    }),
    column.accessor('hidden', {
      id: 'hidden',
      header: t('catalogue.brands.status'),
      enableSorting: false,
      cell: ({ getValue }) =>
        getValue() ? (
          <span className="rounded bg-stone-200 px-1.5 text-xs font-semibold text-stone-700">
            {t('catalogue.status.hidden')}
          </span>
        ) : (
          t('catalogue.status.shown')
        ),
    }),
    column.accessor('created_at', {
      id: 'created',
      header: t('catalogue.brands.created'),
      enableSorting: true,
      cell: ({ getValue }) => formatDate(getValue(), lang),
    }),
    column.display({
      id: 'actions',
      header: t('catalogue.brands.actions'),
      cell: ({ row }) => {
        const brand = row.original;
        const name = nameIn(brand, lang);
        return (
          <span className="flex flex-wrap gap-1">
            <button
              type="button"
              className={small}
              aria-label={t('catalogue.brands.editNamed', { name })}
              onClick={() => setEditing(brand)}
            >
              {t('catalogue.brands.edit')}
            </button>
            <button
              type="button"
              className={small}
              disabled={save.isPending}
              aria-label={t(
                brand.hidden ? 'catalogue.brands.showNamed' : 'catalogue.brands.hideNamed',
                { name },
              )}
              onClick={() => toggleHidden(brand)}
            >
              {t(brand.hidden ? 'catalogue.brands.show' : 'catalogue.brands.hide')}
            </button>
            <button
              type="button"
              className={`${small} text-red-800`}
              aria-label={t('catalogue.brands.removeNamed', { name })}
              onClick={() => setRemoving(brand)}
            >
              {t('catalogue.brands.remove')}
            </button>
          </span>
        );
      },
    }),
  ] as ColumnDef<AdminBrand, never>[];

  if (query.isError && isForbidden(query.error)) return <NoPermission />;
  return (
    <>
      <AdminPageHeader
        title={t('catalogue.brands.title')}
        description={t('catalogue.brands.intro')}
        actions={<Button onClick={() => setEditing('new')}>{t('catalogue.brands.new')}</Button>}
      />
      <FilterBar onReset={table.reset}>
        <SearchBox
          label={t('catalogue.brands.search')}
          value={table.filters.q}
          onSearch={(q) => table.set({ q })}
        />
        <SelectField
          stacked
          label={t('catalogue.filters.visibility')}
          value={table.filters.hidden}
          onValueChange={(hidden) => table.set({ hidden })}
          options={[
            { value: '', label: t('shell.filters.all') },
            { value: '0', label: t('catalogue.filters.shown') },
            { value: '1', label: t('catalogue.filters.hidden') },
          ]}
        />
      </FilterBar>
      <AdminTable
        columns={columns}
        query={query}
        state={table}
        rowId={(brand) => String(brand.id)}
        caption={t('catalogue.brands.title')}
        empty={{ title: t('catalogue.brands.empty'), body: t('catalogue.brands.emptyBody') }}
        exportCsv={{
          name: 'brands',
          columns: [
            { header: 'ID', value: (brand) => brand.id },
            ...NAME_KEYS.map((key) => ({ header: key, value: (brand: AdminBrand) => brand[key] })),
            { header: 'logo', value: (brand) => brand.logo },
            { header: 'products', value: (brand) => brand.product_count },
            { header: 'sort', value: (brand) => brand.sort },
            { header: 'hidden', value: (brand) => (brand.hidden ? 1 : 0) },
            { header: 'created_at', value: (brand) => brand.created_at },
          ],
          fetchPage: (page, pagesize) => getBrands({ ...table.params, page, pagesize }),
        }}
      />
      {editing ? (
        <BrandForm
          key={editing === 'new' ? 'new' : editing.id}
          brand={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('catalogue.brands.removeTitle', { name: removing ? nameIn(removing, lang) : '' })}
        confirmLabel={t('catalogue.brands.remove')}
        danger
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = nameIn(removing, lang);
          remove.mutate(removing.id, {
            onSuccess: () => {
              showToast(t('catalogue.brands.removed', { name }), 'success');
              setRemoving(null);
            },
            onError: (error) => {
              showToast(removeRefusal(error, t));
              setRemoving(null);
            },
          });
        }}
      >
        {t('catalogue.brands.removeBody')}
      </ConfirmDialog>
    </>
  );
}
