import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError, errorField } from './api-error';
import { queryClient } from './query-client';
import { endSession, getToken, startSession } from './session';
import { useToasts } from './toast';
import { setLangPreference } from './preferences';
import { attachRouter } from './navigation';
import { renderHook } from '@testing-library/react';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
function lastCall(): [string, RequestInit] {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return [String(call[0]), call[1] ?? {}];
}
function toastMessages(): string[] {
  return renderHook(() => useToasts()).result.current.map((t) => t.message);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  attachRouter({
    navigate,
    state: { location: { pathname: '/pages/cart/cart', search: '?step=2' } },
  });
  endSession();
  setLangPreference('en');
});
afterEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.useRealTimers();
});

describe('apiClient requests', () => {
  it('sends GET parameters in the query string under /api with lang and access-token headers', async () => {
    startSession('tok-1');
    setLangPreference('th');
    fetchMock.mockResolvedValue(reply({ code: 200, message: 'ok', data: { a: 1 } }));
    await expect(
      apiClient.get('/customer/index/store', { type: 'advert', empty: undefined }),
    ).resolves.toEqual({ a: 1 });
    const [url, init] = lastCall();
    expect(url).toBe('/api/customer/index/store?type=advert');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ lang: 'th', 'access-token': 'tok-1' });
    expect(init.body).toBeUndefined();
  });

  it('leaves access-token out when logged out', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, message: 'ok', data: null }));
    await apiClient.get('/customer/index/get_currency');
    expect(lastCall()[1].headers).not.toHaveProperty('access-token');
  });

  it('form-encodes POST bodies, structured values as JSON strings', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, message: 'ok', data: 'x' }));
    await apiClient.post('/customer/register/account', {
      email: 'a+b@x.io',
      agree: 1,
      ok: true,
      images: ['a.png'],
      wallet: { BTC: 'x y' },
    });
    const [url, init] = lastCall();
    expect(url).toBe('/api/customer/register/account');
    expect(init.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
    });
    const body = new URLSearchParams(String(init.body));
    expect(body.get('email')).toBe('a+b@x.io');
    expect(body.get('agree')).toBe('1');
    expect(body.get('ok')).toBe('1');
    expect(body.get('images')).toBe('["a.png"]');
    expect(body.get('wallet')).toBe('{"BTC":"x y"}');
  });
});

describe('apiClient errors', () => {
  it('shows the server message for other codes and rejects with the code and data', async () => {
    fetchMock.mockResolvedValue(
      reply({ code: 1100001, message: 'Bad format', data: { field: 'email' } }),
    );
    const error = await apiClient.post('/customer/register/account', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 1100001, message: 'Bad format' });
    expect(errorField(error)).toBe('email');
    expect(toastMessages()).toContain('Bad format');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([1000004, 1100003, 2000017])(
    'code %i clears the token, logs out and goes to login with the way back',
    async (code) => {
      startSession('tok-2');
      queryClient.setQueryData(['user', 'info'], { firstname: 'A' });
      fetchMock.mockResolvedValue(reply({ code, message: 'Session over', data: null }));
      await expect(apiClient.get('/customer/info/get_userinfo')).rejects.toMatchObject({
        kind: 'session',
        code,
      });
      expect(getToken()).toBeNull();
      expect(localStorage.getItem('access-token')).toBeNull();
      expect(queryClient.getQueryData(['user', 'info'])).toBeUndefined();
      expect(navigate).toHaveBeenCalledWith(
        '/pages/users/login?redirect=%2Fpages%2Fcart%2Fcart%3Fstep%3D2',
        undefined,
      );
    },
  );

  it("shows 'Interface error' for a non-2xx status", async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    await expect(apiClient.get('/x')).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Interface error',
    });
    expect(toastMessages()).toContain('Interface error');
  });

  it("shows 'Interface error' for a body that is not an envelope", async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(apiClient.get('/x')).rejects.toMatchObject({
      kind: 'http',
      message: 'Interface error',
    });
  });

  it("shows 'Request Error' when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/x')).rejects.toMatchObject({
      kind: 'network',
      message: 'Request Error',
    });
    expect(toastMessages()).toContain('Request Error');
  });

  it('gives up after 60 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = apiClient.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(lastCall()[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', message: 'Request Error' });
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('stays quiet when the caller cancels', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = apiClient
      .get('/cancelled-call', undefined, { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(await pending).not.toBeInstanceOf(ApiError);
  });

  it('can stay silent', async () => {
    fetchMock.mockResolvedValue(reply({ code: 1100002, message: 'Silent one', data: null }));
    await expect(apiClient.post('/y', {}, { silent: true })).rejects.toMatchObject({
      code: 1100002,
    });
    expect(toastMessages()).not.toContain('Silent one');
  });
});
