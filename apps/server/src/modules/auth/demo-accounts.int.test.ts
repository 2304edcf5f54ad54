import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currencies, policies, sessions, settings, users } from '../../db/schema/index';
import { seedBase } from '../../db/seed/seed-demo';
import { insertUser, loginToken, PASSWORD } from '../../test/fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { retireDemoAccounts } from './demo-accounts';

const t = useTestApp({ reset: 'each' });

describe('DEMO_DATA=0 (contract 6.2)', () => {
  it('starts an empty database with the currencies, policies and settings only, once', async () => {
    const { db } = t.testDb.database;
    await seedBase(t.testDb.database);
    expect(await db.$count(users)).toBe(0);
    expect(await db.$count(currencies)).toBeGreaterThan(0);
    expect(await db.$count(policies)).toBe(6);
    const [name] = await db.select().from(settings).where(eq(settings.key, 'site_name'));
    expect(name?.value).toBe('WellMart');
    await db.update(settings).set({ value: 'My shop' }).where(eq(settings.key, 'site_name'));
    await seedBase(t.testDb.database);
    const [kept] = await db.select().from(settings).where(eq(settings.key, 'site_name'));
    expect(kept?.value).toBe('My shop');
  });

  it('disables the accounts that still have their published password and ends their sessions; changed ones stay', async () => {
    const { db } = t.testDb.database;
    const published = await insertUser(db, { email: 'admin@example.com', roles: ['admin'] });
    const changed = await insertUser(db, { email: 'buyer@example.com' });
    const token = await loginToken(t.app, published.email);
    const demo = [
      { email: published.email, password: PASSWORD },
      { email: changed.email, password: 'the-old-demo-password' },
      { email: 'absent@example.com', password: PASSWORD },
    ];
    expect(await retireDemoAccounts(db, demo)).toEqual([published.email]);
    const [row] = await db.select().from(users).where(eq(users.id, published.id));
    expect(row).toMatchObject({ status: 'disabled', roles: [] });
    expect(await db.$count(sessions, eq(sessions.userId, published.id))).toBe(0);
    expect(envelope(await get(t.app, '/customer/info/get_userinfo', {}, { token })).code).not.toBe(
      200,
    );
    const [other] = await db.select().from(users).where(eq(users.id, changed.id));
    expect(other?.status).toBe('active');
    expect(await retireDemoAccounts(db, demo)).toEqual([]);
  });
});
