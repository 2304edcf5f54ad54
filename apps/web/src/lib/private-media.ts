import { apiHeaders } from './api-client';
import { apiUrl } from './api-encoding';
import { mediaUrl } from './media';

/**
 * Identity documents and payment proofs are private uploads (decision 0011): an <img> cannot
 * send the access-token header, so they are fetched with it and shown through an object URL.
 * Document paths are `/private/uploads/...`, or `/static/uploads/...` for one sent before
 * uploads could be private (the server moved it); other paths (the demo's pictures) are
 * ordinary media.
 */
export function isPrivateDocumentPath(path: string): boolean {
  return path.startsWith('/private/uploads/') || path.startsWith('/static/uploads/');
}

/** The document's bytes as an object URL (the caller revokes it), or null when not given to us. */
export async function fetchPrivateMedia(
  path: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const response = await fetch(apiUrl('/upload/private', { path }), {
    headers: apiHeaders(),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('image/'))
    return null;
  return URL.createObjectURL(await response.blob());
}

/** For a path that is not a private document: its public URL. */
export function publicDocumentUrl(path: string): string | null {
  return isPrivateDocumentPath(path) ? null : mediaUrl(path) || null;
}
