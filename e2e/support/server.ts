import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_ENTRY = join(ROOT, 'apps', 'server', 'dist', 'server.js');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Calls the API as a client would, returning the envelope. */
  api<T = unknown>(
    path: string,
    init?: { body?: Record<string, string>; token?: string },
  ): Promise<{ code: number; message: string; data: T }>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/customer/index/get_languages`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start in time:\n${output()}`);
}

/** Starts the built server (`npm run build` first) on a free port with a fresh data folder. */
export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'mall-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => log);
  return {
    url,
    dataDir,
    async api(path, init = {}) {
      const headers: Record<string, string> = { lang: 'en' };
      if (init.token) headers['access-token'] = init.token;
      if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
      const response = await fetch(`${url}/api${path}`, {
        method: init.body ? 'POST' : 'GET',
        headers,
        body: init.body ? new URLSearchParams(init.body).toString() : undefined,
      });
      return (await response.json()) as { code: number; message: string; data: never };
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
