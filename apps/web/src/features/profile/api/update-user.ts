import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { PaymentSettings, Profile, UpdateUserInput, UserInfo } from '../types';

/** POST /customer/info/update_user: any of the profile and payment fields; answers both. */
export function updateUser(input: UpdateUserInput): Promise<Profile> {
  return apiClient.post('/customer/info/update_user', input);
}

/** Saves part of the profile; the header, dashboard and payment settings show the answer at once. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (profile) => {
      const {
        bank_name,
        bank_acc_name,
        bank_acc_no,
        bank_routing_no,
        wallet_address,
        address,
        ...user
      } = profile;
      queryClient.setQueryData<UserInfo>(queryKeys.user.info(), (old) => ({ ...old, ...user }));
      queryClient.setQueryData<PaymentSettings>(queryKeys.profile.paymentSettings(), {
        bank_name,
        bank_acc_name,
        bank_acc_no,
        bank_routing_no,
        wallet_address,
        address,
      });
    },
  });
}
