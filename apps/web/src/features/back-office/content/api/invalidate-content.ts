import { queryClient } from '../../../../lib/query-client';
import { contentKeys } from './content-keys';

/** After a change: every content list and detail of the back office loads again. */
export function invalidateContent(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: contentKeys.all() });
}
