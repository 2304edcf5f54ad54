import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useCartIntent } from '../use-cart-intent';

/** Add to cart and buy now; out of stock, both are off. */
export function CartButtons({
  productId,
  inStock,
  className = '',
}: {
  productId: number;
  inStock: boolean;
  className?: string;
}) {
  const t = useT();
  const intent = useCartIntent(productId);
  return (
    <div className={`flex gap-2 ${className}`}>
      <Button
        variant="secondary"
        className="min-w-0 flex-1 border-accent px-2 leading-tight text-accent"
        onClick={intent.addToCart}
        disabled={!inStock || intent.pending}
      >
        {t('product.addToCart')}
      </Button>
      <Button
        className="min-w-0 flex-1 px-2 leading-tight"
        onClick={intent.buyNow}
        disabled={!inStock || intent.pending}
      >
        {inStock ? t('product.buyNow') : t('product.soldOut')}
      </Button>
    </div>
  );
}
