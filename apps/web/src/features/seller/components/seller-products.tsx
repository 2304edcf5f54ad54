import { useState } from 'react';
import type { SellerProduct, StockApplication } from '@mall/contract/seller';
import { MAX_STOCK_IN_QTY } from '@mall/contract/rules';
import { Money } from '../../../components/money';
import { QueryLoadMore } from '../../../components/query-load-more';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT, type MessageKey } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import { showToast } from '../../../lib/toast';
import { useApplyStockIn } from '../api/apply-stock-in';
import { useSellerProducts } from '../api/get-seller-products';
import { useStockApplications } from '../api/get-stock-applications';

const PRODUCT_STATUS: Record<SellerProduct['status'], MessageKey> = {
  pending: 'seller.products.status.pending',
  approved: 'seller.products.status.approved',
  rejected: 'seller.products.status.rejected',
  off: 'seller.products.status.off',
};

const STOCK_STATUS: Record<number, MessageKey> = {
  0: 'seller.stock.status.review',
  1: 'seller.stock.status.received',
  [-1]: 'seller.stock.status.rejected',
};

/** The shop's products (state, stock, sales) with a stock-in request each, and the requests sent. */
export function SellerProducts() {
  const t = useT();
  const query = useSellerProducts();
  const products = query.data?.pages.flatMap((page) => page.list) ?? [];
  const columns: DataColumn<SellerProduct>[] = [
    {
      header: t('seller.products.product'),
      cell: (product) => (
        <div className="flex min-w-48 gap-2">
          <img
            src={mediaUrl(product.image)}
            alt=""
            className="size-12 shrink-0 rounded border object-cover"
          />
          <span className="flex flex-col">
            <span className="line-clamp-2 font-semibold">{String(product.name_en ?? '')}</span>
            <Money value={product.price} />
          </span>
        </div>
      ),
    },
    {
      header: t('seller.products.state'),
      cell: (product) => (
        <>
          {t(PRODUCT_STATUS[product.status])}
          {product.review_message ? (
            <span className="block text-xs text-stone-600 [overflow-wrap:anywhere]">
              {product.review_message}
            </span>
          ) : null}
          {product.revision?.status === 0 ? (
            <span className="block text-xs text-stone-600">
              {t('seller.products.revisionPending')}
            </span>
          ) : null}
          {product.revision?.status === -1 ? (
            <span className="block text-xs text-stone-600 [overflow-wrap:anywhere]">
              {t('seller.products.revisionRejected')}
              {product.revision.message ? ` ${product.revision.message}` : ''}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: t('seller.products.stock'),
      align: 'end',
      cell: (product) =>
        t('seller.products.stockSales', { stock: product.stock, sales: product.sales }),
    },
    { header: t('seller.products.stockIn'), cell: (product) => <StockInForm product={product} /> },
  ];
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="seller-products" className="flex flex-col gap-3">
        <h2 id="seller-products" className="text-lg font-semibold text-stone-900">
          {t('seller.products.title')}
        </h2>
        <DataTable
          columns={columns}
          rows={products}
          rowKey={(product) => product.id}
          pending={query.isPending}
          error={query.error}
          emptyTitle={t('seller.products.empty')}
        />
        <QueryLoadMore query={query} end={false} />
      </section>
      <StockApplications />
    </div>
  );
}

/** Whole units from 1 to MAX_STOCK_IN_QTY, or null. */
function unitsOf(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const units = Number(text);
  return units >= 1 && units <= MAX_STOCK_IN_QTY ? units : null;
}

function StockInForm({ product }: { product: SellerProduct }) {
  const t = useT();
  const apply = useApplyStockIn();
  const [qty, setQty] = useState('');
  const units = unitsOf(qty);
  const name = String(product.name_en ?? '');
  const id = `stock-in-${product.id}`;
  return (
    <form
      className="flex min-w-52 flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (units === null) return;
        apply.mutate(
          { productId: product.id, qty: units },
          {
            onSuccess: () => {
              setQty('');
              showToast(t('seller.products.requested', { qty: units, name }), 'success');
            },
          },
        );
      }}
    >
      <label className="sr-only" htmlFor={id}>
        {t('seller.products.qtyFor', { name })}
      </label>
      <div className="flex gap-1">
        <input
          id={id}
          inputMode="numeric"
          value={qty}
          onChange={(event) => setQty(event.target.value)}
          placeholder={t('seller.products.units')}
          aria-invalid={qty !== '' && units === null ? true : undefined}
          aria-describedby={qty !== '' && units === null ? `${id}-error` : undefined}
          className="min-h-9 w-24 rounded-md border border-stone-300 px-2"
        />
        <button
          type="submit"
          disabled={units === null || apply.isPending}
          className="min-h-9 shrink-0 rounded-md bg-accent px-3 font-semibold text-white disabled:opacity-60"
        >
          {t('seller.products.request')}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
      {qty !== '' && units === null ? (
        <span id={`${id}-error`} className="text-xs text-red-800">
          {t('seller.products.badQty', { max: MAX_STOCK_IN_QTY })}
        </span>
      ) : null}
    </form>
  );
}

function StockApplications() {
  const t = useT();
  const lang = useLanguage();
  const query = useStockApplications();
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];
  const columns: DataColumn<StockApplication>[] = [
    {
      header: t('seller.products.product'),
      cell: (row) => (
        <>
          {row.product.name}
          <span className="block text-xs text-stone-600">{formatDate(row.created_at, lang)}</span>
        </>
      ),
    },
    { header: t('seller.products.units'), align: 'end', cell: (row) => row.qty },
    {
      header: t('seller.products.state'),
      cell: (row) => t(STOCK_STATUS[row.status] ?? 'seller.stock.status.review'),
    },
    // A reviewer's message may be one long run: it wraps rather than widening the table.
    {
      header: t('seller.stock.message'),
      className: 'min-w-40 [overflow-wrap:anywhere]',
      cell: (row) => row.message || '—',
    },
  ];
  return (
    <section aria-labelledby="seller-stock" className="flex flex-col gap-3">
      <h2 id="seller-stock" className="text-lg font-semibold text-stone-900">
        {t('seller.stock.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('seller.stock.explain')}</p>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        pending={query.isPending}
        error={query.error}
        skeletonHeight="h-24"
        emptyTitle={t('seller.stock.empty')}
      />
      <QueryLoadMore query={query} end={false} />
    </section>
  );
}
