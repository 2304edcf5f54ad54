import { useT } from '../../../lib/i18n';
import { ComingSoon } from '../../../components/coming-soon';
import { PageFrame } from '../../../components/page-frame';
import { AccountSummary } from '../../../features/auth/components/account-summary';
import { MineMenu } from '../../layout/mine-menu';

/** /pages/mine/dashboard (the Mine tab): who is logged in, the account menu on phones; counters later. */
export function Component() {
  const t = useT();
  return (
    <PageFrame>
      <div className="flex flex-col gap-4">
        <AccountSummary />
        <div className="md:hidden">
          <MineMenu />
        </div>
        <ComingSoon inline>{t('mine.overviewSoon')}</ComingSoon>
      </div>
    </PageFrame>
  );
}
