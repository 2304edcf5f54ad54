/** Base URL for images (`static_url` of get_currency); set once the currency list has loaded. */
let staticBase = '';

export function setStaticBase(url: string | undefined): void {
  staticBase = (url ?? '').replace(/\/+$/, '');
}

/** Absolute URLs and root paths stay; other paths are relative to the static base. */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:'))
    return path;
  return staticBase ? `${staticBase}/${path}` : `/static/${path}`;
}
