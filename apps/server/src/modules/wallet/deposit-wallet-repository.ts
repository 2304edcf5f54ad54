import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { depositWallets, walletRecords } from '../../db/schema/index';

/** An enabled deposit wallet of the platform (get_wallets), or null. */
export async function findEnabledDepositWallet(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ code: depositWallets.code, name: depositWallets.name })
    .from(depositWallets)
    .where(and(eq(depositWallets.code, code), eq(depositWallets.enabled, true)))
    .limit(1);
  return row ?? null;
}

/** Which of these codes are enabled deposit wallets. */
export async function enabledDepositWalletCodes(
  db: DbOrTx,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: depositWallets.code })
    .from(depositWallets)
    .where(and(inArray(depositWallets.code, [...codes]), eq(depositWallets.enabled, true)));
  return new Set(rows.map((row) => row.code));
}

export type DepositWalletRow = typeof depositWallets.$inferSelect;

/** Every deposit wallet, enabled or not, in get_wallets' order, with how many records name it. */
export async function listAllDepositWallets(db: DbOrTx) {
  return db
    .select({
      code: depositWallets.code,
      name: depositWallets.name,
      network: depositWallets.network,
      address: depositWallets.address,
      enabled: depositWallets.enabled,
      sort: depositWallets.sort,
      records: sql<number>`(select count(*)::int from ${walletRecords} where ${walletRecords.walletCode} = ${depositWallets.code})`,
    })
    .from(depositWallets)
    .orderBy(asc(depositWallets.sort), asc(depositWallets.code));
}

/** The wallet, its row locked until the transaction ends; undefined when there is none. */
export async function lockDepositWallet(
  tx: Tx,
  code: string,
): Promise<DepositWalletRow | undefined> {
  const [row] = await tx
    .select()
    .from(depositWallets)
    .where(eq(depositWallets.code, code))
    .for('update');
  return row;
}

/** Creates the wallet; false when another transaction created the code first. */
export async function insertDepositWallet(tx: Tx, row: DepositWalletRow): Promise<boolean> {
  const inserted = await tx
    .insert(depositWallets)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: depositWallets.code });
  return inserted.length > 0;
}

export async function updateDepositWallet(tx: Tx, row: DepositWalletRow): Promise<void> {
  const { code, ...changes } = row;
  await tx.update(depositWallets).set(changes).where(eq(depositWallets.code, code));
}

export async function deleteDepositWallet(tx: Tx, code: string): Promise<void> {
  await tx.delete(depositWallets).where(eq(depositWallets.code, code));
}

/** The next sort position: after every wallet. */
export async function nextDepositWalletSort(tx: Tx): Promise<number> {
  const [last] = await tx
    .select({ sort: depositWallets.sort })
    .from(depositWallets)
    .orderBy(desc(depositWallets.sort))
    .limit(1);
  return (last?.sort ?? 0) + 1;
}

/** How many wallet records (top-ups, withdrawals) name the wallet. */
export async function countRecordsOfWallet(db: DbOrTx, code: string): Promise<number> {
  return db.$count(walletRecords, eq(walletRecords.walletCode, code));
}
