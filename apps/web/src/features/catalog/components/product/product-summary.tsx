import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from '../../../../components/money';
import { Stars } from '../../../../components/ui/stars';
import { formatCount } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/i18n';
import type { ProductDetail } from '../../../../types/catalog';
import { categoryPath } from '../category-grid';
import { discountPercent } from '../product-card';
import { brandPath } from '../top-brands';

/** Name, price in the chosen currency, rating, sales, stock, brand and category. */
export function ProductSummary({
  product,
  onShowComments,
  share,
}: {
  product: ProductDetail;
  onShowComments: () => void;
  share: ReactNode;
}) {
  const t = useT();
  const lang = useLanguage();
  const off = discountPercent(product.price, product.original_price);
  const inStock = product.stock > 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-xl leading-snug font-bold text-stone-900 md:text-2xl">
          {product.name}
        </h1>
        {share}
      </div>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl bg-accent-soft px-4 py-3">
        <Money value={product.price} className="text-3xl font-bold text-accent" />
        {off > 0 ? (
          <>
            <s className="text-base text-stone-600">
              <span className="sr-only">{t('product.originalPrice')} </span>
              <Money value={product.original_price} />
            </s>
            <span className="rounded-md bg-accent px-1.5 py-0.5 text-sm font-bold text-white">
              {t('product.off', { n: off })}
            </span>
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-700">
        <button
          type="button"
          onClick={onShowComments}
          className="inline-flex min-h-10 items-center gap-1.5 rounded hover:text-accent"
        >
          <Stars
            value={product.rating}
            label={t('product.rated', { rating: product.rating.toFixed(1) })}
          />
          <span aria-hidden="true">{product.rating > 0 ? product.rating.toFixed(1) : ''}</span>
          <span className="underline underline-offset-2">
            {t('product.reviews', { count: product.comment_count })}
          </span>
        </button>
        <span>{t('product.sold', { n: formatCount(product.sales, lang) })}</span>
        <span className={inStock ? 'font-semibold text-emerald-800' : 'font-semibold text-red-800'}>
          {inStock ? t('product.inStock', { count: product.stock }) : t('product.soldOut')}
        </span>
      </div>
      {product.short_description ? (
        <p className="text-base text-stone-700">{product.short_description}</p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {product.brand ? (
          <>
            <dt className="text-stone-600">{t('product.brand')}</dt>
            <dd>
              <Link
                to={brandPath(product.brand.id)}
                className="font-semibold text-accent hover:underline"
              >
                {product.brand.name}
              </Link>
            </dd>
          </>
        ) : null}
        {product.category ? (
          <>
            <dt className="text-stone-600">{t('product.category')}</dt>
            <dd>
              <Link
                to={categoryPath(product.category.id)}
                className="font-semibold text-accent hover:underline"
              >
                {product.category.name}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
