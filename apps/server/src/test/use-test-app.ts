import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../db/client';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * What is emptied before every test, and so how often `seed` runs:
 * - `'each'`: every table (and the catalogue cache, which holds their rows); `seed` runs again
 *   before every test, so each test starts from the same rows whatever ran before it.
 * - `'none'`: nothing; `seed` runs once and the tests share its rows and what they write.
 * - `'cache'`: only the catalogue cache; `seed` runs once, each test starts with a cold cache.
 * - `{ tables }`: only these tables (truncated); `seed` runs once.
 */
export type Reset = 'each' | 'none' | 'cache' | { tables: readonly string[] };

interface Lifecycle<T> {
  reset: Reset;
  /** Writes the rows the tests need (see `reset` for when); assign them to the file's variables. */
  seed?: (t: T) => unknown;
  /** Checked after every test: an invariant that must hold whatever the test did. */
  invariants?: (db: Db) => Promise<unknown>;
  /** How long building and a `seed` run once may take (default: the project's hook timeout). */
  timeout?: number;
}

export type UseTestAppOptions = TestAppOptions & Lifecycle<TestContext>;

/** A test app (see `createTestApp`), with `db` for `testDb.database.db`. */
export interface TestContext extends TestApp {
  db: Db;
}

/**
 * One app on one test database for the tests of the file, or of the `describe` it is called in:
 * registers the hooks that build it (`beforeAll`), close it (`afterAll`), empty it and seed it
 * as `reset` says, and check `invariants` after every test. Call it at the top level of the file
 * or of a `describe`; the answer is filled once the app is built, so read it in hooks and tests
 * only. The other options are `createTestApp`'s.
 *
 *     let token = '';
 *     const t = useTestApp({
 *       reset: 'each',
 *       invariants: expectShopInvariants,
 *       seed: async ({ app }) => {
 *         token = (await registerUser(app))['access-token'];
 *       },
 *     });
 */
export function useTestApp(options: UseTestAppOptions): TestContext {
  const { reset, seed, invariants, timeout, ...appOptions } = options;
  let built: TestContext | undefined;
  const context = lazy('useTestApp', () => built);
  registerHooks(
    {
      build: async () => {
        const app = await createTestApp(appOptions);
        built = { ...app, db: app.testDb.database.db };
      },
      close: async () => {
        await built?.close();
        built = undefined;
      },
      emptyAll: async () => {
        await context.reset();
        context.app.catalogCache.clear();
      },
      emptyCache: () => context.app.catalogCache.clear(),
      emptyTables: async (tables) => {
        await truncate(context.db, tables);
      },
      db: () => context.db,
    },
    { reset, seed: seed && (() => seed(context)), invariants, timeout },
  );
  return context;
}

export type UseTestDatabaseOptions = Lifecycle<TestDatabase>;

/** `useTestApp` for tests of the database layer alone: a test database without an app. */
export function useTestDatabase(options: UseTestDatabaseOptions): TestDatabase {
  const { reset, seed, invariants, timeout } = options;
  if (reset === 'cache')
    throw new Error('useTestDatabase: a database alone has no catalogue cache');
  let built: TestDatabase | undefined;
  const context = lazy('useTestDatabase', () => built);
  registerHooks(
    {
      build: async () => {
        built = await createTestDatabase();
      },
      close: async () => {
        await built?.close();
        built = undefined;
      },
      emptyAll: () => context.reset(),
      emptyCache: () => undefined,
      emptyTables: async (tables) => {
        await truncate(context.database.db, tables);
      },
      db: () => context.database.db,
    },
    { reset, seed: seed && (() => seed(context)), invariants, timeout },
  );
  return context;
}

/**
 * A built web app for the file's tests: `files` (path -> content) written to a temporary folder
 * before the tests and removed after them. Answers the folder, for `useTestApp({ webRoot })`;
 * call it before `useTestApp`, whose app reads the folder when it is built.
 */
export function useWebRoot(files: Record<string, string>): string {
  const root = join(tmpdir(), `mall-web-${randomBytes(6).toString('hex')}`);
  beforeAll(async () => {
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), content);
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));
  return root;
}

interface Steps {
  build(): Promise<void>;
  close(): Promise<void>;
  emptyAll(): Promise<void>;
  emptyCache(): void;
  emptyTables(tables: readonly string[]): Promise<void>;
  db(): Db;
}

function registerHooks(steps: Steps, lifecycle: Lifecycle<void>): void {
  const { reset, seed, invariants, timeout } = lifecycle;
  beforeAll(async () => {
    await steps.build();
    if (reset !== 'each') await seed?.();
  }, timeout);
  afterAll(() => steps.close());
  if (reset === 'each') {
    beforeEach(async () => {
      await steps.emptyAll();
      await seed?.();
    });
  } else if (reset === 'cache') {
    beforeEach(() => steps.emptyCache());
  } else if (reset !== 'none') {
    beforeEach(() => steps.emptyTables(reset.tables));
  }
  if (invariants) afterEach(async () => invariants(steps.db()));
}

function truncate(db: Db, tables: readonly string[]): Promise<unknown> {
  return db.execute(sql.raw(`truncate ${tables.map((table) => `"${table}"`).join(', ')}`));
}

/**
 * An object that stands for what `current()` answers once the hooks have built it: every
 * property is read from it at the time of use, so the object can be handed out (and kept in a
 * `const`) before `beforeAll` runs. Reading it earlier is a mistake in the test file.
 */
function lazy<T extends object>(name: string, current: () => T | undefined): T {
  const target = (): T => {
    const value = current();
    if (!value)
      throw new Error(`${name}: read the app in a hook or a test, once beforeAll has built it`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
  });
}
