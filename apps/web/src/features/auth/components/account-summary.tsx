import { useT } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { mediaUrl } from '../../../lib/media';
import { loginPath, safeRedirect } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useUserInfo } from '../api/get-user-info';

/** The logged-in user with their counters, or an invitation to log in. */
export function AccountSummary() {
  const t = useT();
  const { loggedIn } = useSession();
  const user = useUserInfo();
  const location = useLocation();
  if (!loggedIn) {
    return (
      <section className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="text-lg font-bold">{t('auth.guestTitle')}</h2>
        <p className="text-sm text-stone-700">{t('auth.guestBody')}</p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={loginPath(safeRedirect(location.pathname + location.search))}
            className={buttonClass('primary')}
          >
            {t('nav.login')}
          </Link>
          <Link to="/pages/users/register" className={buttonClass('secondary')}>
            {t('nav.register')}
          </Link>
        </div>
      </section>
    );
  }
  const counters = [
    { label: t('mine.cartItems'), value: user?.card?.count ?? 0 },
    { label: t('mine.unreadMessages'), value: user?.message_unread_count ?? 0 },
    { label: t('mine.unreadNotices'), value: user?.notice?.count ?? 0 },
  ];
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-center gap-3">
        {user?.avatar ? (
          <img src={mediaUrl(user.avatar)} alt="" className="size-14 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-full bg-accent-soft text-xl font-bold text-accent"
          >
            {(user?.firstname ?? '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h2 className="truncate text-lg font-bold">
            {user ? t('nav.hello', { name: user.firstname }) : t('app.loading')}
          </h2>
          <p className="truncate text-sm text-stone-600">{user?.email}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {counters.map((counter) => (
          <div key={counter.label} className="flex flex-col-reverse rounded-lg bg-stone-50 p-2">
            <dt className="text-xs text-stone-600">{counter.label}</dt>
            <dd className="text-xl font-bold text-stone-900">{counter.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
