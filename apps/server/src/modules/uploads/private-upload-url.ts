/** Where the owner and admins fetch a private upload (with their access-token header). */
export const PRIVATE_UPLOAD_ROUTE = '/upload/private';

export function privateUploadUrl(path: string): string {
  return `/api${PRIVATE_UPLOAD_ROUTE}?path=${encodeURIComponent(path)}`;
}
