import { useMutation } from '@tanstack/react-query';
import type { StaffMember } from '@mall/contract/staff-accounts';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /admin/staff/remove: takes every staff role from the account and ends its sessions. */
export function removeStaff(userId: number): Promise<StaffMember> {
  return apiClient.post('/admin/staff/remove', { user_id: userId }, { silent: true });
}

export function useRemoveStaff() {
  return useMutation({
    mutationFn: removeStaff,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('staff') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('users') });
    },
  });
}
