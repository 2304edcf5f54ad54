import { and, asc, desc, eq } from 'drizzle-orm';
import type { CurrencyHistoryQuery } from '@mall/contract/currency';
import { pageOffset } from '@mall/contract/pagination';
import type { DbOrTx, Tx } from '../../db/client';
import { currencies, currencyRateChanges, users } from '../../db/schema/index';

export type CurrencyRow = typeof currencies.$inferSelect;

/** Whether the code is an enabled currency (get_currency lists it). */
export async function isEnabledCurrency(db: DbOrTx, code: string): Promise<boolean> {
  return (
    (await db.$count(currencies, and(eq(currencies.code, code), eq(currencies.enabled, true)))) > 0
  );
}

/** Every currency, enabled or not, in get_currency's order. */
export async function listAllCurrencies(db: DbOrTx): Promise<CurrencyRow[]> {
  return db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.code));
}

/** The currency, its row locked until the transaction ends; undefined when there is none. */
export async function lockCurrency(tx: Tx, code: string): Promise<CurrencyRow | undefined> {
  const [row] = await tx.select().from(currencies).where(eq(currencies.code, code)).for('update');
  return row;
}

/** Creates the currency; false when another transaction created the code first. */
export async function insertCurrency(tx: Tx, row: CurrencyRow): Promise<boolean> {
  const inserted = await tx
    .insert(currencies)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: currencies.code });
  return inserted.length > 0;
}

export async function updateCurrency(tx: Tx, row: CurrencyRow): Promise<void> {
  const { code, ...changes } = row;
  await tx.update(currencies).set(changes).where(eq(currencies.code, code));
}

/** The next sort position: after every currency. */
export async function nextCurrencySort(tx: Tx): Promise<number> {
  const [last] = await tx
    .select({ sort: currencies.sort })
    .from(currencies)
    .orderBy(desc(currencies.sort))
    .limit(1);
  return (last?.sort ?? 0) + 1;
}

export async function insertRateChange(
  tx: Tx,
  change: { code: string; rateBefore: string | null; rateAfter: string; actorId: number },
): Promise<void> {
  await tx.insert(currencyRateChanges).values(change);
}

const changeColumns = {
  id: currencyRateChanges.id,
  code: currencyRateChanges.code,
  rateBefore: currencyRateChanges.rateBefore,
  rateAfter: currencyRateChanges.rateAfter,
  actorId: currencyRateChanges.actorId,
  actorEmail: users.email,
  createdAt: currencyRateChanges.createdAt,
};

export type RateChangeRow = {
  id: number;
  code: string;
  rateBefore: string | null;
  rateAfter: string;
  actorId: number;
  actorEmail: string;
  createdAt: Date;
};

/** One page of rate changes, newest first. */
export async function pageRateChanges(
  db: DbOrTx,
  query: CurrencyHistoryQuery,
): Promise<{ rows: RateChangeRow[]; total: number }> {
  const where = query.code ? eq(currencyRateChanges.code, query.code) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select(changeColumns)
      .from(currencyRateChanges)
      .innerJoin(users, eq(users.id, currencyRateChanges.actorId))
      .where(where)
      .orderBy(desc(currencyRateChanges.id))
      .limit(query.pagesize)
      .offset(pageOffset(query)),
    db.$count(currencyRateChanges, where),
  ]);
  return { rows, total };
}

/** The latest rate change of every currency that has one. */
export async function latestRateChanges(db: DbOrTx): Promise<RateChangeRow[]> {
  return db
    .selectDistinctOn([currencyRateChanges.code], changeColumns)
    .from(currencyRateChanges)
    .innerJoin(users, eq(users.id, currencyRateChanges.actorId))
    .orderBy(currencyRateChanges.code, desc(currencyRateChanges.id));
}
