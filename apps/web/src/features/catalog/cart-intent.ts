import { useRequireLogin } from '../../hooks/use-require-login';
import { useT } from '../../lib/i18n';
import { showToast } from '../../lib/toast';

/**
 * Add to cart and buy now before the cart exists: a visitor is asked to log in (and comes back
 * here); a logged-in buyer is told the cart comes in the next update.
 */
export function useCartIntent() {
  const t = useT();
  const requireLogin = useRequireLogin();
  return () => {
    requireLogin(() => showToast(t('product.cartSoon'), 'info'));
  };
}
