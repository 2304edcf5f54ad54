import { useT } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { useLogout } from '../../features/auth/api/logout';
import { loginPath, safeRedirect } from '../../lib/navigation';
import { useSession } from '../../lib/session';

/** The wide header's account area: log in and register, or the user's name and log out. */
export function AccountLinks() {
  const t = useT();
  const { loggedIn } = useSession();
  const user = useUserInfo();
  const logout = useLogout();
  const location = useLocation();
  if (!loggedIn) {
    return (
      <div className="flex shrink-0 items-center gap-2">
        <Link
          to={loginPath(safeRedirect(location.pathname + location.search))}
          className={buttonClass('ghost')}
        >
          {t('nav.login')}
        </Link>
        <Link to="/pages/users/register" className={buttonClass('primary')}>
          {t('nav.register')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex shrink-0 items-center gap-2">
      <Link to="/pages/mine/dashboard" className={buttonClass('ghost', 'max-w-48')}>
        <span className="truncate">
          {user?.firstname ? t('nav.hello', { name: user.firstname }) : t('nav.account')}
        </span>
      </Link>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        {t('nav.logout')}
      </button>
    </div>
  );
}
