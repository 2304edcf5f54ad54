import { Link } from 'react-router';
import { StoreIcon } from '../../../components/ui/icons';
import { shortcutClass } from '../../../components/ui/shortcut';
import { useT } from '../../../lib/i18n';
import { shopPath } from './shop-logo';

/** The phone bar's way to the shop. */
export function ShopShortcut({ shopId }: { shopId: number }) {
  const t = useT();
  return (
    <Link to={shopPath(shopId)} className={shortcutClass}>
      <StoreIcon className="size-5" />
      <span>{t('shop.store')}</span>
    </Link>
  );
}
