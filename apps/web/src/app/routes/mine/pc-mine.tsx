import { useT } from '../../../lib/i18n';
import { PageFrame } from '../../../components/page-frame';
import { MineMenu } from '../../layout/mine-menu';

/** /pages/mine/pc_mine: the account menu (beside the page on wide screens, the page itself on phones). */
export function Component() {
  const t = useT();
  return (
    <PageFrame>
      <div className="md:hidden">
        <MineMenu />
      </div>
      <p className="hidden text-stone-700 md:block">{t('mine.chooseSection')}</p>
    </PageFrame>
  );
}
