import type { ReactNode } from 'react';

/** The phone's sticky bar: shortcuts (store, support, wishlist) and the cart's buttons at thumb reach. */
export function ProductActionBar({
  buttons,
  shortcuts,
}: {
  buttons: ReactNode;
  shortcuts: ReactNode;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-1 border-t border-stone-200 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:hidden">
      <div className="flex shrink-0 items-center">{shortcuts}</div>
      {buttons}
    </div>
  );
}
