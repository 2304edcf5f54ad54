import { useT } from '../../../lib/i18n';
import { PageFrame } from '../../../components/page-frame';
import { LoginForm } from '../../../features/auth/components/login-form';

/** /pages/users/login: also where a lost session lands, with `redirect` to come back to. */
export function Component() {
  const t = useT();
  return (
    <PageFrame narrow>
      <div className="rounded-xl border border-stone-200 bg-white p-4 md:p-6">
        <p className="mb-4 text-sm text-stone-700">{t('auth.loginIntro')}</p>
        <LoginForm />
      </div>
    </PageFrame>
  );
}
