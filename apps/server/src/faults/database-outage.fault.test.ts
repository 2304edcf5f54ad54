import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, call } from '../test/faults/http';
import { postgresBinaries, PrivateCluster } from '../test/faults/private-cluster';
import { freePort, ServerProcess } from '../test/faults/server-process';

/**
 * PostgreSQL stopped (`pg_ctl stop -m immediate`) and started again under load (decision 0013):
 * the server stays up, answers every request within a few seconds while the database is down
 * (HTTP 503 "Service unavailable" with Retry-After), and serves again by itself once the
 * database is back, without a restart. Runs on a private cluster, never on the shared server.
 */

const BIN = postgresBinaries();
if (!BIN)
  console.warn(
    'database outage fault test skipped: no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql or PG_BIN',
  );

const ADMIN = { email: 'outage-admin@example.com', password: 'outage-password-1' };
const WORKERS = 4;
/** The longest any answer may take, the database up or down. */
const ANSWER_WITHIN_MS = 3_000;
/** How long the database stays down, and how soon after it is back the server must serve. */
const DOWN_MS = 3_000;
const BACK_WITHIN_MS = 10_000;

interface Observed {
  startedAt: number;
  ms: number;
  status: number | 'no answer';
  retryAfter: string | null;
  body: unknown;
}

describe.skipIf(!BIN)('PostgreSQL stopped and started under load', () => {
  let cluster: PrivateCluster;
  let server: ServerProcess;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    cluster = await PrivateCluster.create(BIN ?? '');
    const url = await cluster.createDatabase('mall');
    dataDir = await mkdtemp(join(tmpdir(), 'mall-outage-'));
    server = new ServerProcess(await freePort(), {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await server.start();
    token = (
      await api<{ 'access-token': string }>(server.url, '/customer/login/account', { body: ADMIN })
    )['access-token'];
  });

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 quickly while the database is down and serves again once it is back', async () => {
    const observed: Observed[] = [];
    let running = true;
    const requests = [
      () => call(server.url, '/customer/info/get_user_balance', { token, timeoutMs: 10_000 }),
      // A write that takes a row lock: 2000022 (no balance) while up.
      () =>
        call(server.url, '/customer/info/withdraw', {
          token,
          body: { amount: 1, wallet: 'USDT-TRC20', address: 'Tabc' },
          timeoutMs: 10_000,
        }),
    ];
    const worker = async (index: number) => {
      for (let i = index; running; i += 1) {
        const request = requests[i % requests.length];
        if (!request) break;
        const startedAt = Date.now();
        try {
          const answer = await request();
          observed.push({
            startedAt,
            ms: answer.ms,
            status: answer.status,
            retryAfter: answer.retryAfter,
            body: answer.body,
          });
        } catch {
          observed.push({
            startedAt,
            ms: Date.now() - startedAt,
            status: 'no answer',
            retryAfter: null,
            body: null,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const load = Array.from({ length: WORKERS }, (_, index) => worker(index));

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const downAt = Date.now();
    await cluster.stopImmediately();
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    const restartAt = Date.now();
    await cluster.start();
    const upAt = Date.now();
    // Load until the server has served a few answers in a row after the restart, or gave up.
    const servingAgain = () => {
      const after = observed.filter((entry) => entry.startedAt >= upAt);
      return after.length >= 5 && after.slice(-5).every((entry) => entry.status === 200);
    };
    while (!servingAgain() && Date.now() - upAt < BACK_WITHIN_MS + 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    running = false;
    await Promise.all(load);

    const summary = (entries: Observed[]) =>
      entries
        .map((entry) => `${entry.startedAt - downAt}ms:${entry.status}(${entry.ms}ms)`)
        .join(' ');
    expect(server.running, `the server process died:\n${server.output}`).toBe(true);
    // Answered before the stop began (one still in flight when it began may rightly get the 503).
    const before = observed.filter((entry) => entry.startedAt + entry.ms < downAt);
    expect(before.length, 'answers before the stop').toBeGreaterThan(0);
    expect(
      before.filter((entry) => entry.status !== 200),
      `answers before the stop: ${summary(before)}`,
    ).toEqual([]);

    // Never a hang, never a dropped connection, never a 500: 200, or 503 with Retry-After and the transport body.
    const slow = observed.filter((entry) => entry.ms > ANSWER_WITHIN_MS);
    expect(slow, `answers slower than ${ANSWER_WITHIN_MS} ms: ${summary(slow)}`).toEqual([]);
    const failures = observed.filter((entry) => entry.status !== 200);
    for (const entry of failures) {
      expect(entry, summary([entry])).toMatchObject({
        status: 503,
        retryAfter: '5',
        body: { code: 503, message: 'Service unavailable', data: null },
      });
    }
    // While it was down (well inside the window), every answer was the 503.
    const whileDown = observed.filter(
      (entry) => entry.startedAt > downAt + 500 && entry.startedAt + entry.ms < restartAt,
    );
    expect(whileDown.length, 'answers while the database was down').toBeGreaterThan(10);
    expect(whileDown.every((entry) => entry.status === 503)).toBe(true);

    // Back by itself, without a restart of the server.
    const firstServed = observed.find((entry) => entry.startedAt >= upAt && entry.status === 200);
    expect(
      firstServed,
      `no answer after the database came back: ${summary(observed.filter((entry) => entry.startedAt >= upAt))}`,
    ).toBeDefined();
    expect((firstServed?.startedAt ?? Infinity) + (firstServed?.ms ?? 0) - upAt).toBeLessThan(
      BACK_WITHIN_MS,
    );
    expect(servingAgain(), 'the last answers after the restart').toBe(true);
    console.warn(
      `database outage: ${observed.length} answers, ${whileDown.length} while down (all 503, slowest ${Math.max(...whileDown.map((e) => e.ms))} ms), ` +
        `served again ${(firstServed?.startedAt ?? 0) + (firstServed?.ms ?? 0) - upAt} ms after the database was back`,
    );
  });
});
