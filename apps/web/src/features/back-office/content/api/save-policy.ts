import { useMutation } from '@tanstack/react-query';
import type { AdminPolicy, PolicySaveInput } from '@mall/contract/content-admin';
import { apiClient } from '../../../../lib/api-client';
import { invalidateContent } from './invalidate-content';

/** POST /admin/policy/save: a policy's texts; the server sanitises the HTML. */
export function savePolicy(body: PolicySaveInput): Promise<AdminPolicy> {
  return apiClient.post('/admin/policy/save', body);
}

export function useSavePolicy() {
  return useMutation({ mutationFn: savePolicy, onSettled: invalidateContent });
}
