/**
 * Navigation from outside React (the API client sending a lost session to login). The router
 * attaches itself at start; before that, the hash is set directly.
 */

/** The part of the data router this module needs. */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

let router: RouterLike | null = null;

export const LOGIN_PATH = '/pages/users/login';
export const REGISTER_PATH = '/pages/users/register';

export function attachRouter(next: RouterLike | null): void {
  router = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (router) void router.navigate(to, options);
  else window.location.hash = `#${to}`;
}

/** Where the user is now, as a router path with its query ("/pages/cart/cart?x=1"). */
export function currentPath(): string {
  if (router) return `${router.state.location.pathname}${router.state.location.search}`;
  const hash = window.location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : '/';
}

export function loginPath(redirect: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

/** Only paths inside this app; never back to the login or registration screens themselves. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith(LOGIN_PATH) || value.startsWith(REGISTER_PATH)) return '/';
  return value;
}

export function redirectToLogin(): void {
  const here = currentPath();
  if (here.startsWith(LOGIN_PATH)) return;
  navigateTo(loginPath(safeRedirect(here)));
}
