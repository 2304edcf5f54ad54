import { buttonClass } from '../../../components/ui/button';
import { HeartIcon } from '../../../components/ui/icons';
import { shortcutClass } from '../../../components/ui/shortcut';
import { useRequireLogin } from '../../../hooks/use-require-login';
import { useT } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useToggleWishlist } from '../api/toggle-wishlist';

/** Adds the product to the wishlist or takes it out; a visitor is asked to log in first. */
export function WishlistButton({
  productId,
  wishlisted,
  compact,
}: {
  productId: number;
  wishlisted: boolean;
  compact?: boolean;
}) {
  const t = useT();
  const requireLogin = useRequireLogin();
  const toggle = useToggleWishlist(productId);
  const onClick = () =>
    requireLogin(() =>
      toggle.mutate(!wishlisted, {
        onSuccess: (_, added) =>
          showToast(added ? t('wishlist.added') : t('wishlist.removed'), 'success'),
      }),
    );
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={wishlisted}
      disabled={toggle.isPending}
      className={compact ? shortcutClass : buttonClass('secondary')}
    >
      <HeartIcon filled={wishlisted} className={`size-5 ${wishlisted ? 'text-accent' : ''}`} />
      <span>{wishlisted ? t('wishlist.saved') : t('wishlist.save')}</span>
    </button>
  );
}
