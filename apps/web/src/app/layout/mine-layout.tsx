import { Outlet } from 'react-router';
import { MineMenu } from './mine-menu';

/** The account area: on wide screens the account menu sits beside the page. */
export function MineLayout() {
  return (
    <div className="mx-auto w-full max-w-6xl md:grid md:grid-cols-[16rem_1fr] md:gap-6 md:px-4 md:py-8">
      <aside className="hidden md:block">
        <MineMenu />
      </aside>
      <div className="min-w-0 [&>div]:md:px-0 [&>div]:md:py-0">
        <Outlet />
      </div>
    </div>
  );
}
