import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AdminProduct } from '@mall/contract/admin-catalog';
import type { Lang } from '@mall/contract/locales';
import { Money } from '../../../../components/money';
import { formatDate } from '../../../../lib/format';
import { mediaUrl } from '../../../../lib/media';
import type { AdminTFunction } from '../../i18n/admin-i18n';
import type { CsvColumn } from '../../table/csv';

const column = createColumnHelper<AdminProduct>();

const tag = (text: string, tone: 'stone' | 'amber' | 'emerald' | 'red') => {
  const tones = {
    stone: 'bg-stone-200 text-stone-800',
    amber: 'bg-amber-100 text-amber-900',
    emerald: 'bg-emerald-100 text-emerald-900',
    red: 'bg-red-100 text-red-900',
  };
  return (
    <span key={text} className={`rounded px-1.5 text-xs font-semibold ${tones[tone]}`}>
      {text}
    </span>
  );
};

/**
 * The product table's columns. Sorting columns have the server's sort names as ids (created,
 * price, sales, stock); the shop's name filters the list by that shop.
 */
export function productColumns(
  t: AdminTFunction,
  lang: Lang,
  onShop: (shopId: number) => void,
): ColumnDef<AdminProduct, never>[] {
  return [
    column.accessor('name', {
      id: 'name',
      header: t('catalogue.products.product'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex min-w-48 items-center gap-2">
          {row.original.image ? (
            <img
              src={mediaUrl(row.original.image)}
              alt=""
              className="size-10 rounded object-cover"
            />
          ) : (
            <span aria-hidden="true" className="size-10 rounded bg-stone-100" />
          )}
          <span>
            <span className="font-semibold">{row.original.name}</span>
            <span className="block text-xs text-stone-600">#{row.original.id}</span>
          </span>
        </span>
      ),
    }),
    column.accessor((product) => product.shop.name, {
      id: 'shop',
      header: t('catalogue.products.shop'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-0.5">
          <button
            type="button"
            className="text-start text-accent underline-offset-2 hover:underline"
            aria-label={t('catalogue.products.filterShop', { name: row.original.shop.name })}
            onClick={() => onShop(row.original.shop.id)}
          >
            {row.original.shop.name}
          </button>
          {row.original.shop.status === 'suspended'
            ? tag(t('catalogue.products.suspended'), 'red')
            : null}
        </span>
      ),
    }),
    column.accessor((product) => product.category.name, {
      id: 'category',
      header: t('catalogue.products.category'),
      enableSorting: false,
    }),
    column.accessor('price', {
      id: 'price',
      header: t('catalogue.products.price'),
      enableSorting: true,
      meta: { align: 'end' },
      cell: ({ getValue }) => <Money value={getValue()} />,
    }),
    column.accessor('stock', {
      id: 'stock',
      header: t('catalogue.products.stock'),
      enableSorting: true,
      meta: { align: 'end' },
    }),
    column.accessor('sales', {
      id: 'sales',
      header: t('catalogue.products.sales'),
      enableSorting: true,
      meta: { align: 'end' },
    }),
    column.accessor('status', {
      id: 'status',
      header: t('catalogue.products.statusLabel'),
      enableSorting: false,
      cell: ({ getValue }) => t(`catalogue.products.status.${getValue()}`),
    }),
    column.display({
      id: 'flags',
      header: t('catalogue.products.flags'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          {row.original.hidden ? tag(t('catalogue.products.hidden'), 'stone') : null}
          {row.original.featured ? tag(t('catalogue.products.featured'), 'amber') : null}
          {row.original.recommended ? tag(t('catalogue.products.recommended'), 'emerald') : null}
          {!row.original.visible ? tag(t('catalogue.products.notVisible'), 'red') : null}
        </span>
      ),
    }),
    column.accessor('created_at', {
      id: 'created',
      header: t('catalogue.products.created'),
      enableSorting: true,
      cell: ({ getValue }) => formatDate(getValue(), lang),
    }),
  ] as ColumnDef<AdminProduct, never>[];
}

/** What the CSV export writes (USD prices, flags as 1 or 0). */
export const PRODUCT_CSV: readonly CsvColumn<AdminProduct>[] = [
  { header: 'id', value: (p) => p.id },
  { header: 'name', value: (p) => p.name },
  { header: 'shop_id', value: (p) => p.shop.id },
  { header: 'shop', value: (p) => p.shop.name },
  { header: 'shop_status', value: (p) => p.shop.status },
  { header: 'category', value: (p) => p.category.name },
  { header: 'brand', value: (p) => p.brand?.name ?? '' },
  { header: 'price_usd', value: (p) => p.price },
  { header: 'stock', value: (p) => p.stock },
  { header: 'sales', value: (p) => p.sales },
  { header: 'status', value: (p) => p.status },
  { header: 'hidden', value: (p) => (p.hidden ? 1 : 0) },
  { header: 'featured', value: (p) => (p.featured ? 1 : 0) },
  { header: 'recommended', value: (p) => (p.recommended ? 1 : 0) },
  { header: 'visible', value: (p) => (p.visible ? 1 : 0) },
  { header: 'created_at', value: (p) => p.created_at },
];
