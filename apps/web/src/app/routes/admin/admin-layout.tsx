import { Suspense, createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { isStaff, type StaffMe } from '@mall/contract/staff';
import { QueryError } from '../../../components/query-error';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBar } from '../../../components/ui/loading-bar';
import { Sheet } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { useWebsiteConfig } from '../../../features/content/api/get-website-config';
import { NoPermission } from '../../../features/back-office/components/no-permission';
import { isForbidden } from '../../../features/back-office/errors';
import { useAdminMessages, useAdminT } from '../../../features/back-office/i18n/admin-i18n';
import { useStaffMe } from '../../../features/back-office/shell/api/get-staff-me';
import { ADMIN_NAV } from '../../../features/back-office/shell/nav-config';
import { AdminSideNav } from '../../../features/back-office/shell/side-nav';
import { usePendingRequests } from '../../../lib/loading';
import { usePageTitle } from '../../../lib/page-title';
import { PAGE_LOAD_TIMEOUT_MS, withTimeout } from '../../lazy-page';
import { RequireLogin } from '../mine/require-login';
import { AdminTopBar } from './admin-top-bar';
import { ADMIN_ROUTES, permissionOf, type AdminRoute } from './admin-routes';

/** Each page's code, loaded the first time it opens. */
const PAGES = new Map<string, ComponentType>(
  ADMIN_ROUTES.map((route) => [
    route.path,
    lazy(() =>
      withTimeout(route.load(), PAGE_LOAD_TIMEOUT_MS).then((module) => ({
        default: module.Component,
      })),
    ),
  ]),
);

function PageSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="h-7 w-56" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** One back-office page: its permission first, then its code. */
function AdminPage({ route, me }: { route: AdminRoute; me: StaffMe }) {
  const { search } = useLocation();
  const Page = PAGES.get(route.path);
  if (!Page || !me.permissions.includes(permissionOf(route, new URLSearchParams(search))))
    return <NoPermission />;
  return <Suspense fallback={<PageSkeleton />}>{createElement(Page)}</Suspense>;
}

function NotFound() {
  const t = useAdminT();
  return <EmptyState title={t('shell.notFound')} />;
}

function AdminRoutes({ me }: { me: StaffMe }) {
  const first = ADMIN_NAV.find((entry) => me.permissions.includes(entry.permission));
  return useRoutes([
    { index: true, element: first ? <Navigate to={first.path} replace /> : <NoPermission /> },
    ...ADMIN_ROUTES.map((route) => ({
      path: route.path,
      element: <AdminPage route={route} me={me} />,
    })),
    { path: '*', element: <NotFound /> },
  ]);
}

/** The frame: top bar; side column on a laptop, a sheet on a phone; the page. */
function AdminFrame({ me }: { me: StaffMe }) {
  const t = useAdminT();
  const [menuOpen, setMenuOpen] = useState(false);
  const pending = usePendingRequests();
  const pageTitle = usePageTitle();
  const config = useWebsiteConfig();
  const siteName = config.data?.site_name;
  useEffect(() => {
    const parts = [pageTitle, t('shell.title'), siteName].filter(Boolean);
    document.title = parts.join(' · ');
  }, [pageTitle, siteName, t]);
  return (
    <div className="min-h-dvh bg-stone-50 text-stone-900">
      <LoadingBar active={pending > 0} label={t('shell.table.loading')} />
      <AdminTopBar me={me} onMenu={() => setMenuOpen(true)} />
      <div className="flex">
        <aside className="sticky top-12 hidden h-[calc(100dvh-3rem)] w-60 shrink-0 overflow-y-auto border-e border-stone-200 bg-white lg:block">
          <AdminSideNav permissions={me.permissions} />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-3 py-4 outline-none lg:px-6">
          <AdminRoutes me={me} />
        </main>
      </div>
      <Sheet
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={t('shell.nav.menu')}
        closeLabel={t('shell.nav.close')}
      >
        <div className="-mx-4 -my-4">
          <AdminSideNav permissions={me.permissions} onNavigate={() => setMenuOpen(false)} />
        </div>
      </Sheet>
    </div>
  );
}

function ShellSkeleton() {
  return (
    <div aria-busy="true" className="min-h-dvh bg-stone-50">
      <div className="h-12 bg-stone-900" />
      <div className="flex gap-4 p-4">
        <Skeleton className="hidden h-96 w-56 lg:block" />
        <div className="flex-1">
          <PageSkeleton />
        </div>
      </div>
    </div>
  );
}

/** Who may enter: the buyer's roles first (a buyer makes no back-office call), then staff/me. */
function AdminGate() {
  const t = useAdminT();
  const ready = useAdminMessages();
  const user = useUserInfo();
  const staff = user ? isStaff(user.roles ?? []) : false;
  const me = useStaffMe(staff);
  if (!ready || !user) return <ShellSkeleton />;
  if (!staff || (me.isError && isForbidden(me.error)))
    return (
      <div className="min-h-dvh bg-stone-50">
        <AdminTopBar me={undefined} />
        <main id="main" className="mx-auto max-w-md px-4 py-8">
          <NoPermission />
        </main>
      </div>
    );
  if (me.isError)
    return (
      <div className="mx-auto max-w-md px-4 py-8">
        <QueryError title={t('shell.loadFailed')} body={me.error.message} onRetry={me.refetch} />
      </div>
    );
  if (!me.data) return <ShellSkeleton />;
  return <AdminFrame me={me.data} />;
}

/** `#/admin/...`: the back office (its own lazy chunk, with its own layout and messages). */
export function Component() {
  return (
    <RequireLogin>
      <AdminGate />
    </RequireLogin>
  );
}
