import { Skeleton } from '../../../components/ui/skeleton';
import { PageFrame } from '../../../components/page-frame';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { usePaymentSettings } from '../../../features/profile/api/get-payment-settings';
import { AvatarForm } from '../../../features/profile/components/avatar-form';
import { BankForm } from '../../../features/profile/components/bank-form';
import { BasicInfoForm } from '../../../features/profile/components/basic-info-form';
import { CryptoAddressesForm } from '../../../features/profile/components/crypto-addresses-form';
import { PasswordForm } from '../../../features/profile/components/password-form';
import { useDepositWallets } from '../../../features/wallet/api/get-deposit-wallets';
import { RequireLogin } from './require-login';

/** /pages/mine/confing (the spec spells the path this way): profile, password and payment settings. */
export function Component() {
  return (
    <RequireLogin>
      <ProfilePage />
    </RequireLogin>
  );
}

function SectionSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div
      aria-busy="true"
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 md:p-6"
    >
      <Skeleton className="h-6 w-48" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </div>
  );
}

function ProfilePage() {
  const user = useUserInfo();
  const settings = usePaymentSettings();
  const wallets = useDepositWallets();
  const saved = settings.data;
  return (
    <PageFrame>
      <div className="flex flex-col gap-4">
        {user ? <AvatarForm avatar={user.avatar} /> : <SectionSkeleton rows={1} />}
        {user && !settings.isPending ? (
          <BasicInfoForm
            email={user.email}
            initial={{
              firstname: user.firstname,
              lastname: user.lastname,
              phone: user.phone,
              address: saved?.address ?? '',
            }}
          />
        ) : (
          <SectionSkeleton rows={4} />
        )}
        <PasswordForm />
        {settings.isPending || wallets.isPending ? (
          <SectionSkeleton rows={3} />
        ) : wallets.data?.length ? (
          <CryptoAddressesForm wallets={wallets.data} initial={saved?.wallet_address ?? {}} />
        ) : null}
        {settings.isPending ? (
          <SectionSkeleton rows={4} />
        ) : (
          <BankForm
            initial={{
              bank_name: saved?.bank_name ?? '',
              bank_acc_name: saved?.bank_acc_name ?? '',
              bank_acc_no: saved?.bank_acc_no ?? '',
              bank_routing_no: saved?.bank_routing_no ?? '',
            }}
          />
        )}
      </div>
    </PageFrame>
  );
}
