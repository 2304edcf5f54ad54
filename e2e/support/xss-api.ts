import { readFile } from 'node:fs/promises';
import type { RunningServer } from './server';
import { DEMO_PASSWORD } from './session';

type Envelope<T = never> = { code: number; message: string; data: T };

/** A small solid-colour PNG (32 x 24), an image any upload accepts. */
const UPLOAD_PNG = new URL('../fixtures/upload.png', import.meta.url);

export type Application = {
  id: number;
  status: number;
  user?: { email: string };
  product?: { id: number };
  qty?: number;
  remark?: string;
};

/**
 * The calls the hostile-data seed makes: `call` records what the server stored (in `fields`)
 * or refused (in `refused`), `must` throws on a refusal, `board` lists an application type
 * under review as the admin.
 */
export function seedApi(server: RunningServer, fields: string[], refused: string[]) {
  async function call<T>(
    what: string,
    path: string,
    body?: Record<string, string>,
    token?: string,
  ): Promise<Envelope<T>> {
    const result = (await server.api<T>(path, { body, token })) as Envelope<T>;
    if (result.code === 200) fields.push(what);
    else refused.push(`${what}: ${result.code} ${JSON.stringify(result.data ?? result.message)}`);
    return result;
  }
  async function must<T>(
    what: string,
    path: string,
    body?: Record<string, string>,
    token?: string,
  ): Promise<T> {
    const result = await call<T>(what, path, body, token);
    if (result.code !== 200)
      throw new Error(
        `${what} failed: ${result.code} ${result.message} ${JSON.stringify(result.data)}`,
      );
    return result.data;
  }
  const get = async <T>(path: string, token?: string): Promise<T> => {
    const result = (await server.api<T>(path, { token })) as Envelope<T>;
    if (result.code !== 200) throw new Error(`${path}: ${result.code} ${result.message}`);
    return result.data;
  };
  const login = async (email: string) =>
    (
      await server.api<{ 'access-token': string }>('/customer/login/account', {
        body: { email, password: DEMO_PASSWORD },
      })
    ).data['access-token'];
  async function upload(token: string, isPrivate: boolean): Promise<string> {
    const form = new FormData();
    if (isPrivate) form.append('private', '1');
    form.append(
      'file',
      new Blob([new Uint8Array(await readFile(UPLOAD_PNG))], { type: 'image/png' }),
      'x.png',
    );
    const response = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { 'access-token': token },
      body: form,
    });
    const result = (await response.json()) as Envelope<{ path: string }>;
    if (result.code !== 200) throw new Error(`upload: ${result.code} ${result.message}`);
    return result.data.path;
  }
  const board = (type: number, admin: string) =>
    get<{ list: Application[] }>(`/admin/review/index?type=${type}&status=0&pagesize=50`, admin);
  return { call, must, get, login, upload, board };
}

export type SeedApi = ReturnType<typeof seedApi>;
