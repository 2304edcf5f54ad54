import type en from '../locales/en.json';

export type RouteTitleKey = keyof (typeof en)['routes'];
export type TabName = 'home' | 'category' | 'cart' | 'mine';

/** What each route tells the shell: its title, and which bottom tab it is (tabs have no back button). */
export interface RouteHandle {
  titleKey: RouteTitleKey;
  tab?: TabName;
  /** The page has its own bottom bar on phones (product detail): no tabs there. */
  ownBottomBar?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { titleKey?: unknown }).titleKey === 'string'
  );
}
