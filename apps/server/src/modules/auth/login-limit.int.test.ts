import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema/index';
import { insertUser, PASSWORD } from '../../test/fixtures';
import { createTestApp, envelope, post, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '8' } });
});
afterAll(async () => t?.close());
beforeEach(async () => t.reset());

const attempt = (email: string, password: string, ip = '10.0.0.1') =>
  post(t.app, '/customer/login/account', { email, password }, { ip });

async function fail(times: number, email: string, ip?: string) {
  for (let i = 0; i < times; i += 1) expect(envelope(await attempt(email, 'wrong-password', ip)).code).toBe(1100002);
}

/** Moves every recorded attempt back in time, as if the window had passed. */
const age = (minutes: number) =>
  t.testDb.database.db.update(loginAttempts).set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(mins => ${minutes})` });

describe('login rate limiting', () => {
  it('blocks an account after 5 failures in 15 minutes with HTTP 429, even with the right password', async () => {
    await insertUser(t.testDb.database.db, { email: 'victim@example.com' });
    await fail(5, 'victim@example.com');
    const blocked = await attempt('victim@example.com', PASSWORD, '10.0.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({ code: 429, message: 'Too many requests', data: null });
    const blockedLoginIndex = await post(t.app, '/customer/login/index', { email: 'victim@example.com', password: PASSWORD });
    expect(blockedLoginIndex.statusCode).toBe(429);
    await age(16);
    expect(envelope(await attempt('victim@example.com', PASSWORD)).code).toBe(200);
  });

  it('counts failures for an account only since its last successful login', async () => {
    await insertUser(t.testDb.database.db, { email: 'me@example.com' });
    await fail(4, 'me@example.com');
    expect(envelope(await attempt('me@example.com', PASSWORD)).code).toBe(200);
    await fail(4, 'me@example.com', '10.0.0.3');
    expect(envelope(await attempt('me@example.com', PASSWORD, '10.0.0.3')).code).toBe(200);
  });

  it('blocks an address after its limit of failures, whichever the emails', async () => {
    await insertUser(t.testDb.database.db, { email: 'other@example.com' });
    for (let i = 0; i < 8; i += 1) await fail(1, `guess${i}@example.com`, '10.9.9.9');
    expect((await attempt('other@example.com', PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect(envelope(await attempt('other@example.com', PASSWORD, '10.1.1.1')).code).toBe(200);
    await age(16);
    expect(envelope(await attempt('other@example.com', PASSWORD, '10.9.9.9')).code).toBe(200);
  });

  it('does not record attempts while blocked', async () => {
    await fail(5, 'x@example.com');
    for (let i = 0; i < 3; i += 1) expect((await attempt('x@example.com', 'wrong-password')).statusCode).toBe(429);
    expect(await t.testDb.database.db.$count(loginAttempts)).toBe(5);
  });
});
