/** A client of the API as the web app calls it: form bodies, `lang` and `access-token` headers. */

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export interface Answer<T = unknown> {
  status: number;
  retryAfter: string | null;
  body: Envelope<T> | null;
  ms: number;
}

export interface CallOptions {
  token?: string;
  body?: Record<string, string | number>;
  form?: FormData;
  timeoutMs?: number;
}

/** One call; the HTTP status and the body as they are (a transport failure of fetch throws). */
export async function call<T = unknown>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { lang: 'en' };
  if (options.token) headers['access-token'] = options.token;
  let payload: string | FormData | undefined;
  if (options.form) payload = options.form;
  else if (options.body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(
      Object.entries(options.body).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
  }
  const started = Date.now();
  const response = await fetch(`${base}/api${path}`, {
    method: payload === undefined ? 'GET' : 'POST',
    headers,
    body: payload,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: Envelope<T> | null = null;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    body = null;
  }
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: Date.now() - started,
  };
}

/** A call that must succeed: answers its data, or throws with what came back. */
export async function api<T = unknown>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const answer = await call<T>(base, path, options);
  if (answer.status !== 200 || answer.body?.code !== 200) {
    throw new Error(`${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

/** A call fired into a burst whose server may die under it: its envelope code, or null when the connection broke. */
export async function attempt(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<number | null> {
  try {
    const answer = await call(base, path, options);
    return answer.status === 200 ? (answer.body?.code ?? null) : answer.status;
  } catch {
    return null;
  }
}

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
