import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '@mall/contract/errors';
import { sessions, shops, users } from '../../db/schema/index';
import { requirePermission, requireSeller, userIdOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { insertUser, loginToken, PASSWORD, registerUser } from '../../test/fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { ensureAdmin } from './admin-account';

const t = useTestApp({
  reset: 'each',
  routes: (app) => {
    app.get('/api/test/admin', { preHandler: requirePermission('staff') }, async (request) =>
      ok({ id: userIdOf(request) }),
    );
    app.get('/api/test/seller', { preHandler: requireSeller }, async (request) =>
      ok({ shop: request.shopId }),
    );
  },
});

const userinfo = (token?: string, lang?: string) =>
  get(
    t.app,
    '/customer/info/get_userinfo',
    {},
    { ...(token !== undefined ? { token } : {}), ...(lang ? { lang } : {}) },
  );

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const result = await registerUser(t.app);
    const rows = await t.testDb.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(
      createHash('sha256').update(result['access-token']).digest('hex'),
    );
    expect(JSON.stringify(rows)).not.toContain(result['access-token']);
    const idleMs = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(idleMs).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
  });

  it('answers 1100003 without a token, 1000004 for a malformed or unknown one', async () => {
    expect(envelope(await userinfo())).toMatchObject({ code: 1100003, data: null });
    expect(envelope(await userinfo(''))).toMatchObject({ code: 1100003 });
    expect(envelope(await userinfo('not a token', 'ko'))).toMatchObject({
      code: 1000004,
      message: errorMessage(1000004, 'ko'),
    });
    expect(envelope(await userinfo('x'.repeat(2000)))).toMatchObject({ code: 1000004 });
    expect(envelope(await userinfo('A'.repeat(43)))).toMatchObject({ code: 1000004 });
  });

  it('answers 1100003 once the session has expired', async () => {
    const { 'access-token': token } = await registerUser(t.app);
    await t.testDb.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(envelope(await userinfo(token))).toMatchObject({ code: 1100003 });
  });

  it('slides the idle expiry at most once a minute', async () => {
    const { 'access-token': token } = await registerUser(t.app);
    const past = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await t.testDb.database.db
      .update(sessions)
      .set({ lastSeenAt: past, expiresAt: new Date(past.getTime() + 30 * 86400000) });
    expect(envelope(await userinfo(token)).code).toBe(200);
    const [moved] = await t.testDb.database.db.select().from(sessions);
    expect(moved?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(moved?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * 86400000);
    expect(envelope(await userinfo(token)).code).toBe(200);
    const [again] = await t.testDb.database.db.select().from(sessions);
    expect(again?.lastSeenAt.getTime()).toBe(moved?.lastSeenAt.getTime());
  });

  it('answers 2000017 when the account is disabled or deleted', async () => {
    const { 'access-token': token, user } = await registerUser(t.app);
    await t.testDb.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, user.id));
    expect(envelope(await userinfo(token))).toMatchObject({ code: 2000017 });
    await t.testDb.database.db
      .update(users)
      .set({ status: 'deleted' })
      .where(eq(users.id, user.id));
    expect(envelope(await userinfo(token))).toMatchObject({ code: 2000017 });
  });
});

describe('GET /customer/user/logout', () => {
  it('revokes the session: the token then answers 1100003', async () => {
    const { 'access-token': token } = await registerUser(t.app);
    expect(envelope(await get(t.app, '/customer/user/logout', {}, { token }))).toEqual({
      code: 200,
      message: 'success',
      data: null,
    });
    const [row] = await t.testDb.database.db.select().from(sessions);
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(envelope(await userinfo(token)).code).toBe(1100003);
    expect(envelope(await get(t.app, '/customer/user/logout', {}, { token })).code).toBe(1100003);
  });

  it('leaves the other sessions of the user open', async () => {
    const first = await registerUser(t.app, { email: 'two@example.com' });
    const second = await get(t.app, '/customer/user/logout', {}, { token: first['access-token'] });
    expect(envelope(second).code).toBe(200);
    const login = await loginToken(t.app, 'two@example.com');
    expect(envelope(await userinfo(login)).code).toBe(200);
  });

  it('answers the user-route codes', async () => {
    expect(envelope(await get(t.app, '/customer/user/logout')).code).toBe(1100003);
    expect(envelope(await get(t.app, '/customer/user/logout', {}, { token: 'bad' })).code).toBe(
      1000004,
    );
    const { 'access-token': token, user } = await registerUser(t.app);
    await t.testDb.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, user.id));
    expect(envelope(await get(t.app, '/customer/user/logout', {}, { token })).code).toBe(2000017);
  });
});

