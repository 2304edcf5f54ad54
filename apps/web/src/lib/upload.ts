import type { UploadResult } from '@mall/contract/upload';
import { apiUrl } from './api-encoding';
import { clientError, fail, unwrapEnvelope, type EnvelopeOptions } from './api-envelope';
import { apiHeaders, REQUEST_TIMEOUT_MS } from './api-client';
import { beginLoading } from './loading';

export interface UploadOptions extends EnvelopeOptions {
  /** 0 to 1 while the file is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  background?: boolean;
  timeoutMs?: number;
  /** Form fields sent before the file, e.g. `private: '1'` for a document. */
  fields?: Record<string, string>;
}

export type { UploadResult };

/** POST /upload, multipart, the file in the field `file`; XMLHttpRequest for upload progress. */
export function uploadFile<T = UploadResult>(
  file: Blob,
  options: UploadOptions = {},
  path = '/upload',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const stopLoading = options.background ? () => undefined : beginLoading();
    const abort = () => xhr.abort();
    const settle = (action: () => void) => {
      stopLoading();
      options.signal?.removeEventListener('abort', abort);
      try {
        action();
      } catch (error) {
        reject(error);
      }
    };
    xhr.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    const failed = () =>
      settle(() => reject(fail(clientError('upload', xhr.status || undefined), options)));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = () => settle(() => reject(new DOMException('Upload cancelled', 'AbortError')));
    xhr.onload = () =>
      settle(() => {
        if (xhr.status < 200 || xhr.status >= 300)
          throw fail(clientError('upload', xhr.status), options);
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          throw fail(clientError('upload', xhr.status), options);
        }
        options.onProgress?.(1);
        resolve(unwrapEnvelope<T>(body, options));
      });
    if (options.signal?.aborted) {
      settle(() => reject(new DOMException('Upload cancelled', 'AbortError')));
      return;
    }
    options.signal?.addEventListener('abort', abort);
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * An identity document or payment proof: a private upload (decision 0011), shown only to its
 * owner and admins through GET /api/upload/private (see lib/private-media.ts).
 */
export function uploadDocument(file: Blob, options: UploadOptions = {}): Promise<UploadResult> {
  return uploadFile(file, { ...options, fields: { ...options.fields, private: '1' } });
}
