import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { listenDurably, type NotifyHandler } from './pg-listener';
import * as schema from './schema/index';

export type { NotifyHandler } from './pg-listener';

export type Schema = typeof schema;
/** The database as the repositories see it: the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: repositories take `Db | Tx` where they may run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL that only PostgreSQL itself understands, outside Drizzle (migrations, locks). */
  exec(sql: string): Promise<void>;
  /**
   * Subscribes to a `NOTIFY` channel; resolves to the function that unsubscribes. The handler
   * gets null after a lost connection came back (notices may have been missed).
   */
  listen(channel: string, handler: NotifyHandler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `task` holding a PostgreSQL advisory lock, so that instances take turns. */
  withAdvisoryLock<T>(key: number, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const CASING = 'snake_case' as const;

/** Called with every statement Drizzle sends (tests count the queries of a request). */
export type QueryObserver = (sql: string) => void;
const loggerOf = (onQuery?: QueryObserver) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

export async function openPglite(dataDir?: string, onQuery?: QueryObserver): Promise<Database> {
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite({
    client,
    schema,
    casing: CASING,
    logger: loggerOf(onQuery),
  }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    listen: async (channel, handler) => client.listen(channel, handler),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // One connection: everything already takes turns.
    withAdvisoryLock: (_key, task) => task(),
    close: () => client.close(),
  };
}

/**
 * How long a request waits for a connection (a new one, or a free one of a full pool) before it
 * fails; while the database is down such a failure is answered 503 (decision 0013), not a hang.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(
  url: string,
  poolSize = 10,
  onQuery?: QueryObserver,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A database host that vanished without closing the connections is noticed by TCP keep-alive.
    keepAlive: true,
  });
  // An idle client that fails (server restart) must not crash the process: the pool drops it and
  // opens a new connection when one is next needed.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  await pool.query('select 1');
  const db = drizzlePg({
    client: pool,
    schema,
    casing: CASING,
    logger: loggerOf(onQuery),
  }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    exec: async (text) => {
      await pool.query(text);
    },
    listen: async (channel, handler) => {
      const stop = await listenDurably(url, channel, handler, (message) => console.error(message));
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    withAdvisoryLock: async (key, task) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await task();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (in memory without one). */
export function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}
