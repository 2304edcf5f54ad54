import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';

/** Its own chunk: only the account pages show the menu, so the home page does not carry it. */
const AccountMenu = lazy(() =>
  import('../routes/mine/account-menu').then((m) => ({ default: m.AccountMenu })),
);

/** The account menu (the spec's pc_mine): a side menu on wide screens, a list on phones. */
export function MineMenu() {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
        >
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-7 w-full" />
          ))}
        </div>
      }
    >
      <AccountMenu />
    </Suspense>
  );
}
