import { useMutation } from '@tanstack/react-query';
import type { AdminBrand } from '@mall/contract/admin-catalog';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { catalogueKeys } from '../catalogue-keys';

export interface BrandInput {
  id?: number;
  names: Record<string, string>;
  /** An uploaded path, or '' for none. */
  logo: string;
  /** A whole number as typed; '' keeps it (new: last). */
  sort: string;
  hidden: boolean;
}

/** POST /admin/brand/save: creates (no id) or edits a brand; answers it. */
export function saveBrand(input: BrandInput): Promise<AdminBrand> {
  return apiClient.post(
    '/admin/brand/save',
    {
      ...(input.id ? { id: input.id } : {}),
      ...input.names,
      logo: input.logo,
      ...(input.sort.trim() ? { sort: input.sort.trim() } : {}),
      hidden: input.hidden ? 1 : 0,
    },
    { silent: true },
  );
}

export function useSaveBrand() {
  return useMutation({
    mutationFn: saveBrand,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}
