import type { DocumentInfo } from '@mall/contract/content-admin';
import { uploadFile } from '../../../../lib/upload';

/** POST /admin/document/upload (multipart, field `file`), with the upload's progress. */
export function uploadDocument(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<DocumentInfo> {
  return uploadFile<DocumentInfo>(
    file,
    { onProgress, ...(signal ? { signal } : {}), background: true, timeoutMs: 300_000 },
    '/admin/document/upload',
  );
}
