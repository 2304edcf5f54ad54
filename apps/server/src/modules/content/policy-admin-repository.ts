import { eq, sql } from 'drizzle-orm';
import type { PolicyKey } from '@mall/contract/content-admin';
import type { DbOrTx, Tx } from '../../db/client';
import { policies } from '../../db/schema/index';

export type PolicyRow = typeof policies.$inferSelect;
export type PolicyTexts = Omit<typeof policies.$inferInsert, 'key' | 'updatedAt'>;

export async function listPolicies(db: DbOrTx): Promise<PolicyRow[]> {
  return db.select().from(policies);
}

export async function lockPolicy(tx: Tx, key: PolicyKey): Promise<PolicyRow | null> {
  const [row] = await tx.select().from(policies).where(eq(policies.key, key)).for('update');
  return row ?? null;
}

/** Writes the policy's texts (creating the row when it was never written). */
export async function upsertPolicy(tx: Tx, key: PolicyKey, texts: PolicyTexts): Promise<PolicyRow> {
  const [row] = await tx
    .insert(policies)
    .values({ key, ...texts })
    .onConflictDoUpdate({ target: policies.key, set: { ...texts, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('policy not saved');
  return row;
}
