import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { useBrands } from '../../../features/catalog/api/get-brands';
import { useCategories } from '../../../features/catalog/api/get-categories';
import { SellerCenter } from '../../../features/seller/components/seller-center';
import { SellerProductForm } from '../../../features/seller/components/seller-product-form';
import { useT } from '../../../lib/i18n';
import { RequireLogin } from '../mine/require-login';

/** /seller/center: the plain seller center, its own lazy chunk (never loaded by buyers). */
export function Component() {
  return (
    <RequireLogin>
      <SellerPage />
    </RequireLogin>
  );
}

function SellerPage() {
  const t = useT();
  const user = useUserInfo();
  return (
    <PageFrame title={t('seller.center.title')}>
      {!user ? (
        <Skeleton className="h-64 w-full" />
      ) : user.is_seller ? (
        <SellerCenter
          productForm={<ProductForm />}
          suspended={user.seller_status === 'suspended'}
        />
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-stone-800">{t('seller.center.notSeller')}</p>
          <Link to="/pages/shop/create" className={buttonClass()}>
            {t('seller.center.apply')}
          </Link>
        </div>
      )}
    </PageFrame>
  );
}

/** The new-product form, with the catalogue's categories and brands to choose from. */
function ProductForm() {
  const categories = useCategories();
  const brands = useBrands();
  return <SellerProductForm categories={categories.data ?? []} brands={brands.data ?? []} />;
}
