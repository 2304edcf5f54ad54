/** Values the client can send: scalars as text, lists and objects as one JSON string. */
export type ApiParams = Record<string, unknown>;

function encodeValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

export function toSearchParams(params: ApiParams | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    const encoded = encodeValue(value);
    if (encoded !== null) search.append(key, encoded);
  }
  return search;
}

/** application/x-www-form-urlencoded body of a POST. */
export function encodeForm(params: ApiParams | undefined): string {
  return toSearchParams(params).toString();
}

export const API_BASE = '/api';

/** `/api` + path, with GET parameters in the query string. */
export function apiUrl(path: string, query?: ApiParams): string {
  const search = toSearchParams(query).toString();
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${API_BASE}${clean}${search ? `?${search}` : ''}`;
}
