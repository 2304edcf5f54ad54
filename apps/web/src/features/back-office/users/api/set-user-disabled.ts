import { useMutation } from '@tanstack/react-query';
import type { UserRow } from '@mall/contract/admin-users';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * POST /admin/user/disable: disables (every session of the user ends at once) or enables an
 * account. Silent: the page says what was refused (one toast for a bulk action).
 */
export function setUserDisabled({
  userId,
  disabled,
}: {
  userId: number;
  disabled: boolean;
}): Promise<UserRow> {
  return apiClient.post(
    '/admin/user/disable',
    { user_id: userId, disabled: disabled ? 1 : 0 },
    { silent: true },
  );
}

export function useSetUserDisabled() {
  return useMutation({
    mutationFn: setUserDisabled,
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('users') }),
  });
}
