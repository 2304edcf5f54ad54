import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { endSession } from '../../../lib/session';
import { clearAllStorage } from '../../../lib/storage';

/** Revokes the token on the server; a token that is already gone is not an error here. */
export function logout(): Promise<null> {
  return apiClient.get<null>('/customer/user/logout', undefined, {
    silent: true,
    sessionRedirect: false,
  });
}

/** Logout keeps nothing: all storage cleared, the user and counters dropped, back to home. */
export function finishLogout(): void {
  clearAllStorage();
  endSession();
  navigateTo('/');
}

export function useLogout() {
  return useMutation({
    mutationFn: () => logout().catch(() => null),
    onSettled: finishLogout,
  });
}
