import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { StarIcon } from '../../../components/ui/icons';
import { formatCount } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import type { ProductCard as Product } from '../../../types/catalog';

/** Product images are 480 x 480; the attributes keep the space before they load. */
export const PRODUCT_IMAGE_SIZE = 480;

/** Whole percent off when the original price is higher; 0 otherwise. */
export function discountPercent(price: number, original: number): number {
  if (!(original > price) || original <= 0) return 0;
  return Math.round((1 - price / original) * 100);
}

export function productPath(id: number): string {
  return `/pages/prouduct/detail?id=${id}`;
}

/** One product in a grid: picture, name, price (and the original), rating and sales. */
export interface ProductCardProps {
  product: Product;
  eager?: boolean;
  /** The name's heading level: h3 under a titled section, h2 right under the page's h1. */
  heading?: 'h2' | 'h3';
}

export function ProductCard({ product, eager = false, heading: Heading = 'h3' }: ProductCardProps) {
  const t = useT();
  const lang = useLanguage();
  const off = discountPercent(product.price, product.original_price);
  return (
    <Link
      to={productPath(product.id)}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-square bg-stone-100">
        <img
          src={mediaUrl(product.image)}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {off > 0 ? (
          <span className="absolute start-2 top-2 rounded-md bg-accent px-1.5 py-0.5 text-xs font-bold text-white">
            {t('product.off', { n: off })}
          </span>
        ) : null}
        {product.stock <= 0 ? (
          <span className="absolute inset-x-0 bottom-0 bg-stone-900/80 py-1 text-center text-xs font-semibold text-white">
            {t('product.soldOut')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2.5">
        <Heading className="line-clamp-2 h-10 text-sm leading-5 font-normal text-stone-900 group-hover:text-accent">
          {product.name}
        </Heading>
        <p className="flex h-6 items-baseline gap-1.5 overflow-hidden">
          <Money value={product.price} className="text-base font-bold text-accent" />
          {off > 0 ? (
            <s className="truncate text-xs text-stone-600">
              <span className="sr-only">{t('product.originalPrice')} </span>
              <Money value={product.original_price} />
            </s>
          ) : null}
        </p>
        <p className="flex h-4 items-center gap-1 text-xs text-stone-600">
          {product.rating > 0 ? (
            <>
              <StarIcon className="size-3.5 text-amber-500" />
              <span className="sr-only">
                {t('product.rated', { rating: product.rating.toFixed(1) })}
              </span>
              <span aria-hidden="true">{product.rating.toFixed(1)}</span>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <span className="truncate">
            {t('product.sold', { n: formatCount(product.sales, lang) })}
          </span>
        </p>
      </div>
    </Link>
  );
}
