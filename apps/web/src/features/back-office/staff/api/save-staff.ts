import { useMutation } from '@tanstack/react-query';
import type { StaffRole } from '@mall/contract/staff';
import type { StaffMember } from '@mall/contract/staff-accounts';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface StaffSaveValues {
  email: string;
  firstname: string;
  password: string;
  roles: StaffRole[];
}

/**
 * POST /admin/staff/save: gives the account of the email exactly these staff roles, or creates
 * it (firstname and password needed then). Empty fields are not sent. Silent: the form shows
 * what was refused on its field.
 */
export function saveStaff(values: StaffSaveValues): Promise<StaffMember> {
  return apiClient.post(
    '/admin/staff/save',
    {
      email: values.email.trim(),
      ...(values.firstname.trim() ? { firstname: values.firstname.trim() } : {}),
      ...(values.password ? { password: values.password } : {}),
      roles: JSON.stringify(values.roles),
    },
    { silent: true },
  );
}

export function useSaveStaff() {
  return useMutation({
    mutationFn: saveStaff,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('staff') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('users') });
    },
  });
}
