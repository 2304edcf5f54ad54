import { isApiError } from './api-error';
import { apiUrl, encodeForm, type ApiParams } from './api-encoding';
import { clientError, fail, unwrapEnvelope, type EnvelopeOptions } from './api-envelope';
import { beginLoading } from './loading';
import { getPreferences } from './preferences';
import { getToken } from './session';

export const REQUEST_TIMEOUT_MS = 60_000;

export interface RequestOptions extends EnvelopeOptions {
  /** No loading mask (background loads, polling). */
  background?: boolean;
  /** Cancels the call without telling the user (TanStack Query passes one). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Headers of this call only (e.g. `device-token` on login). */
  headers?: Record<string, string>;
}

/** The headers every call carries: `access-token` when logged in, and `lang`. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { lang: getPreferences().lang };
  const token = getToken();
  if (token) headers['access-token'] = token;
  return headers;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  params: ApiParams | undefined,
  options: RequestOptions,
): Promise<T> {
  const headers = { ...apiHeaders(), ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (method === 'POST') {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    init.body = encodeForm(params);
  }
  const controller = new AbortController();
  init.signal = controller.signal;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel);
  const stopLoading = options.background ? () => undefined : beginLoading();
  try {
    let body: unknown;
    try {
      const response = await fetch(apiUrl(path, method === 'GET' ? params : undefined), init);
      if (!response.ok) throw fail(clientError('http', response.status), options);
      body = await response.json().catch((cause: unknown) => {
        if (controller.signal.aborted) throw cause;
        throw fail(clientError('http', response.status), options);
      });
    } catch (error) {
      if (timedOut) throw fail(clientError('timeout'), options);
      if (controller.signal.aborted) throw error; // cancelled by the caller: nothing to say
      if (isApiError(error)) throw error;
      throw fail(clientError('network'), options);
    }
    return unwrapEnvelope<T>(body, options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
    stopLoading();
  }
}

/** The one HTTP client of the web app. Paths are relative to `/api`. */
export const apiClient = {
  get<T>(path: string, params?: ApiParams, options: RequestOptions = {}): Promise<T> {
    return request<T>('GET', path, params, options);
  },
  post<T>(path: string, params?: ApiParams, options: RequestOptions = {}): Promise<T> {
    return request<T>('POST', path, params, options);
  },
};
