import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema/index';
import { insertUser, PASSWORD } from '../../test/fixtures';
import { envelope, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ reset: 'each', env: { LOGIN_MAX_FAILURES_PER_IP: '8' } });

const attempt = (email: string, password: string, ip = '10.0.0.1') =>
  post(t.app, '/customer/login/account', { email, password }, { ip });

async function fail(times: number, email: string, ip?: string) {
  for (let i = 0; i < times; i += 1)
    expect(envelope(await attempt(email, 'wrong-password', ip)).code).toBe(1100002);
}

/** Moves every recorded attempt back in time, as if the window had passed. */
const age = (minutes: number) =>
  t.testDb.database.db
    .update(loginAttempts)
    .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(mins => ${minutes})` });

describe('login rate limiting', () => {
  it('blocks an account after 5 failures in 15 minutes with HTTP 429, even with the right password', async () => {
    await insertUser(t.testDb.database.db, { email: 'victim@example.com' });
    await fail(5, 'victim@example.com');
    const blocked = await attempt('victim@example.com', PASSWORD, '10.0.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({ code: 429, message: 'Too many requests', data: null });
    const blockedLoginIndex = await post(t.app, '/customer/login/index', {
      email: 'victim@example.com',
      password: PASSWORD,
    });
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
    for (let i = 0; i < 3; i += 1)
      expect((await attempt('x@example.com', 'wrong-password')).statusCode).toBe(429);
    expect(await t.testDb.database.db.$count(loginAttempts)).toBe(5);
  });
});

const loginAs = (email: string, password: string, options: { ip?: string; device?: string } = {}) =>
  post(
    t.app,
    '/customer/login/account',
    { email, password },
    {
      ip: options.ip ?? '10.0.0.1',
      headers: options.device ? { 'device-token': options.device } : {},
    },
  );

const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

describe('login limits under concurrency', () => {
  it('checks at most 5 of 15 wrong passwords sent at once for one account; the others are HTTP 429', async () => {
    await insertUser(t.testDb.database.db, { email: 'crowd@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        loginAs('crowd@example.com', 'wrong-password', { ip: `10.2.0.${i}` }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 200);
    expect(checked).toHaveLength(5);
    for (const answer of checked) expect(envelope(answer).code).toBe(1100002);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(15 - checked.length);
    expect(await t.testDb.database.db.$count(loginAttempts)).toBe(checked.length);
  });
});

describe('login cool-down and known devices', () => {
  it('lets the owner log in from a known device while a third party keeps the account cooling down', async () => {
    await insertUser(t.testDb.database.db, { email: 'owner@example.com' });
    const first = envelope<{ 'device-token': string }>(
      await loginAs('owner@example.com', PASSWORD, { ip: '10.3.0.1' }),
    );
    expect(first.code).toBe(200);
    const device = first.data['device-token'];
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (let round = 0; round < 3; round += 1) {
      await fail(5, 'owner@example.com', `10.4.0.${round}`);
      await age(round === 2 ? 0 : 120);
    }
    expect((await loginAs('owner@example.com', PASSWORD, { ip: '10.3.0.1' })).statusCode).toBe(429);
    expect(
      (await loginAs('owner@example.com', PASSWORD, { ip: '10.3.0.1', device: 'x'.repeat(43) }))
        .statusCode,
    ).toBe(429);
    const again = envelope<{ 'device-token': string }>(
      await loginAs('owner@example.com', PASSWORD, { ip: '10.3.0.1', device }),
    );
    expect(again.code).toBe(200);
    expect(again.data['device-token']).toBe(device);
    // The third party is still held: the owner's success from a known device does not lift its cool-down.
    expect(
      (await loginAs('owner@example.com', 'wrong-password', { ip: '10.4.0.9' })).statusCode,
    ).toBe(429);
  });

  it('holds a known device by its own failures, not by the account', async () => {
    await insertUser(t.testDb.database.db, { email: 'mine@example.com' });
    const device = envelope<{ 'device-token': string }>(await loginAs('mine@example.com', PASSWORD))
      .data['device-token'];
    for (let i = 0; i < 5; i += 1) {
      expect(
        envelope(await loginAs('mine@example.com', 'wrong-password', { ip: '10.5.0.1', device }))
          .code,
      ).toBe(1100002);
    }
    expect(
      (await loginAs('mine@example.com', PASSWORD, { ip: '10.5.0.1', device })).statusCode,
    ).toBe(429);
    expect(envelope(await loginAs('mine@example.com', PASSWORD, { ip: '10.5.0.2' })).code).toBe(
      200,
    );
  });

  it('makes an unknown device wait out a cool-down that doubles with every further round of failures, up to an hour', async () => {
    await insertUser(t.testDb.database.db, { email: 'slow@example.com' });
    const waits: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      await fail(5, 'slow@example.com', `10.6.${round}.1`);
      const blocked = await loginAs('slow@example.com', PASSWORD, { ip: `10.6.${round}.2` });
      expect(blocked.statusCode).toBe(429);
      waits.push(retryAfter(blocked));
      await age(Math.ceil(waits[round]! / 60) + 1);
    }
    expect(waits.slice(0, 7)).toEqual(
      [60, 120, 240, 480, 960, 1920, 3600].map((seconds) => expect.closeTo(seconds, -1)),
    );
    expect(waits[7]).toBeLessThanOrEqual(3600);
    expect(envelope(await loginAs('slow@example.com', PASSWORD, { ip: '10.6.99.1' })).code).toBe(
      200,
    );
  });

  it('answers a new device token to each new device and to a device of another account', async () => {
    await insertUser(t.testDb.database.db, { email: 'two@example.com' });
    const a = envelope<{ 'device-token': string }>(await loginAs('two@example.com', PASSWORD)).data[
      'device-token'
    ];
    const b = envelope<{ 'device-token': string }>(await loginAs('two@example.com', PASSWORD)).data[
      'device-token'
    ];
    expect(a).not.toBe(b);
    await insertUser(t.testDb.database.db, { email: 'three@example.com' });
    // A device of another account is an unknown device here: it gets a token of its own.
    const c = envelope<{ 'device-token': string }>(
      await loginAs('three@example.com', PASSWORD, { device: a }),
    ).data['device-token'];
    expect(c).not.toBe(a);
  });
});
