import { queryKeys } from '../../lib/query-keys';

export const orderKeys = {
  all: [...queryKeys.user.all, 'orders'] as const,
  list: (status: string) => [...queryKeys.user.all, 'orders', 'list', status] as const,
  detail: (id: number) => [...queryKeys.user.all, 'orders', 'detail', id] as const,
  track: (id: number) => [...queryKeys.user.all, 'orders', 'track', id] as const,
  refunds: (side: string) => [...queryKeys.user.all, 'orders', 'refunds', side] as const,
};
