import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { SellerApplyForm } from '../../../features/seller/components/seller-apply-form';
import { useT } from '../../../lib/i18n';
import { RequireLogin } from '../mine/require-login';

/** /pages/shop/create: apply to become a seller; an approved seller goes to the seller center. */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame narrow>
        <ShopCreate />
      </PageFrame>
    </RequireLogin>
  );
}

function ShopCreate() {
  const t = useT();
  const user = useUserInfo();
  if (user?.is_seller)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-stone-800">{t('seller.apply.already')}</p>
        <Link to="/seller/center" className={buttonClass()}>
          {t('seller.center.open')}
        </Link>
      </div>
    );
  if (user?.seller_status === 'pending')
    return (
      <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
        {t('seller.apply.pending')}
      </p>
    );
  return <SellerApplyForm />;
}
