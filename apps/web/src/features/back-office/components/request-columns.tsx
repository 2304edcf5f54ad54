import type { ReactNode } from 'react';
import type { Lang } from '@mall/contract/locales';
import { Money } from '../../../components/money';
import { DocumentImage } from '../../../components/ui/document-image';
import type { DataColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useAdminT, type AdminTFunction as TFunction } from '../i18n/admin-i18n';
import { mediaUrl } from '../../../lib/media';
import type { ReviewApplication } from '../types';
import { boardConfig } from './board-config';
import { DecisionControls } from './decision-controls';

type RequestType = 100 | 200 | 300;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

interface StockInProduct {
  name?: string;
  image?: string;
  stock?: number;
}

/** What a decision names: the shop, the product, or the product of a stock-in. */
function nameOf(type: RequestType, row: ReviewApplication): string {
  if (type === 100) return text(row.shop_name);
  if (type === 200) return text(row.name_en);
  return text((row.product as StockInProduct | undefined)?.name);
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
        <DocumentImage
          path={text(row.id_front)}
          alt={t('seller.apply.idFront')}
          className="block h-16 w-24"
          imageClassName="h-16 w-24 rounded border object-cover"
        />
        <DocumentImage
          path={text(row.id_back)}
          alt={t('seller.apply.idBack')}
          className="block h-16 w-24"
          imageClassName="h-16 w-24 rounded border object-cover"
        />
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
  const t = useAdminT();
  const onSale =
    row.is_revision === true ? (row.on_sale as { price?: number } | undefined) : undefined;
  return (
    <ProductSummary image={text(row.image)} name={text(row.name_en)} shop={shopNameOf(row)}>
      <span>
        <Money value={Number(row.price) || 0} /> · {text(row.stock)}
      </span>
      {onSale ? (
        <span className="text-stone-700">
          {t('orders.revisionOnSale')} <Money value={Number(onSale.price) || 0} />
        </span>
      ) : null}
    </ProductSummary>
  );
}

function StockInDetails({ row }: { row: ReviewApplication }) {
  const t = useAdminT();
  const product = (row.product ?? {}) as StockInProduct;
  return (
    <ProductSummary image={text(product.image)} name={text(product.name)} shop={shopNameOf(row)}>
      <span className="font-semibold">
        {t('orders.stockInQty', { qty: text(row.qty), stock: text(product.stock) })}
      </span>
      {text(row.remark) ? <span className="text-stone-700">{text(row.remark)}</span> : null}
    </ProductSummary>
  );
}

const DETAILS = { 100: SellerDetails, 200: ProductDetails, 300: StockInDetails } as const;

/** Seller (100), product (200) and stock-in (300) applications: who asks, what for, the decision. */
function requestColumns(type: RequestType) {
  const Details = DETAILS[type];
  return (t: TFunction, lang: Lang): DataColumn<ReviewApplication>[] => [
    {
      header: t('orders.applicant'),
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
    { header: t('orders.details'), cell: (row) => <Details row={row} /> },
    {
      header: t('orders.status'),
      cell: (row) =>
        row.status === 0
          ? t('orders.review')
          : row.status === 1
            ? t('orders.approved')
            : t('orders.rejected'),
    },
    {
      header: t('orders.decision'),
      className: 'min-w-40 [overflow-wrap:anywhere]',
      cell: (row) => {
        if (row.status !== 0) return text(row.message ?? row.review_message) || '—';
        const name = nameOf(type, row);
        return (
          <DecisionControls
            type={type}
            id={row.id}
            texts={{
              messageLabel: t('orders.messageFor', { name }),
              placeholder: t('orders.message'),
              approve: t('orders.approve'),
              reject: t('orders.reject'),
              buttonDetail: name,
              done: (approved) =>
                approved
                  ? t('orders.approvedToast', { name })
                  : t('orders.rejectedToast', { name }),
            }}
          />
        );
      },
    },
  ];
}

const TITLE = {
  100: 'orders.nav.sellers',
  200: 'orders.nav.products',
  300: 'orders.nav.stockIn',
} as const;

const requestBoard = (type: RequestType) =>
  boardConfig<ReviewApplication>({
    title: TITLE[type],
    filterLabel: 'orders.status',
    statusLabels: {
      '0': 'orders.review',
      '1': 'orders.approved',
      '-1': 'orders.rejected',
      '': 'reviews.filter.all',
    },
    empty: () => ({ title: 'orders.noApplications' }),
    stacked: false,
    columns: requestColumns(type),
  });

export const SELLER_REQUESTS = requestBoard(100);
export const PRODUCT_REQUESTS = requestBoard(200);
export const STOCK_IN_REQUESTS = requestBoard(300);
