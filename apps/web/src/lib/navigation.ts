/**
 * Navigation from outside React (the API client sending a lost session to login). The router
 * registers itself at start; before that, the hash is set directly.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  window.location.hash = `#${to}`;
};

export const LOGIN_PATH = '/pages/users/login';
export const REGISTER_PATH = '/pages/users/register';

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** Where the user is now, as a router path with its query ("/pages/cart/cart?x=1"). */
export function currentPath(): string {
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
