import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { multipart, PNG_1X1, type FilePart } from './images';
import type { Actor, Role, SellerActor, World } from './route-fixtures';
import { formBody } from './test-app';

/** One request to a route: its path parameters, query, body (or multipart form) and who sends it. */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** A multipart form with one PNG in `file` (POST /upload): its other fields. */
  multipart?: Record<string, unknown>;
  /** The multipart form's file instead of the PNG. */
  file?: FilePart;
  /** Send with this token instead of the role's own. */
  token?: string;
}

/** How to build ONE valid request of a route, as a role allowed to call it. */
export interface FuzzEntry {
  request(w: World, role: Role): RouteRequest | Promise<RouteRequest>;
  /** A success is not an envelope (an image, a page, the OpenAPI description). */
  raw?: true;
  /**
   * The request is well formed but the state of the world refuses it (to these roles, or to
   * every role): the access matrix then expects a refusal past validation instead of code 200.
   */
  refused?: { because: string; roles?: readonly Role[] };
}

/** Who may call a route. */
export type Access = readonly Role[];

/**
 * The IDOR sweep of a route: each field of `sweep` takes a record of the caller's (the fuzz
 * table's request) and is sent instead with the value `victim` owns; `public` names the id
 * fields that reach records of nobody in particular (catalogue rows) or that admins may reach
 * (every record), with the reason.
 */
export interface IdorEntry {
  role?: 'buyer' | 'seller';
  sweep?: Record<string, (victim: Actor & Partial<SellerActor>) => unknown>;
  public?: Record<string, string>;
  /**
   * Why the caller's own record may answer like a missing one (then the sweep does not check
   * that its request reaches the record at all). Without it, the own record must answer otherwise.
   */
  ownAnswersAsMissing?: string;
}

/** The fields of a guarded route that name a record: ids and upload paths. */
export const UPLOAD_FIELDS = new Set([
  'path',
  'certificate',
  'id_front',
  'id_back',
  'photo',
  'images',
  'image',
]);
export function isRecordField(field: string): boolean {
  return /(^|_)id$/.test(field) || UPLOAD_FIELDS.has(field);
}

export type Encoding = 'form' | 'json';

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(
        key,
        typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
      );
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A JSON text that keeps own keys such as "__proto__" (an object literal would set the prototype). */
export function jsonText(body: Record<string, unknown>): string {
  return `{${Object.keys(body)
    .filter((key) => body[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${JSON.stringify(body[key]) ?? 'null'}`)
    .join(',')}}`;
}

/** Own enumerable properties, "__proto__" included, in order. */
export function withField(
  base: Record<string, unknown> | undefined,
  field: string,
  value: unknown,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(base ?? {}))
    Object.defineProperty(copy, key, {
      value: item,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  Object.defineProperty(copy, field, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** Calls "METHOD /url" with the request, as `token` (none: a visitor). */
export async function callRoute(
  app: App,
  key: string,
  request: RouteRequest,
  token: string | undefined,
  encoding: Encoding = 'form',
): Promise<LightMyRequestResponse> {
  const [method, pattern] = key.split(' ') as [string, string];
  const path = pattern.replace(/:([A-Za-z_]+)|\*/g, (match, name: string | undefined) => {
    const value = request.params?.[name ?? '*'] ?? '';
    return name ? encodeURIComponent(value) : value;
  });
  const headers: Record<string, string> = {};
  const sender = request.token ?? token;
  if (sender !== undefined) headers['access-token'] = sender;
  const url = `${path}${queryString(request.query ?? {})}`;
  if (request.multipart) {
    const fields = Object.fromEntries(
      Object.entries(request.multipart).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
      ]),
    );
    const body = multipart([request.file ?? { data: PNG_1X1 }], fields);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  if (method === 'GET') return app.inject({ method: 'GET', url, headers });
  const body = request.body ?? {};
  return app.inject({
    method: method as 'POST',
    url,
    headers: {
      ...headers,
      'content-type':
        encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    payload: encoding === 'json' ? jsonText(body) : formBody(body),
  });
}

/** The fields a request sends (query, body, multipart form or path parameters), by where they go. */
export function fieldsOf(
  request: RouteRequest,
): { where: 'params' | 'query' | 'body' | 'multipart'; field: string }[] {
  const wheres = ['params', 'query', 'body', 'multipart'] as const;
  return wheres.flatMap((where) =>
    Object.keys(request[where] ?? {}).map((field) => ({ where, field })),
  );
}

/** The request with one field set to `value` (in the place the request sends its fields). */
export function mutate(
  request: RouteRequest,
  where: 'params' | 'query' | 'body' | 'multipart',
  field: string,
  value: unknown,
): RouteRequest {
  if (where === 'params')
    return {
      ...request,
      params: {
        ...request.params,
        [field]: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      },
    };
  return { ...request, [where]: withField(request[where], field, value) };
}

/** Where a route's fields go when its valid request sends none. */
export function placeOf(key: string, request: RouteRequest): 'query' | 'body' | 'multipart' {
  if (request.multipart) return 'multipart';
  if (request.body) return 'body';
  return key.startsWith('GET ') ? 'query' : 'body';
}

export type { Actor };
