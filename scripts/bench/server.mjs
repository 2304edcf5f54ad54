// Starts the built server for a benchmark: its own port and data folder, pinned to one core.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const ROOT = new URL('../../', import.meta.url).pathname;
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Runs `command` pinned to `core` with taskset when there is more than one core. */
export function pinned(core, command, args, options) {
  return spawn('taskset', ['-c', String(core), command, ...args], options);
}

/** database: 'pglite' or 'postgres' (a fresh database, dropped at stop). */
export async function startServer({ port, database, core = 0 }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'mall-bench-'));
  let databaseUrl = '';
  let dbName = '';
  if (database === 'postgres') {
    dbName = `mall_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const child = pinned(core, process.execPath, [join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // The benchmarks browse and buy the demo marketplace, on PostgreSQL too.
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/customer/index/get_languages`);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
      if (dbName) {
        const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
    },
  };
}
