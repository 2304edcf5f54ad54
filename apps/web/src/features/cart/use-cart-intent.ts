import { useNavigate } from 'react-router';
import { useRequireLogin } from '../../hooks/use-require-login';
import { useT } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useAddToCart } from './api/add-to-cart';

/**
 * Add to cart and buy now: a visitor is asked to log in (and comes back here); a buyer's line is
 * added (never beyond the stock: the server says so), buy now goes on to the cart's checkout.
 */
export function useCartIntent(productId: number) {
  const t = useT();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const add = useAddToCart();
  return {
    pending: add.isPending,
    addToCart: () => {
      requireLogin(() =>
        add.mutate(
          { productId, qty: 1 },
          { onSuccess: () => showToast(t('cart.added'), 'success') },
        ),
      );
    },
    buyNow: () => {
      requireLogin(() =>
        add.mutate(
          { productId, qty: 1, buyNow: true },
          { onSuccess: () => void navigate('/pages/cart/cart') },
        ),
      );
    },
  };
}
