import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { StoreIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import { FollowButton } from './follow-button';
import { ShopLogo, shopPath } from './shop-logo';

/** The shop selling a product: follow it, visit it, or ask support (`extra`). */
export function ShopCard({
  shop,
  extra,
}: {
  shop: { id: number; name: string; logo: string; followed: boolean };
  extra?: ReactNode;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="product-shop"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex items-center gap-3">
        <ShopLogo logo={shop.logo} name={shop.name} />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-stone-600">{t('shop.soldBy')}</p>
          <h2 id="product-shop" className="truncate text-base font-bold">
            {shop.name}
          </h2>
        </div>
        <FollowButton shopId={shop.id} followed={shop.followed} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={shopPath(shop.id)} className={buttonClass('secondary', 'flex-1')}>
          <StoreIcon className="size-5" />
          {t('shop.visit')}
        </Link>
        {extra}
      </div>
    </section>
  );
}
