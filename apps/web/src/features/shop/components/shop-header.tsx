import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { Stars } from '../../../components/ui/stars';
import { formatCount } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import type { Shop } from '../types';
import { FollowButton } from './follow-button';
import { ShopLogo } from './shop-logo';

/** Shop banners are 1200 x 300 (4:1). */
const BANNER = { width: 1200, height: 300 };

/** The shop's banner, logo, name, rating, followers and products; follow; `extra` (support). */
export function ShopHeader({ shop, extra }: { shop: Shop | undefined; extra?: ReactNode }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section
      aria-labelledby="shop-name"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      {shop?.banner ? (
        <img
          src={mediaUrl(shop.banner)}
          alt=""
          width={BANNER.width}
          height={BANNER.height}
          fetchPriority="high"
          className="aspect-[4/1] h-auto w-full bg-stone-100 object-contain"
        />
      ) : (
        <div className="aspect-[4/1] w-full bg-gradient-to-r from-accent-soft to-stone-100" />
      )}
      <div className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:gap-6 md:p-6">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          {shop ? (
            <ShopLogo logo={shop.logo} name={shop.name} className="size-16" />
          ) : (
            <Skeleton className="size-16 rounded-full" />
          )}
          <div className="flex min-w-0 flex-col gap-1">
            {shop ? (
              <>
                <h1 id="shop-name" className="truncate text-xl font-bold md:text-2xl">
                  {shop.name}
                </h1>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
                  {shop.rating > 0 ? (
                    <span className="inline-flex items-center gap-1">
                      <Stars
                        value={shop.rating}
                        label={t('product.rated', { rating: shop.rating.toFixed(1) })}
                      />
                      <span aria-hidden="true">{shop.rating.toFixed(1)}</span>
                    </span>
                  ) : null}
                  <span>
                    {t('shop.followers', {
                      count: shop.followers,
                      n: formatCount(shop.followers, lang),
                    })}
                  </span>
                  <span>{t('home.productCount', { count: shop.product_count })}</span>
                </p>
              </>
            ) : (
              <>
                <Skeleton className="h-7 w-48" />
                <Skeleton className="h-5 w-40" />
              </>
            )}
          </div>
        </div>
        {shop ? (
          <div className="flex gap-2">
            <FollowButton
              shopId={shop.id}
              followed={shop.followed}
              className="flex-1 md:flex-none"
            />
            {extra}
          </div>
        ) : null}
      </div>
      {shop?.description ? (
        <p className="border-t border-stone-100 px-4 py-3 text-sm text-stone-700 md:px-6">
          {shop.description}
        </p>
      ) : null}
    </section>
  );
}
