import { useMutation } from '@tanstack/react-query';
import type { AdminCategory } from '@mall/contract/admin-catalog';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { catalogueKeys } from '../catalogue-keys';

export interface MoveInput {
  id: number;
  /** The new parent, or null for the top level. */
  parent_id: number | null;
  /** 0-based place among the new siblings. */
  position: number;
}

/** POST /admin/category/move: to a parent (or the top level) at a position; answers the category. */
export function moveCategory(input: MoveInput): Promise<AdminCategory> {
  return apiClient.post('/admin/category/move', {
    id: input.id,
    parent_id: input.parent_id ?? '',
    position: input.position,
  });
}

export function useMoveCategory() {
  return useMutation({
    mutationFn: moveCategory,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}
