import { useQuery } from '@tanstack/react-query';
import type { AdminPolicyList } from '@mall/contract/content-admin';
import { apiClient } from '../../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /admin/policy/index: the six policies with every language. */
export function getPolicies(signal?: AbortSignal): Promise<AdminPolicyList> {
  return apiClient.get('/admin/policy/index', {}, { signal, background: true, silent: true });
}

export function usePolicies() {
  return useQuery({
    queryKey: contentKeys.policies(),
    queryFn: ({ signal }) => getPolicies(signal),
    staleTime: 0,
  });
}
