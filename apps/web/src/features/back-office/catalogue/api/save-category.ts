import { useMutation } from '@tanstack/react-query';
import type { AdminCategory } from '@mall/contract/admin-catalog';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { catalogueKeys } from '../catalogue-keys';

/** What the category form sends: names by language, and on an edit the category's id. */
export interface CategoryInput {
  id?: number;
  /** The parent (a top-level category), or null for the top level. */
  parent_id: number | null;
  names: Record<string, string>;
  /** An uploaded path, or '' for none. */
  icon: string;
  hidden: boolean;
  /** '' for none (the parent's, or the setting's). */
  commission_percent: string;
}

/** POST /admin/category/save: creates (no id) or edits a category; answers it. */
export function saveCategory(input: CategoryInput): Promise<AdminCategory> {
  return apiClient.post(
    '/admin/category/save',
    {
      ...(input.id ? { id: input.id } : {}),
      parent_id: input.parent_id ?? '',
      ...input.names,
      icon: input.icon,
      hidden: input.hidden ? 1 : 0,
      commission_percent: input.commission_percent.trim(),
    },
    // The form shows a field's error itself.
    { silent: true },
  );
}

export function useSaveCategory() {
  return useMutation({
    mutationFn: saveCategory,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}
