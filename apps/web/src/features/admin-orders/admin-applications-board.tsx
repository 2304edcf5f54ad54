import { useState, type ReactNode } from 'react';
import type { ReviewApplication } from '@mall/contract/admin';
import { Money } from '../../components/money';
import { BoardPager } from './board-pager';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { SelectField } from '../../components/ui/select-field';
import { formatDate } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { DocumentImage } from '../../components/ui/document-image';
import { mediaUrl } from '../../lib/media';
import { showToast } from '../../lib/toast';
import {
  ADMIN_PAGE_SIZE,
  useApplications,
  useDecideApplication,
  type ApplicationType,
} from './admin-orders-api';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const TITLE = {
  100: 'adminOrders.nav.sellers',
  200: 'adminOrders.nav.products',
  300: 'adminOrders.nav.stockIn',
} as const;

interface StockInProduct {
  name?: string;
  image?: string;
  stock?: number;
}

/** What a decision names: the shop, the product, or the product of a stock-in. */
function nameOf(type: ApplicationType, row: ReviewApplication): string {
  if (type === 100) return text(row.shop_name);
  if (type === 200) return text(row.name_en);
  return text((row.product as StockInProduct | undefined)?.name);
}

/** Seller (100), product (200) or stock-in (300) applications: a status filter, a table, approve or reject. */
export function AdminApplicationsBoard({ type }: { type: ApplicationType }) {
  const t = useT();
  const lang = useLanguage();
  const [status, setStatus] = useState('0');
  const [page, setPage] = useState(1);
  const query = useApplications(type, status, page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / ADMIN_PAGE_SIZE)) : 1;
  const title = t(TITLE[type]);
  const columns: DataColumn<ReviewApplication>[] = [
    {
      header: t('adminOrders.applicant'),
      cell: (row) => (
        <>
          {row.user.firstname}
          <br />
          <span className="text-xs text-stone-600">{row.user.email}</span>
          <br />
          <span className="text-xs text-stone-600">{formatDate(row.created_at, lang)}</span>
        </>
      ),
    },
    {
      header: t('adminOrders.details'),
      cell: (row) =>
        type === 100 ? (
          <SellerDetails row={row} />
        ) : type === 200 ? (
          <ProductDetails row={row} />
        ) : (
          <StockInDetails row={row} />
        ),
    },
    {
      header: t('adminOrders.status'),
      cell: (row) =>
        row.status === 0
          ? t('adminOrders.review')
          : row.status === 1
            ? t('adminOrders.approved')
            : t('adminOrders.rejected'),
    },
    {
      header: t('adminOrders.decision'),
      className: 'min-w-40 [overflow-wrap:anywhere]',
      cell: (row) =>
        row.status === 0 ? (
          <Decision type={type} id={row.id} name={nameOf(type, row)} />
        ) : (
          text(row.message ?? row.review_message) || '—'
        ),
    },
  ];
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <SelectField
        label={t('adminOrders.status')}
        value={status}
        onValueChange={(v) => (setStatus(v), setPage(1))}
        options={[
          { value: '0', label: t('adminOrders.review') },
          { value: '1', label: t('adminOrders.approved') },
          { value: '-1', label: t('adminOrders.rejected') },
          { value: '', label: t('orders.tabs.all') },
        ]}
      />
      <DataTable
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(row) => row.id}
        pending={query.isPending}
        error={query.error}
        emptyTitle={t('adminOrders.noApplications')}
      />
      <BoardPager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}

function SellerDetails({ row }: { row: ReviewApplication }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <span className="font-semibold">{text(row.shop_name)}</span>
      <span className="text-xs">
        {text(row.contact_name)} · {text(row.telephone)}
      </span>
      <span className="text-xs">{text(row.address)}</span>
      <span className="flex gap-2">
        <DocumentImage path={text(row.id_front)} alt={t('seller.apply.idFront')} className="block h-16 w-24" imageClassName="h-16 w-24 rounded border object-cover" />
        <DocumentImage path={text(row.id_back)} alt={t('seller.apply.idBack')} className="block h-16 w-24" imageClassName="h-16 w-24 rounded border object-cover" />
      </span>
    </div>
  );
}

/** A product in an application: its picture, its name and shop, then what the application adds. */
function ProductSummary({
  image,
  name,
  shop,
  children,
}: {
  image: string;
  name: string;
  shop: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-60 gap-2">
      <img src={mediaUrl(image)} alt="" className="size-16 rounded border object-cover" />
      <div className="flex min-w-0 flex-col text-xs [overflow-wrap:anywhere]">
        <span className="text-sm font-semibold">{name}</span>
        <span>{shop}</span>
        {children}
      </div>
    </div>
  );
}

const shopNameOf = (row: ReviewApplication) => (row.shop as { name?: string } | undefined)?.name;

/** A product application: a new product, or (is_revision) the proposed edit of one on sale as `on_sale`. */
function ProductDetails({ row }: { row: ReviewApplication }) {
  const t = useT();
  const onSale = row.is_revision === true ? (row.on_sale as { price?: number } | undefined) : undefined;
  return (
    <ProductSummary image={text(row.image)} name={text(row.name_en)} shop={shopNameOf(row)}>
      <span>
        <Money value={Number(row.price) || 0} /> · {text(row.stock)}
      </span>
      {onSale ? (
        <span className="text-stone-700">
          {t('adminOrders.revisionOnSale')} <Money value={Number(onSale.price) || 0} />
        </span>
      ) : null}
    </ProductSummary>
  );
}

function StockInDetails({ row }: { row: ReviewApplication }) {
  const t = useT();
  const product = (row.product ?? {}) as StockInProduct;
  return (
    <ProductSummary image={text(product.image)} name={text(product.name)} shop={shopNameOf(row)}>
      <span className="font-semibold">
        {t('adminOrders.stockInQty', { qty: text(row.qty), stock: text(product.stock) })}
      </span>
      {text(row.remark) ? <span className="text-stone-700">{text(row.remark)}</span> : null}
    </ProductSummary>
  );
}

function Decision({ type, id, name }: { type: ApplicationType; id: number; name: string }) {
  const t = useT();
  const decide = useDecideApplication();
  const [message, setMessage] = useState('');
  const run = (approve: boolean) =>
    decide.mutate(
      { type, id, approve, message },
      {
        onSuccess: () =>
          showToast(
            approve
              ? t('adminOrders.approvedToast', { name })
              : t('adminOrders.rejectedToast', { name }),
            'success',
          ),
      },
    );
  return (
    <div className="flex min-w-52 flex-col gap-1">
      <label className="sr-only" htmlFor={`msg-${type}-${id}`}>
        {t('adminOrders.messageFor', { name })}
      </label>
      <input
        id={`msg-${type}-${id}`}
        value={message}
        maxLength={500}
        onChange={(e) => setMessage(e.target.value)}
        placeholder={t('adminOrders.message')}
        className="min-h-9 rounded-md border border-stone-300 px-2"
      />
      <div className="flex gap-1">
        <button
          type="button"
          disabled={decide.isPending}
          onClick={() => run(true)}
          className="min-h-9 flex-1 rounded-md bg-emerald-700 px-3 font-semibold text-white disabled:opacity-60"
        >
          {t('adminOrders.approve')}
          <span className="sr-only"> {name}</span>
        </button>
        <button
          type="button"
          disabled={decide.isPending}
          onClick={() => run(false)}
          className="min-h-9 flex-1 rounded-md border border-red-300 px-3 font-semibold text-red-800 disabled:opacity-60"
        >
          {t('adminOrders.reject')}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
    </div>
  );
}
