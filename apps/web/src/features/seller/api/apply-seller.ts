import { useMutation } from '@tanstack/react-query';
import type { SellerApplication } from '@mall/contract/seller';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toast';

export interface ApplySellerValues {
  shop_name: string;
  contact_name: string;
  telephone: string;
  email: string;
  address: string;
  id_front: string;
  id_back: string;
  remark: string;
}

/** POST /customer/user/applyseller; 2000016 (already applied) is success: the existing application. */
export async function applySeller(values: ApplySellerValues): Promise<SellerApplication> {
  const params = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  try {
    return await apiClient.post<SellerApplication>('/customer/user/applyseller', params, {
      silent: true,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 2000016) return error.data as SellerApplication;
    if (isApiError(error) && error.message && error.kind !== 'session') showToast(error.message);
    throw error;
  } finally {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
  }
}

export function useApplySeller() {
  return useMutation({ mutationFn: applySeller });
}
