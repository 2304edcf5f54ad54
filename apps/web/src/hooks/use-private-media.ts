import { useEffect, useState } from 'react';
import { fetchPrivateMedia, publicDocumentUrl } from '../lib/private-media';

/**
 * A URL an <img> or a link can use for a document path (ID images, payment certificates):
 * the private file fetched with the access-token header as an object URL (revoked when the
 * path changes or the component goes), or the public URL of any other path. Null while
 * loading, when the path is empty, or when the server does not give the file to this user.
 */
export function usePrivateMedia(path: string | null | undefined): string | null {
  const direct = path ? publicDocumentUrl(path) : null;
  const [fetched, setFetched] = useState<{ path: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!path || direct) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchPrivateMedia(path, controller.signal).then(
      (result) => {
        url = result;
        if (controller.signal.aborted) {
          if (result) URL.revokeObjectURL(result);
          return;
        }
        setFetched({ path, url: result });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, direct]);
  if (direct) return direct;
  return path && fetched?.path === path ? fetched.url : null;
}
