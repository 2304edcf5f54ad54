import { vi } from 'vitest';

type Handler = (
  params: URLSearchParams,
) =>
  | { code: number; message?: string; data?: unknown }
  | Promise<{ code: number; message?: string; data?: unknown }>;

/** Known answers for the shell's start-up calls; tests override what they need. */
export const defaultHandlers: Record<string, Handler> = {
  'GET /api/customer/index/get_currency': () => ({
    code: 200,
    data: {
      list: [
        { code: 'USD', symbol: '$', rate: '1', name: 'US Dollar' },
        { code: 'CNY', symbol: '¥', rate: '7.1234', name: 'Yuan' },
      ],
      default: 'USD',
      static_url: '/static',
    },
  }),
  'GET /api/customer/index/get_languages': () => ({
    code: 200,
    data: { list: [{ name: 'English', code: 'en' }], default: 'en' },
  }),
  'GET /api/customer/index/store': (p) => ({
    code: 200,
    data: p.get('type') === 'advert' ? { list: [] } : { site_name: 'Test Mall' },
  }),
  'POST /api/customer/index/get-all-brand': () => ({ code: 200, data: { list: [] } }),
  'POST /api/customer/index/get-all-category': () => ({ code: 200, data: { list: [] } }),
};

/** Replaces fetch with answers keyed by "METHOD /path"; unknown paths answer HTTP 404. */
export function stubApi(overrides: Record<string, Handler> = {}) {
  const handlers = { ...defaultHandlers, ...overrides };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return new Response('not found', { status: 404 });
    const params =
      method === 'GET' ? url.searchParams : new URLSearchParams(String(init?.body ?? ''));
    const body = await handler(params);
    return new Response(JSON.stringify({ message: 'ok', data: null, ...body }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
