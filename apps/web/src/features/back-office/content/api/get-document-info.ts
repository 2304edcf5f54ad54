import { useQuery } from '@tanstack/react-query';
import type { DocumentInfo } from '@mall/contract/content-admin';
import { apiClient } from '../../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /admin/document/info: the static document's size and when it was replaced. */
export function getDocumentInfo(signal?: AbortSignal): Promise<DocumentInfo> {
  return apiClient.get('/admin/document/info', {}, { signal, background: true, silent: true });
}

export function useDocumentInfo() {
  return useQuery({
    queryKey: contentKeys.document(),
    queryFn: ({ signal }) => getDocumentInfo(signal),
    staleTime: 0,
  });
}