describe('admin and seller guards', () => {
  it('lets an admin through and answers 1000008 forbidden to anyone else', async () => {
    const buyer = await registerUser(t.app);
    expect(
      envelope(await get(t.app, '/test/admin', {}, { token: buyer['access-token'] })),
    ).toMatchObject({
      code: 1000008,
      data: { reason: 'forbidden' },
    });
    expect(envelope(await get(t.app, '/test/admin')).code).toBe(1100003);
    await insertUser(t.testDb.database.db, { email: 'boss@example.com', roles: ['admin'] });
    const token = await loginToken(t.app, 'boss@example.com');
    expect(envelope(await get(t.app, '/test/admin', {}, { token })).code).toBe(200);
  });

  it('lets a user with an approved shop through', async () => {
    const seller = await registerUser(t.app);
    const token = seller['access-token'];
    expect(envelope(await get(t.app, '/test/seller', {}, { token }))).toMatchObject({
      code: 1000008,
      data: { reason: 'forbidden' },
    });
    const [shop] = await t.testDb.database.db
      .insert(shops)
      .values({ ownerId: seller.user.id, name: 'Shop' })
      .returning();
    expect(envelope(await get(t.app, '/test/seller', {}, { token }))).toEqual({
      code: 200,
      message: 'success',
      data: { shop: shop?.id },
    });
    // A suspended shop keeps its seller center for the orders it has (decision 0029); the
    // catalogue routes refuse it themselves (assertShopOpen).
    await t.testDb.database.db.update(shops).set({ status: 'suspended' });
    expect(envelope(await get(t.app, '/test/seller', {}, { token }))).toMatchObject({
      code: 200,
      data: { shop: shop?.id },
    });
  });

  it('creates the configured admin, then updates its password and role', async () => {
    await ensureAdmin(t.testDb.database.db, {
      email: 'Root@Example.com',
      password: 'first-password',
    });
    expect(
      envelope(
        await get(
          t.app,
          '/test/admin',
          {},
          { token: await loginToken(t.app, 'root@example.com', 'first-password') },
        ),
      ).code,
    ).toBe(200);
    await t.testDb.database.db
      .update(users)
      .set({ roles: sql`'{}'::text[]`, status: 'disabled' })
      .where(eq(users.email, 'root@example.com'));
    await ensureAdmin(t.testDb.database.db, { email: 'root@example.com', password: PASSWORD });
    const [row] = await t.testDb.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'root@example.com'));
    expect(row).toMatchObject({ roles: ['admin'], status: 'active' });
    expect(
      envelope(
        await get(t.app, '/test/admin', {}, { token: await loginToken(t.app, 'root@example.com') }),
      ).code,
    ).toBe(200);
    expect(await t.testDb.database.db.$count(users)).toBe(1);
  });

  it('takes every staff role from the demo staff once another admin is configured', async () => {
    await insertUser(t.testDb.database.db, { email: 'demo-admin@example.com', roles: ['admin'] });
    await insertUser(t.testDb.database.db, {
      email: 'demo-finance@example.com',
      roles: ['finance', 'customer'],
    });
    await ensureAdmin(t.testDb.database.db, { email: 'real@example.com', password: PASSWORD }, [
      'Demo-Admin@example.com',
      'demo-finance@example.com',
    ]);
    const rows = await t.testDb.database.db
      .select({ email: users.email, roles: users.roles })
      .from(users)
      .orderBy(users.email);
    expect(rows).toEqual([
      { email: 'demo-admin@example.com', roles: [] },
      { email: 'demo-finance@example.com', roles: ['customer'] },
      { email: 'real@example.com', roles: ['admin'] },
    ]);
    await ensureAdmin(
      t.testDb.database.db,
      { email: 'demo-admin@example.com', password: PASSWORD },
      ['demo-admin@example.com'],
    );
    const [demo] = await t.testDb.database.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.email, 'demo-admin@example.com'));
    expect(demo?.roles).toEqual(['admin']);
  });
});
