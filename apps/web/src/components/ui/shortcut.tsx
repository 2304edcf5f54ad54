/** A small icon-over-label control (the phone's product bar: store, support, wishlist). */
export const shortcutClass =
  'flex h-14 min-w-14 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-[11px] leading-tight text-stone-700 hover:bg-stone-100';
