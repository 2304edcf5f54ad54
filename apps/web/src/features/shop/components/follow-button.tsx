import { buttonClass } from '../../../components/ui/button';
import { useRequireLogin } from '../../../hooks/use-require-login';
import { useT } from '../../../lib/i18n';
import { useFollowShop } from '../api/follow-shop';

/** Follow or unfollow a shop; a visitor is asked to log in first. */
export function FollowButton({
  shopId,
  followed,
  className = '',
}: {
  shopId: number;
  followed: boolean;
  className?: string;
}) {
  const t = useT();
  const requireLogin = useRequireLogin();
  const follow = useFollowShop(shopId);
  return (
    <button
      type="button"
      aria-pressed={followed}
      disabled={follow.isPending}
      onClick={() => requireLogin(() => follow.mutate(!followed))}
      className={buttonClass(followed ? 'secondary' : 'primary', `min-w-28 ${className}`)}
    >
      {followed ? t('shop.following') : t('shop.follow')}
    </button>
  );
}
