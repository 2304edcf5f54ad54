import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depositWallets } from '../../db/schema/index';

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
