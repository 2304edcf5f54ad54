import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../lib/i18n';
import { useCartIntent } from '../../cart-intent';

/** Add to cart and buy now; out of stock, both are off. */
export function CartButtons({ productId, inStock, className = '' }: { productId: number; inStock: boolean; className?: string }) {
  const t = useT();
  const intent = useCartIntent(productId);
  return (
    <div className={`flex gap-2 ${className}`}>
      <Button variant="secondary" className="min-w-0 flex-1 border-accent px-2 leading-tight text-accent" onClick={intent.addToCart} disabled={!inStock || intent.pending}>
        {t('product.addToCart')}
      </Button>
      <Button className="min-w-0 flex-1 px-2 leading-tight" onClick={intent.buyNow} disabled={!inStock || intent.pending}>
        {inStock ? t('product.buyNow') : t('product.soldOut')}
      </Button>
    </div>
  );
}

/** The phone's sticky bar: shortcuts (store, support, wishlist) and the two buttons at thumb reach. */
export function ProductActionBar({ productId, inStock, shortcuts }: { productId: number; inStock: boolean; shortcuts: ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-1 border-t border-stone-200 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:hidden">
      <div className="flex shrink-0 items-center">{shortcuts}</div>
      <CartButtons productId={productId} inStock={inStock} className="min-w-0 flex-1" />
    </div>
  );
}
