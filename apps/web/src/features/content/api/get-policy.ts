import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Policy, PolicyKey } from '../types';

/** Each policy's call; about us is a POST (spec section 7). */
const CALLS: Record<PolicyKey, { method: 'get' | 'post'; path: string }> = {
  about_us: { method: 'post', path: '/about_us-policy' },
  privacy: { method: 'get', path: '/privacy-policy' },
  return: { method: 'get', path: '/return_policy-policy' },
  support: { method: 'get', path: '/support-policy' },
  terms: { method: 'get', path: '/terms-policy' },
  user: { method: 'get', path: '/user-policy' },
};

export function getPolicy(key: PolicyKey, signal?: AbortSignal): Promise<Policy> {
  const call = CALLS[key];
  return apiClient[call.method](call.path, undefined, { signal, background: true });
}

export function usePolicy(key: PolicyKey) {
  return useQuery({
    ...publicQueryDefaults,
    queryKey: queryKeys.policy(key, useLang()),
    queryFn: ({ signal }) => getPolicy(key, signal),
    staleTime: 10 * 60_000,
  });
}
