import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sum } from 'drizzle-orm';
import { ledgerEntries, users } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { balanceOf, balancesOf, InsufficientFundsError, post } from './ledger-repository';

let testDb: TestDatabase;
let userId = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
});
beforeEach(async () => {
  await testDb.reset();
  const [user] = await testDb.database.db
    .insert(users)
    .values({ email: 'ledger@example.com', passwordHash: 'x', firstname: 'L', inviteCode: 'LEDGER01' })
    .returning({ id: users.id });
  userId = user!.id;
});

const movement = (amountCents: number, refId: number) => ({
  userId,
  account: 'balance' as const,
  amountCents,
  kind: 'test',
  refType: 'test',
  refId,
});

describe('ledger', () => {
  it('keeps running totals equal to the sum of the amounts', async () => {
    const { db } = testDb.database;
    await db.transaction((tx) => post(tx, movement(10_000, 1)));
    await db.transaction((tx) => post(tx, movement(-2_550, 2)));
    await db.transaction((tx) => post(tx, { ...movement(2_550, 2), account: 'frozen' }));
    expect(await balanceOf(db, userId, 'balance')).toBe(7_450);
    expect(await balancesOf(db, userId)).toEqual({ balance: 7_450, frozen: 2_550, merchant: 0 });
    const [total] = await db
      .select({ total: sum(ledgerEntries.amountCents) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'balance'));
    expect(Number(total?.total)).toBe(7_450);
  });

  it('refuses a movement below zero and writes nothing', async () => {
    const { db } = testDb.database;
    await db.transaction((tx) => post(tx, movement(1_000, 1)));
    await expect(db.transaction((tx) => post(tx, movement(-1_001, 2)))).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    expect(await db.$count(ledgerEntries)).toBe(1);
  });

  it('keeps totals past what a 32-bit column of cents holds', async () => {
    const { db } = testDb.database;
    await db.transaction((tx) => post(tx, movement(2_000_000_000, 1)));
    await db.transaction((tx) => post(tx, movement(2_000_000_000, 2)));
    expect(await balanceOf(db, userId, 'balance')).toBe(4_000_000_000);
  });

  it('accepts exactly 3 of 8 concurrent debits of 30 from 100', async () => {
    const { db } = testDb.database;
    await db.transaction((tx) => post(tx, movement(10_000, 1)));
    const attempts = Array.from({ length: 8 }, (_, i) => () =>
      db.transaction((tx) => post(tx, movement(-3_000, 100 + i))),
    );
    const results = await Promise.allSettled(attempts.map((attempt) => attempt()));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(InsufficientFundsError);
    }
    expect(await balanceOf(db, userId, 'balance')).toBe(1_000);
  });
});
