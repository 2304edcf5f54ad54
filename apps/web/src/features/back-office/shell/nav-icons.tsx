import type { ReactNode } from 'react';

/** The side navigation's icons (outline, 24 px grid), by name. */
const PATHS = {
  dashboard: <path d="M4 13h6V4H4zm10 7h6v-9h-6zM4 20h6v-4H4zm10-11h6V4h-6z" />,
  review: <path d="M9 11l2 2 4-4M5 4h14v16H5z" />,
  user: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0" />,
  badge: <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />,
  shop: <path d="M4 9l1.5-5h13L20 9M4 9h16v11H4zm5 11v-6h6v6" />,
  order: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zm3 5h6m-6 4h6" />,
  refund: <path d="M4 12a8 8 0 1 0 2.3-5.7L4 8.5M4 4v4.5h4.5" />,
  box: <path d="M3 7l9-4 9 4-9 4zm0 0v10l9 4 9-4V7m-9 4v10" />,
  tree: <path d="M4 4h6v5H4zm10 11h6v5h-6zm0-8h6v5h-6zM7 9v10h7M7 10h7" />,
  tag: <path d="M3 12V4h8l10 10-8 8zm5-5h.01" />,
  page: <path d="M6 3h9l4 4v14H6zm3 8h7m-7 4h7" />,
  money: <path d="M3 6h18v12H3zm9 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />,
  exchange: <path d="M4 8h13l-3-3m6 11H7l3 3" />,
  wallet: <path d="M4 7h15v12H4zm0 0l11-3v3m1 7h.01" />,
  scale: <path d="M12 4v16m-7 0h14M5 8h14M5 8l-3 6a3 3 0 0 0 6 0zm14 0l-3 6a3 3 0 0 0 6 0z" />,
  percent: (
    <path d="M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
  ),
  gear: (
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2l.4 2.6h5l.4-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z" />
  ),
  log: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
} satisfies Record<string, ReactNode>;

export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name, className = 'size-5' }: { name: NavIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {PATHS[name]}
    </svg>
  );
}
