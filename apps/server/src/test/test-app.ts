import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildOptions } from '../app';
import { loadConfig, type AppConfig } from '../env';
import {
  DEFAULT_CATALOG_CACHE,
  type CatalogCacheOptions,
} from '../plugins/answer-cache/catalog-cache';
import { createLocalStorage } from '../storage/local-storage';
import { createTestDatabase, type TestDatabase } from './test-db';

/** One app on one test database per test file; `reset()` empties it between tests. */
export interface TestApp {
  app: App;
  testDb: TestDatabase;
  config: AppConfig;
  mediaDir: string;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string;
  /** Extra routes (e.g. to exercise guards) added before the app is ready. */
  routes?: (app: App) => void;
  catalogCache?: Partial<CatalogCacheOptions>;
  /** Where the app logs (with env LOG_LEVEL to read it). */
  logStream?: { write(line: string): void };
  /** Called for every route the app registers (see route-inventory.ts). */
  onRoute?: BuildOptions['onRoute'];
}

/**
 * In tests, row changes do not clear the catalogue cache by themselves (a clear a second
 * after the fixtures were written would make statement counts flaky): tests of that pass
 * their own delay.
 */
const TEST_CATALOG_CACHE: CatalogCacheOptions = {
  ...DEFAULT_CATALOG_CACHE,
  rowChangeDelayMs: 3_600_000,
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const mediaDir = await mkdtemp(join(tmpdir(), 'mall-media-'));
  // Tests register many users from one address: the registration limit is tested on its own.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    REGISTER_MAX_PER_IP: '1000000',
    ...options.env,
  });
  // Every answer is checked against its route's response schema: a mismatch fails the
  // request (HTTP 500) and, listed, the file's close().
  const mismatches = new Set<string>();
  const app = await buildApp({
    config,
    database: testDb.database,
    storage: createLocalStorage(mediaDir),
    webRoot: options.webRoot,
    logStream: options.logStream,
    catalogCache: { ...TEST_CATALOG_CACHE, ...options.catalogCache },
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    onResponseMismatch: (error) => mismatches.add(error.message),
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    testDb,
    config,
    mediaDir,
    reset: () => testDb.reset(),
    close: async () => {
      await app.close();
      await testDb.close();
      await rm(mediaDir, { recursive: true, force: true });
      await rm(`${mediaDir}-private`, { recursive: true, force: true });
      if (mismatches.size > 0)
        throw new Error(`answers that do not match their schemas:\n${[...mismatches].join('\n')}`);
    },
  };
}

export interface CallOptions {
  token?: string;
  lang?: string;
  /** Send the body as JSON instead of the client's form encoding. */
  json?: boolean;
  ip?: string;
  headers?: Record<string, string>;
}

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

function headersOf(options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers['access-token'] = options.token;
  if (options.lang !== undefined) headers.lang = options.lang;
  return headers;
}

/** Form-encodes like the web client: structured values as JSON strings. */
export function formBody(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    params.append(
      key,
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    );
  }
  return params.toString();
}

export async function post(
  app: App,
  url: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  const headers = headersOf(options);
  const response = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...headers,
      'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    payload: options.json ? JSON.stringify(body) : formBody(body),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return response;
}

export async function get(
  app: App,
  url: string,
  query: Record<string, string> = {},
  options: CallOptions = {},
) {
  const search = new URLSearchParams(query).toString();
  return app.inject({
    method: 'GET',
    url: `/api${url}${search ? `?${search}` : ''}`,
    headers: headersOf(options),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** The envelope of an HTTP 200 answer (fails loudly on any other status). */
export function envelope<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  if (response.statusCode !== 200)
    throw new Error(`HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response.json<Envelope<T>>();
}
