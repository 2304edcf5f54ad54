import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refunds } from '../../db/schema/index';

/** Refunds a seller refused that the back office has not arbitrated yet. */
export async function countAwaitingArbitration(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(refunds)
    .where(and(eq(refunds.state, 'rejected'), isNull(refunds.arbitratedAt)));
  return row?.n ?? 0;
}
