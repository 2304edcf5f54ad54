import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { CartButtons } from '../../../features/cart/components/cart-buttons';
import { ProductView } from '../../../features/catalog/components/product/product-view';
import { ShopCard } from '../../../features/shop/components/shop-card';
import { ShopShortcut } from '../../../features/shop/components/shop-shortcut';
import { SupportLink } from '../../../features/content/components/support-link';
import { WishlistButton } from '../../../features/wishlist/components/wishlist-button';
import { positiveId } from '../../../lib/route-params';
import { useProduct } from '../../../features/catalog/api/get-product';

/** /pages/prouduct/detail?id=N (the spec spells the path this way). */
export function Component() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id')) ?? 0;
  const product = useProduct(id);
  return (
    <PageFrame ownHeading title={product.data?.name}>
      <ProductView
        key={id}
        id={id}
        query={product}
        renderCartButtons={(p, className) => (
          <CartButtons productId={p.id} inStock={p.stock > 0} className={className} />
        )}
        renderShop={(p) => <ShopCard shop={p.shop} extra={<SupportLink className="flex-1" />} />}
        renderWishlist={(p, compact) => (
          <WishlistButton productId={p.id} wishlisted={p.wishlisted} compact={compact} />
        )}
        renderShortcuts={(p) => (
          <>
            <ShopShortcut shopId={p.shop.id} />
            <SupportLink compact />
            <WishlistButton productId={p.id} wishlisted={p.wishlisted} compact />
          </>
        )}
      />
    </PageFrame>
  );
}
