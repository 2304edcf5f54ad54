import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../test/use-test-app';
import { queryRows } from './query-rows';
import { users } from './schema/index';

const testDb = useTestDatabase({ reset: 'none' });

describe('database client', () => {
  it('migrates the whole schema and has pg_trgm available', async () => {
    const { db } = testDb.database;
    const tables = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    expect(tables[0]?.n).toBeGreaterThanOrEqual(25);
    await testDb.database.exec('create extension if not exists pg_trgm');
    const sim = await queryRows<{ s: number }>(db, sql`select similarity('phone', 'phnoe') as s`);
    expect(Number(sim[0]?.s)).toBeGreaterThan(0);
  });

  it('delivers NOTIFY to a listener', async () => {
    const got = new Promise<string | null>((resolve) => {
      void testDb.database.listen('test_channel', resolve).then(async () => {
        await testDb.database.notify('test_channel', 'hello');
      });
    });
    await expect(got).resolves.toBe('hello');
  });

  it('resets to empty tables', async () => {
    const { db } = testDb.database;
    await db
      .insert(users)
      .values({ email: 'a@example.com', passwordHash: 'x', firstname: 'A', inviteCode: 'ABC' });
    await testDb.reset();
    expect(await db.$count(users)).toBe(0);
  });
});
