import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts, users } from '../../db/schema/index';
import { PASSWORD, uniqueEmail } from '../../test/fixtures';
import { envelope, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const MAX = 3;

/** REGISTER_MAX_PER_IP registrations per address in REGISTER_WINDOW_MINUTES, then HTTP 429 as the login limit. */
describe('registration rate limiting', () => {
  const t = useTestApp({
    reset: 'each',
    env: {
      REGISTER_MAX_PER_IP: String(MAX),
      REGISTER_WINDOW_MINUTES: '60',
      LOGIN_MAX_FAILURES_PER_IP: '2',
    },
  });

  const register = (ip = '10.1.0.1', email = uniqueEmail('reg')) =>
    post(
      t.app,
      '/customer/register/account',
      { email, password: PASSWORD, confirm_password: PASSWORD, firstname: 'Reg', agree: '1' },
      { ip },
    );
  const age = (minutes: number) =>
    t.testDb.database.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(mins => ${minutes})` });

  it('answers 429 with Retry-After past the limit, per address, until the window passes', async () => {
    for (let i = 0; i < MAX; i += 1) expect(envelope(await register()).code).toBe(200);
    const blocked = await register();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(blocked.json()).toEqual({ code: 429, message: 'Too many requests', data: null });
    expect(envelope(await register('10.1.0.2')).code).toBe(200);
    await age(61);
    expect(envelope(await register()).code).toBe(200);
  });

  it('counts a registration refused for a taken email; a malformed form is not counted', async () => {
    const email = uniqueEmail('taken');
    expect(envelope(await register('10.1.0.3', email)).code).toBe(200);
    for (let i = 1; i < MAX; i += 1)
      expect(envelope(await register('10.1.0.3', email)).code).toBe(1100000);
    expect((await register('10.1.0.3')).statusCode).toBe(429);
    const malformed = await post(
      t.app,
      '/customer/register/account',
      { email: 'x' },
      { ip: '10.1.0.4' },
    );
    expect(envelope(malformed).code).toBe(1100001);
    expect(
      await t.testDb.database.db.$count(loginAttempts, sql`${loginAttempts.ip} = '10.1.0.4'`),
    ).toBe(0);
  });

  it('registrations do not count as login failures or successes', async () => {
    for (let i = 0; i < MAX; i += 1) expect(envelope(await register('10.1.0.5')).code).toBe(200);
    const login = await post(
      t.app,
      '/customer/login/account',
      { email: 'nobody@example.com', password: 'wrong-password' },
      { ip: '10.1.0.5' },
    );
    expect(envelope(login).code).toBe(1100002);
  });

  it('concurrent registrations from one address cannot pass the limit', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => register('10.1.0.6')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - MAX);
    expect(await t.testDb.database.db.$count(users)).toBe(MAX);
  });
});
