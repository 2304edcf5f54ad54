import type { ReactNode } from 'react';
import type { Lang } from '@mall/contract/locales';
import { Money } from '../../../../components/money';
import type { DataColumn } from '../../../../components/ui/data-table';
import { formatDate } from '../../../../lib/format';
import { useAdminT, type AdminTFunction as TFunction } from '../../i18n/admin-i18n';
import type { ReviewApplication } from '../../types';
import { boardConfig } from './board-config';
import { DecisionControls } from './decision-controls';
import { EvidenceGallery } from './evidence-gallery';

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
  const t = useAdminT();
  const documents = [
    { path: text(row.id_front), label: t('reviews.request.idFront') },
    { path: text(row.id_back), label: t('reviews.request.idBack') },
  ].filter((document) => document.path);
  return (
    <div className="flex flex-col gap-1">
      <span className="font-semibold">{text(row.shop_name)}</span>
      <span className="text-xs">
        {text(row.contact_name)} · {text(row.telephone)}
      </span>
      <span className="text-xs">{text(row.address)}</span>
      <span className="flex gap-2">
        <EvidenceGallery
          items={documents}
          thumbClassName="block h-16 w-24 overflow-hidden rounded border border-stone-200 bg-stone-50"
          imageClassName="size-full object-cover"
        />
      </span>
    </div>
  );
}

/** A product in an application: its picture, its name and shop, then what the application adds. */
function ProductSummary({
  images,
  name,
  shop,
  children,
}: {
  images: readonly string[];
  name: string;
  shop: string | undefined;
  children: ReactNode;
}) {
  const t = useAdminT();
  const pictures = images.filter(Boolean).map((path, index) => ({
    path,
    label: t('reviews.request.productPicture', { index: index + 1, name }),
  }));
  return (
    <div className="flex min-w-60 gap-2">
      <span className="flex shrink-0 gap-1">
        <EvidenceGallery
          items={pictures}
          thumbClassName="block size-16 overflow-hidden rounded border border-stone-200 bg-stone-50"
          thumbs={1}
          imageClassName="size-full object-cover"
        />
      </span>
      <div className="flex min-w-0 flex-col text-xs [overflow-wrap:anywhere]">
        <span className="text-sm font-semibold">{name}</span>
        <span>{shop}</span>
        {children}
      </div>
    </div>
  );
}

/** A product application's pictures: its images, else its main image. */
function picturesOf(row: ReviewApplication): string[] {
  const images = Array.isArray(row.images) ? row.images.map(text).filter(Boolean) : [];
  return images.length > 0 ? images : [text(row.image)];
}

const shopNameOf = (row: ReviewApplication) => (row.shop as { name?: string } | undefined)?.name;

/** A product application: a new product, or (is_revision) the proposed edit of one on sale as `on_sale`. */
function ProductDetails({ row }: { row: ReviewApplication }) {
  const t = useAdminT();
  const onSale =
    row.is_revision === true ? (row.on_sale as { price?: number } | undefined) : undefined;
  return (
    <ProductSummary images={picturesOf(row)} name={text(row.name_en)} shop={shopNameOf(row)}>
      <span>
        <Money value={Number(row.price) || 0} /> · {text(row.stock)}
      </span>
      {onSale ? (
        <span className="text-stone-700">
          {t('reviews.request.revisionOnSale')} <Money value={Number(onSale.price) || 0} />
        </span>
      ) : null}
    </ProductSummary>
  );
}

function StockInDetails({ row }: { row: ReviewApplication }) {
  const t = useAdminT();
  const product = (row.product ?? {}) as StockInProduct;
  return (
    <ProductSummary images={[text(product.image)]} name={text(product.name)} shop={shopNameOf(row)}>
      <span className="font-semibold">
        {t('reviews.request.stockInQty', { qty: text(row.qty), stock: text(product.stock) })}
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
      header: t('reviews.request.applicant'),
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
    { header: t('reviews.request.details'), cell: (row) => <Details row={row} /> },
    {
      header: t('reviews.request.status'),
      cell: (row) =>
        row.status === 0
          ? t('reviews.request.review')
          : row.status === 1
            ? t('reviews.request.approved')
            : t('reviews.request.rejected'),
    },
    {
      header: t('reviews.request.decision'),
      className: 'min-w-40 [overflow-wrap:anywhere]',
      cell: (row) => {
        if (row.status !== 0) return text(row.message ?? row.review_message) || '—';
        const name = nameOf(type, row);
        return (
          <DecisionControls
            type={type}
            id={row.id}
            texts={{
              messageLabel: t('reviews.request.messageFor', { name }),
              placeholder: t('reviews.request.message'),
              approve: t('reviews.approve'),
              reject: t('reviews.reject'),
              buttonDetail: name,
              done: (approved) =>
                approved
                  ? t('reviews.request.approvedToast', { name })
                  : t('reviews.request.rejectedToast', { name }),
            }}
          />
        );
      },
    },
  ];
}

const TITLE = {
  100: 'shell.nav.review100',
  200: 'shell.nav.review200',
  300: 'shell.nav.review300',
} as const;

const requestBoard = (type: RequestType) =>
  boardConfig<ReviewApplication>({
    title: TITLE[type],
    filterLabel: 'reviews.request.status',
    statusLabels: {
      '0': 'reviews.request.review',
      '1': 'reviews.request.approved',
      '-1': 'reviews.request.rejected',
      '': 'reviews.filter.all',
    },
    empty: () => ({ title: 'reviews.request.noApplications' }),
    stacked: false,
    columns: requestColumns(type),
  });

export const SELLER_REQUESTS = requestBoard(100);
export const PRODUCT_REQUESTS = requestBoard(200);
export const STOCK_IN_REQUESTS = requestBoard(300);
