import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { usingPostgres } from '../../test/test-db';
import { useTestDatabase } from '../../test/use-test-app';
import {
  balanceOf,
  balancesOf,
  ESCROW,
  InsufficientFundsError,
  transfer,
  userAccount,
  type Transfer,
} from './ledger-service';
import { reconcile } from './reconciliation-service';

let userId = 0;

const testDb = useTestDatabase({
  reset: 'each',
  seed: async ({ database }) => {
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'ledger@example.com',
        passwordHash: 'x',
        firstname: 'L',
        inviteCode: 'LEDGER01',
      })
      .returning({ id: users.id });
    userId = user!.id;
  },
});

const balance = () => userAccount(userId, 'balance');
const move = (
  from: Transfer['from'],
  to: Transfer['to'],
  amountCents: number,
  refId: number,
): Transfer => ({
  from,
  to,
  amountCents,
  kind: 'test',
  refType: 'test',
  refId,
});

describe('ledger', () => {
  it('moves money between two accounts and keeps running totals equal to the sum of the amounts', async () => {
    const { db } = testDb.database;
    await db.transaction((tx) => transfer(tx, [move(null, balance(), 10_000, 1)]));
    await db.transaction((tx) =>
      transfer(tx, [move(balance(), userAccount(userId, 'frozen'), 2_550, 2)]),
    );
    await db.transaction((tx) => transfer(tx, [move(balance(), ESCROW, 1_000, 3)]));
    expect(await balancesOf(db, userId)).toEqual({ balance: 6_450, frozen: 2_550, merchant: 0 });
    expect(await balanceOf(db, ESCROW)).toBe(1_000);
    await db.transaction((tx) =>
      transfer(tx, [move(userAccount(userId, 'frozen'), null, 2_550, 4)]),
    );
    const books = await reconcile(db);
    expect(books).toMatchObject({
      money_in: 100,
      money_out: 25.5,
      accounts_total: 74.5,
      difference: 0,
      drifted_accounts: 0,
    });
    expect(books.accounts).toEqual({
      balance: 64.5,
      frozen: 0,
      merchant: 0,
      escrow: 10,
      commission: 0,
    });
    await expectLedgerInvariants(db);
  });

  it('refuses a movement below zero and writes nothing', async () => {
    const { db } = testDb.database;
    await db.transaction((tx) => transfer(tx, [move(null, balance(), 1_000, 1)]));
    await expect(
      db.transaction((tx) => transfer(tx, [move(balance(), ESCROW, 1_001, 2)])),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(db, ESCROW)).toBe(0);
    expect((await reconcile(db)).difference).toBe(0);
  });

  it('refuses a transfer with neither side, or a negative amount', async () => {
    const { db } = testDb.database;
    await expect(
      db.transaction((tx) => transfer(tx, [move(null, null, 100, 1)])),
    ).rejects.toThrow();
    await expect(
      db.transaction((tx) => transfer(tx, [move(null, balance(), -100, 1)])),
    ).rejects.toThrow();
  });

  it('keeps totals past what a 32-bit column of cents holds', async () => {
    const { db } = testDb.database;
    await db.transaction((tx) => transfer(tx, [move(null, balance(), 2_000_000_000, 1)]));
    await db.transaction((tx) => transfer(tx, [move(null, balance(), 2_000_000_000, 2)]));
    expect(await balanceOf(db, balance())).toBe(4_000_000_000);
    expect((await reconcile(db)).accounts_total).toBe(40_000_000);
  });

  it('accepts exactly 3 of 8 concurrent payments of 30 from 100 into escrow', async () => {
    const { db } = testDb.database;
    await db.transaction((tx) => transfer(tx, [move(null, balance(), 10_000, 1)]));
    const attempts = Array.from(
      { length: 8 },
      (_, i) => () =>
        db.transaction((tx) => transfer(tx, [move(balance(), ESCROW, 3_000, 100 + i)])),
    );
    const results = await Promise.allSettled(attempts.map((attempt) => attempt()));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toBeInstanceOf(InsufficientFundsError);
    }
    expect(await balanceOf(db, balance())).toBe(1_000);
    expect(await balanceOf(db, ESCROW)).toBe(9_000);
    await expectLedgerInvariants(db);
  });

  it.runIf(usingPostgres())(
    'two users paying into escrow and back at once never deadlock (one lock order)',
    async () => {
      const { db } = testDb.database;
      const [other] = await db
        .insert(users)
        .values({
          email: 'other@example.com',
          passwordHash: 'x',
          firstname: 'O',
          inviteCode: 'LEDGER02',
        })
        .returning({ id: users.id });
      const theirs = userAccount(other!.id, 'balance');
      await db.transaction((tx) =>
        transfer(tx, [move(null, balance(), 10_000, 1), move(null, theirs, 10_000, 2)]),
      );
      const runs = Array.from({ length: 12 }, (_, i) =>
        db.transaction((tx) =>
          transfer(
            tx,
            i % 2
              ? [move(balance(), ESCROW, 100, i), move(ESCROW, theirs, 50, i)]
              : [move(theirs, ESCROW, 100, i), move(ESCROW, balance(), 50, i)],
          ),
        ),
      );
      await Promise.all(runs);
      expect((await reconcile(db)).difference).toBe(0);
      await expectLedgerInvariants(db);
    },
  );
});
