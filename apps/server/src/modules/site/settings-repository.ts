import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { settings } from '../../db/schema/index';

/** The stored values of these keys (absent keys are left out). */
export async function readSettings(
  db: DbOrTx,
  keys: readonly string[],
): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Every stored setting, by key. */
export async function listSettings(db: DbOrTx) {
  return db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .orderBy(asc(settings.key));
}

/**
 * The stored value of a key, its row locked until the transaction ends (so two saves of one
 * key record each other's value as `before`); undefined when none is stored.
 */
export async function lockSetting(tx: Tx, key: string): Promise<{ value: unknown } | undefined> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update');
  return row;
}

/** Stores a value (creating the key when new); JSON null is stored as JSON, not SQL NULL. */
export async function upsertSetting(tx: Tx, key: string, value: unknown): Promise<void> {
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await tx
    .insert(settings)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: sql`now()` } });
}
